import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from './configured-database.ts';
import { hashPassword } from '../src/auth/password.ts';
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

const database = await openConfiguredDatabase({ create: true });
try {
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
