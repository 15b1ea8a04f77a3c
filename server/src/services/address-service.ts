import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';
import * as addresses from '../repositories/addresses.ts';
import type { Address, AddressInput } from './api-types.ts';
import { toAddress } from './mappers.ts';
import type { Principal } from './principal.ts';

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
    return toAddress(await addresses.insertAddress(this.#db, userId, input));
  }

  async update(
    principal: Principal,
    userId: number,
    addressId: number,
    input: AddressInput,
  ): Promise<Address> {
    assertSelf(principal, userId);
    const row = await addresses.updateOwnAddress(this.#db, userId, addressId, input);
    if (!row) throw notFound(`You have no address ${addressId}.`);
    return toAddress(row);
  }

  async delete(principal: Principal, userId: number, addressId: number): Promise<void> {
    assertSelf(principal, userId);
    if (!(await addresses.deleteOwnAddress(this.#db, userId, addressId))) {
      throw notFound(`You have no address ${addressId}.`);
    }
  }
}

function assertSelf(principal: Principal, userId: number) {
  if (principal.userId !== userId) throw forbidden('You may only manage your own addresses.');
}
