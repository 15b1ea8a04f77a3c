import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { components } from '../api/schema';
import {
  deliveryTaskMachine,
  filterTasks,
  isTaskCompleted,
  type DeliveryTaskEmitted,
} from './deliveryTask.machine';
import { apiError, deferred, fixedClock, fixedNow, task, type Deferred } from './testing';

type DeliveryTask = components['schemas']['DeliveryTask'];

const done = task({
  id: 3,
  type: 'PICKUP',
  taskStatus: 'COMPLETED',
  completedAt: '2026-03-08T12:00:00.000Z',
});
const tasks = [task({ id: 1 }), task({ id: 2, type: 'PICKUP' }), done];

function start(
  options: {
    fetchTasks?: () => Promise<DeliveryTask[]>;
    completeTask?: (input: { taskId: number }) => Promise<unknown>;
  } = {},
) {
  const fetchTasks = vi.fn(options.fetchTasks ?? (async () => tasks));
  const completeTask = vi.fn(options.completeTask ?? (async () => undefined));
  const actor = createActor(
    deliveryTaskMachine.provide({
      actors: {
        fetchTasks: fromPromise(() => fetchTasks()),
        completeTask: fromPromise(({ input }) => completeTask(input)),
      },
    }),
    { input: { clock: fixedClock } },
  );
  const emitted: DeliveryTaskEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, fetchTasks, completeTask };
}

describe('filterTasks', () => {
  it('splits tasks by completedAt', () => {
    expect(filterTasks(tasks, 'ALL').map((t) => t.id)).toEqual([1, 2, 3]);
    expect(filterTasks(tasks, 'ACTIVE').map((t) => t.id)).toEqual([1, 2]);
    expect(filterTasks(tasks, 'COMPLETED').map((t) => t.id)).toEqual([3]);
    expect(isTaskCompleted(task({ completedAt: '' }))).toBe(false);
  });
});

describe('deliveryTaskMachine', () => {
  it('loads the tasks with the Active filter by default', async () => {
    const { actor, fetchTasks } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(fetchTasks).toHaveBeenCalledTimes(1);
    expect(loaded.context.tasks).toEqual(tasks);
    expect(loaded.context.filter).toBe('ACTIVE');
    actor.send({ type: 'FILTER_CHANGED', filter: 'COMPLETED' });
    expect(actor.getSnapshot().context.filter).toBe('COMPLETED');
  });

  it('shows a load failure and retries', async () => {
    let calls = 0;
    const { actor } = start({
      fetchTasks: async () => {
        calls += 1;
        if (calls === 1) throw apiError(0, 'NETWORK');
        return tasks;
      },
    });
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context.error?.status).toBe(0);
    expect(failed.can({ type: 'COMPLETE', taskId: 1 })).toBe(false);
    actor.send({ type: 'RETRY' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.error).toBeNull();
  });

  it('reloads after a failed load when asked to (the courier back on the page)', async () => {
    let calls = 0;
    const { actor } = start({
      fetchTasks: async () => {
        if (++calls === 1) throw apiError(0, 'NETWORK');
        return tasks;
      },
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'RELOAD' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.tasks).toHaveLength(3);
  });

  it('lets the tasks go when a reload is refused (403: the approval withdrawn), not when it fails', async () => {
    let calls = 0;
    const { actor } = start({
      fetchTasks: async () => {
        calls += 1;
        if (calls === 2) throw apiError(503, 'INTERNAL');
        if (calls === 3) throw apiError(403, 'FORBIDDEN');
        return tasks;
      },
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'RELOAD' });
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context.tasks).toHaveLength(3);
    actor.send({ type: 'RELOAD' });
    const refused = await waitFor(
      actor,
      (s) => s.matches('loadFailed') && s.context.error?.status === 403,
    );
    expect(refused.context.tasks).toEqual([]);
  });

  it('keeps a task completed here when a reload sent before the completion answers after it', async () => {
    const reload = deferred<DeliveryTask[]>();
    let calls = 0;
    const { actor } = start({
      fetchTasks: () => (++calls === 1 ? Promise.resolve(tasks) : reload.promise),
      completeTask: async () => undefined,
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'RELOAD' });
    actor.send({ type: 'COMPLETE', taskId: 1 });
    await waitFor(actor, (s) => s.context.completing.length === 0);
    // The server's list from before the completion.
    reload.resolve([task({ id: 1 }), task({ id: 5 })]);
    const after = await waitFor(actor, (s) => s.matches('loaded'));
    expect(after.context.tasks.map((t) => [t.id, t.taskStatus])).toEqual([
      [1, 'COMPLETED'],
      [5, 'PENDING'],
    ]);
  });

  it('completes a task in place, without reloading, with the time from the clock', async () => {
    const { actor, emitted, fetchTasks, completeTask } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'COMPLETE', taskId: 1 });
    expect(actor.getSnapshot().context.completing).toEqual([1]);
    expect(actor.getSnapshot().can({ type: 'COMPLETE', taskId: 1 })).toBe(false);

    const after = await waitFor(actor, (s) => s.context.completing.length === 0);
    expect(completeTask).toHaveBeenCalledWith({ taskId: 1 });
    const completed = after.context.tasks.find((t) => t.id === 1)!;
    expect(completed.taskStatus).toBe('COMPLETED');
    expect(completed.completedAt).toBe(fixedNow.toISOString());
    expect(after.context.tasks.find((t) => t.id === 2)).toEqual(tasks[1]);
    expect(filterTasks(after.context.tasks, 'ACTIVE').map((t) => t.id)).toEqual([2]);
    expect(fetchTasks).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual([{ type: 'taskCompleted', task: completed }]);
    expect(after.can({ type: 'COMPLETE', taskId: 1 })).toBe(false);
  });

  it('refuses to complete a completed or unknown task', async () => {
    const { actor, completeTask } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().can({ type: 'COMPLETE', taskId: 3 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'COMPLETE', taskId: 99 })).toBe(false);
    actor.send({ type: 'COMPLETE', taskId: 3 });
    actor.send({ type: 'COMPLETE', taskId: 99 });
    expect(completeTask).not.toHaveBeenCalled();
  });

  it('runs several completions at once and settles each on its own', async () => {
    const pending = new Map<number, Deferred<unknown>>();
    const { actor, emitted } = start({
      fetchTasks: async () => [task({ id: 1 }), task({ id: 2 }), task({ id: 4 })],
      completeTask: ({ taskId }) => {
        const d = deferred<unknown>();
        pending.set(taskId, d);
        return d.promise;
      },
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'COMPLETE', taskId: 1 });
    actor.send({ type: 'COMPLETE', taskId: 2 });
    actor.send({ type: 'COMPLETE', taskId: 4 });
    expect(actor.getSnapshot().context.completing).toEqual([1, 2, 4]);
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual([
      'completeTask.1',
      'completeTask.2',
      'completeTask.4',
    ]);

    pending.get(2)!.resolve(undefined);
    await waitFor(actor, (s) => !s.context.completing.includes(2));
    expect(actor.getSnapshot().context.completing).toEqual([1, 4]);

    pending.get(1)!.reject(apiError(500, 'INTERNAL', 'boom'));
    await waitFor(actor, (s) => !s.context.completing.includes(1));
    pending.get(4)!.resolve(undefined);
    const settled = await waitFor(actor, (s) => s.context.completing.length === 0);

    expect(settled.context.tasks.map((t) => t.taskStatus)).toEqual([
      'PENDING',
      'COMPLETED',
      'COMPLETED',
    ]);
    expect(Object.keys(settled.context.taskErrors)).toEqual(['1']);
    expect(settled.context.taskErrors[1]?.message).toBe('boom');
    expect(emitted.map((e) => e.type)).toEqual([
      'taskCompleted',
      'taskCompleteFailed',
      'taskCompleted',
    ]);
    expect(settled.children).toEqual({});
  });

  it('keeps a failure on its task until retried or dismissed', async () => {
    let fail = true;
    const { actor, completeTask } = start({
      completeTask: async () => {
        if (fail) throw apiError(0, 'NETWORK');
      },
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'COMPLETE', taskId: 1 });
    await waitFor(actor, (s) => s.context.taskErrors[1] !== undefined);
    expect(actor.getSnapshot().context.tasks[0]?.completedAt).toBeNull();

    actor.send({ type: 'DISMISS_TASK_ERROR', taskId: 1 });
    expect(actor.getSnapshot().context.taskErrors).toEqual({});

    actor.send({ type: 'COMPLETE', taskId: 1 });
    await waitFor(actor, (s) => s.context.taskErrors[1] !== undefined);
    fail = false;
    actor.send({ type: 'COMPLETE', taskId: 1 });
    // Retrying clears the old failure straight away.
    expect(actor.getSnapshot().context.taskErrors).toEqual({});
    const after = await waitFor(actor, (s) => s.context.completing.length === 0);
    expect(after.context.tasks[0]?.taskStatus).toBe('COMPLETED');
    expect(completeTask).toHaveBeenCalledTimes(3);
  });

  it('asks for the list again when a completion is refused (403), not when it fails', async () => {
    let refuse = false;
    const { actor, fetchTasks } = start({
      fetchTasks: async () => {
        if (refuse) throw apiError(403, 'FORBIDDEN');
        return tasks;
      },
      completeTask: async () => {
        throw refuse ? apiError(403, 'FORBIDDEN') : apiError(0, 'NETWORK');
      },
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'COMPLETE', taskId: 1 });
    await waitFor(actor, (s) => s.context.taskErrors[1] !== undefined);
    expect(fetchTasks).toHaveBeenCalledTimes(1);

    refuse = true;
    actor.send({ type: 'COMPLETE', taskId: 1 });
    const refused = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(fetchTasks).toHaveBeenCalledTimes(2);
    expect(refused.context.tasks).toEqual([]);
  });

  it('treats a 409 ALREADY_COMPLETED as completed', async () => {
    const { actor, emitted } = start({
      completeTask: async () => {
        throw apiError(409, 'ALREADY_COMPLETED', 'Task 2 is already completed.');
      },
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'COMPLETE', taskId: 2 });
    const after = await waitFor(actor, (s) => s.context.completing.length === 0);
    expect(after.context.tasks[1]?.taskStatus).toBe('COMPLETED');
    expect(after.context.taskErrors).toEqual({});
    expect(emitted.map((e) => e.type)).toEqual(['taskCompleted']);
  });

  it('keeps a task open and says why when its day has not come (409 NOT_YET_DUE)', async () => {
    const refusal = apiError(
      409,
      'NOT_YET_DUE',
      'Task 2 is scheduled for 2027-01-15; it can be completed from that day.',
    );
    const { actor, emitted } = start({
      completeTask: async () => {
        throw refusal;
      },
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'COMPLETE', taskId: 2 });
    const after = await waitFor(actor, (s) => s.context.completing.length === 0);
    expect(after.context.tasks[1]?.completedAt).toBeNull();
    expect(after.context.taskErrors[2]).toBe(refusal);
    expect(emitted.map((e) => e.type)).not.toContain('taskCompleted');
  });

  it('reloads on demand, keeping the tasks to complete; a completion meanwhile applies', async () => {
    const completion = deferred<unknown>();
    const reload = deferred<DeliveryTask[]>();
    let calls = 0;
    const { actor, fetchTasks } = start({
      fetchTasks: () => (++calls === 1 ? Promise.resolve(tasks) : reload.promise),
      completeTask: () => completion.promise,
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'COMPLETE', taskId: 1 });
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('loading');
    // The tasks stay on screen while they reload, and can be completed meanwhile.
    actor.send({ type: 'COMPLETE', taskId: 2 });
    expect(actor.getSnapshot().context.completing).toEqual([1, 2]);
    reload.resolve([task({ id: 1 }), task({ id: 2 }), task({ id: 5 })]);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.completing).toEqual([1, 2]);
    completion.resolve(undefined);
    const after = await waitFor(actor, (s) => s.context.completing.length === 0);
    expect(after.context.tasks.map((t) => [t.id, t.taskStatus])).toEqual([
      [1, 'COMPLETED'],
      [2, 'COMPLETED'],
      [5, 'PENDING'],
    ]);
    expect(fetchTasks).toHaveBeenCalledTimes(2);
  });

  it('takes a starting filter from the input', () => {
    const actor = createActor(deliveryTaskMachine, { input: { filter: 'ALL' } });
    expect(actor.getSnapshot().context.filter).toBe('ALL');
  });
});
