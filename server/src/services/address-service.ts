import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import * as addresses from '../repositories/addresses.ts';
import * as tasks from '../repositories/delivery-tasks.ts';
import * as rentals from '../repositories/rentals.ts';
import * as users from '../repositories/users.ts';
import type { Address, AddressInput } from './api-types.ts';
import { formatAddress, toAddress } from './mappers.ts';
import type { Principal } from './principal.ts';

/** How many addresses a member keeps at most: a home, a workplace, family… not a mailing list. */
export const MAX_ADDRESSES = 20;

export class AddressService {
  readonly #db: Kysely<DB>;

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  async list(principal: Principal, userId: number): Promise<Address[]> {
    assertSelf(principal, userId);
    return (await addresses.listAddresses(this.#db, userId)).map(toAddress);
  }

  async create(principal: Principal, userId: number, input: AddressInput): Promise<Address> {
    assertSelf(principal, userId);
    return this.#db.transaction().execute(async (trx) => {
      // One save at a time per member, so that two at once cannot both pass the count.
      await users.lockUser(trx, userId);
      if ((await addresses.countAddresses(trx, userId)) >= MAX_ADDRESSES) {
        throw conflict(
          `You can keep at most ${MAX_ADDRESSES} addresses; delete one you no longer use first.`,
        );
      }
      return toAddress(await addresses.insertAddress(trx, userId, input));
    });
  }

  /**
   * Changes an address, and with it the deliveries and pickups still due there: their tasks, and
   * the rentals not yet delivered. A delivered rental keeps the address it was delivered to.
   */
  async update(
    principal: Principal,
    userId: number,
    addressId: number,
    input: AddressInput,
  ): Promise<Address> {
    assertSelf(principal, userId);
    return this.#db.transaction().execute(async (trx) => {
      const row = await addresses.updateOwnAddress(trx, userId, addressId, input);
      if (!row) throw notFound(`You have no address ${addressId}.`);
      // Tasks before rentals, in the order a courier completing a task locks them.
      const line = formatAddress(row);
      await tasks.readdressOpenTasks(trx, addressId, line);
      await rentals.readdressUndelivered(trx, addressId, line);
      return toAddress(row);
    });
  }

  /** Deletes an address no book lent to it is still out from (409 while one is). */
  async delete(principal: Principal, userId: number, addressId: number): Promise<void> {
    assertSelf(principal, userId);
    await this.#db.transaction().execute(async (trx) => {
      // Locked first: a borrow or return request using the address holds it until its rental is
      // committed, so the check below sees that rental, and none can start before the delete ends.
      if (!(await addresses.lockOwnAddress(trx, userId, addressId, 'update'))) {
        throw notFound(`You have no address ${addressId}.`);
      }
      // A delivered book is picked up where it was delivered: the address is kept until then (an
      // edit moves the pickup), or the pickup would go to an address the member can no longer fix.
      if (await rentals.hasUnreturnedRentalAt(trx, addressId)) {
        throw conflict(
          'A book lent to this address is not back yet: it is delivered there, or picked up from there. Edit the address instead, or delete it once the book is returned.',
        );
      }
      await addresses.deleteOwnAddress(trx, userId, addressId);
    });
  }
}

function assertSelf(principal: Principal, userId: number) {
  if (principal.userId !== userId) throw forbidden('You may only manage your own addresses.');
}
