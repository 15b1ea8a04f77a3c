/**
 * A plain left click, which the element routes; other clicks (new tab, new window…) are the
 * browser's. Takes React's events and the DOM's alike.
 */
export const isPlainClick = (
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
) => event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
