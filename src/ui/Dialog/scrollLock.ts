/**
 * Keeps the page from scrolling behind open modal dialogs (a modal `<dialog>` makes the page
 * inert, not still). Dialogs may stack: the page scrolls again when the last one closes.
 */
let locks = 0;
let saved = { overflow: '', scrollbarGutter: '' };

export function lockScroll(): () => void {
  const html = document.documentElement;
  if (locks++ === 0) {
    saved = { overflow: html.style.overflow, scrollbarGutter: html.style.scrollbarGutter };
    // Keep the scrollbar's room so the page does not shift sideways under the backdrop.
    if (window.innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable';
    html.style.overflow = 'hidden';
  }
  let unlocked = false;
  return () => {
    if (unlocked) return;
    unlocked = true;
    if (--locks === 0) {
      html.style.overflow = saved.overflow;
      html.style.scrollbarGutter = saved.scrollbarGutter;
    }
  };
}
