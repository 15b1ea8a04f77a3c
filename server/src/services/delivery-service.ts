import type { Kysely } from 'kysely';
import type { DB, TaskType } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import * as books from '../repositories/books.ts';
import * as rentals from '../repositories/rentals.ts';
import * as tasks from '../repositories/delivery-tasks.ts';
import * as users from '../repositories/users.ts';
import type {
  CourierApproval,
  CourierApprovals,
  CourierWithdrawal,
  DeliveryPartner,
  DeliveryTask,
} from './api-types.ts';
import { latestToday } from './dates.ts';
import { findAccount, type AccountRef } from './accounts.ts';
import { aRole } from './words.ts';
import { toCourierApprovals, toDeliveryPartner, toTask } from './mappers.ts';
import type { Principal } from './principal.ts';

export class DeliveryService {
  readonly #db: Kysely<DB>;

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  /**
   * Creates a task for the library's least-loaded approved delivery partner. A library without one
   * keeps the task unassigned until its first partner is approved (`approve`).
   */
  async createTask(
    trx: Kysely<DB>,
    task: {
      rentalId: number;
      libraryId: number;
      type: TaskType;
      address: string;
      scheduledDate: string;
    },
  ): Promise<number> {
    await tasks.lockAssignment(trx, task.libraryId, 'shared');
    const partnerId = await tasks.leastLoadedPartner(trx, task.libraryId);
    return tasks.insertTask(trx, { ...task, partnerId });
  }

  /**
   * Approves a courier (by id, or by e-mail for the `approve-courier` command) to be given tasks,
   * and gives them their library's waiting ones, those still being made included (under the
   * library's assignment lock). Answers whether they were waiting and how many tasks they were
   * given. A courier of no library is refused: tasks are given to a library's couriers only.
   */
  async approve(who: AccountRef): Promise<CourierApproval & { libraryId: number }> {
    return this.#db.transaction().execute(async (trx) => {
      const { id, email, library_id: libraryId } = await findCourier(trx, who);
      if (libraryId === null) throw conflict(`${email} has no library to deliver for.`);
      await tasks.lockAssignment(trx, libraryId, 'exclusive');
      const approved = await users.approveCourier(trx, id);
      const tasksGiven = approved ? await tasks.assignWaitingTasks(trx, libraryId, id) : 0;
      return { id, approved, tasksGiven, libraryId };
    });
  }

  /**
   * Withdraws a courier's approval (by id, or by e-mail for the `revoke-staff` command): they are
   * given no task from then on, and each of their open tasks goes to the library's least-loaded
   * approved courier, or waits for the next one approved. A courier of no library is withdrawn
   * too, as the command is how staff who left lose their access: they are given no task, so
   * there is no assignment to lock, and an open task of theirs (only an edited database holds
   * one) waits for its own library's next approved courier.
   */
  async withdraw(who: AccountRef): Promise<CourierWithdrawal & { libraryId: number | null }> {
    return this.#db.transaction().execute(async (trx) => {
      const { id, library_id: libraryId } = await findCourier(trx, who);
      if (libraryId !== null) await tasks.lockAssignment(trx, libraryId, 'exclusive');
      const withdrawn = await users.withdrawCourierApproval(trx, id);
      let tasksReassigned = 0;
      let tasksWaiting = 0;
      // Their open tasks are locked first, in one statement: a completion under way finishes
      // before, or then finds the task moved (404).
      for (const task of withdrawn ? await tasks.lockOpenTasksOfPartner(trx, id) : []) {
        const partnerId =
          libraryId === null ? undefined : await tasks.leastLoadedPartner(trx, libraryId);
        if (partnerId === undefined) {
          tasksWaiting += 1;
        } else {
          await tasks.reassignTask(trx, task, partnerId);
          tasksReassigned += 1;
        }
      }
      return { id, withdrawn, tasksReassigned, tasksWaiting, libraryId };
    });
  }

  /** Who waits for approval, and what waits for a courier. */
  async waiting(): Promise<CourierApprovals> {
    return toCourierApprovals(
      await users.listWaitingCouriers(this.#db),
      await tasks.countWaitingTasks(this.#db),
    );
  }

  /** Every courier, with their approval and their open tasks. */
  async partners(): Promise<DeliveryPartner[]> {
    return (await users.listDeliveryPartners(this.#db)).map(toDeliveryPartner);
  }

  async myTasks(principal: Principal): Promise<DeliveryTask[]> {
    assertApproved(principal);
    return (await tasks.listTasksOfPartner(this.#db, principal.userId)).map(toTask);
  }

  /** Completes a task: a delivery makes its rental ACTIVE, a pickup RETURNED with the copy back. */
  async complete(principal: Principal, id: number): Promise<DeliveryTask> {
    assertApproved(principal);
    await this.#db.transaction().execute(async (trx) => {
      // A book is delivered or picked up on the day the member chose, or later: done before
      // that day has begun anywhere, the rental would start, or end, before its own dates.
      const task = await tasks.completeOpenTask(trx, principal.userId, id, latestToday());
      if (!task) {
        const found = await tasks.findTaskOfPartner(trx, principal.userId, id);
        if (!found) throw notFound(`You have no task ${id}.`);
        if (found.completed) {
          throw conflict(`Task ${id} is already completed.`, 'ALREADY_COMPLETED');
        }
        throw conflict(
          `Task ${id} is scheduled for ${found.scheduled_date}; it can be completed from that day.`,
          'NOT_YET_DUE',
        );
      }
      if (task.type === 'DELIVERY') {
        await rentals.markDelivered(trx, task.rental_id);
      } else if (await rentals.markReturned(trx, task.rental_id)) {
        const rental = await rentals.findRentalView(trx, task.rental_id);
        if (rental) await books.returnCopy(trx, rental.book_id);
      }
    });
    const view = await tasks.findTaskView(this.#db, id);
    if (!view) throw notFound(`You have no task ${id}.`);
    return toTask(view);
  }
}

/**
 * The delivery partner named by id or e-mail. The caller locks their library's task assignment
 * (until the transaction ends) before changing their approval, which changes who is given its
 * tasks.
 */
async function findCourier(trx: Kysely<DB>, who: AccountRef): Promise<users.UserRow> {
  const user = await findAccount(trx, who);
  if (user.role !== 'DELIVERY_PARTNER') {
    throw conflict(`${user.email} is ${aRole(user.role)}, not a delivery partner.`);
  }
  return user;
}

/** A courier not approved sees, and completes, no task (migrations 008 and 010). */
function assertApproved(principal: Principal): void {
  // Approved wins: a server of the previous version approving a withdrawn courier again (during
  // a deploy) leaves the withdrawal's mark.
  if (!principal.approved) {
    throw forbidden(
      principal.approvalWithdrawn
        ? 'Your courier account’s approval was withdrawn: you are given no tasks. Ask your library if you think this is a mistake.'
        : 'Your courier account is waiting for approval: tasks come to you once it is approved.',
    );
  }
}
