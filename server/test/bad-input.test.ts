import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type JsonSchema, type Operation } from '../src/contract/contract.ts';
import type { LightMyRequestResponse } from 'fastify';
import {
  createTestContext,
  multipart,
  type AccountName,
  type TestContext,
} from './helpers/context.ts';

// Property-based bad input against every operation: whatever a client sends that does not fit the
// contract, the answer is a 4xx with the `{ error, message }` body, never a 5xx.

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

// A valid body per JSON operation, which the properties below break in one way each.
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  login: { email: 'member@demo.test', password: 'wrong-but-valid' },
  register: {
    name: 'Fuzz',
    email: 'fuzz@demo.test',
    password: 'password1',
    role: 'USER',
    libraryId: 1,
  },
  createBook: {
    title: 'T',
    author: 'A',
    isbn: '0-306-40615-2',
    availableCopies: 1,
    description: 'D',
    categoryId: 1,
  },
  updateBook: {
    title: 'T',
    author: 'A',
    isbn: '0-306-40615-2',
    description: 'D',
    available: true,
    categoryId: 1,
  },
  createRental: { userId: 1, bookId: 1, addressId: 1, rentalDate: '2099-01-01' },
  requestReturn: { rentalId: 1, pickupDate: '2099-01-01' },
  createReview: { userId: 1, bookId: 1, rating: 3, title: 'T', content: 'C' },
  createAddress: { street: 'S', city: 'C', state: 'St', zipCode: 'Z' },
  updateAddress: { street: 'S', city: 'C', state: 'St', zipCode: 'Z' },
  createLibrary: {
    name: 'N',
    city: 'C',
    address: 'A',
    contactPhone: 'P',
    contactEmail: 'l@demo.test',
  },
  updateLibrary: {
    name: 'N',
    city: 'C',
    address: 'A',
    contactPhone: 'P',
    contactEmail: 'l@demo.test',
  },
  assignAdmin: { libraryId: 1, userId: 1 },
};

const ROLE_ACCOUNT: Record<string, AccountName> = {
  USER: 'member',
  ADMIN: 'admin',
  DELIVERY_PARTNER: 'courier',
  SUPER_ADMIN: 'super',
};

/** A JSON value that is certainly not of the schema's type. */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = schema.type;
  const choices: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  ];
  if (type !== 'string') choices.push(fc.string());
  if (type !== 'integer' && type !== 'number') choices.push(fc.integer());
  if (type === 'integer')
    choices.push(fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }));
  if (type !== 'boolean') choices.push(fc.boolean());
  return fc.oneof(...choices);
}

/** A path or query value that is not an Id: not a number, a fraction, zero, negative, too big. */
const badId = fc.oneof(
  fc.string({ minLength: 1 }).filter((s) => !/^\s*\+?\d+(\.0*)?\s*$/.test(s)),
  fc.integer({ max: 0 }).map(String),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }).map(String),
  fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }).map(String),
  fc.constant(''),
);

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

function expectClientError(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const body = response.json();
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
}

function send(
  operation: Operation,
  options: {
    params?: Record<string, string>;
    query?: string;
    payload?: unknown;
    raw?: string;
    headers?: Record<string, string>;
  },
) {
  const caller = operation.roles[0] ? ROLE_ACCOUNT[operation.roles[0]] : 'member';
  const url =
    operation.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      encodeURIComponent(options.params?.[name] ?? '1'),
    ) + (options.query ? `?${options.query}` : '');
  return context.request({
    method: operation.method,
    url,
    as: operation.auth === 'none' ? undefined : caller,
    ...(options.raw !== undefined
      ? {
          payload: options.raw,
          headers: { 'content-type': 'application/json', ...options.headers },
        }
      : options.payload !== undefined
        ? {
            payload: JSON.stringify(options.payload),
            headers: { 'content-type': 'application/json' },
          }
        : {}),
  });
}

const operations = loadContract().operations;

describe('bad input never breaks the server', () => {
  it('has a valid body for every JSON operation', () => {
    const jsonOps = operations
      .filter((op) => op.body?.contentType === 'application/json')
      .map((op) => op.operationId);
    expect(Object.keys(VALID_BODIES).sort()).toEqual(jsonOps.sort());
  });

  describe.each(operations.map((op) => [op.operationId, op] as const))('%s', (_id, operation) => {
    const pathParams = Object.keys((operation.params?.properties ?? {}) as object);
    const queryParams = Object.entries(
      (operation.querystring?.properties ?? {}) as Record<string, JsonSchema>,
    );
    const body = operation.body;

    if (pathParams.length > 0) {
      it('answers 4xx to path parameters that are not ids', async () => {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...pathParams), badId, async (name, value) => {
            const valid = VALID_BODIES[operation.operationId];
            expectClientError(await send(operation, { params: { [name]: value }, payload: valid }));
          }),
          { numRuns: RUNS },
        );
      });
    }

    if (queryParams.length > 0) {
      it('answers 4xx to query parameters out of their schema', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...queryParams.map(([name]) => name)),
            badId,
            async (name, value) => {
              const limitOk = name === 'limit' && /^\s*([1-9]|[1-4]\d|50)\s*$/.test(value);
              // A cover's tag (sixteen hexadecimal digits), or a book's version as it was.
              const tagOk = name === 'v' && /^([0-9a-f]{16}|[1-9][0-9]{0,9})$/.test(value);
              fc.pre(!limitOk && !tagOk);
              expectClientError(
                await send(operation, { query: `${name}=${encodeURIComponent(value)}` }),
              );
            },
          ),
          { numRuns: RUNS },
        );
      });
    }

    if (body?.contentType === 'application/json') {
      const schema = body.schema as JsonSchema & {
        properties: Record<string, JsonSchema>;
        required: string[];
      };
      const valid = VALID_BODIES[operation.operationId]!;

      it('answers 4xx to a body that is not an object, or not JSON at all', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              fc
                .jsonValue()
                .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
                .map((v) => ({ payload: v })),
              fc
                .string()
                .filter((s) => {
                  try {
                    JSON.parse(s);
                    return false;
                  } catch {
                    return s.trim() !== '';
                  }
                })
                .map((raw) => ({ raw })),
            ),
            async (input) => expectClientError(await send(operation, input)),
          ),
          { numRuns: RUNS },
        );
      });

      it('answers 4xx when a field has the wrong type, a required one is missing, or an unknown one is added', async () => {
        const fields = Object.keys(schema.properties);
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              fc.constantFrom(...fields).chain((field) =>
                wrongType(schema.properties[field]!).map((value) => ({
                  ...valid,
                  [field]: value,
                })),
              ),
              fc.constantFrom(...schema.required).map((field) => {
                const { [field]: _dropped, ...rest } = valid;
                return rest;
              }),
              fc
                .tuple(
                  fc
                    .string({ minLength: 1 })
                    .filter((k) => !fields.includes(k) && k !== '__proto__'),
                  fc.jsonValue(),
                )
                .map(([key, value]) => ({ ...valid, [key]: value })),
            ),
            async (payload) => {
              const response = await send(operation, { payload });
              expectClientError(response);
              expect(response.statusCode).toBe(400);
            },
          ),
          { numRuns: RUNS * 2 },
        );
      });

      const limited = Object.entries(schema.properties).filter(
        (entry): entry is [string, JsonSchema & { maxLength: number }] =>
          typeof entry[1].maxLength === 'number',
      );
      if (limited.length > 0) {
        it('refuses a text one character over its maxLength, naming the field and the limit', async () => {
          for (const [field, { maxLength, contentEncoding }] of limited) {
            const response = await send(operation, {
              payload: { ...valid, [field]: 'x'.repeat(maxLength + 1) },
            });
            expect(response.json().message).toContain(field);
            // A base64 file that long is a file too large, as it is sent as one (multipart).
            if (contentEncoding === 'base64') {
              expect(response.statusCode, field).toBe(413);
              continue;
            }
            expect(response.statusCode, field).toBe(400);
            expect(response.json().message).toContain(String(maxLength));
          }
        });
      }

      it('reports every problem at once, naming each field', async () => {
        const response = await send(operation, { payload: { unexpectedField: 1 } });
        expect(response.statusCode).toBe(400);
        const message = response.json().message as string;
        for (const field of schema.required) expect(message).toContain(field);
        expect(message).toContain('unexpectedField');
      });
    }

    if (body?.contentType === 'multipart/form-data') {
      it('answers 4xx to broken or incomplete forms', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              fc.uint8Array({ maxLength: 512 }).map((bytes) => ({
                payload: Buffer.from(bytes),
                headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
              })),
              fc
                .dictionary(
                  fc.constantFrom(
                    'title',
                    'author',
                    'isbn',
                    'availableCopies',
                    'description',
                    'categoryId',
                    'other',
                  ),
                  fc.string(),
                )
                .map((fields) =>
                  multipart(fields, {
                    image: {
                      filename: 'a.jpg',
                      contentType: 'image/jpeg',
                      data: Buffer.from('not a jpeg'),
                    },
                  }),
                ),
            ),
            async ({ payload, headers }) => {
              const response = await context.request({
                method: 'POST',
                url: operation.path,
                as: 'admin',
                payload,
                headers,
              });
              expectClientError(response);
            },
          ),
          { numRuns: RUNS },
        );
      });
    }

    if (pathParams.length === 0 && queryParams.length === 0 && !body) {
      it('ignores junk it does not use and never fails', async () => {
        await fc.assert(
          fc.asyncProperty(fc.string(), fc.string(), async (key, value) => {
            const response = await send(operation, {
              query: `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
            });
            expect(response.statusCode).toBeLessThan(500);
          }),
          { numRuns: 5 },
        );
      });
    }
  });
});
