import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { components } from '../api/schema';
import { adminLabel, assignAdminMachine, type AssignAdminEmitted } from './assignAdmin.machine';
import { apiError, deferred } from './testing';

type AdminUser = components['schemas']['AdminUser'];
type AdminAssignment = components['schemas']['AdminAssignment'];

const admins: AdminUser[] = [
  { id: 20, name: 'Ada Admin', email: 'admin@demo.test', libraryId: 1 },
  { id: 21, name: '', email: 'admin2@demo.test', libraryId: null },
];

function start(
  options: {
    listAdmins?: () => Promise<AdminUser[]>;
    assignAdmin?: (input: AdminAssignment) => Promise<unknown>;
  } = {},
) {
  const listAdmins = vi.fn(options.listAdmins ?? (async () => admins));
  const assignAdmin = vi.fn(options.assignAdmin ?? (async (input: AdminAssignment) => input));
  const actor = createActor(
    assignAdminMachine.provide({
      actors: {
        listAdmins: fromPromise(() => listAdmins()),
        assignAdmin: fromPromise(({ input }) => assignAdmin(input)),
      },
    }),
  );
  const emitted: AssignAdminEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, listAdmins, assignAdmin };
}

const choosing = { open: 'choosing' } as const;

describe('assignAdminMachine', () => {
  it('labels a user by name, or else by e-mail', () => {
    expect(admins.map(adminLabel)).toEqual(['Ada Admin', 'admin2@demo.test']);
  });

  it('loads the admins on open and keeps Assign disabled until one is chosen', async () => {
    const { actor, emitted, listAdmins, assignAdmin } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN', libraryId: 3 });
    expect(actor.getSnapshot().matches({ open: 'loadingAdmins' })).toBe(true);
    const open = await waitFor(actor, (s) => s.matches(choosing));
    expect(listAdmins).toHaveBeenCalledTimes(1);
    expect(open.context.admins).toEqual(admins);
    expect(open.can({ type: 'ASSIGN' })).toBe(false);

    actor.send({ type: 'USER_SELECTED', userId: 99 });
    expect(actor.getSnapshot().context.userId).toBeNull();
    actor.send({ type: 'USER_SELECTED', userId: 21 });
    expect(actor.getSnapshot().can({ type: 'ASSIGN' })).toBe(true);
    actor.send({ type: 'ASSIGN' });
    expect(actor.getSnapshot().matches({ open: 'assigning' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false);

    await waitFor(actor, (s) => s.matches('done'));
    expect(assignAdmin).toHaveBeenCalledWith({ libraryId: 3, userId: 21 });
    expect(emitted).toEqual([{ type: 'adminAssigned', libraryId: 3, userId: 21 }]);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.libraryId).toBeNull();
  });

  it('cancels while loading and while choosing', async () => {
    const pending = deferred<AdminUser[]>();
    const { actor } = start({ listAdmins: () => pending.promise });
    actor.send({ type: 'OPEN', libraryId: 3 });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('closed');
    pending.resolve(admins);

    const other = start();
    other.actor.send({ type: 'OPEN', libraryId: 3 });
    await waitFor(other.actor, (s) => s.matches(choosing));
    other.actor.send({ type: 'USER_SELECTED', userId: 20 });
    other.actor.send({ type: 'CANCEL' });
    expect(other.actor.getSnapshot().value).toBe('closed');
    other.actor.send({ type: 'OPEN', libraryId: 4 });
    const reopened = await waitFor(other.actor, (s) => s.matches(choosing));
    expect(reopened.context.userId).toBeNull();
    expect(reopened.context.libraryId).toBe(4);
  });

  it('shows a failed load and retries it', async () => {
    let calls = 0;
    const { actor } = start({
      listAdmins: async () => {
        calls += 1;
        if (calls === 1) throw apiError(0, 'NETWORK');
        return admins;
      },
    });
    actor.send({ type: 'OPEN', libraryId: 3 });
    const failed = await waitFor(actor, (s) => s.matches({ open: 'loadFailed' }));
    expect(failed.context.error?.status).toBe(0);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches(choosing));
  });

  it('shows a refused assignment; retry or choose another', async () => {
    let refuse = true;
    const { actor, emitted, assignAdmin } = start({
      assignAdmin: async (input) => {
        if (refuse) throw apiError(409, 'CONFLICT', 'User is not an ADMIN');
        return input;
      },
    });
    actor.send({ type: 'OPEN', libraryId: 3 });
    await waitFor(actor, (s) => s.matches(choosing));
    actor.send({ type: 'USER_SELECTED', userId: 20 });
    actor.send({ type: 'ASSIGN' });
    const failed = await waitFor(actor, (s) => s.matches({ open: 'failed' }));
    expect(failed.context.error?.message).toBe('User is not an ADMIN');

    actor.send({ type: 'RETRY' });
    await waitFor(
      actor,
      (s) => s.matches({ open: 'failed' }) && assignAdmin.mock.calls.length === 2,
    );

    actor.send({ type: 'USER_SELECTED', userId: 21 });
    expect(actor.getSnapshot().matches(choosing)).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    refuse = false;
    actor.send({ type: 'ASSIGN' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(assignAdmin).toHaveBeenLastCalledWith({ libraryId: 3, userId: 21 });
    expect(emitted).toEqual([{ type: 'adminAssigned', libraryId: 3, userId: 21 }]);
  });

  it('opens for another library straight from done, not while open', async () => {
    const { actor } = start();
    actor.send({ type: 'OPEN', libraryId: 3 });
    await waitFor(actor, (s) => s.matches(choosing));
    expect(actor.getSnapshot().can({ type: 'OPEN', libraryId: 4 })).toBe(false);
    actor.send({ type: 'USER_SELECTED', userId: 20 });
    actor.send({ type: 'ASSIGN' });
    await waitFor(actor, (s) => s.matches('done'));
    actor.send({ type: 'OPEN', libraryId: 4 });
    const reopened = await waitFor(actor, (s) => s.matches(choosing));
    expect(reopened.context).toMatchObject({ libraryId: 4, userId: null, error: null });
  });
});
