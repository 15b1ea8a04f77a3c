import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import * as addresses from '../../repositories/addresses.ts';
import * as books from '../../repositories/books.ts';
import * as categories from '../../repositories/categories.ts';
import * as tasks from '../../repositories/delivery-tasks.ts';
import * as libraries from '../../repositories/libraries.ts';
import * as rentals from '../../repositories/rentals.ts';
import * as reviews from '../../repositories/reviews.ts';
import * as users from '../../repositories/users.ts';
import { formatAddress } from '../../services/mappers.ts';
import type { DB, Role } from '../schema.ts';
import {
  DEMO_CATEGORIES,
  HILLCREST_BOOKS,
  RIVERSIDE_BOOKS,
  demoIsbn,
  type DemoBook,
} from './catalog.ts';
import { drawCover } from './covers.ts';

export const DEMO_PASSWORD = 'demo12345';

export interface DemoAccount {
  email: string;
  role: Role;
  library: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const LIBRARIES = [
  {
    name: 'Riverside Public Library',
    city: 'Springfield',
    address: '12 River Street',
    contactPhone: '+1 555 0100',
    contactEmail: 'desk@riverside.demo.test',
    books: RIVERSIDE_BOOKS,
    suffix: '',
    memberName: 'Maria Member',
    street: '42 Elm Street',
    zip: '01101',
  },
  {
    name: 'Hillcrest Community Library',
    city: 'Shelbyville',
    address: '3 Hill Road',
    contactPhone: '+1 555 0200',
    contactEmail: 'desk@hillcrest.demo.test',
    books: HILLCREST_BOOKS,
    suffix: '2',
    memberName: 'Milo Member',
    street: '7 Oak Avenue',
    zip: '01202',
  },
];

// How often each of a library's first books was borrowed and returned before today, so the
// analytics chart has bars of different heights.
const PAST_RENTALS = [7, 6, 5, 4, 4, 3, 2, 2, 1, 1];

/** Whether the database has no accounts yet, the only state in which the demo is seeded. */
export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  return !(await users.anyUserExists(db)) && (await libraries.listLibraries(db)).length === 0;
}

/**
 * Seeds two libraries with covers, the demo accounts and a history that gives every screen
 * something real to show. Runs in one transaction: a half-seeded demo never stays behind.
 */
export async function seedDemo(db: Kysely<DB>, now = Date.now()): Promise<DemoAccount[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts: DemoAccount[] = [];
  let bookNumber = 0;

  await db.transaction().execute(async (trx) => {
    const categoryIds = new Map(
      (await categories.ensureCategories(trx, DEMO_CATEGORIES)).map((c) => [c.name, c.id]),
    );
    const addUser = async (
      name: string,
      email: string,
      role: Role,
      library: { id: number; name: string } | null,
    ) => {
      const row = await users.insertUser(trx, {
        name,
        email,
        passwordHash,
        role,
        libraryId: library?.id ?? null,
        approved: role === 'DELIVERY_PARTNER',
      });
      if (!row) throw new Error(`${email} exists already; the demo seeds only an empty database`);
      accounts.push({ email, role, library: library?.name ?? null });
      return row;
    };

    await addUser('Sam Super', 'super@demo.test', 'SUPER_ADMIN', null);

    for (const spec of LIBRARIES) {
      const library = await libraries.insertLibrary(trx, spec);
      if (library === 'namesake') {
        throw new Error(`${spec.name} exists already; the demo seeds only an empty database`);
      }
      const s = spec.suffix;
      await addUser(`Ada Admin${s && ' ' + s}`, `admin${s}@demo.test`, 'ADMIN', library);
      const member = await addUser(spec.memberName, `member${s}@demo.test`, 'USER', library);
      const courier = await addUser(
        `Cody Courier${s && ' ' + s}`,
        `courier${s}@demo.test`,
        'DELIVERY_PARTNER',
        library,
      );
      const readers = [];
      for (const [i, name] of ['Rita Reader', 'Ravi Reader', 'Rosa Reader'].entries()) {
        readers.push(
          await users.insertUser(trx, {
            name,
            email: `reader${s || '1'}-${i + 1}@demo.test`,
            passwordHash,
            role: 'USER',
            libraryId: library.id,
          }),
        );
      }

      const bookIds: number[] = [];
      for (const [i, book] of spec.books.entries()) {
        bookNumber += 1;
        bookIds.push(await insertDemoBook(trx, library.id, book, categoryIds, bookNumber, i));
      }

      const memberAddress = await addresses.insertAddress(trx, member.id, {
        street: spec.street,
        city: spec.city,
        state: 'MA',
        zipCode: spec.zip,
      });
      const readerAddresses = [];
      for (const [i, reader] of readers.entries()) {
        readerAddresses.push(
          await addresses.insertAddress(trx, reader!.id, {
            street: `${10 + i} Library Lane`,
            city: spec.city,
            state: 'MA',
            zipCode: spec.zip,
          }),
        );
      }

      const rent = async (input: {
        userId: number;
        address: addresses.AddressRow;
        bookId: number;
        daysAgo: number;
        stage: 'PENDING_DELIVERY' | 'ACTIVE' | 'RETURNED';
      }) => {
        const rentedAt = new Date(now - input.daysAgo * DAY_MS);
        const rentalDate = rentedAt.toISOString().slice(0, 10);
        const address = formatAddress(input.address);
        const returned = input.stage === 'RETURNED' ? returnDates(rentedAt) : null;
        if (input.stage !== 'RETURNED') await books.takeCopy(trx, input.bookId);
        const rental = await rentals.insertRental(trx, {
          userId: input.userId,
          bookId: input.bookId,
          libraryId: library.id,
          addressId: input.address.id,
          deliveryAddress: address,
          rentalDate,
          status: input.stage,
          rentedAt,
          returnedAt: returned?.pickedUpAt ?? null,
          returnRequestedAt: returned?.requestedAt ?? null,
          pickupDate: returned?.pickupDate ?? null,
        });
        if (!rental) throw new Error(`the demo lends book ${input.bookId} twice to one member`);
        const rentalId = rental.id;
        await tasks.insertTask(trx, {
          rentalId,
          libraryId: library.id,
          type: 'DELIVERY',
          partnerId: courier.id,
          address,
          scheduledDate: rentalDate,
          // Given to the courier when the member borrowed, as a live rental's task is.
          createdAt: rentedAt,
          completedAt:
            input.stage === 'PENDING_DELIVERY' ? null : new Date(rentedAt.getTime() + DAY_MS),
        });
        if (returned) {
          await tasks.insertTask(trx, {
            rentalId,
            libraryId: library.id,
            type: 'PICKUP',
            partnerId: courier.id,
            address,
            scheduledDate: returned.pickupDate,
            // Given to the courier when the member asked, as a live return's task is.
            createdAt: returned.requestedAt,
            completedAt: returned.pickedUpAt,
          });
        }
        return rentalId;
      };

      // Past rentals by the readers, for the top-books chart.
      for (const [bookIndex, count] of PAST_RENTALS.entries()) {
        for (let n = 0; n < count; n += 1) {
          const r = n % readers.length;
          await rent({
            userId: readers[r]!.id,
            address: readerAddresses[r]!,
            bookId: bookIds[bookIndex]!,
            daysAgo: 30 + n * 9 + bookIndex,
            stage: 'RETURNED',
          });
        }
      }

      // The demo member: a book at home, one returned and reviewed, one returned to review,
      // and one on its way (the courier's open task).
      await rent({
        userId: member.id,
        address: memberAddress,
        bookId: bookIds[1]!,
        daysAgo: 5,
        stage: 'ACTIVE',
      });
      const reviewed = await rent({
        userId: member.id,
        address: memberAddress,
        bookId: bookIds[0]!,
        daysAgo: 40,
        stage: 'RETURNED',
      });
      await reviews.insertReview(trx, {
        rentalId: reviewed,
        userId: member.id,
        bookId: bookIds[0]!,
        rating: 5,
        title: 'A favourite for life',
        content: 'Witty, warm and sharper than I remembered. I read it in two evenings.',
        createdAt: new Date(now - 20 * DAY_MS),
      });
      await rent({
        userId: member.id,
        address: memberAddress,
        bookId: bookIds[2]!,
        daysAgo: 25,
        stage: 'RETURNED',
      });
      // Borrowed yesterday (a UTC date) for that day: a day begun everywhere on Earth, so the
      // courier can complete its delivery wherever they read their tasks.
      await rent({
        userId: member.id,
        address: memberAddress,
        bookId: bookIds[3]!,
        daysAgo: 1,
        stage: 'PENDING_DELIVERY',
      });
    }
  });
  return accounts;
}

/**
 * When a returned demo rental was asked back and picked up: two weeks after it was borrowed, on the
 * date the member asked for the day before. The rental records both, as a live return does.
 */
function returnDates(rentedAt: Date) {
  const pickedUpAt = new Date(rentedAt.getTime() + 14 * DAY_MS);
  return {
    requestedAt: new Date(pickedUpAt.getTime() - DAY_MS),
    pickedUpAt,
    pickupDate: pickedUpAt.toISOString().slice(0, 10),
  };
}

async function insertDemoBook(
  trx: Kysely<DB>,
  libraryId: number,
  book: DemoBook,
  categoryIds: Map<string, number>,
  number: number,
  index: number,
): Promise<number> {
  // One book withdrawn from lending and one with every copy out show the "Unavailable" chip.
  const withdrawn = index === 12;
  const copies = index === 13 ? 0 : 2 + (number % 4);
  return books.insertBook(
    trx,
    libraryId,
    {
      title: book.title,
      author: book.author,
      isbn: demoIsbn(number),
      description: book.description,
      availableCopies: copies,
      available: !withdrawn,
      categoryId: categoryIds.get(book.category)!,
    },
    drawCover(number),
  );
}
