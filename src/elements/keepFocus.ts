/**
 * Where focus goes when its control goes: the element's message saying what happened (a status or
 * alert, not a loading spinner), else its heading; never something in a dialog, which is leaving.
 */
const FALLBACKS = ['[role="status"]:not([aria-live]), [role="alert"]', 'h1, h2'];

/**
 * Keeps keyboard focus in an element when the control that had it goes away: its row deleted, its
 * card filtered out once its task is done, its button disabled by its own action (the last copy
 * borrowed). Focus moves to a fallback (above) instead of falling to the page's body, from where
 * a keyboard or screen-reader user starts again at the top of the page. Focus the user has moved
 * elsewhere (out of the element, or onto the page by a click) is left alone.
 */
export function keepFocus(root: ShadowRoot): () => void {
  let last: Element | null = null;
  let byKeyboard = false;
  const onFocusIn = (event: Event) => {
    last = event.composedPath()[0] as Element;
    byKeyboard = last.matches(':focus-visible');
  };
  // Focus moved out of the element, or dropped by a click on the page (its control still there):
  // the user's doing, not the control's going.
  const onFocusOut = (event: FocusEvent) => {
    const left = last;
    const to = event.relatedTarget as Node | null;
    if (to) {
      if (!root.contains(to)) last = null;
      return;
    }
    queueMicrotask(() => {
      if (last === left && left?.isConnected && !left.matches(':disabled')) last = null;
    });
  };
  const observer = new MutationObserver(() => {
    if (!last || (last.isConnected && !last.matches(':disabled'))) return;
    const active = root.activeElement;
    if (active ? active !== last : document.activeElement !== document.body) return;
    for (const selector of FALLBACKS) {
      const target = [...root.querySelectorAll<HTMLElement>(selector)].find(
        (element) => !element.closest('dialog'),
      );
      if (!target) continue;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      // It may not take focus (the page behind a modal dialog is inert): then keep watching.
      // A control clicked or tapped (a courier working down a list on a phone) leaves the page
      // where it is; a keyboard user is taken to where the focus went.
      target.focus({ preventScroll: !byKeyboard });
      return;
    }
  });
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut as EventListener);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  return () => {
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut as EventListener);
  };
}
