/** What says what just happened: a screen's status and alert messages (not a loading spinner). */
const MESSAGE = '[role="status"]:not([aria-live]), [role="alert"]';
const HEADING = 'h1, h2';

/** The first match outside any dialog (a closing dialog's content is leaving with it). */
function firstOnScreen(root: ShadowRoot, selector: string): HTMLElement | undefined {
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    if (!element.closest('dialog')) return element;
  }
  return undefined;
}

/**
 * Keeps keyboard focus in an element when the control that had it goes away: its row deleted, its
 * card filtered out once its task is done, its button disabled by its own action (the last copy
 * borrowed). Focus moves to the element's message saying what happened, or else its heading,
 * instead of falling to the page's body, from where a keyboard or screen-reader user starts again
 * at the top of the page. Focus the user has moved elsewhere is left alone.
 */
export function keepFocus(root: ShadowRoot): () => void {
  let last: Element | null = null;
  const onFocusIn = (event: Event) => {
    last = event.composedPath()[0] as Element;
  };
  const observer = new MutationObserver(() => {
    if (!last || (last.isConnected && !last.matches(':disabled'))) return;
    const active = root.activeElement;
    const lost = active
      ? active === last
      : !document.activeElement || document.activeElement === document.body;
    if (!lost) return;
    const target = firstOnScreen(root, MESSAGE) ?? firstOnScreen(root, HEADING);
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    last = target;
    target.focus();
  });
  root.addEventListener('focusin', onFocusIn);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  return () => {
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
  };
}
