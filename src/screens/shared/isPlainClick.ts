import type { MouseEvent } from 'react';

/** A plain left click, which the element routes; other clicks (new tab, new window…) are the browser's. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
