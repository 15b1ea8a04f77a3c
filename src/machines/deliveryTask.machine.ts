/**
 * The delivery partner's dashboard (issue 6 item 3): the tasks, the All / Active / Completed filter
 * (Active by default) and 'Mark as Complete', which updates the task in place without a reload.
 *
 * A courier may tap 'Mark as Complete' on several cards in a row, so each completion runs as its
 * own spawned `completeTask` child (id `completeTask.<taskId>`) while the list stays usable; the
 * ids in flight are kept in `completing`, and a failure is kept per task in `taskErrors`.
 */
import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  setup,
  spawnChild,
  stopChild,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import type { ApiError } from '../api/errors';
import type { components } from '../api/schema';
import { notProvided, systemClock, toApiError, type Clock } from './support';

type DeliveryTask = components['schemas']['DeliveryTask'];

export type TaskFilter = 'ALL' | 'ACTIVE' | 'COMPLETED';

export const TASK_FILTERS: readonly TaskFilter[] = ['ALL', 'ACTIVE', 'COMPLETED'];

/** Spec section 4: Active has no completedAt, Completed has one. */
export function isTaskCompleted(task: DeliveryTask): boolean {
  return task.completedAt !== null && task.completedAt !== undefined && task.completedAt !== '';
}

export function filterTasks(tasks: readonly DeliveryTask[], filter: TaskFilter): DeliveryTask[] {
  if (filter === 'ALL') return [...tasks];
  const completed = filter === 'COMPLETED';
  return tasks.filter((task) => isTaskCompleted(task) === completed);
}

export interface DeliveryTaskInput {
  clock?: Clock;
  filter?: TaskFilter;
}

export interface DeliveryTaskContext {
  clock: Clock;
  tasks: DeliveryTask[];
  filter: TaskFilter;
  /** Ids of the tasks whose completion is in flight: their buttons show busy. */
  completing: number[];
  taskErrors: Record<number, ApiError>;
  /** The failure of the list load. */
  error: ApiError | null;
}

export type DeliveryTaskEvent =
  | { type: 'FILTER_CHANGED'; filter: TaskFilter }
  | { type: 'COMPLETE'; taskId: number }
  | { type: 'DISMISS_TASK_ERROR'; taskId: number }
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  // What the spawned `completeTask.<taskId>` children answer with (typed for the wildcards below).
  | DoneActorEvent<unknown, `completeTask.${number}`>
  | ErrorActorEvent<unknown, `completeTask.${number}`>;

export type DeliveryTaskEmitted =
  | { type: 'taskCompleted'; task: DeliveryTask }
  | { type: 'taskCompleteFailed'; taskId: number; error: ApiError };

const COMPLETE_PREFIX = 'completeTask.';

function taskIdOf(actorId: string): number {
  return Number(actorId.slice(COMPLETE_PREFIX.length));
}

function without<T>(record: Record<number, T>, id: number): Record<number, T> {
  const { [id]: _removed, ...rest } = record;
  return rest;
}

export const deliveryTaskMachine = setup({
  types: {} as {
    input: DeliveryTaskInput;
    context: DeliveryTaskContext;
    events: DeliveryTaskEvent;
    emitted: DeliveryTaskEmitted;
  },
  actors: {
    fetchTasks: notProvided<DeliveryTask[], void>(),
    completeTask: notProvided<unknown, { taskId: number }>(),
  },
  guards: {
    canComplete: ({ context, event }) => {
      assertEvent(event, 'COMPLETE');
      const task = context.tasks.find((t) => t.id === event.taskId);
      return !!task && !isTaskCompleted(task) && !context.completing.includes(event.taskId);
    },
    // Completed already (in another tab, by a retry): the courier's goal is met. Another refusal
    // (a task whose day has not come) is a failure to show.
    isAlreadyCompleted: (_, params: { error: unknown }) =>
      toApiError(params.error).code === 'ALREADY_COMPLETED',
  },
  actions: {
    assignFilter: assign(({ event }) => {
      assertEvent(event, 'FILTER_CHANGED');
      return { filter: event.filter };
    }),
    // A task completed here stays completed, whatever an answer sent before that says (a reload
    // that was on its way while the courier completed it).
    assignTasks: assign(({ context }, params: { tasks: DeliveryTask[] }) => ({
      tasks: params.tasks.map(
        (task) => context.tasks.find((t) => t.id === task.id && isTaskCompleted(t)) ?? task,
      ),
      error: null,
    })),
    // A refusal (403: the courier's approval withdrawn, or not given yet) takes away the tasks the
    // page still shows: their members' names and addresses are no longer the courier's to see.
    assignLoadError: assign(({ context }, params: { error: unknown }) => {
      const error = toApiError(params.error);
      return { error, tasks: error.status === 403 ? [] : context.tasks };
    }),
    assignCompleting: assign(({ context, event }) => {
      assertEvent(event, 'COMPLETE');
      return {
        completing: [...context.completing, event.taskId],
        taskErrors: without(context.taskErrors, event.taskId),
      };
    }),
    spawnCompletion: spawnChild('completeTask', {
      id: ({ event }) => {
        assertEvent(event, 'COMPLETE');
        return `${COMPLETE_PREFIX}${event.taskId}`;
      },
      input: ({ event }) => {
        assertEvent(event, 'COMPLETE');
        return { taskId: event.taskId };
      },
    }),
    // Spec section 4: status COMPLETED and completedAt now, set locally without reloading.
    assignTaskCompleted: assign(({ context }, params: { taskId: number }) => ({
      tasks: context.tasks.map((task) =>
        task.id === params.taskId
          ? {
              ...task,
              taskStatus: 'COMPLETED' as const,
              completedAt: context.clock().toISOString(),
            }
          : task,
      ),
      completing: context.completing.filter((id) => id !== params.taskId),
      taskErrors: without(context.taskErrors, params.taskId),
    })),
    assignTaskError: assign(({ context }, params: { taskId: number; error: unknown }) => ({
      completing: context.completing.filter((id) => id !== params.taskId),
      taskErrors: { ...context.taskErrors, [params.taskId]: toApiError(params.error) },
    })),
    dismissTaskError: assign(({ context, event }) => {
      assertEvent(event, 'DISMISS_TASK_ERROR');
      return { taskErrors: without(context.taskErrors, event.taskId) };
    }),
    // A settled child stays in `snapshot.children` until stopped; stop it so a retry can reuse its id.
    releaseCompletion: stopChild((_, params: { actorId: string }) => params.actorId),
    emitTaskCompleted: emit(({ context }, params: { taskId: number }) => ({
      type: 'taskCompleted' as const,
      task: context.tasks.find((task) => task.id === params.taskId)!,
    })),
    emitTaskCompleteFailed: emit(({ context }, params: { taskId: number }) => ({
      type: 'taskCompleteFailed' as const,
      taskId: params.taskId,
      error: context.taskErrors[params.taskId]!,
    })),
    // A completion refused (403) as the courier's approval was withdrawn meanwhile: the list,
    // asked again, is refused too, and lets go of the tasks with their members' addresses.
    reloadIfRefused: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      if (toApiError(params.error).status === 403) enqueue.raise({ type: 'RELOAD' });
    }),
  },
}).createMachine({
  id: 'deliveryTasks',
  context: ({ input }) => ({
    clock: input.clock ?? systemClock,
    tasks: [],
    filter: input.filter ?? 'ACTIVE',
    completing: [],
    taskErrors: {},
    error: null,
  }),
  initial: 'loading',
  on: {
    FILTER_CHANGED: { actions: 'assignFilter' },
    // Also while the list reloads, which keeps the tasks on screen (a courier back on the page).
    COMPLETE: { guard: 'canComplete', actions: ['assignCompleting', 'spawnCompletion'] },
    DISMISS_TASK_ERROR: { actions: 'dismissTaskError' },
    // Completions answer here, in whatever state the list is (even while it reloads).
    'xstate.done.actor.completeTask.*': {
      actions: [
        {
          type: 'assignTaskCompleted',
          params: ({ event }) => ({ taskId: taskIdOf(event.actorId) }),
        },
        { type: 'emitTaskCompleted', params: ({ event }) => ({ taskId: taskIdOf(event.actorId) }) },
        { type: 'releaseCompletion', params: ({ event }) => ({ actorId: event.actorId }) },
      ],
    },
    'xstate.error.actor.completeTask.*': [
      {
        guard: { type: 'isAlreadyCompleted', params: ({ event }) => ({ error: event.error }) },
        actions: [
          {
            type: 'assignTaskCompleted',
            params: ({ event }) => ({ taskId: taskIdOf(event.actorId) }),
          },
          {
            type: 'emitTaskCompleted',
            params: ({ event }) => ({ taskId: taskIdOf(event.actorId) }),
          },
          { type: 'releaseCompletion', params: ({ event }) => ({ actorId: event.actorId }) },
        ],
      },
      {
        actions: [
          {
            type: 'assignTaskError',
            params: ({ event }) => ({ taskId: taskIdOf(event.actorId), error: event.error }),
          },
          {
            type: 'emitTaskCompleteFailed',
            params: ({ event }) => ({ taskId: taskIdOf(event.actorId) }),
          },
          { type: 'releaseCompletion', params: ({ event }) => ({ actorId: event.actorId }) },
          { type: 'reloadIfRefused', params: ({ event }) => ({ error: event.error }) },
        ],
      },
    ],
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchTasks',
        onDone: {
          target: 'loaded',
          actions: { type: 'assignTasks', params: ({ event }) => ({ tasks: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { RETRY: 'loading', RELOAD: 'loading' } },
    loaded: { on: { RELOAD: 'loading' } },
  },
});
