/**
 * The CRUD list screens (admin book list, library list, addresses, active rentals, history,
 * requests): load, show loaded / empty / failed, reload, and delete with a confirm dialog.
 * The element fills `fetchItems` and `deleteItem` with its own calls (and closes over any
 * library or user id), so one machine serves every list.
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import type { ApiError } from '../api/errors';
import { notProvided, statusOf, toApiError } from './support';

export interface ResourceListContext<TItem> {
  items: TItem[];
  /** The id awaiting confirmation or being deleted. */
  pendingId: number | null;
  /** The failure of the last load. */
  error: ApiError | null;
  /** The failure of the last delete, shown over the list (which stays usable). */
  deleteError: ApiError | null;
}

export type ResourceListEvent =
  | { type: 'RELOAD' }
  | { type: 'RETRY' }
  | { type: 'DELETE_REQUESTED'; id: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS_ERROR' };

export type ResourceListEmitted = { type: 'deleted'; id: number };

/** A list machine for items of type `TItem`. */
export function createResourceListMachine<TItem>() {
  return setup({
    types: {} as {
      context: ResourceListContext<TItem>;
      events: ResourceListEvent;
      emitted: ResourceListEmitted;
    },
    actors: {
      fetchItems: notProvided<TItem[], void>(),
      deleteItem: notProvided<unknown, { id: number }>(),
    },
    guards: {
      isEmpty: (_, params: { items: TItem[] }) => params.items.length === 0,
      isNotFound: (_, params: { error: unknown }) => statusOf(params.error) === 404,
    },
    actions: {
      assignItems: assign((_, params: { items: TItem[] }) => ({
        items: params.items,
        error: null,
      })),
      assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
      assignPendingId: assign(({ event }) => {
        assertEvent(event, 'DELETE_REQUESTED');
        return { pendingId: event.id, deleteError: null };
      }),
      clearPendingId: assign({ pendingId: null }),
      assignDeleteError: assign((_, params: { error: unknown }) => ({
        pendingId: null,
        deleteError: toApiError(params.error),
      })),
      clearDeleteError: assign({ deleteError: null }),
      emitDeleted: emit(({ context }) => ({ type: 'deleted' as const, id: context.pendingId! })),
    },
  }).createMachine({
    id: 'resourceList',
    context: { items: [], pendingId: null, error: null, deleteError: null },
    initial: 'loading',
    states: {
      // Items of a previous load stay in context while reloading, so a view can keep them shown.
      loading: {
        // Asked again while loading (after a change the load in flight may predate): that load's
        // answer could be out of date, so it is dropped for a new one.
        on: { RELOAD: { target: 'loading', reenter: true } },
        invoke: {
          src: 'fetchItems',
          onDone: [
            {
              guard: { type: 'isEmpty', params: ({ event }) => ({ items: event.output }) },
              target: 'empty',
              actions: { type: 'assignItems', params: ({ event }) => ({ items: event.output }) },
            },
            {
              target: 'loaded',
              actions: { type: 'assignItems', params: ({ event }) => ({ items: event.output }) },
            },
          ],
          onError: {
            target: 'failed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      failed: { on: { RETRY: 'loading', RELOAD: 'loading' } },
      empty: { on: { RELOAD: 'loading', DISMISS_ERROR: { actions: 'clearDeleteError' } } },
      loaded: {
        initial: 'browsing',
        states: {
          browsing: {
            on: {
              RELOAD: '#resourceList.loading',
              DELETE_REQUESTED: { target: 'confirming', actions: 'assignPendingId' },
              DISMISS_ERROR: { actions: 'clearDeleteError' },
            },
          },
          /** The 'Are you sure you want to delete this …?' dialog. */
          confirming: {
            on: {
              CONFIRM: 'deleting',
              CANCEL: { target: 'browsing', actions: 'clearPendingId' },
            },
          },
          deleting: {
            invoke: {
              src: 'deleteItem',
              input: ({ context }) => ({ id: context.pendingId! }),
              onDone: {
                target: '#resourceList.loading',
                actions: ['emitDeleted', 'clearPendingId'],
              },
              onError: [
                // Gone already (deleted elsewhere): the list is out of date, so it is loaded again.
                {
                  guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                  target: '#resourceList.loading',
                  actions: {
                    type: 'assignDeleteError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
                {
                  target: 'browsing',
                  actions: {
                    type: 'assignDeleteError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              ],
            },
          },
        },
      },
    },
  });
}
