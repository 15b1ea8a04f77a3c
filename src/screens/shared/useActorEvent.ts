import { useEffect, useEffectEvent } from 'react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';

/**
 * Calls `handler` with each `type` event the actor emits while the component is mounted. The
 * handler sees the latest render's props and state, so it needs no dependency list and the
 * subscription lasts as long as the actor.
 */
export function useActorEvent<TEmitted extends EventObject, TType extends TEmitted['type']>(
  actor: ActorRef<Snapshot<unknown>, never, TEmitted>,
  type: TType,
  handler: (event: TEmitted & { type: TType }) => void,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const subscription = actor.on(type, (event) => onEvent(event as TEmitted & { type: TType }));
    return () => subscription.unsubscribe();
  }, [actor, type]);
}
