import { parseArgs } from 'node:util';
import { runOnConfiguredDatabase } from './configured-database.ts';
import { conflict } from '../src/http/errors.ts';
import { findAccount } from '../src/services/accounts.ts';
import { aRole, withdrawnCouriersTasks } from '../src/services/words.ts';
import { DeliveryService } from '../src/services/delivery-service.ts';
import { LibraryService } from '../src/services/library-service.ts';

// Takes a member of staff's access away (someone who left, a lost phone): an administrator leaves
// their library, whose books they then no longer manage; a courier's approval (or their wait for
// it) is withdrawn, and their open tasks (members' names and addresses) go to the library's other
// couriers. Their session is refused or given nothing from the next request. Assigning the
// administrator again (Assign Admin) or approving the courier again (approve-courier) gives it
// back.
//   npm run revoke-staff --workspace server -- --email courier@library.org

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = values.email;
if (!email) {
  console.error('Usage: revoke-staff --email <the administrator’s or courier’s e-mail>');
  process.exit(2);
}

await runOnConfiguredDatabase(async (database) => {
  const { role } = await findAccount(database.db, { email });
  if (role === 'ADMIN') {
    await new LibraryService(database.db).unassignAdmin({ email });
    console.log(`${email} is the administrator of no library now.`);
  } else if (role === 'DELIVERY_PARTNER') {
    const { withdrawn, tasksReassigned, tasksWaiting } = await new DeliveryService(
      database.db,
    ).withdraw({ email });
    console.log(
      withdrawn
        ? `Withdrew the approval of ${email}; ${withdrawnCouriersTasks(tasksReassigned, tasksWaiting)}`
        : `The approval of ${email} was withdrawn already.`,
    );
  } else {
    throw conflict(
      `${email} is ${aRole(role)}: only administrators and couriers have staff access.`,
    );
  }
});
