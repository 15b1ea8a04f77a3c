/**
 * Queries and gestures inside an element's shadow root, where Testing Library's label and name
 * lookups do not reach on their own, and waits for its animations to end.
 */
import { expect, waitFor, within } from 'storybook/test';

/**
 * Queries inside the element's shadow root (where its dialogs are portalled too), once its screen
 * has rendered `ready` (the screen's code loads when the element connects: allow for a slow load).
 */
export async function shadowView(canvasElement: HTMLElement, tag: string, ready = 'section') {
  const element = canvasElement.querySelector(tag);
  await waitFor(() => expect(element?.shadowRoot?.querySelector(ready)).toBeTruthy(), {
    timeout: 5000,
  });
  return within(element!.shadowRoot as unknown as HTMLElement);
}

/**
 * The open dialog titled `title`. (Inside a shadow root Testing Library cannot follow
 * `aria-labelledby` to name the dialog, so the title is checked on its heading.)
 */
export async function findDialog(
  screen: ReturnType<typeof within>,
  title: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  const dialog = await screen.findByRole(role);
  // Visible as its opening animation (150 ms) starts; axe checks colours once it has run.
  await waitFor(() => expect(within(dialog).getByRole('heading', { name: title })).toBeVisible());
  await new Promise((resolve) => setTimeout(resolve, 200));
  return dialog;
}

/**
 * The control labelled `label` inside the element (Testing Library's label queries do not follow
 * `for` inside a shadow root, so the label is matched here and its control found by id).
 */
export function field<T extends HTMLElement = HTMLInputElement>(
  canvasElement: HTMLElement,
  tag: string,
  label: string,
): T {
  const root = canvasElement.querySelector(tag)!.shadowRoot!;
  const match = [...root.querySelectorAll('label')].find(
    (element) => element.textContent?.replace(/\*$/, '').trim() === label,
  );
  const control = match && root.getElementById(match.htmlFor);
  if (!control) throw new Error(`No field labelled "${label}" in <${tag}>.`);
  return control as T;
}

/**
 * Picks a date in a date input as the browser's picker does (typing into one is not something
 * user-event can do): the value changes and `input` and `change` fire.
 */
export function pickDate(input: HTMLInputElement, iso: string): void {
  input.focus();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, iso);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Lets the field messages' 300 ms animation finish, so axe checks their final colours. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

interface Typist {
  click(element: Element): Promise<void>;
  keyboard(text: string): Promise<void>;
}

/**
 * Types into a field inside a shadow root as a person would: click, select what is there, type.
 * (`userEvent.type` loses React's change events on some inputs inside a shadow root.)
 */
export async function typeInto(user: Typist, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  if (text !== '') await user.keyboard(text);
}

/** The element that has focus inside the element's shadow root. */
export function focusedIn(canvasElement: HTMLElement, tag: string): Element | null {
  return canvasElement.querySelector(tag)?.shadowRoot?.activeElement ?? null;
}

/**
 * Waits for running CSS animations (a field message fading in, a dialog opening) to end; not for
 * those that follow scrolling (a table's column shadow), which run on no clock and never end.
 */
export async function settled(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const roots: DocumentOrShadowRoot[] = [document];
  for (const element of document.querySelectorAll('*')) {
    if (element.shadowRoot) roots.push(element.shadowRoot);
  }
  const animations = roots
    .flatMap((root) => root.getAnimations())
    .filter((animation) => animation.timeline instanceof DocumentTimeline);
  await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
  // The field-message animation is 300 ms; anything started meanwhile is done by then too.
  await new Promise((resolve) => setTimeout(resolve, 320));
}

/** Waits until `text` is on screen and done animating in. */
export async function shows(view: { getByText(text: string): HTMLElement }, text: string) {
  await waitFor(() => expect(view.getByText(text)).toBeVisible());
  await settled();
}
