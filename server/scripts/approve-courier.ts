import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from './configured-database.ts';
import { HttpError } from '../src/http/errors.ts';
import { DeliveryService } from '../src/services/delivery-service.ts';

// Approves a delivery partner who registered, so that their library's tasks (and with them its
// members' names and addresses) are given to them; until then they are given none.
//   npm run approve-courier --workspace server -- --email courier@library.org

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = values.email;
if (!email) {
  console.error('Usage: approve-courier --email <the courier’s e-mail>');
  process.exit(2);
}

const database = await openConfiguredDatabase();
try {
  const { approved, adopted, libraryId } = await new DeliveryService(database.db).approve(email);
  console.log(
    approved
      ? `Approved ${email}, a courier of library ${libraryId}; ${adopted} waiting task(s) given to them.`
      : `${email} was approved already.`,
  );
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
