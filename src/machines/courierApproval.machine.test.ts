import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { components } from '../api/schema';
import {
  courierApprovalMachine,
  decisionsFor,
  type CourierDecision,
} from './courierApproval.machine';
import { apiError, deferred } from './testing';

type DeliveryPartner = components['schemas']['DeliveryPartner'];

const courier = (overrides: Partial<DeliveryPartner> = {}): DeliveryPartner => ({
  id: 31,
  name: 'Cleo Courier',
  email: 'cleo@demo.test',
  libraryId: 1,
  libraryName: 'Central Library',
  status: 'WAITING',
  registeredAt: '2026-03-01T09:00:00.000Z',
  openTasks: 0,
  ...overrides,
});

function start(decide: (input: { id: number; decision: CourierDecision }) => Promise<unknown>) {
  const calls = vi.fn(decide);
  const actor = createActor(
    courierApprovalMachine.provide({
      actors: { decide: fromPromise(({ input }) => calls(input) as never) },
    }),
  );
  const changed = vi.fn();
  actor.on('changed', changed);
  actor.start();
  return { actor, calls, changed };
}

describe('courierApprovalMachine', () => {
  it('offers approval to a courier of a library not approved, withdrawal to one not withdrawn', () => {
    expect(decisionsFor(courier())).toEqual(['approve', 'withdraw']);
    expect(decisionsFor(courier({ status: 'WITHDRAWN' }))).toEqual(['approve']);
    expect(decisionsFor(courier({ status: 'APPROVED' }))).toEqual(['withdraw']);
    expect(decisionsFor(courier({ libraryId: null, libraryName: null }))).toEqual(['withdraw']);
  });

  it('approves only once confirmed, then says what it did and has the list reloaded', async () => {
    const answer = deferred<unknown>();
    const { actor, calls, changed } = start(() => answer.promise);
    actor.send({ type: 'DECIDE', decision: 'approve', courier: courier() });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(calls).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('deciding');
    expect(calls).toHaveBeenCalledWith({ id: 31, decision: 'approve' });
    answer.resolve({ id: 31, approved: true, tasksGiven: 2 });
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(done.context.outcome).toEqual({
      decision: 'approve',
      courier: courier(),
      result: { id: 31, approved: true, tasksGiven: 2 },
    });
    expect(done.context.courier).toBeNull();
    expect(changed).toHaveBeenCalledTimes(1);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.outcome).toBeNull();
  });

  it('withdraws an approved courier once confirmed', async () => {
    const { actor, calls } = start(async () => ({
      id: 31,
      withdrawn: true,
      tasksReassigned: 1,
      tasksWaiting: 1,
    }));
    actor.send({
      type: 'DECIDE',
      decision: 'withdraw',
      courier: courier({ status: 'APPROVED', openTasks: 2 }),
    });
    actor.send({ type: 'CONFIRM' });
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toHaveBeenCalledWith({ id: 31, decision: 'withdraw' });
    expect(done.context.outcome?.decision).toBe('withdraw');
    expect(done.context.outcome?.result).toMatchObject({ tasksReassigned: 1, tasksWaiting: 1 });
  });

  it('calls nothing when cancelled, and refuses what the row does not offer', () => {
    const { actor, calls } = start(async () => ({}));
    actor.send({ type: 'DECIDE', decision: 'withdraw', courier: courier() });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.courier).toBeNull();
    actor.send({ type: 'DECIDE', decision: 'approve', courier: courier({ status: 'APPROVED' }) });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({
      type: 'DECIDE',
      decision: 'approve',
      courier: courier({ libraryId: null, libraryName: null }),
    });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).not.toHaveBeenCalled();
  });

  it('keeps a failure to say, and has the list reloaded only when it is out of date', async () => {
    for (const [status, reloads] of [
      [500, false],
      [0, false],
      [404, true],
      [409, true],
    ] as const) {
      const { actor, changed } = start(async () => {
        throw apiError(status);
      });
      actor.send({ type: 'DECIDE', decision: 'approve', courier: courier() });
      actor.send({ type: 'CONFIRM' });
      const failed = await waitFor(actor, (s) => s.context.error !== null);
      expect(failed.value).toBe('idle');
      expect(failed.context.error?.status).toBe(status);
      expect(failed.context.outcome).toBeNull();
      expect(changed).toHaveBeenCalledTimes(reloads ? 1 : 0);
      // The next decision starts without the last one's failure.
      actor.send({ type: 'DECIDE', decision: 'withdraw', courier: courier() });
      expect(actor.getSnapshot().context.error).toBeNull();
    }
  });
});
