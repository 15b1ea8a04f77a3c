import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { components } from '../api/schema';
import { createResourceListMachine, type ResourceListEmitted } from './resourceList.machine';
import { address, apiError, deferred } from './testing';

type Address = components['schemas']['Address'];

const addressList = createResourceListMachine<Address>();

function start(
  options: {
    fetchItems?: () => Promise<Address[]>;
    deleteItem?: (input: { id: number }) => Promise<unknown>;
  } = {},
) {
  let store = [address({ id: 1 }), address({ id: 2 })];
  const fetchItems = vi.fn(options.fetchItems ?? (async () => store));
  const deleteItem = vi.fn(
    options.deleteItem ??
      (async ({ id }: { id: number }) => {
        store = store.filter((item) => item.id !== id);
      }),
  );
  const actor = createActor(
    addressList.provide({
      actors: {
        fetchItems: fromPromise(() => fetchItems()),
        deleteItem: fromPromise(({ input }) => deleteItem(input)),
      },
    }),
  );
  const emitted: ResourceListEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, fetchItems, deleteItem };
}

const browsing = { loaded: 'browsing' } as const;

describe('createResourceListMachine', () => {
  it('loads the items', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    const loaded = await waitFor(actor, (s) => s.matches(browsing));
    expect(loaded.context.items.map((a) => a.id)).toEqual([1, 2]);
  });

  it('tells an empty list apart', async () => {
    const { actor } = start({ fetchItems: async () => [] });
    const empty = await waitFor(actor, (s) => s.matches('empty'));
    expect(empty.context.items).toEqual([]);
    expect(empty.can({ type: 'DELETE_REQUESTED', id: 1 })).toBe(false);
  });

  it('shows a failed load and retries', async () => {
    let calls = 0;
    const { actor } = start({
      fetchItems: async () => {
        calls += 1;
        if (calls === 1) throw apiError(503);
        return [address()];
      },
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error?.status).toBe(503);
    actor.send({ type: 'RETRY' });
    const loaded = await waitFor(actor, (s) => s.matches(browsing));
    expect(loaded.context.error).toBeNull();
  });

  it('asked again while loading, drops the load in flight for a new one', async () => {
    // The first answer predates a change made meanwhile (a courier approved): it must not land.
    const stale = deferred<Address[]>();
    const fresh = deferred<Address[]>();
    const answers = [stale.promise, fresh.promise];
    const { actor, fetchItems } = start({ fetchItems: () => answers.shift()! });
    actor.send({ type: 'RELOAD' });
    expect(fetchItems).toHaveBeenCalledTimes(2);
    stale.resolve([address({ street: 'Before' })]);
    fresh.resolve([address({ street: 'After' })]);
    const loaded = await waitFor(actor, (s) => s.matches(browsing));
    expect(loaded.context.items.map((item) => item.street)).toEqual(['After']);
  });

  it('reloads on demand and keeps the items shown meanwhile', async () => {
    const second = deferred<Address[]>();
    let calls = 0;
    const { actor } = start({
      fetchItems: () => (++calls === 1 ? Promise.resolve([address()]) : second.promise),
    });
    await waitFor(actor, (s) => s.matches(browsing));
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.items).toHaveLength(1);
    second.resolve([address(), address({ id: 4 })]);
    const reloaded = await waitFor(actor, (s) => s.matches(browsing));
    expect(reloaded.context.items).toHaveLength(2);
  });

  it('deletes after confirmation, then reloads', async () => {
    const { actor, emitted, fetchItems, deleteItem } = start();
    await waitFor(actor, (s) => s.matches(browsing));
    actor.send({ type: 'DELETE_REQUESTED', id: 2 });
    expect(actor.getSnapshot().matches({ loaded: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.pendingId).toBe(2);
    expect(deleteItem).not.toHaveBeenCalled();

    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches({ loaded: 'deleting' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'RELOAD' })).toBe(false);

    await waitFor(actor, (s) => s.matches('loading'));
    const reloaded = await waitFor(actor, (s) => s.matches(browsing));
    expect(deleteItem).toHaveBeenCalledWith({ id: 2 });
    expect(fetchItems).toHaveBeenCalledTimes(2);
    expect(reloaded.context.items.map((a) => a.id)).toEqual([1]);
    expect(reloaded.context.pendingId).toBeNull();
    expect(emitted).toEqual([{ type: 'deleted', id: 2 }]);
  });

  it('ends empty after deleting the last item', async () => {
    let store = [address({ id: 1 })];
    const { actor } = start({
      fetchItems: async () => store,
      deleteItem: async () => {
        store = [];
      },
    });
    await waitFor(actor, (s) => s.matches(browsing));
    actor.send({ type: 'DELETE_REQUESTED', id: 1 });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('empty'));
  });

  it('cancels the confirmation without deleting', async () => {
    const { actor, deleteItem } = start();
    await waitFor(actor, (s) => s.matches(browsing));
    actor.send({ type: 'DELETE_REQUESTED', id: 1 });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches(browsing)).toBe(true);
    expect(actor.getSnapshot().context.pendingId).toBeNull();
    expect(deleteItem).not.toHaveBeenCalled();
  });

  it('shows a failed delete over the list, which stays usable', async () => {
    const { actor, fetchItems } = start({
      deleteItem: async () => {
        throw apiError(409, 'CONFLICT', 'The book has rentals not yet returned');
      },
    });
    await waitFor(actor, (s) => s.matches(browsing));
    actor.send({ type: 'DELETE_REQUESTED', id: 1 });
    actor.send({ type: 'CONFIRM' });
    const failed = await waitFor(actor, (s) => s.context.deleteError !== null);
    expect(failed.matches(browsing)).toBe(true);
    expect(failed.context.deleteError?.status).toBe(409);
    expect(failed.context.pendingId).toBeNull();
    expect(failed.context.items).toHaveLength(2);
    expect(fetchItems).toHaveBeenCalledTimes(1);

    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().context.deleteError).toBeNull();

    // CONFIRM means nothing outside the dialog; a new request clears an old failure.
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
    actor.send({ type: 'DELETE_REQUESTED', id: 2 });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.deleteError !== null);
    actor.send({ type: 'DELETE_REQUESTED', id: 2 });
    expect(actor.getSnapshot().context.deleteError).toBeNull();
  });

  it('loads the list again when the item was gone already, keeping the failure to show', async () => {
    let store = [address({ id: 1 }), address({ id: 2 })];
    const { actor, fetchItems } = start({
      fetchItems: async () => store,
      deleteItem: async () => {
        // Deleted elsewhere since the list was loaded.
        store = store.filter((item) => item.id !== 1);
        throw apiError(404, 'NOT_FOUND', 'Address 1 does not exist.');
      },
    });
    await waitFor(actor, (s) => s.matches(browsing));
    actor.send({ type: 'DELETE_REQUESTED', id: 1 });
    actor.send({ type: 'CONFIRM' });
    const reloaded = await waitFor(
      actor,
      (s) => s.matches(browsing) && fetchItems.mock.calls.length === 2,
    );
    expect(reloaded.context.items.map((item) => item.id)).toEqual([2]);
    expect(reloaded.context.deleteError?.status).toBe(404);
    expect(reloaded.context.pendingId).toBeNull();
  });

  it('fails clearly without its actors', async () => {
    const actor = createActor(createResourceListMachine<unknown>()).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error?.message).toMatch(/"fetchItems" actor is not provided/);
  });
});
