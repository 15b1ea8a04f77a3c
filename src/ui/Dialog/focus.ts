/**
 * Keyboard focus inside a modal dialog: what Tab can reach, and where focus is. Small on purpose:
 * the browser's modal `<dialog>` already makes everything outside it inert. Also where a form's
 * focus goes when it shows its errors.
 */

// Disabled controls and hidden inputs are left out below (`:disabled`, no box); the kit puts
// nothing `contenteditable` in a dialog.
const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/**
 * The elements Tab stops on inside `root`, in order: focusable, not `tabindex="-1"`, rendered,
 * and, of a group of radio buttons, only the one Tab reaches (the checked one, else the first).
 */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const radioGroups = new Map<string, HTMLInputElement>();
  const found: HTMLElement[] = [];
  for (const el of root.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    // `:disabled` also catches controls disabled through their fieldset.
    if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert]') || !isRendered(el)) {
      continue;
    }
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name !== '') {
      const first = radioGroups.get(el.name);
      if (first === undefined) {
        radioGroups.set(el.name, el);
        found.push(el);
      } else if (el.checked && !first.checked) {
        found[found.indexOf(first)] = el;
        radioGroups.set(el.name, el);
      }
      continue;
    }
    found.push(el);
  }
  return found;
}

/** Whether `el` has a box: not `display: none`, nor inside something that is. */
function isRendered(el: HTMLElement): boolean {
  return el.getClientRects().length > 0;
}

/** The focused element, looking into shadow roots (a host's `activeElement` is the element). */
export function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Moves focus to the first element inside `root` that matches `selector`, by default the first
 * field in error, once what was just sent to the view renders.
 */
export function focusFirst(root: Element | null, selector = '[aria-invalid="true"]'): void {
  setTimeout(() => root?.querySelector<HTMLElement>(selector)?.focus());
}
