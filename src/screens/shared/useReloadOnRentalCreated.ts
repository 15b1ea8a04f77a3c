import { useEffect } from 'react';
import '../../elements/events/lib-rental-created';

/**
 * Reloads a member's list when a `<lib-book-grid>` on the same page creates a rental: its
 * `lib-rental-created` bubbles to the document, so the list follows the borrow without a reload
 * of the page.
 */
export function useReloadOnRentalCreated(list: { send(event: { type: 'RELOAD' }): void }): void {
  useEffect(() => {
    const reload = () => list.send({ type: 'RELOAD' });
    document.addEventListener('lib-rental-created', reload);
    return () => document.removeEventListener('lib-rental-created', reload);
  }, [list]);
}
