import type { FormEvent } from 'react';
import { focusFirst } from '../../ui/Dialog/focus';

/** The part of a form's actor that submitting needs (the form and review machines). */
interface SubmittableActor extends AnsweringActor {
  send(event: { type: 'SUBMIT' } | { type: 'TOUCH_ALL' }): void;
  getSnapshot(): { can(event: { type: 'SUBMIT' }): boolean };
}

interface AnsweringActor {
  getSnapshot(): unknown;
  subscribe(observer: (snapshot: unknown) => void): { unsubscribe(): void };
}

/**
 * Runs `then` once, at the actor's next snapshot: the answer to what was just sent, as a machine
 * that waits for the server takes no event meanwhile.
 */
export function afterAnswer(actor: AnsweringActor, then: () => void): void {
  const sent = actor.getSnapshot();
  const answer = actor.subscribe((snapshot) => {
    if (snapshot === sent) return;
    answer.unsubscribe();
    then();
  });
}

/**
 * A form's submit: SUBMIT when the machine takes it; otherwise every field shows its error and
 * focus moves to the first field in error, so a keyboard or screen reader user lands on what to
 * fix instead of staying on the button. A refusal that the server pins on a field shows under
 * that field: focus goes there too, once the answer is in.
 */
export function submitForm(event: FormEvent<HTMLFormElement>, actor: SubmittableActor): void {
  event.preventDefault();
  const form = event.currentTarget;
  if (actor.getSnapshot().can({ type: 'SUBMIT' })) {
    actor.send({ type: 'SUBMIT' });
    afterAnswer(actor, () => focusFirst(form));
    return;
  }
  actor.send({ type: 'TOUCH_ALL' });
  focusFirst(form);
}
