import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url);
const specFile = new URL('openapi.yaml', root);

interface Operation {
  operationId?: string;
  'x-roles'?: unknown;
  responses?: Record<string, Partial<ResponseObject> & { $ref?: string }>;
}
type ResponseObject = { content: Record<string, { schema: { $ref?: string } }> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, ResponseObject> };
};

const doc = parse(await readFile(specFile, 'utf8')) as Document;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
);

/** Every call of spec section 7, with its method and path exactly as the spec gives them. */
const SPEC_CALLS = [
  'POST /api/auth/login',
  'POST /api/auth/register',
  'GET /api/books',
  'GET /api/books/getBooksByLibrary',
  'GET /api/books/{id}',
  'POST /api/books',
  'PUT /api/books/{id}',
  'DELETE /api/books/{id}',
  'GET /api/books/getBookCategories',
  'POST /api/books/with-image',
  'GET /api/books/top-books',
  'POST /api/rentals',
  'GET /api/rentals/active',
  'GET /api/rentals/history',
  'POST /api/rentals/{rentalId}/return',
  'GET /api/rentals/my-requests',
  'POST /api/reviews',
  'GET /api/users/{userId}/addresses',
  'POST /api/users/{userId}/addresses',
  'PUT /api/users/{userId}/addresses/{addressId}',
  'DELETE /api/users/{userId}/addresses/{addressId}',
  'GET /api/delivery/my-tasks',
  'POST /api/delivery/{id}/complete',
  'GET /api/admins',
  'GET /api/superadmin/libraries',
  'POST /api/superadmin/libraries',
  'PUT /api/superadmin/libraries/{id}',
  'DELETE /api/superadmin/libraries/{id}',
  'POST /api/super-admin/libraries/assign-admin',
];
const DESIGN_ADDITIONS = ['GET /api/libraries', 'GET /api/books/{id}/reviews', 'GET /api/health'];

describe('openapi.yaml', () => {
  it('holds every call of spec section 7 and the additions of DESIGN.md', () => {
    expect(SPEC_CALLS).toHaveLength(29);
    const keys = operations.map((o) => o.key);
    for (const call of [...SPEC_CALLS, ...DESIGN_ADDITIONS]) expect(keys).toContain(call);
  });

  it('gives every operation a unique operationId and an x-roles list of known roles', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, operation } of operations) {
      const roles = operation['x-roles'];
      expect(Array.isArray(roles), `${key} has x-roles`).toBe(true);
      for (const role of roles as unknown[]) {
        expect(['USER', 'ADMIN', 'DELIVERY_PARTNER', 'SUPER_ADMIN'], key).toContain(role);
      }
    }
  });

  it('answers every 4xx with the one error body', () => {
    for (const { key, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!status.startsWith('4')) continue;
        const resolved = response.$ref
          ? doc.components.responses[response.$ref.split('/').pop()!]
          : response;
        expect(resolved?.content?.['application/json']?.schema.$ref, `${key} ${status}`).toBe(
          '#/components/schemas/Error',
        );
      }
    }
  });

  it('is a valid OpenAPI document by the Redocly linter', async () => {
    const cli = new URL('node_modules/.bin/redocly', root).pathname;
    const { stdout, stderr } = await run(cli, ['lint', 'openapi.yaml', '--format=stylish'], {
      cwd: root.pathname,
    }).catch((error: { stdout: string; stderr: string }) => {
      throw new Error(`redocly lint failed:\n${error.stdout}\n${error.stderr}`);
    });
    expect(`${stdout}${stderr}`).toContain('Your API description is valid');
  }, 60_000);

  it('matches the committed generated types in src/api/schema.ts', async () => {
    // Generate exactly as `npm run gen:api` does: the CLI into a scratch file, then prettier.
    const scratch = join(await mkdtemp(join(tmpdir(), 'schema-')), 'schema.ts');
    await run(
      new URL('node_modules/.bin/openapi-typescript', root).pathname,
      ['openapi.yaml', '-o', scratch],
      {
        cwd: root.pathname,
      },
    );
    const fresh = await readFile(scratch, 'utf8');
    const target = new URL('src/api/schema.ts', root);
    const options = await prettier.resolveConfig(target.pathname);
    const formatted = await prettier.format(fresh, { ...options, filepath: target.pathname });
    const committed = await readFile(target, 'utf8');
    expect(committed, 'src/api/schema.ts is stale: run `npm run gen:api`').toBe(formatted);
  }, 60_000);
});
