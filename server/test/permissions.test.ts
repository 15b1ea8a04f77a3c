import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Operation } from '../src/contract/contract.ts';
import { drawCover } from '../src/db/seed/covers.ts';
import type { Role } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-seed.ts';
import { DeliveryService } from '../src/services/delivery-service.ts';
import {
  createTestContext,
  multipart,
  type AccountName,
  type TestContext,
} from './helpers/context.ts';
import {
  activeRental,
  addressOf,
  borrow,
  createBook,
  openTaskFor,
  today,
} from './helpers/flows.ts';

// The permission matrix: every operation of openapi.yaml, called by every kind of caller, with a
// request that would succeed for its owner. The expected status follows from the operation's
// `security` and `x-roles`, plus the ownership and library rules the contract describes; a refused
// call must also leave what it would have changed as it was (a write before a failed check is
// still a write).

type Caller = 'anonymous' | AccountName;
const CALLERS: Caller[] = [
  'anonymous',
  'member',
  'admin',
  'courier',
  'courier2',
  'super',
  'member2',
  'admin2',
  'reader',
];

interface Sample {
  params?: Record<string, number>;
  query?: Record<string, number>;
  body?: object;
  multipart?: ReturnType<typeof multipart>;
}

interface Case {
  /** A request that succeeds for the resource's owner; called afresh for every caller. */
  sample: (context: TestContext) => Promise<Sample> | Sample;
  success: number;
  /** Callers whose role may call the operation but who are refused by ownership or library. */
  scoped?: Partial<Record<Caller, number>>;
  /** What a refused call must leave as it was (read by its owner before and after the call). */
  state?: (context: TestContext, sample: Sample) => Promise<unknown>;
}

/** A GET by `as` that must succeed: its body. */
async function read(context: TestContext, as: AccountName, url: string): Promise<unknown> {
  const response = await context.request({ method: 'GET', url, as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const theBook = (context: TestContext, sample: Sample) =>
  read(context, 'admin', `/api/books/${sample.params!.id}`);
const booksOfLibrary1 = (context: TestContext) => read(context, 'admin', '/api/books?libraryId=1');
const memberAddresses = (context: TestContext) =>
  read(context, 'member', `/api/users/${context.accounts.member.id}/addresses`);
const memberRentals = async (context: TestContext) => [
  await read(context, 'member', '/api/rentals/history'),
  await read(context, 'member', '/api/rentals/my-requests'),
];
const allLibraries = (context: TestContext) => read(context, 'super', '/api/superadmin/libraries');

const OTHER_LIBRARY = { member2: 403, admin2: 403 };
// The catalogue is public: a member of another library reads it (on that library's site), as a
// visitor does; an administrator sees only the books they manage.
const ANOTHER_ADMIN = { admin2: 403 };
const NOT_THE_OWNER = { reader: 403, member2: 403 };
let seq = 0;

/** A courier of library 1, or an administrator (of none), who has just registered: their id. */
async function registerStaff(
  context: TestContext,
  role: 'DELIVERY_PARTNER' | 'ADMIN',
): Promise<number> {
  const registered = await context.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: `Matrix ${role}`,
      email: `matrix-${role.toLowerCase()}${++seq}@demo.test`,
      password: 'password1',
      role,
      ...(role === 'DELIVERY_PARTNER' ? { libraryId: 1 } : {}),
    },
  });
  expect(registered.statusCode).toBe(201);
  return registered.json().id as number;
}

const bookBody = () => ({
  title: 'Matrix book',
  author: 'Matrix Author',
  isbn: '978-0-14-143951-8',
  availableCopies: 2,
  description: 'Made by the permission matrix.',
  available: true,
  categoryId: 1,
});
const libraryBody = () => ({
  name: `Matrix library ${++seq}`,
  city: 'Matrix City',
  address: '1 Grid Road',
  contactPhone: '555',
  contactEmail: 'matrix@demo.test',
});
const addressBody = { street: '5 Matrix Way', city: 'Grid', state: 'GR', zipCode: '12345' };

const CASES: Record<string, Case> = {
  getHealth: { sample: () => ({}), success: 200 },
  login: {
    sample: () => ({ body: { email: 'member@demo.test', password: DEMO_PASSWORD } }),
    success: 200,
  },
  register: {
    sample: () => ({
      body: {
        name: 'Matrix',
        email: `matrix${++seq}@demo.test`,
        password: 'password1',
        role: 'USER',
        libraryId: 1,
      },
    }),
    success: 201,
  },
  listPublicLibraries: { sample: () => ({}), success: 200 },
  listBooks: { sample: () => ({ query: { libraryId: 1 } }), success: 200, scoped: ANOTHER_ADMIN },
  getBooksByLibrary: {
    sample: () => ({ query: { libraryId: 1 } }),
    success: 200,
    scoped: ANOTHER_ADMIN,
  },
  getBookCategories: { sample: () => ({}), success: 200 },
  getBookCover: { sample: () => ({ params: { id: 1 } }), success: 200 },
  getBook: { sample: () => ({ params: { id: 1 } }), success: 200, scoped: ANOTHER_ADMIN },
  listBookReviews: { sample: () => ({ params: { id: 1 } }), success: 200, scoped: ANOTHER_ADMIN },
  getTopBooks: { sample: () => ({ query: { libraryId: 1 } }), success: 200, scoped: OTHER_LIBRARY },
  createBook: { sample: () => ({ body: bookBody() }), success: 201, state: booksOfLibrary1 },
  createBookWithImage: {
    sample: () => {
      const { available: _a, ...fields } = bookBody();
      return {
        multipart: multipart(
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
          { image: { filename: 'cover.jpg', contentType: 'image/jpeg', data: drawCover(7) } },
        ),
      };
    },
    success: 201,
    state: booksOfLibrary1,
  },
  updateBook: {
    sample: async (context) => ({
      params: { id: (await createBook(context, 1)).id },
      body: bookBody(),
    }),
    success: 200,
    scoped: { admin2: 403 },
    state: theBook,
  },
  deleteBook: {
    sample: async (context) => ({ params: { id: (await createBook(context, 1)).id } }),
    success: 204,
    scoped: { admin2: 403 },
    state: theBook,
  },
  createRental: {
    sample: async (context) => ({
      body: {
        userId: context.accounts.member.id,
        bookId: (await createBook(context, 1)).id,
        addressId: await addressOf(context, 'member'),
        rentalDate: today(),
      },
    }),
    success: 201,
    scoped: NOT_THE_OWNER,
    state: async (context, sample) => [
      await memberRentals(context),
      await read(context, 'admin', `/api/books/${(sample.body as { bookId: number }).bookId}`),
    ],
  },
  getActiveRentals: { sample: () => ({}), success: 200 },
  getRentalHistory: { sample: () => ({}), success: 200 },
  getMyRequests: { sample: () => ({}), success: 200 },
  requestReturn: {
    sample: async (context) => {
      const { rentalId } = await activeRental(context);
      return { params: { rentalId }, body: { rentalId, pickupDate: today() } };
    },
    success: 200,
    scoped: { reader: 404, member2: 404 },
    state: memberRentals,
  },
  createReview: {
    sample: async (context) => {
      const { rentalId, bookId } = await activeRental(context);
      return {
        body: {
          userId: context.accounts.member.id,
          bookId,
          rentalId,
          rating: 5,
          title: 'Great',
          content: 'Loved it.',
        },
      };
    },
    success: 201,
    scoped: NOT_THE_OWNER,
    state: (context, sample) =>
      read(context, 'member', `/api/books/${(sample.body as { bookId: number }).bookId}/reviews`),
  },
  listAddresses: {
    sample: (context) => ({ params: { userId: context.accounts.member.id } }),
    success: 200,
    scoped: NOT_THE_OWNER,
  },
  createAddress: {
    sample: (context) => ({ params: { userId: context.accounts.member.id }, body: addressBody }),
    success: 201,
    scoped: NOT_THE_OWNER,
    state: memberAddresses,
  },
  updateAddress: {
    sample: async (context) => ({
      params: { userId: context.accounts.member.id, addressId: await addressOf(context, 'member') },
      body: addressBody,
    }),
    success: 200,
    scoped: NOT_THE_OWNER,
    state: memberAddresses,
  },
  deleteAddress: {
    sample: async (context) => {
      const created = await context.request({
        method: 'POST',
        url: `/api/users/${context.accounts.member.id}/addresses`,
        as: 'member',
        payload: addressBody,
      });
      return { params: { userId: context.accounts.member.id, addressId: created.json().id } };
    },
    success: 204,
    scoped: NOT_THE_OWNER,
    state: memberAddresses,
  },
  getMyTasks: { sample: () => ({}), success: 200 },
  completeTask: {
    sample: async (context) => {
      const book = await createBook(context, 1);
      const rental = await borrow(context, 'member', book.id, await addressOf(context, 'member'));
      const task = await openTaskFor(context, 'courier', rental.json().rentalId, 'DELIVERY');
      return { params: { id: task.id } };
    },
    success: 200,
    scoped: { courier2: 404 },
    state: (context) => read(context, 'courier', '/api/delivery/my-tasks'),
  },
  listWaitingCouriers: { sample: () => ({}), success: 200 },
  listDeliveryPartners: { sample: () => ({}), success: 200 },
  approveCourier: {
    // A courier who has just registered, so that an approval made by mistake shows.
    sample: async (context) => ({
      params: { id: await registerStaff(context, 'DELIVERY_PARTNER') },
    }),
    success: 200,
    state: (context) => read(context, 'super', '/api/super-admin/couriers'),
  },
  withdrawCourier: {
    // A courier of their own, approved, so that a withdrawal made by mistake shows.
    sample: async (context) => {
      const id = await registerStaff(context, 'DELIVERY_PARTNER');
      await new DeliveryService(context.database.db).approve({ id });
      return { params: { id } };
    },
    success: 200,
    state: (context, sample) =>
      context.database.db
        .selectFrom('users')
        .select(['approved_at', 'approval_withdrawn_at'])
        .where('id', '=', sample.params!.id!)
        .executeTakeFirst(),
  },
  listAdmins: { sample: () => ({}), success: 200 },
  listLibraries: { sample: () => ({}), success: 200 },
  createLibrary: { sample: () => ({ body: libraryBody() }), success: 201, state: allLibraries },
  updateLibrary: {
    sample: async (context) => {
      const created = await context.request({
        method: 'POST',
        url: '/api/superadmin/libraries',
        as: 'super',
        payload: libraryBody(),
      });
      return { params: { id: created.json().id }, body: libraryBody() };
    },
    success: 200,
    state: allLibraries,
  },
  deleteLibrary: {
    sample: async (context) => {
      const created = await context.request({
        method: 'POST',
        url: '/api/superadmin/libraries',
        as: 'super',
        payload: libraryBody(),
      });
      return { params: { id: created.json().id } };
    },
    success: 204,
    state: allLibraries,
  },
  assignAdmin: {
    // A new administrator without a library, so that an assignment made by mistake shows.
    sample: async (context) => {
      return { body: { libraryId: 1, userId: await registerStaff(context, 'ADMIN') } };
    },
    success: 200,
    state: (context) => read(context, 'super', '/api/admins'),
  },
  unassignAdmin: {
    // An administrator of their own, assigned, so that an unassignment made by mistake shows.
    sample: async (context) => {
      const id = await registerStaff(context, 'ADMIN');
      const assigned = await context.request({
        method: 'POST',
        url: '/api/super-admin/libraries/assign-admin',
        as: 'super',
        payload: { libraryId: 1, userId: id },
      });
      expect(assigned.statusCode).toBe(200);
      return { params: { id } };
    },
    success: 200,
    state: (context) => read(context, 'super', '/api/admins'),
  },
};

function expectedStatus(
  operation: Operation,
  caller: Caller,
  role: Role | null,
  testCase: Case,
): number {
  if (role === null) return operation.auth === 'required' ? 401 : testCase.success;
  if (operation.auth !== 'none' && operation.roles.length > 0 && !operation.roles.includes(role))
    return 403;
  return testCase.scoped?.[caller] ?? testCase.success;
}

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const operations = loadContract().operations;

describe('the permission matrix', () => {
  it('has a case for every operation of the contract, and none besides', () => {
    expect(Object.keys(CASES).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });

  describe.each(
    operations.map((op) => [`${op.operationId} (${op.method} ${op.path})`, op] as const),
  )('%s', (_name, operation) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const testCase = CASES[operation.operationId]!;
      const sample = await testCase.sample(context);
      const account = caller === 'anonymous' ? undefined : context.accounts[caller];
      const url =
        operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => String(sample.params?.[name])) +
        (sample.query
          ? `?${new URLSearchParams(Object.entries(sample.query).map(([k, v]) => [k, String(v)] as [string, string]))}`
          : '');
      const expected = expectedStatus(operation, caller, account?.role ?? null, testCase);
      const before = expected >= 400 ? await testCase.state?.(context, sample) : undefined;
      const response = await context.request({
        method: operation.method,
        url,
        as: account,
        ...(sample.multipart
          ? { payload: sample.multipart.payload, headers: sample.multipart.headers }
          : sample.body
            ? { payload: sample.body }
            : {}),
      });
      expect(response.statusCode, response.body).toBe(expected);
      if (expected >= 400 && testCase.state) {
        expect(await testCase.state(context, sample), 'left as it was').toEqual(before);
      }
      expect(operation.statuses).toContain(String(expected));
      if (expected >= 400) {
        expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
      }
      if (account && operation.roles.length > 0 && !operation.roles.includes(account.role)) {
        // Refused by role: the message names roles in words, never by their codes.
        expect(response.json().message).toMatch(
          /^This is only for [a-z ,]+; you are an? [a-z ]+\.$/,
        );
      }
    });
  });
});

describe('a refusal by role', () => {
  it.each([
    ['member', 'GET', '/api/admins', 'platform administrators', 'a member'],
    [
      'admin',
      'GET',
      '/api/superadmin/libraries',
      'platform administrators',
      'a library administrator',
    ],
    ['super', 'DELETE', '/api/books/1', 'library administrators', 'a platform administrator'],
    ['member', 'GET', '/api/delivery/my-tasks', 'delivery partners', 'a member'],
    ['courier', 'GET', '/api/rentals/active', 'members', 'a delivery partner'],
    [
      'courier',
      'GET',
      '/api/books/top-books?libraryId=1',
      'members, library administrators or platform administrators',
      'a delivery partner',
    ],
  ] as const)('tells %s who may %s %s, in words', async (as, method, url, who, you) => {
    const response = await context.request({ method, url, as });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'FORBIDDEN',
      message: `This is only for ${who}; you are ${you}.`,
    });
  });
});
