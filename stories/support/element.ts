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
