import { fromPromise, type PromiseActorLogic } from 'xstate';
import { ApiError } from '../api/errors';

// One implementation for every slot: it names the slot it was invoked as (`self.src`).
const unprovided = fromPromise<never, unknown>(async ({ self }) => {
  throw new Error(
    `The "${String(self.src)}" actor is not provided: supply it with machine.provide({ actors }).`,
  );
});

/**
 * The default implementation of an actor slot. Machines hold no I/O: the element (openapi-fetch
 * client), a story (fixtures) or a test (fakes) fills each slot with `machine.provide(...)`, and a
 * forgotten slot fails loudly instead of silently doing nothing.
 */
export function notProvided<TOutput, TInput>() {
  return unprovided as unknown as PromiseActorLogic<TOutput, TInput>;
}

/**
 * Actors are expected to throw `ApiError`; anything else (a bug, a rejected fetch outside
 * `unwrap`) is wrapped so that machines and views only ever deal with one error shape.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const wrapped = new ApiError(0, 'UNKNOWN', message);
  wrapped.cause = error;
  return wrapped;
}

export function statusOf(error: unknown): number {
  return toApiError(error).status;
}

/** The clock machines read "now" and "today" from; tests inject a fixed one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
