import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { components } from '../api/schema';
import { canRequestReturn, returnMachine, type ReturnEmitted } from './return.machine';
import { TODAY, apiError, deferred, fixedClock, rental } from './testing';

type Rental = components['schemas']['Rental'];
type ReturnRequest = components['schemas']['ReturnRequest'];

function start(requestReturn?: (input: ReturnRequest) => Promise<Rental>) {
  const fake = vi.fn(
    requestReturn ??
      (async (input: ReturnRequest) =>
        rental({ status: 'RETURN_REQUESTED', pickupDate: input.pickupDate })),
  );
  const actor = createActor(
    returnMachine.provide({ actors: { requestReturn: fromPromise(({ input }) => fake(input)) } }),
    { input: { clock: fixedClock } },
  );
  const emitted: ReturnEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, requestReturn: fake };
}

const choosing = { dialog: 'choosing' } as const;

describe('returnMachine', () => {
  it('opens only for an ACTIVE rental', () => {
    const { actor } = start();
    for (const status of ['PENDING_DELIVERY', 'RETURN_REQUESTED', 'RETURNED'] as const) {
      expect(canRequestReturn(rental({ status }))).toBe(false);
      expect(actor.getSnapshot().can({ type: 'OPEN', rental: rental({ status }) })).toBe(false);
      actor.send({ type: 'OPEN', rental: rental({ status }) });
      expect(actor.getSnapshot().value).toBe('idle');
    }
    actor.send({ type: 'OPEN', rental: rental() });
    expect(actor.getSnapshot().matches(choosing)).toBe(true);
  });

  it('keeps OK disabled until a date of today or later is chosen, then submits it', async () => {
    const { actor, emitted, requestReturn } = start();
    actor.send({ type: 'OPEN', rental: rental() });
    const opened = actor.getSnapshot();
    expect(opened.context.pickupDate).toBe('');
    expect(opened.context.edited).toBe(false);
    expect(opened.context.today).toBe(TODAY);
    expect(opened.can({ type: 'OK' })).toBe(false);

    actor.send({ type: 'DATE_CHANGED', date: '2026-03-09' });
    expect(actor.getSnapshot().context.edited).toBe(true);
    expect(actor.getSnapshot().can({ type: 'OK' })).toBe(false);
    actor.send({ type: 'OK' });
    expect(actor.getSnapshot().matches(choosing)).toBe(true);

    actor.send({ type: 'DATE_CHANGED', date: TODAY });
    expect(actor.getSnapshot().can({ type: 'OK' })).toBe(true);
    actor.send({ type: 'DATE_CHANGED', date: '2026-03-14' });
    actor.send({ type: 'OK' });
    expect(actor.getSnapshot().matches({ dialog: 'submitting' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false);

    const done = await waitFor(actor, (s) => s.matches('succeeded'));
    expect(requestReturn).toHaveBeenCalledWith({ rentalId: 11, pickupDate: '2026-03-14' });
    expect(done.context.rental?.status).toBe('RETURN_REQUESTED');
    expect(emitted).toEqual([
      {
        type: 'returnRequested',
        rental: rental({ status: 'RETURN_REQUESTED', pickupDate: '2026-03-14' }),
      },
    ]);

    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('cancels without calling the server', () => {
    const { actor, requestReturn } = start();
    actor.send({ type: 'OPEN', rental: rental() });
    actor.send({ type: 'DATE_CHANGED', date: '2026-03-14' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pickupDate).toBe('');
    expect(requestReturn).not.toHaveBeenCalled();
  });

  it('shows the failure in the open dialog and retries', async () => {
    const attempts = [deferred<Rental>(), deferred<Rental>()];
    let call = 0;
    const { actor, emitted, requestReturn } = start(() => attempts[call++]!.promise);
    actor.send({ type: 'OPEN', rental: rental() });
    actor.send({ type: 'DATE_CHANGED', date: TODAY });
    actor.send({ type: 'OK' });
    attempts[0]!.reject(apiError(500));
    const failed = await waitFor(actor, (s) => s.matches({ dialog: 'failed' }));
    expect(failed.context.error?.status).toBe(500);
    expect(emitted).toEqual([
      { type: 'returnFailed', rental: rental(), error: failed.context.error },
    ]);

    actor.send({ type: 'RETRY' });
    attempts[1]!.resolve(rental({ status: 'RETURN_REQUESTED' }));
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(requestReturn).toHaveBeenCalledTimes(2);
    expect(emitted.map((e) => e.type)).toEqual(['returnFailed', 'returnRequested']);
  });

  it('closes the dialog on a 409, where asking again could only fail again', async () => {
    const { actor, emitted, requestReturn } = start(async () => {
      throw apiError(409, 'CONFLICT', 'Only a delivered (ACTIVE) rental can be returned.');
    });
    actor.send({ type: 'OPEN', rental: rental() });
    actor.send({ type: 'DATE_CHANGED', date: TODAY });
    actor.send({ type: 'OK' });
    const refused = await waitFor(actor, (s) => s.matches('refused'));
    expect(refused.context.error?.status).toBe(409);
    expect(refused.can({ type: 'OK' })).toBe(false);
    expect(emitted.map((e) => e.type)).toEqual(['returnFailed']);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(requestReturn).toHaveBeenCalledTimes(1);
  });

  it('lets the member pick another date after a failure, or give up', async () => {
    const { actor } = start(async () => {
      throw apiError(400, 'BAD_REQUEST', 'pickupDate must be today or later');
    });
    actor.send({ type: 'OPEN', rental: rental() });
    actor.send({ type: 'DATE_CHANGED', date: TODAY });
    actor.send({ type: 'OK' });
    await waitFor(actor, (s) => s.matches({ dialog: 'failed' }));
    actor.send({ type: 'DATE_CHANGED', date: '2026-03-11' });
    expect(actor.getSnapshot().matches(choosing)).toBe(true);
    actor.send({ type: 'OK' });
    await waitFor(actor, (s) => s.matches({ dialog: 'failed' }));
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps the rental when the implementation answers nothing', async () => {
    const { actor, emitted } = start(async () => undefined as unknown as Rental);
    actor.send({ type: 'OPEN', rental: rental() });
    actor.send({ type: 'DATE_CHANGED', date: TODAY });
    actor.send({ type: 'OK' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(emitted).toEqual([{ type: 'returnRequested', rental: rental() }]);
  });

  it('opens for another rental straight from the success message', async () => {
    const { actor } = start();
    actor.send({ type: 'OPEN', rental: rental() });
    actor.send({ type: 'DATE_CHANGED', date: TODAY });
    actor.send({ type: 'OK' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    actor.send({ type: 'OPEN', rental: rental({ rentalId: 12 }) });
    const reopened = actor.getSnapshot();
    expect(reopened.matches(choosing)).toBe(true);
    expect(reopened.context.rental?.rentalId).toBe(12);
    expect(reopened.context.pickupDate).toBe('');
    expect(reopened.can({ type: 'OPEN', rental: rental({ rentalId: 13 }) })).toBe(false);
  });
});
