/**
 * The platform administrator approving or withdrawing a courier: Approve or Withdraw on a row → a
 * confirmation (approving lets them see members' names and addresses; withdrawing moves their open
 * tasks) → the call → what it did, said over the list, which then reloads. A failure is said over
 * the list too; one about a courier changed meanwhile (404, 409) reloads it.
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import type { ApiError } from '../api/errors';
import type { components } from '../api/schema';
import { notProvided, statusOf, toApiError } from './support';

type DeliveryPartner = components['schemas']['DeliveryPartner'];
type CourierApproval = components['schemas']['CourierApproval'];
type CourierWithdrawal = components['schemas']['CourierWithdrawal'];

export type CourierDecision = 'approve' | 'withdraw';

/** A decision made, with what it did (the tasks it gave, moved or left waiting). */
export interface CourierOutcome {
  decision: CourierDecision;
  courier: DeliveryPartner;
  result: CourierApproval | CourierWithdrawal;
}

export interface CourierApprovalContext {
  courier: DeliveryPartner | null;
  decision: CourierDecision;
  outcome: CourierOutcome | null;
  error: ApiError | null;
}

export type CourierApprovalEvent =
  | { type: 'DECIDE'; decision: CourierDecision; courier: DeliveryPartner }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' };

/** The list is out of date: after a decision, or a refusal about a courier changed meanwhile. */
export type CourierApprovalEmitted = { type: 'changed' };

/**
 * What a row offers: approval to a courier of a library not approved yet (or withdrawn); withdrawal
 * to one not withdrawn (one of no library, to stop their wait).
 */
export const decisionsFor = (courier: DeliveryPartner): CourierDecision[] => [
  ...(courier.status !== 'APPROVED' && courier.libraryId !== null ? (['approve'] as const) : []),
  ...(courier.status !== 'WITHDRAWN' ? (['withdraw'] as const) : []),
];

const idle = { courier: null, error: null };

export const courierApprovalMachine = setup({
  types: {} as {
    context: CourierApprovalContext;
    events: CourierApprovalEvent;
    emitted: CourierApprovalEmitted;
  },
  actors: {
    /** `POST …/couriers/{id}/approve` or `…/withdraw`, by `decision`. */
    decide: notProvided<
      CourierApproval | CourierWithdrawal,
      { id: number; decision: CourierDecision }
    >(),
  },
  guards: {
    isStale: (_, params: { error: unknown }) => [404, 409].includes(statusOf(params.error)),
  },
  actions: {
    assignCourier: assign(({ event }) => {
      assertEvent(event, 'DECIDE');
      return { courier: event.courier, decision: event.decision, outcome: null, error: null };
    }),
    assignOutcome: assign(
      ({ context }, params: { result: CourierApproval | CourierWithdrawal }) => ({
        ...idle,
        outcome: { decision: context.decision, courier: context.courier!, result: params.result },
      }),
    ),
    assignError: assign((_, params: { error: unknown }) => ({
      ...idle,
      error: toApiError(params.error),
    })),
    clear: assign(idle),
    clearMessages: assign({ outcome: null, error: null }),
    emitChanged: emit({ type: 'changed' as const }),
  },
}).createMachine({
  id: 'courierApproval',
  context: { ...idle, decision: 'approve', outcome: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        DECIDE: {
          guard: ({ event }) => decisionsFor(event.courier).includes(event.decision),
          target: 'confirming',
          actions: 'assignCourier',
        },
        DISMISS: { actions: 'clearMessages' },
      },
    },
    /** 'Approve this courier?' or 'Withdraw this courier's approval?' */
    confirming: {
      on: {
        CONFIRM: 'deciding',
        CANCEL: { target: 'idle', actions: 'clear' },
      },
    },
    deciding: {
      invoke: {
        src: 'decide',
        input: ({ context }) => ({ id: context.courier!.id, decision: context.decision }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'assignOutcome', params: ({ event }) => ({ result: event.output }) },
            'emitChanged',
          ],
        },
        onError: [
          // Gone (404) or changed (409: their library deleted) meanwhile: the list is out of date.
          {
            guard: { type: 'isStale', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [
              { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              'emitChanged',
            ],
          },
          {
            target: 'idle',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
  },
});
