import { parseArgs } from 'node:util';
import { runOnConfiguredDatabase } from './configured-database.ts';
import { DeliveryService } from '../src/services/delivery-service.ts';
import { counted } from '../src/services/words.ts';

// Approves a delivery partner who registered, so that their library's tasks (and with them its
// members' names and addresses) are given to them; until then they are given none. `--list` says
// who waits for approval and which libraries' tasks wait for a courier.
//   npm run approve-courier --workspace server -- --email courier@library.org
//   npm run approve-courier --workspace server -- --list

const { values } = parseArgs({
  options: { email: { type: 'string' }, list: { type: 'boolean' } },
});
const email = values.email;
if (!email && !values.list) {
  console.error('Usage: approve-courier --email <the courier’s e-mail> | --list');
  process.exit(2);
}

await runOnConfiguredDatabase(async (database) => {
  const delivery = new DeliveryService(database.db);
  if (email) {
    const { approved, tasksGiven, libraryId } = await delivery.approve({ email });
    console.log(
      approved
        ? `Approved ${email}, a courier of library ${libraryId}; ${
            tasksGiven === 0
              ? 'no task was waiting for them.'
              : `${counted(tasksGiven, 'waiting task')} given to them.`
          }`
        : `${email} was approved already.`,
    );
  } else {
    const { couriers, waitingTasks } = await delivery.waiting();
    console.log(
      couriers.length === 0 ? 'No courier waits for approval.' : 'Couriers waiting for approval:',
    );
    for (const courier of couriers) {
      const since = courier.registeredAt.slice(0, 10);
      const library =
        courier.libraryId === null
          ? 'no library: withdraw them (revoke-staff)'
          : `${courier.libraryName} (${courier.libraryId})`;
      console.log(`  ${courier.email}  ${courier.name}  ${library}  since ${since}`);
    }
    console.log(
      waitingTasks.length === 0 ? 'No task waits for a courier.' : 'Tasks waiting for a courier:',
    );
    for (const library of waitingTasks) {
      console.log(`  ${library.libraryName} (${library.libraryId}): ${library.count}`);
    }
  }
});
