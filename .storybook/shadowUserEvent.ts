import { userEvent } from 'storybook/test';

const PATCHED = Symbol.for('library-lending-kit.storybook.attachShadow');

/**
 * testing-library's `userEvent` readies an input for typing when it sees it gain focus, listening
 * on the document. A focus inside a shadow root reaches the document retargeted to the host, so an
 * element's inputs were never readied and React saw none of the typed text. Every open shadow root
 * created in Storybook is therefore readied as a document of its own.
 */
export function readyShadowRootsForUserEvent(): void {
  const original = Element.prototype.attachShadow as typeof Element.prototype.attachShadow & {
    [PATCHED]?: true;
  };
  if (original[PATCHED]) return;
  const attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = original.call(this, init);
    userEvent.setup({ document: root as unknown as Document });
    return root;
  };
  Object.defineProperty(attachShadow, PATCHED, { value: true });
  Element.prototype.attachShadow = attachShadow;
}
