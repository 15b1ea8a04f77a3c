import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { components } from '../api/schema';
import { borrowMachine, isBorrowable, type BorrowEmitted } from './borrow.machine';
import {
  TODAY,
  address,
  apiError,
  book,
  deferred,
  fixedClock,
  rental,
  type Deferred,
} from './testing';

type Address = components['schemas']['Address'];
type AddressInput = components['schemas']['AddressInput'];
type Rental = components['schemas']['Rental'];
type RentalCreate = components['schemas']['RentalCreate'];

const newAddress: AddressInput = {
  street: '2 Low Road',
  city: 'York',
  state: 'NY',
  zipCode: 'YO1',
};

function start(
  options: {
    userId?: number | null;
    fetchAddresses?: (input: { userId: number }) => Promise<Address[]>;
    createAddress?: (input: { userId: number; address: AddressInput }) => Promise<Address>;
    createRental?: (input: RentalCreate) => Promise<Rental>;
    clock?: () => Date;
  } = {},
) {
  const fetchAddresses = vi.fn(options.fetchAddresses ?? (async () => [address()]));
  const createAddress = vi.fn(
    options.createAddress ?? (async (input) => address({ id: 9, ...input.address })),
  );
  const createRental = vi.fn(options.createRental ?? (async () => rental()));
  const actor = createActor(
    borrowMachine.provide({
      actors: {
        fetchAddresses: fromPromise(({ input }) => fetchAddresses(input)),
        createAddress: fromPromise(({ input }) => createAddress(input)),
        createRental: fromPromise(({ input }) => createRental(input)),
      },
    }),
    {
      input: {
        userId: options.userId === undefined ? 5 : options.userId,
        clock: options.clock ?? fixedClock,
      },
    },
  );
  const emitted: BorrowEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, fetchAddresses, createAddress, createRental };
}

const selecting = { dialog: 'selecting' } as const;

/** A borrow confirmed with address 3, which the server refuses with a 409 `code`. */
async function confirmRefused(code: string) {
  const started = start({
    createRental: async () => {
      throw apiError(409, code, 'Not lent');
    },
  });
  started.actor.send({ type: 'BORROW', book: book() });
  await waitFor(started.actor, (s) => s.matches(selecting));
  started.actor.send({ type: 'ADDRESS_SELECTED', addressId: 3 });
  started.actor.send({ type: 'CONFIRM' });
  return started;
}

describe('borrowMachine', () => {
  it('starts idle and refuses a book that cannot be borrowed', () => {
    const { actor, fetchAddresses } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    for (const unavailable of [book({ available: false }), book({ availableCopies: 0 })]) {
      expect(isBorrowable(unavailable)).toBe(false);
      expect(actor.getSnapshot().can({ type: 'BORROW', book: unavailable })).toBe(false);
      actor.send({ type: 'BORROW', book: unavailable });
    }
    expect(actor.getSnapshot().value).toBe('idle');
    expect(fetchAddresses).not.toHaveBeenCalled();
  });

  it('walks the happy path: addresses, defaults, guarded confirm, rental, event', async () => {
    const { actor, emitted, fetchAddresses, createRental } = start({
      fetchAddresses: async () => [address(), address({ id: 4, street: '3 Park Lane' })],
    });
    actor.send({ type: 'BORROW', book: book() });
    expect(actor.getSnapshot().matches({ dialog: 'loadingAddresses' })).toBe(true);
    expect(fetchAddresses).toHaveBeenCalledWith({ userId: 5 });

    const opened = await waitFor(actor, (s) => s.matches(selecting));
    expect(opened.context.rentalDate).toBe(TODAY);
    expect(opened.context.addressId).toBeNull();
    expect(opened.context.addresses).toHaveLength(2);
    expect(opened.can({ type: 'CONFIRM' })).toBe(false);

    actor.send({ type: 'ADDRESS_SELECTED', addressId: 99 });
    expect(actor.getSnapshot().context.addressId).toBeNull();
    actor.send({ type: 'ADDRESS_SELECTED', addressId: 4 });
    expect(actor.getSnapshot().context.addressId).toBe(4);
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(true);

    actor.send({ type: 'DATE_CHANGED', date: '2026-03-09' });
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
    actor.send({ type: 'DATE_CHANGED', date: '' });
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
    // Today is 2026-03-10: the server takes dates up to 90 days ahead, 2026-06-08.
    actor.send({ type: 'DATE_CHANGED', date: '2026-06-09' });
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
    actor.send({ type: 'DATE_CHANGED', date: '2026-06-08' });
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(true);
    actor.send({ type: 'DATE_CHANGED', date: '2026-02-30' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches(selecting)).toBe(true);
    actor.send({ type: 'DATE_CHANGED', date: '2026-03-12' });
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(true);

    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches({ dialog: 'submitting' })).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(createRental).toHaveBeenCalledWith({
      userId: 5,
      bookId: 7,
      addressId: 4,
      rentalDate: '2026-03-12',
    });
    expect(done.context.rental).toEqual(rental());
    expect(emitted).toEqual([{ type: 'rentalCreated', rental: rental(), book: book() }]);

    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.book).toBeNull();
  });

  it('accepts today as the rental date', async () => {
    const { actor, createRental } = start();
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches(selecting));
    actor.send({ type: 'ADDRESS_SELECTED', addressId: 3 });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(createRental.mock.calls[0]?.[0].rentalDate).toBe(TODAY);
  });

  it('takes today from the clock when the dialog opens', async () => {
    let now = new Date(2026, 2, 10, 23, 59);
    const { actor } = start({ clock: () => now });
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches(selecting));
    expect(actor.getSnapshot().context.today).toBe('2026-03-10');
    actor.send({ type: 'CANCEL' });
    now = new Date(2026, 2, 11, 0, 1);
    actor.send({ type: 'BORROW', book: book() });
    const reopened = await waitFor(actor, (s) => s.matches(selecting));
    expect(reopened.context.today).toBe('2026-03-11');
    expect(reopened.context.rentalDate).toBe('2026-03-11');
  });

  it('cancels while loading and while selecting, and forgets the previous choice', async () => {
    const pending = deferred<Address[]>();
    const { actor } = start({ fetchAddresses: () => pending.promise });
    actor.send({ type: 'BORROW', book: book() });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    pending.resolve([address()]);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('idle');

    const again = start();
    again.actor.send({ type: 'BORROW', book: book() });
    await waitFor(again.actor, (s) => s.matches(selecting));
    again.actor.send({ type: 'ADDRESS_SELECTED', addressId: 3 });
    again.actor.send({ type: 'CANCEL' });
    expect(again.actor.getSnapshot().value).toBe('idle');
    again.actor.send({ type: 'BORROW', book: book({ id: 8 }) });
    const reopened = await waitFor(again.actor, (s) => s.matches(selecting));
    expect(reopened.context.addressId).toBeNull();
    expect(reopened.context.book?.id).toBe(8);
  });

  it('keeps one borrow at a time: BORROW is refused while the dialog is open', async () => {
    const { actor, fetchAddresses } = start();
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches(selecting));
    expect(actor.getSnapshot().can({ type: 'BORROW', book: book({ id: 8 }) })).toBe(false);
    actor.send({ type: 'BORROW', book: book({ id: 8 }) });
    expect(actor.getSnapshot().context.book?.id).toBe(7);
    expect(fetchAddresses).toHaveBeenCalledTimes(1);
  });

  it('asks a signed-out visitor to sign in, and follows the session', async () => {
    const { actor, emitted, fetchAddresses } = start({ userId: null });
    actor.send({ type: 'BORROW', book: book() });
    expect(actor.getSnapshot().value).toBe('signInRequired');
    expect(emitted).toEqual([{ type: 'signInRequired', book: book() }]);
    expect(fetchAddresses).not.toHaveBeenCalled();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'SESSION_CHANGED', userId: 6 });
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches(selecting));
    expect(fetchAddresses).toHaveBeenCalledWith({ userId: 6 });
  });

  it('keeps asking to sign in when the 401 that led there also ends the session', async () => {
    const { actor } = start({
      fetchAddresses: async () => {
        throw apiError(401, 'UNAUTHORIZED');
      },
    });
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches('signInRequired'));
    actor.send({ type: 'SESSION_CHANGED', userId: null });
    expect(actor.getSnapshot().value).toBe('signInRequired');
  });

  it('drops the request to sign in once the visitor signs in', () => {
    const { actor } = start({ userId: null });
    actor.send({ type: 'BORROW', book: book() });
    expect(actor.getSnapshot().value).toBe('signInRequired');
    actor.send({ type: 'SESSION_CHANGED', userId: 6 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ userId: 6, book: null });
  });

  it('closes the dialog, and the last member’s addresses, when another member signs in meanwhile', async () => {
    const { actor, createRental } = start();
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches(selecting));
    actor.send({ type: 'ADDRESS_SELECTED', addressId: 3 });
    actor.send({ type: 'SESSION_CHANGED', userId: 6 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      userId: 6,
      book: null,
      addresses: [],
      addressId: null,
    });
    expect(createRental).not.toHaveBeenCalled();
  });

  it('leaves the dialog for signInRequired when the member signs out meanwhile', async () => {
    const { actor, emitted, createRental } = start();
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches(selecting));
    actor.send({ type: 'SESSION_CHANGED', userId: null });
    expect(actor.getSnapshot().value).toBe('signInRequired');
    expect(emitted).toEqual([{ type: 'signInRequired', book: book() }]);
    expect(createRental).not.toHaveBeenCalled();
  });

  it('does not show one member’s outcome to the next session on the page', async () => {
    const { actor } = start();
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches(selecting));
    actor.send({ type: 'ADDRESS_SELECTED', addressId: 3 });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('done'));
    actor.send({ type: 'SESSION_CHANGED', userId: null });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ userId: null, book: null, rental: null });

    const refused = await confirmRefused('NO_COPY_LEFT');
    await waitFor(refused.actor, (s) => s.matches('unavailable'));
    refused.actor.send({ type: 'SESSION_CHANGED', userId: 6 });
    expect(refused.actor.getSnapshot().value).toBe('idle');
    expect(refused.actor.getSnapshot().context).toMatchObject({ userId: 6, book: null });
  });

  it('shows a failed address load and retries it', async () => {
    let calls = 0;
    const { actor } = start({
      fetchAddresses: async () => {
        calls += 1;
        if (calls === 1) throw apiError(0, 'NETWORK');
        return [address()];
      },
    });
    actor.send({ type: 'BORROW', book: book() });
    const failed = await waitFor(actor, (s) => s.matches({ dialog: 'loadFailed' }));
    expect(failed.context.error?.status).toBe(0);
    actor.send({ type: 'RETRY' });
    const loaded = await waitFor(actor, (s) => s.matches(selecting));
    expect(loaded.context.error).toBeNull();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('turns a 401 at any stage into signInRequired', async () => {
    const { actor, emitted } = start({
      fetchAddresses: async () => {
        throw apiError(401, 'UNAUTHORIZED');
      },
    });
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches('signInRequired'));
    expect(emitted.map((e) => e.type)).toEqual(['signInRequired']);

    const late = start({
      createRental: async () => {
        throw apiError(401, 'UNAUTHORIZED');
      },
    });
    late.actor.send({ type: 'BORROW', book: book() });
    await waitFor(late.actor, (s) => s.matches(selecting));
    late.actor.send({ type: 'ADDRESS_SELECTED', addressId: 3 });
    late.actor.send({ type: 'CONFIRM' });
    await waitFor(late.actor, (s) => s.matches('signInRequired'));
  });

  it('offers a member without addresses to add one, then selects it', async () => {
    const { actor, createAddress, createRental } = start({ fetchAddresses: async () => [] });
    actor.send({ type: 'BORROW', book: book() });
    const empty = await waitFor(actor, (s) => s.matches({ dialog: 'noAddresses' }));
    expect(empty.can({ type: 'CONFIRM' })).toBe(false);
    expect(empty.can({ type: 'ADD_ADDRESS', address: { ...newAddress, city: ' ' } })).toBe(false);

    actor.send({ type: 'ADD_ADDRESS', address: newAddress });
    expect(actor.getSnapshot().matches({ dialog: 'addingAddress' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false);
    const added = await waitFor(actor, (s) => s.matches(selecting));
    expect(createAddress).toHaveBeenCalledWith({ userId: 5, address: newAddress });
    expect(added.context.addresses).toEqual([address({ id: 9, ...newAddress })]);
    expect(added.context.addressId).toBe(9);

    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(createRental.mock.calls[0]?.[0].addressId).toBe(9);
  });

  it('lets a member with addresses add another from the dialog', async () => {
    const { actor } = start();
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches(selecting));
    actor.send({ type: 'ADD_ADDRESS', address: newAddress });
    const added = await waitFor(actor, (s) => s.matches(selecting) && s.context.addressId === 9);
    expect(added.context.addresses.map((a) => a.id)).toEqual([3, 9]);
  });

  it('shows a failed address creation; retry, correct or pick another', async () => {
    let fail = true;
    const { actor, createAddress } = start({
      createAddress: async (input) => {
        if (fail) throw apiError(400, 'BAD_REQUEST', 'zipCode is too long');
        return address({ id: 9, ...input.address });
      },
    });
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches(selecting));

    actor.send({ type: 'ADD_ADDRESS', address: newAddress });
    const failed = await waitFor(actor, (s) => s.matches({ dialog: 'addAddressFailed' }));
    expect(failed.context.error?.message).toBe('zipCode is too long');
    expect(failed.context.newAddress).toEqual(newAddress);

    // Retry the same address.
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ dialog: 'addAddressFailed' }));
    expect(createAddress).toHaveBeenCalledTimes(2);

    // Or pick an address the member already has.
    actor.send({ type: 'ADDRESS_SELECTED', addressId: 3 });
    expect(actor.getSnapshot().matches(selecting)).toBe(true);
    expect(actor.getSnapshot().context.addressId).toBe(3);

    // Or send a corrected one.
    actor.send({ type: 'ADD_ADDRESS', address: newAddress });
    await waitFor(actor, (s) => s.matches({ dialog: 'addAddressFailed' }));
    fail = false;
    actor.send({ type: 'ADD_ADDRESS', address: { ...newAddress, zipCode: 'YO2' } });
    const added = await waitFor(actor, (s) => s.matches(selecting) && s.context.addressId === 9);
    expect(added.context.error).toBeNull();
    expect(createAddress).toHaveBeenLastCalledWith({
      userId: 5,
      address: { ...newAddress, zipCode: 'YO2' },
    });
  });

  it.each(['NO_COPY_LEFT', 'BOOK_UNAVAILABLE'])(
    'says the book went on a 409 %s and tells the grid to refresh the card',
    async (code) => {
      const { actor, emitted } = await confirmRefused(code);
      const unavailable = await waitFor(actor, (s) => s.matches('unavailable'));
      // Which of the two it was: the dialog's text differs.
      expect(unavailable.context.error?.code).toBe(code);
      expect(emitted).toEqual([{ type: 'bookUnavailable', book: book() }]);
      // The member may borrow something else straight from the outcome.
      actor.send({ type: 'BORROW', book: book({ id: 8 }) });
      expect(actor.getSnapshot().matches('dialog')).toBe(true);
      expect(actor.getSnapshot().context.error).toBeNull();
    },
  );

  it.each([
    ['the member has the title on loan', 'ALREADY_BORROWED'],
    ['the address was deleted meanwhile', 'CONFLICT'],
  ])("keeps the dialog open with the server's reason when %s", async (_, code) => {
    const { actor, emitted } = await confirmRefused(code);
    const failed = await waitFor(actor, (s) => s.matches({ dialog: 'submitFailed' }));
    expect(failed.context.error?.code).toBe(code);
    // The copies are not gone: the grid has nothing to refresh.
    expect(emitted).toEqual([]);
  });

  it('shows a failed rental, keeps the choice and retries it', async () => {
    const attempt: Deferred<Rental>[] = [deferred(), deferred()];
    let call = 0;
    const { actor, emitted, createRental } = start({
      createRental: () => attempt[call++]!.promise,
    });
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches(selecting));
    actor.send({ type: 'ADDRESS_SELECTED', addressId: 3 });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false);
    attempt[0]!.reject(apiError(500, 'INTERNAL'));
    const failed = await waitFor(actor, (s) => s.matches({ dialog: 'submitFailed' }));
    expect(failed.context.error?.status).toBe(500);
    expect(failed.context.addressId).toBe(3);
    expect(failed.can({ type: 'RETRY' })).toBe(true);

    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches({ dialog: 'submitting' })).toBe(true);
    attempt[1]!.resolve(rental());
    await waitFor(actor, (s) => s.matches('done'));
    expect(createRental).toHaveBeenCalledTimes(2);
    expect(emitted.map((e) => e.type)).toEqual(['rentalCreated']);
  });

  it('takes the date before the first address is saved, and a new address after a failed rental', async () => {
    const { actor } = start({
      fetchAddresses: async () => [],
      createRental: async () => {
        throw apiError(409, 'ALREADY_BORROWED', 'You already have it on loan.');
      },
    });
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches({ dialog: 'noAddresses' }));
    actor.send({ type: 'DATE_CHANGED', date: '2026-03-12' });
    expect(actor.getSnapshot().context.rentalDate).toBe('2026-03-12');

    actor.send({ type: 'ADD_ADDRESS', address: newAddress });
    await waitFor(actor, (s) => s.matches(selecting));
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ dialog: 'submitFailed' }));
    actor.send({ type: 'ADD_ADDRESS', address: { ...newAddress, street: '9 Side Street' } });
    const added = await waitFor(actor, (s) => s.matches(selecting));
    expect(added.context.addresses.map((a) => a.street)).toContain('9 Side Street');
    expect(added.context.addressId).toBe(9);
  });

  it('lets the member change the choice after a failed rental', async () => {
    const { actor } = start({
      createRental: async () => {
        throw apiError(400, 'BAD_REQUEST', 'rentalDate must be today or later');
      },
    });
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches(selecting));
    actor.send({ type: 'ADDRESS_SELECTED', addressId: 3 });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ dialog: 'submitFailed' }));
    actor.send({ type: 'DATE_CHANGED', date: '2026-03-11' });
    expect(actor.getSnapshot().matches(selecting)).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();

    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ dialog: 'submitFailed' }));
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('drops an address deleted meanwhile from the choice when the rental is refused for it', async () => {
    const { actor } = start({
      fetchAddresses: async () => [address(), address({ id: 4, street: '2 Other Road' })],
      createRental: async () => {
        throw apiError(404, 'ADDRESS_NOT_FOUND', 'You have no address 3 (addressId).');
      },
    });
    actor.send({ type: 'BORROW', book: book() });
    await waitFor(actor, (s) => s.matches(selecting));
    actor.send({ type: 'ADDRESS_SELECTED', addressId: 3 });
    actor.send({ type: 'CONFIRM' });
    const failed = await waitFor(actor, (s) => s.matches({ dialog: 'submitFailed' }));
    expect(failed.context.error?.code).toBe('ADDRESS_NOT_FOUND');
    expect(failed.context.addresses.map((a) => a.id)).toEqual([4]);
    expect(failed.context.addressId).toBeNull();
    expect(failed.can({ type: 'CONFIRM' })).toBe(false);
    actor.send({ type: 'ADDRESS_SELECTED', addressId: 4 });
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(true);
  });

  it('fails clearly when an actor is not provided', async () => {
    const actor = createActor(borrowMachine, { input: { userId: 5, clock: fixedClock } }).start();
    actor.send({ type: 'BORROW', book: book() });
    const failed = await waitFor(actor, (s) => s.matches({ dialog: 'loadFailed' }));
    expect(failed.context.error?.message).toMatch(/"fetchAddresses" actor is not provided/);
  });
});
