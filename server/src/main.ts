import pino from 'pino';
import { buildApp } from './app.ts';
import { loadJwtSecret } from './auth/secret.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_PASSWORD, isEmpty, seedDemo } from './db/seed/demo-seed.ts';

const config = readConfig();
const logger = pino({ level: config.logLevel });

const database = config.databaseUrl
  ? await openDatabase({ engine: 'postgres', url: config.databaseUrl })
  : await openDatabase({ engine: 'pglite', dataDir: config.dataDir }).catch((error: Error) => {
      logger.fatal(error.message);
      process.exit(1);
    });

const applied = await migrate(database.db);
if (applied.length) logger.info({ migrations: applied }, 'database migrated');

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

if (config.databaseUrl && !config.jwtSecret) {
  logger.warn(
    'JWT_SECRET is not set: the signing secret is kept in DATA_DIR, so servers sharing this ' +
      'database will not accept each other’s tokens. Set JWT_SECRET when running more than one.',
  );
}

const app = await buildApp({
  database,
  jwtSecret: loadJwtSecret(config.jwtSecret, config.dataDir),
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

await app.listen({ port: config.port, host: config.host });
console.log(`Library Lending API on http://${config.host}:${config.port}  (docs: /api/docs)`);
