/** Fixtures and helpers shared by the machine tests (imported by tests only). */
import { ApiError } from '../api/errors';
import type { components } from '../api/schema';

type Schemas = components['schemas'];

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A promise the test settles by hand, to observe a machine while a request is in flight. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** 2026-03-10 10:00 local time. */
export const fixedNow = new Date(2026, 2, 10, 10, 0, 0);
export const fixedClock = () => fixedNow;
export const TODAY = '2026-03-10';

export const apiError = (status: number, code = `HTTP_${status}`, message = `answer ${status}`) =>
  new ApiError(status, code, message);

export function book(overrides: Partial<Schemas['Book']> = {}): Schemas['Book'] {
  return {
    id: 7,
    title: 'Middlemarch',
    author: 'George Eliot',
    isbn: '978-0-14-143954-9',
    description: 'A study of provincial life.',
    availableCopies: 2,
    available: true,
    categoryId: 1,
    libraryId: 1,
    version: 1,
    ...overrides,
  };
}

export function address(overrides: Partial<Schemas['Address']> = {}): Schemas['Address'] {
  return {
    id: 3,
    street: '1 High Street',
    city: 'Leeds',
    state: 'WY',
    zipCode: 'LS1 1AA',
    ...overrides,
  };
}

export function rental(overrides: Partial<Schemas['Rental']> = {}): Schemas['Rental'] {
  return {
    rentalId: 11,
    bookId: 7,
    bookTitle: 'Middlemarch',
    bookAuthor: 'George Eliot',
    rentedAt: '2026-03-01T09:00:00.000Z',
    rentalDate: '2026-03-01',
    returnedAt: null,
    status: 'ACTIVE',
    reviewId: null,
    rating: null,
    reviewContent: null,
    ...overrides,
  };
}

export function task(overrides: Partial<Schemas['DeliveryTask']> = {}): Schemas['DeliveryTask'] {
  return {
    id: 1,
    type: 'DELIVERY',
    rentalId: 11,
    bookTitle: 'Middlemarch',
    userName: 'Mary Member',
    deliveryAddress: '1 High Street, Leeds',
    assignedAt: '2026-03-09T08:00:00.000Z',
    completedAt: null,
    taskStatus: 'PENDING',
    ...overrides,
  };
}
