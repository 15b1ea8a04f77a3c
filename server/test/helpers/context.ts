import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { signToken } from '../../src/auth/jwt.ts';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import type { Role } from '../../src/db/schema.ts';
import { seedDemo } from '../../src/db/seed/demo-seed.ts';
import { findUserByEmail } from '../../src/repositories/users.ts';
import { openTestDatabase } from './database.ts';

export interface Account {
  id: number;
  email: string;
  role: Role;
  libraryId: number | null;
  token: string;
}

export const DEMO_EMAILS = {
  super: 'super@demo.test',
  admin: 'admin@demo.test',
  member: 'member@demo.test',
  courier: 'courier@demo.test',
  admin2: 'admin2@demo.test',
  member2: 'member2@demo.test',
  courier2: 'courier2@demo.test',
  // A second member of the first library (one of the seeded readers).
  reader: 'reader1-1@demo.test',
} as const;

export type AccountName = keyof typeof DEMO_EMAILS;

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  secret: Buffer;
  accounts: Record<AccountName, Account>;
  /** Sends a request, as `as` when given (with that account's token). */
  request(options: InjectOptions & { as?: AccountName | Account }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The app on a fresh database with the demo seeded, and a token for each demo account. */
export async function createTestContext(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  await migrate(database.db);
  await seedDemo(database.db);
  const secret = crypto.randomBytes(32);
  const app = await buildApp({
    database,
    jwtSecret: secret,
    loginLimits: { windowMs: 60_000, perAccount: 1000, perAddress: 10_000 },
    registrationLimits: { windowMs: 60_000, perAddress: 10_000 },
    ...options,
  });

  const accounts = {} as Record<AccountName, Account>;
  for (const [name, email] of Object.entries(DEMO_EMAILS) as [AccountName, string][]) {
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new Error(`demo account ${email} is missing`);
    accounts[name] = {
      id: user.id,
      email,
      role: user.role,
      libraryId: user.library_id,
      token: signToken(
        { userId: user.id, libraryId: user.library_id, role: user.role },
        secret,
        3600,
      ),
    };
  }

  return {
    app,
    database,
    secret,
    accounts,
    request: ({ as, ...rest }) => {
      const account = typeof as === 'string' ? accounts[as] : as;
      const headers = { ...(rest.headers ?? {}) };
      if (account) headers.authorization = `Bearer ${account.token}`;
      return app.inject({ ...rest, headers });
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A token for an account made during a test. */
export function tokenFor(
  context: TestContext,
  user: { id: number; role: Role; libraryId: number | null },
): string {
  return signToken(
    { userId: user.id, role: user.role, libraryId: user.libraryId },
    context.secret,
    3600,
  );
}

/** A multipart/form-data body of text fields and files. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { filename: string; contentType: string; data: Uint8Array }> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lending${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
