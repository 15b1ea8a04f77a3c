import { configure, prettyDOM, uninstrumentedUserEvent } from 'storybook/test';

const PATCHED = Symbol.for('library-lending-kit.storybook.attachShadow');

/**
 * Testing Library inside the elements' shadow roots, where the kit's screens render.
 *
 * - `userEvent` readies an input for typing when it sees it gain focus, listening on the document.
 *   A focus inside a shadow root reaches the document retargeted to the host, so an element's
 *   inputs were never readied and React saw none of the typed text. Every open shadow root created
 *   in Storybook is therefore readied as a document of its own.
 * - A failed query in `within(element.shadowRoot)` printed its container with `prettyDOM`, which
 *   throws on a shadow root: `findBy…` then hung until the test timed out instead of failing with
 *   the query's message. Shadow roots are printed child by child.
 */
export function supportShadowRoots(): void {
  configure({
    getElementError(message, container) {
      const nodes = container instanceof ShadowRoot ? [...container.children] : [container];
      const dom = nodes.map((node) => prettyDOM(node as Element) || '').join('\n');
      const error = new Error([message, dom].filter(Boolean).join('\n\n'));
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });

  const original = Element.prototype.attachShadow as typeof Element.prototype.attachShadow & {
    [PATCHED]?: true;
  };
  if (original[PATCHED]) return;
  const attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = original.call(this, init);
    uninstrumentedUserEvent.setup({ document: root as unknown as Document });
    return root;
  };
  Object.defineProperty(attachShadow, PATCHED, { value: true });
  Element.prototype.attachShadow = attachShadow;
}
