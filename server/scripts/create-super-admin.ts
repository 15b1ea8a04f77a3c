import { parseArgs } from 'node:util';
import { hashPassword } from '../src/auth/password.ts';
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { insertUser } from '../src/repositories/users.ts';

// Creates a platform administrator: registration never offers SUPER_ADMIN, so the first one of a
// deployment without the demo comes from here.
//   npm run create-super-admin --workspace server -- --email a@b.org --name "A B" --password ...
// The password may come from SUPER_ADMIN_PASSWORD instead, to keep it out of the shell history.

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});
const email = values.email;
const password = values.password ?? process.env.SUPER_ADMIN_PASSWORD;
if (!email || !/^[^\s@]{1,64}@[^\s@]+$/.test(email) || !password || password.length < 8) {
  console.error(
    'Usage: create-super-admin --email <email> [--name <name>] --password <at least 8 characters>',
  );
  process.exit(2);
}

const config = readConfig(process.env, []);
const database = await (
  config.databaseUrl
    ? openDatabase({ engine: 'postgres', url: config.databaseUrl })
    : openDatabase({ engine: 'pglite', dataDir: config.dataDir })
).catch((error: Error) => {
  // Most often the server is running on the same PGlite directory; say so plainly.
  console.error(error.message);
  process.exit(1);
});
try {
  await migrate(database.db);
  const user = await insertUser(database.db, {
    name: values.name ?? 'Platform administrator',
    email,
    passwordHash: await hashPassword(password),
    role: 'SUPER_ADMIN',
    libraryId: null,
  });
  if (!user) {
    console.error(`${email} is already registered.`);
    process.exitCode = 1;
  } else {
    console.log(`Created SUPER_ADMIN ${email} (id ${user.id}).`);
  }
} finally {
  await database.close();
}
