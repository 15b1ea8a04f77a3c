import { createElement } from 'react';

/**
 * A story's element, as a host page places it, with its `attributes`; `lib-navigate` is cancelled
 * and reported to `onNavigate`.
 */
export function elementStory(tag: string) {
  function Element({
    onNavigate,
    attributes,
  }: {
    onNavigate?: (path: string) => void;
    attributes?: Record<string, string | number>;
  }) {
    return createElement(tag, {
      ...attributes,
      ref: (element: HTMLElement | null) => {
        if (!element) return;
        const listener = (event: Event) => {
          event.preventDefault();
          onNavigate?.((event as CustomEvent<{ path: string }>).detail.path);
        };
        element.addEventListener('lib-navigate', listener);
        return () => element.removeEventListener('lib-navigate', listener);
      },
    });
  }
  Element.displayName = tag;
  return Element;
}

/**
 * An element's docs page shows each story in a frame of its own, `height` pixels high, whose
 * storage `.storybook/preview.tsx` keeps apart: on one page the stories would share one session and
 * one mock API, and each would show the state of the last. A meta takes it as
 * `parameters: { docs: { story: ownFrame() } }`, written out so that Storybook can add the meta's
 * description to the same `docs`.
 */
export function ownFrame(height = 560) {
  return { inline: false, iframeHeight: height };
}
