import { expect } from 'vitest';
import { isoDate } from '../../src/services/dates.ts';
import type { AccountName, TestContext } from './context.ts';

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
  as: AccountName = 'admin',
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

export function borrow(context: TestContext, as: AccountName, bookId: number, addressId: number) {
  return context.request({
    method: 'POST',
    url: '/api/rentals',
    as,
    payload: { userId: context.accounts[as].id, bookId, addressId, rentalDate: today() },
  });
}

interface TaskJson {
  id: number;
  type: 'DELIVERY' | 'PICKUP';
  rentalId: number;
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
