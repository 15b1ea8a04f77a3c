import pino from 'pino';
import { buildApp } from './app.ts';
import { loadJwtSecret } from './auth/secret.ts';
import { readConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_PASSWORD, isEmpty, seedDemo } from './db/seed/demo-seed.ts';
import { listUsersByRole } from './repositories/users.ts';

/** A start that cannot go on says why in one line, not with a stack trace, and exits. */
function cannotStart(reason: string): never {
  console.error(`The server cannot start: ${reason}`);
  process.exit(1);
}
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

let config: ReturnType<typeof readConfig>;
let jwtSecret: Buffer;
// Settings first, so that a wrong one is told before the database is touched.
try {
  config = readConfig();
  jwtSecret = loadJwtSecret(config.jwtSecret, config.dataDir);
} catch (error) {
  cannotStart(reasonOf(error));
}
const logger = pino({ level: config.logLevel });

let database: Database;
try {
  database = config.databaseUrl
    ? await openDatabase({ engine: 'postgres', url: config.databaseUrl })
    : await openDatabase({ engine: 'pglite', dataDir: config.dataDir });
  // Reached only once connected: a server that does not answer is named as such.
  await database.db.selectNoFrom((eb) => eb.lit(1).as('up')).execute();
} catch (error) {
  cannotStart(config.databaseUrl ? `DATABASE_URL: ${reasonOf(error)}` : reasonOf(error));
}
try {
  const { applied, lookalikes } = await migrate(database.db);
  if (applied.length) logger.info({ migrations: applied }, 'database migrated');
  if (lookalikes) {
    logger.warn(
      { libraries: lookalikes },
      'libraries members cannot tell apart (one name in one city): rename one of each',
    );
  }
} catch (error) {
  // A migration that finds data it cannot take says what to do about it (its hint).
  const { hint } = error as { hint?: string };
  cannotStart(`a database migration failed: ${reasonOf(error)}${hint ? ` ${hint}` : ''}`);
}

if (config.seedDemo && (await isEmpty(database.db))) {
  const accounts = await seedDemo(database.db);
  logger.info({ accounts: accounts.length }, 'demo data seeded');
  console.log(`\nDemo accounts (password: ${DEMO_PASSWORD}):`);
  for (const account of accounts) {
    console.log(
      `  ${account.email.padEnd(22)} ${account.role.padEnd(17)} ${account.library ?? ''}`,
    );
  }
  console.log('');
}

// Registration never makes one: a deployment without the demo needs its first made by command.
if ((await listUsersByRole(database.db, 'SUPER_ADMIN')).length === 0) {
  logger.warn(
    'No platform administrator yet: libraries are added and administrators assigned by one. Create ' +
      'one with: npm run create-super-admin --workspace server -- --email <e-mail> (with this ' +
      'server stopped on PGlite).',
  );
}

if (config.databaseUrl && !config.jwtSecret) {
  logger.warn(
    'JWT_SECRET is not set: the signing secret is kept in DATA_DIR, so servers sharing this ' +
      'database will not accept each other’s tokens. Set JWT_SECRET when running more than one.',
  );
}

const app = await buildApp({
  database,
  jwtSecret,
  logger: { level: config.logLevel },
  corsOrigins: config.corsOrigins,
  staticDir: config.staticDir,
  trustProxy: config.trustProxy,
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await database.close();
  const code = (error as NodeJS.ErrnoException).code;
  cannotStart(
    code === 'EADDRINUSE'
      ? `port ${config.port} on ${config.host} is in use; stop what uses it, or set PORT.`
      : reasonOf(error),
  );
}
// Listening on every address, it is reached at this machine's own (loopback among them).
const everywhere = ['0.0.0.0', '::', ''].includes(config.host);
const host = everywhere
  ? '127.0.0.1'
  : config.host.includes(':')
    ? `[${config.host}]`
    : config.host;
console.log(
  `Library Lending API on http://${host}:${config.port}${everywhere ? ' and this machine’s other addresses' : ''}  (docs: /api/docs)`,
);
