/**
 * The member's return flow (issue 5 item 3): 'Return Book' → the 'Select Pickup Date' dialog →
 * `POST /api/rentals/{rentalId}/return` → 'Return request submitted!' and a reload of the active
 * rentals, or 'Failed to submit return request.' with the dialog kept open to retry. A 409 (the
 * rental is no longer ACTIVE: its return was asked meanwhile, in another tab) closes the dialog,
 * where asking again could only fail again, and says so over the list, which catches up.
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import type { ApiError } from '../api/errors';
import type { components } from '../api/schema';
import { toIsoDate } from './dates';
import { notProvided, systemClock, toApiError, type Clock } from './support';
import { hasErrors, validateReturn } from './validation';

type Rental = components['schemas']['Rental'];
type ReturnRequest = components['schemas']['ReturnRequest'];

export interface ReturnInput {
  clock?: Clock;
}

export interface ReturnContext {
  clock: Clock;
  rental: Rental | null;
  /** '' until the member picks a date: OK stays disabled until then. */
  pickupDate: string;
  /** The member has changed the date: a date they emptied is said to be required. */
  edited: boolean;
  today: string;
  error: ApiError | null;
}

export type ReturnEvent =
  | { type: 'OPEN'; rental: Rental }
  | { type: 'DATE_CHANGED'; date: string }
  | { type: 'OK' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' };

export type ReturnEmitted =
  | { type: 'returnRequested'; rental: Rental }
  | { type: 'returnFailed'; rental: Rental; error: ApiError };

/** 'Return Book' is enabled only for an ACTIVE rental (DESIGN.md §3). */
export function canRequestReturn(rental: Rental): boolean {
  return rental.status === 'ACTIVE';
}

export const returnMachine = setup({
  types: {} as {
    input: ReturnInput;
    context: ReturnContext;
    events: ReturnEvent;
    emitted: ReturnEmitted;
  },
  actors: {
    requestReturn: notProvided<Rental, ReturnRequest>(),
  },
  guards: {
    canRequestReturn: ({ event }) => {
      assertEvent(event, 'OPEN');
      return canRequestReturn(event.rental);
    },
    isConflict: ({ context }) => context.error?.status === 409,
    isDateValid: ({ context }) =>
      !hasErrors(validateReturn({ pickupDate: context.pickupDate }, context.today)),
  },
  actions: {
    assignRental: assign(({ context, event }) => {
      assertEvent(event, 'OPEN');
      return {
        rental: event.rental,
        pickupDate: '',
        edited: false,
        today: toIsoDate(context.clock()),
        error: null,
      };
    }),
    assignPickupDate: assign(({ event }) => {
      assertEvent(event, 'DATE_CHANGED');
      return { pickupDate: event.date, edited: true, error: null };
    }),
    // The server answers with the updated rental; an implementation that answers nothing keeps ours.
    assignSubmitted: assign(({ context }, params: { rental: Rental | undefined }) => ({
      rental: params.rental ?? context.rental,
      error: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({
      error: toApiError(params.error),
    })),
    clear: assign({ rental: null, pickupDate: '', edited: false, error: null }),
    emitReturnRequested: emit(({ context }) => ({
      type: 'returnRequested' as const,
      rental: context.rental!,
    })),
    emitReturnFailed: emit(({ context }) => ({
      type: 'returnFailed' as const,
      rental: context.rental!,
      error: context.error!,
    })),
  },
}).createMachine({
  id: 'return',
  context: ({ input }) => ({
    clock: input.clock ?? systemClock,
    rental: null,
    pickupDate: '',
    edited: false,
    today: '',
    error: null,
  }),
  initial: 'idle',
  on: {
    OPEN: { guard: 'canRequestReturn', target: '.dialog', actions: 'assignRental' },
  },
  states: {
    idle: {},
    dialog: {
      initial: 'choosing',
      on: { OPEN: {} },
      states: {
        choosing: {
          on: {
            DATE_CHANGED: { actions: 'assignPickupDate' },
            OK: { guard: 'isDateValid', target: 'submitting' },
            CANCEL: { target: '#return.idle', actions: 'clear' },
          },
        },
        submitting: {
          invoke: {
            src: 'requestReturn',
            input: ({ context }) => ({
              rentalId: context.rental!.rentalId,
              pickupDate: context.pickupDate,
            }),
            onDone: {
              target: '#return.succeeded',
              actions: [
                { type: 'assignSubmitted', params: ({ event }) => ({ rental: event.output }) },
                'emitReturnRequested',
              ],
            },
            onError: {
              target: 'failed',
              actions: [
                { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                'emitReturnFailed',
              ],
            },
          },
        },
        /** 'Failed to submit return request.' shown in the dialog, which stays open. */
        failed: {
          always: { guard: 'isConflict', target: '#return.refused' },
          on: {
            OK: { guard: 'isDateValid', target: 'submitting' },
            RETRY: { guard: 'isDateValid', target: 'submitting' },
            DATE_CHANGED: { target: 'choosing', actions: 'assignPickupDate' },
            CANCEL: { target: '#return.idle', actions: 'clear' },
          },
        },
      },
    },
    /** 'Return request submitted!' as a status message; the element reloads the list. */
    succeeded: {
      on: { DISMISS: { target: 'idle', actions: 'clear' } },
    },
    /** A 409: 'Failed to submit return request.' and why, over the list, the dialog closed. */
    refused: {
      on: { DISMISS: { target: 'idle', actions: 'clear' } },
    },
  },
});
