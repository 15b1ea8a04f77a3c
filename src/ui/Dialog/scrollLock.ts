/**
 * Keeps the page from scrolling behind open modal dialogs (a modal `<dialog>` makes the page
 * inert, not still). Dialogs may stack: the page scrolls again when the last one closes.
 */
let locks = 0;
// Each longhand apart: a page that sets only `overflow-y` on its root reads as no `overflow`.
let saved: [string, string, string] = ['', '', ''];

export function lockScroll(): () => void {
  const html = document.documentElement;
  const { style } = html;
  if (locks++ === 0) {
    saved = [style.overflowX, style.overflowY, style.scrollbarGutter];
    // Keep the scrollbar's room so the page does not shift sideways under the backdrop.
    if (innerWidth > html.clientWidth) style.scrollbarGutter = 'stable';
    style.overflow = 'hidden';
  }
  let unlocked = false;
  return () => {
    if (unlocked) return;
    unlocked = true;
    if (--locks === 0) [style.overflowX, style.overflowY, style.scrollbarGutter] = saved;
  };
}
