import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { badRequest, changedMeanwhile, conflict, notFound } from '../http/errors.ts';
import * as books from '../repositories/books.ts';
import * as libraries from '../repositories/libraries.ts';
import * as users from '../repositories/users.ts';
import type {
  AdminAssignment,
  AdminUser,
  Library,
  LibraryInput,
  LibrarySummary,
} from './api-types.ts';
import { toAdminUser, toLibrary } from './mappers.ts';
import { findAccount, type AccountRef } from './accounts.ts';
import { aRole, counted } from './words.ts';

export class LibraryService {
  readonly #db: Kysely<DB>;

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  async listPublic(): Promise<LibrarySummary[]> {
    return (await libraries.listLibraries(this.#db)).map(({ id, name, city }) => ({
      id,
      name,
      city,
    }));
  }

  async list(): Promise<Library[]> {
    return (await libraries.listLibraries(this.#db)).map(toLibrary);
  }

  async create(input: LibraryInput): Promise<Library> {
    if (input.version !== undefined) {
      throw badRequest('version is for an update: a new library starts at version 1.');
    }
    await this.#refuseNamesake(input);
    const row = await libraries.insertLibrary(this.#db, input);
    // Another save passed the check at the same moment and was written first.
    if (row === 'namesake') throw namesakeConflict(await libraries.findNamesake(this.#db, input));
    return toLibrary(row);
  }

  async update(id: number, input: LibraryInput): Promise<Library> {
    await this.#refuseNamesake(input, id);
    const row = await libraries.updateLibrary(this.#db, id, input, input.version);
    if (row === 'missing') throw notFound(`There is no library ${id}.`);
    if (row === 'changed') throw changedMeanwhile('library');
    if (row === 'namesake') {
      throw namesakeConflict(await libraries.findNamesake(this.#db, input, id));
    }
    return toLibrary(row);
  }

  /** Members choose their library by name and city: two alike could not be told apart. */
  async #refuseNamesake(input: LibraryInput, id?: number): Promise<void> {
    const namesake = await libraries.findNamesake(this.#db, input, id);
    if (namesake) throw namesakeConflict(namesake);
  }

  async delete(id: number): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      if (!(await libraries.lockLibrary(trx, id))) throw notFound(`There is no library ${id}.`);
      const bookCount = await books.countLiveBooksOfLibrary(trx, id);
      const { members, couriers } = await users.countPeopleOfLibrary(trx, id);
      if (bookCount > 0 || members > 0 || couriers > 0) {
        const people = [counted(members, 'member'), counted(couriers, 'courier')].filter(Boolean);
        const bookText = counted(bookCount, 'book');
        throw conflict(
          people.length > 0
            ? `The library has ${people.join(' and ')}, whose accounts and histories belong to it${bookText ? `, and ${bookText}` : ''}, so it stays.`
            : `The library still has ${bookText}; delete ${bookCount === 1 ? 'it' : 'them'} first.`,
        );
      }
      // Its administrators were assigned by the platform administrator, who can assign them
      // another: they wait for it, as a newly registered administrator does.
      await users.unassignAdminsOfLibrary(trx, id);
      await libraries.deleteLibrary(trx, id);
    });
  }

  async listAdmins(): Promise<AdminUser[]> {
    return (await users.listUsersByRole(this.#db, 'ADMIN')).map(toAdminUser);
  }

  async assignAdmin(input: AdminAssignment): Promise<AdminAssignment> {
    if (!(await libraries.findLibrary(this.#db, input.libraryId))) {
      throw notFound(`There is no library ${input.libraryId}.`);
    }
    const user = await findAccount(this.#db, { id: input.userId });
    if (user.role !== 'ADMIN') {
      throw conflict(`User ${input.userId} is ${aRole(user.role)}, not an administrator.`);
    }
    await users.setUserLibrary(this.#db, user.id, input.libraryId);
    return { libraryId: input.libraryId, userId: user.id };
  }

  /**
   * Takes an administrator (by id, or by e-mail for the `revoke-staff` command) off their library:
   * their token names it, so their session is refused from the next request.
   */
  async unassignAdmin(who: AccountRef): Promise<AdminUser> {
    const user = await findAccount(this.#db, who);
    if (user.role !== 'ADMIN') {
      throw conflict(`${user.email} is ${aRole(user.role)}, not an administrator.`);
    }
    await users.setUserLibrary(this.#db, user.id, null);
    return toAdminUser({ ...user, library_id: null });
  }
}

/** The refusal of a library alike another, named as that one is spelled (when it is still there). */
function namesakeConflict(namesake: { name: string; city: string } | undefined) {
  const named = namesake ? `named “${namesake.name}” in ${namesake.city}` : 'of this name here';
  return conflict(
    `There is already a library ${named}; members could not tell the two apart.`,
    'LIBRARY_EXISTS',
  );
}
