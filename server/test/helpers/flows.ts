import { expect } from 'vitest';
import { isoDate } from '../../src/services/dates.ts';
import { tokenFor, type Account, type AccountName, type TestContext } from './context.ts';

export const today = () => isoDate(0);

interface BookJson {
  id: number;
  title: string;
  availableCopies: number;
  available: boolean;
  libraryId: number;
  imageBase64?: string;
}

export async function booksOf(context: TestContext, libraryId: number): Promise<BookJson[]> {
  const response = await context.request({
    method: 'GET',
    url: `/api/books?libraryId=${libraryId}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

export async function getBook(context: TestContext, id: number): Promise<BookJson> {
  const response = await context.request({ method: 'GET', url: `/api/books/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A new book in the admin's library with the given number of copies. */
export async function createBook(
  context: TestContext,
  copies: number,
  as: AccountName | Account = 'admin',
): Promise<BookJson> {
  const response = await context.request({
    method: 'POST',
    url: '/api/books',
    as,
    payload: {
      title: `Test book ${Math.random().toString(36).slice(2)}`,
      author: 'Test Author',
      isbn: '978-0-14-143951-8',
      availableCopies: copies,
      description: 'A book made by a test.',
      categoryId: 1,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

export async function addressOf(context: TestContext, as: AccountName): Promise<number> {
  const account = context.accounts[as];
  const list = await context.request({
    method: 'GET',
    url: `/api/users/${account.id}/addresses`,
    as,
  });
  const existing = list.json() as { id: number }[];
  if (existing[0]) return existing[0].id;
  const created = await context.request({
    method: 'POST',
    url: `/api/users/${account.id}/addresses`,
    as,
    payload: { street: '1 Test Street', city: 'Testville', state: 'TS', zipCode: '00000' },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

export function borrow(
  context: TestContext,
  as: AccountName | Account,
  bookId: number,
  addressId: number,
  rentalDate = today(),
) {
  const account = typeof as === 'string' ? context.accounts[as] : as;
  return context.request({
    method: 'POST',
    url: '/api/rentals',
    as: account,
    payload: { userId: account.id, bookId, addressId, rentalDate },
  });
}

/** Saves another address for the member (`street` tells it apart). */
export function saveAddress(context: TestContext, member: Account, street = '2 Test Street') {
  return context.request({
    method: 'POST',
    url: `/api/users/${member.id}/addresses`,
    as: member,
    payload: { street, city: 'Testville', state: 'TS', zipCode: '00000' },
  });
}

/** The member's saved addresses, as the API lists them. */
export async function savedAddresses(
  context: TestContext,
  member: Account,
): Promise<{ id: number }[]> {
  const response = await context.request({
    method: 'GET',
    url: `/api/users/${member.id}/addresses`,
    as: member,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A newly registered member (of the first library unless told), with a saved address. */
export async function newMember(
  context: TestContext,
  libraryId = context.accounts.member.libraryId,
): Promise<{ account: Account; addressId: number }> {
  const email = `member-${Math.random().toString(36).slice(2)}@demo.test`;
  const registered = await context.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Test Member',
      email,
      password: 'password1',
      role: 'USER',
      libraryId,
    },
  });
  expect(registered.statusCode).toBe(201);
  const user = registered.json() as { id: number; role: 'USER'; libraryId: number };
  const account: Account = { ...user, email, token: tokenFor(context, user) };
  const address = await saveAddress(context, account);
  expect(address.statusCode).toBe(201);
  return { account, addressId: address.json().id };
}

interface TaskJson {
  id: number;
  type: 'DELIVERY' | 'PICKUP';
  rentalId: number;
  deliveryAddress: string;
  completedAt: string | null;
  taskStatus: string;
}

export async function openTaskFor(
  context: TestContext,
  courier: AccountName,
  rentalId: number,
  type: TaskJson['type'],
): Promise<TaskJson> {
  const response = await context.request({
    method: 'GET',
    url: '/api/delivery/my-tasks',
    as: courier,
  });
  expect(response.statusCode).toBe(200);
  const task = (response.json() as TaskJson[]).find(
    (t) => t.rentalId === rentalId && t.type === type && t.completedAt === null,
  );
  expect(task, `an open ${type} task for rental ${rentalId}`).toBeDefined();
  return task!;
}

export async function completeTask(context: TestContext, courier: AccountName, taskId: number) {
  const response = await context.request({
    method: 'POST',
    url: `/api/delivery/${taskId}/complete`,
    as: courier,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as TaskJson;
}

/** Has the member ask for the rental's pickup today: RETURN_REQUESTED, with a PICKUP task. */
export async function askReturn(
  context: TestContext,
  rentalId: number,
  member: AccountName = 'member',
) {
  const asked = await context.request({
    method: 'POST',
    url: `/api/rentals/${rentalId}/return`,
    as: member,
    payload: { rentalId, pickupDate: today() },
  });
  expect(asked.statusCode).toBe(200);
}

/** Has the member ask for the rental's pickup and the courier pick it up: RETURNED. */
export async function returnRental(
  context: TestContext,
  rentalId: number,
  member: AccountName = 'member',
  courier: AccountName = 'courier',
) {
  await askReturn(context, rentalId, member);
  const pickup = await openTaskFor(context, courier, rentalId, 'PICKUP');
  await completeTask(context, courier, pickup.id);
}

/** Borrows a fresh copy and has it delivered: an ACTIVE rental of the member. */
export async function activeRental(
  context: TestContext,
  member: AccountName = 'member',
  courier: AccountName = 'courier',
  admin: AccountName = 'admin',
): Promise<{ rentalId: number; bookId: number }> {
  const book = await createBook(context, 3, admin);
  const addressId = await addressOf(context, member);
  const rental = await borrow(context, member, book.id, addressId);
  expect(rental.statusCode).toBe(201);
  const rentalId = rental.json().rentalId as number;
  const task = await openTaskFor(context, courier, rentalId, 'DELIVERY');
  await completeTask(context, courier, task.id);
  return { rentalId, bookId: book.id };
}

let branches = 0;

/**
 * A new library with an administrator (assigned by the platform administrator) and no courier yet,
 * and a way to register accounts in it.
 */
export async function newBranch(context: TestContext) {
  const library = await context.request({
    method: 'POST',
    url: '/api/superadmin/libraries',
    as: 'super',
    payload: {
      name: `Branch ${++branches}`,
      city: 'Town',
      address: '1 Road',
      contactPhone: '1',
      contactEmail: 'branch@demo.test',
    },
  });
  expect(library.statusCode).toBe(201);
  const libraryId = library.json().id as number;
  const register = (email: string, role: string) =>
    context.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: email, email, password: 'password1', role, libraryId },
    });
  const admin = (await register(`branch-admin-${libraryId}@demo.test`, 'ADMIN')).json();
  // The administrator's library is the platform administrator's to give.
  const assigned = await context.request({
    method: 'POST',
    url: '/api/super-admin/libraries/assign-admin',
    as: 'super',
    payload: { libraryId, userId: admin.id },
  });
  expect(assigned.statusCode).toBe(200);
  const adminAccount: Account = {
    ...admin,
    libraryId,
    token: tokenFor(context, { ...admin, libraryId }),
  };
  return { libraryId, register, admin: adminAccount };
}
