/**
 * The super admin's assign-admin dialog (issue 6 item 4): open for a library → the administrators
 * (`GET /api/admins`) → choose one (Assign disabled until then) → assign → done or failed.
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import type { ApiError } from '../api/errors';
import type { components } from '../api/schema';
import { notProvided, toApiError } from './support';

type AdminUser = components['schemas']['AdminUser'];
type AdminAssignment = components['schemas']['AdminAssignment'];

export interface AssignAdminContext {
  libraryId: number | null;
  admins: AdminUser[];
  userId: number | null;
  error: ApiError | null;
}

export type AssignAdminEvent =
  | { type: 'OPEN'; libraryId: number }
  | { type: 'USER_SELECTED'; userId: number }
  | { type: 'ASSIGN' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' };

export type AssignAdminEmitted = { type: 'adminAssigned'; libraryId: number; userId: number };

/** The spec shows a user by name, or else by e-mail. */
export function adminLabel(admin: AdminUser): string {
  return admin.name.trim() !== '' ? admin.name : admin.email;
}

const closed = {
  libraryId: null,
  admins: [],
  userId: null,
  error: null,
} satisfies AssignAdminContext;

export const assignAdminMachine = setup({
  types: {} as {
    context: AssignAdminContext;
    events: AssignAdminEvent;
    emitted: AssignAdminEmitted;
  },
  actors: {
    listAdmins: notProvided<AdminUser[], void>(),
    assignAdmin: notProvided<unknown, AdminAssignment>(),
  },
  guards: {
    isKnownUser: ({ context, event }) => {
      assertEvent(event, 'USER_SELECTED');
      return context.admins.some((admin) => admin.id === event.userId);
    },
    hasUser: ({ context }) => context.userId !== null,
  },
  actions: {
    assignLibrary: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { ...closed, libraryId: event.libraryId };
    }),
    assignAdmins: assign((_, params: { admins: AdminUser[] }) => ({
      admins: params.admins,
      error: null,
    })),
    assignUser: assign(({ event }) => {
      assertEvent(event, 'USER_SELECTED');
      return { userId: event.userId, error: null };
    }),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clear: assign(closed),
    emitAssigned: emit(({ context }) => ({
      type: 'adminAssigned' as const,
      libraryId: context.libraryId!,
      userId: context.userId!,
    })),
  },
}).createMachine({
  id: 'assignAdmin',
  context: closed,
  initial: 'closed',
  on: {
    OPEN: { target: '.open', actions: 'assignLibrary' },
  },
  states: {
    closed: {},
    open: {
      initial: 'loadingAdmins',
      on: { OPEN: {} },
      states: {
        loadingAdmins: {
          invoke: {
            src: 'listAdmins',
            onDone: {
              target: 'choosing',
              actions: { type: 'assignAdmins', params: ({ event }) => ({ admins: event.output }) },
            },
            onError: {
              target: 'loadFailed',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: { CANCEL: { target: '#assignAdmin.closed', actions: 'clear' } },
        },
        loadFailed: {
          on: {
            RETRY: 'loadingAdmins',
            CANCEL: { target: '#assignAdmin.closed', actions: 'clear' },
          },
        },
        choosing: {
          on: {
            USER_SELECTED: { guard: 'isKnownUser', actions: 'assignUser' },
            ASSIGN: { guard: 'hasUser', target: 'assigning' },
            CANCEL: { target: '#assignAdmin.closed', actions: 'clear' },
          },
        },
        assigning: {
          invoke: {
            src: 'assignAdmin',
            input: ({ context }) => ({ libraryId: context.libraryId!, userId: context.userId! }),
            onDone: { target: '#assignAdmin.done', actions: 'emitAssigned' },
            onError: {
              target: 'failed',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** The server's refusal is shown in the dialog; retry or choose someone else. */
        failed: {
          on: {
            RETRY: { guard: 'hasUser', target: 'assigning' },
            ASSIGN: { guard: 'hasUser', target: 'assigning' },
            USER_SELECTED: { guard: 'isKnownUser', target: 'choosing', actions: 'assignUser' },
            CANCEL: { target: '#assignAdmin.closed', actions: 'clear' },
          },
        },
      },
    },
    /** Assigned: a status message until closed (or the next OPEN). */
    done: { on: { CLOSE: { target: 'closed', actions: 'clear' } } },
  },
});
