import type { FormEvent } from 'react';
import { focusFirstInvalid } from '../../ui/Dialog/focus';

/** The part of a form's actor that submitting needs (the form and review machines). */
interface SubmittableActor {
  send(event: { type: 'SUBMIT' } | { type: 'TOUCH_ALL' }): void;
  getSnapshot(): { can(event: { type: 'SUBMIT' }): boolean };
}

/**
 * A form's submit: SUBMIT when the machine takes it; otherwise every field shows its error and
 * focus moves to the first field in error, so a keyboard or screen reader user lands on what to
 * fix instead of staying on the button.
 */
export function submitForm(event: FormEvent<HTMLFormElement>, actor: SubmittableActor): void {
  event.preventDefault();
  if (actor.getSnapshot().can({ type: 'SUBMIT' })) return actor.send({ type: 'SUBMIT' });
  actor.send({ type: 'TOUCH_ALL' });
  focusFirstInvalid(event.currentTarget);
}
