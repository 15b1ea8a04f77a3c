import { useEffect } from 'react';
import '../../elements/events/lib-rental-created';

/**
 * Reloads a list whose items others change: when a `<lib-book-grid>` on the same page creates a
 * rental (its `lib-rental-created` bubbles to the document), when the visitor comes back to the
 * page's tab, where a courier's delivery, a newly assigned task or another administrator's edit
 * may have happened meanwhile, and when an action on an item (`failure`) was refused with 409
 * because the item moved on meanwhile (a return asked or a review written in another tab).
 */
export function useReloadWhenStale(
  list: { send(event: { type: 'RELOAD' }): void },
  failure?: { status: number } | null,
): void {
  useEffect(() => {
    const reload = () => document.hidden || list.send({ type: 'RELOAD' });
    document.addEventListener('lib-rental-created', reload);
    document.addEventListener('visibilitychange', reload);
    return () => {
      document.removeEventListener('lib-rental-created', reload);
      document.removeEventListener('visibilitychange', reload);
    };
  }, [list]);
  const conflict = failure?.status === 409;
  useEffect(() => {
    if (conflict) list.send({ type: 'RELOAD' });
  }, [conflict, list]);
}
