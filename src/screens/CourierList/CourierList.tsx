import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { useSession } from '../../auth/useSession';
import { formatMediumDate, useT } from '../../i18n';
import {
  courierApprovalMachine,
  decisionsFor,
  type CourierOutcome,
} from '../../machines/courierApproval.machine';
import { createResourceListMachine } from '../../machines/resourceList.machine';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import * as styles from '../shared/staffPage.css';
import { StaffPage } from '../shared/StaffPage';
import { StaffRows } from '../shared/StaffRows';
import { signedInScreen } from '../shared/signedInScreen';
import { staffErrorText } from '../shared/staffErrorText';
import { useActorEvent } from '../shared/useActorEvent';
import '../../i18n/en/couriers';

type Courier = components['schemas']['DeliveryPartner'];

/** The filter searches the status too: 'waiting' finds who waits for approval. */
const FILTER_FIELDS = ['name', 'email', 'libraryName', 'status'] as const;

/** Waiting for approval first: what the page is for. */
const STATUS_ORDER: Courier['status'][] = ['WAITING', 'APPROVED', 'WITHDRAWN'];

/** A courier by name and e-mail: two of one name are told apart. */
const who = (courier: Courier) => `${courier.name} (${courier.email})`;

const machines = {
  list: createResourceListMachine<Courier>().provide({
    actors: {
      fetchItems: fromPromise(() => unwrap(getApi().GET('/api/super-admin/delivery-partners'))),
    },
  }),
  approval: courierApprovalMachine.provide({
    actors: {
      decide: fromPromise(({ input: { id, decision } }) =>
        unwrap(
          getApi().POST(`/api/super-admin/couriers/{id}/${decision}`, {
            params: { path: { id } },
          }),
        ),
      ),
    },
  }),
};

/** What a decision did: the tasks it gave, or, where a withdrawal moved any, where they went. */
function outcomeText(t: ReturnType<typeof useT>, { decision, courier, result }: CourierOutcome) {
  const done = t(`couriers.${decision}Done`, { who: who(courier), ...result });
  return 'tasksWaiting' in result && result.tasksReassigned + result.tasksWaiting > 0
    ? `${done} ${t('couriers.tasksMoved', result)}`
    : done;
}

/**
 * The platform administrator's couriers: every delivery partner's account with its library, its
 * approval and its open tasks; Approve gives a courier their library's deliveries and pickups, with
 * members' names and addresses, Withdraw takes them back. Each asks first, and says what it did.
 */
function CourierListScreen() {
  const t = useT();
  const { userId } = useSession();
  const list = useActorRef(machines.list);
  const couriers = useSelector(list, (snapshot) => snapshot.context.items);
  const approval = useActorRef(machines.approval);
  const state = useSelector(approval, (snapshot) => snapshot);
  const { courier, decision, outcome, error } = state.context;
  const deciding = state.matches('deciding');

  useActorEvent(approval, 'changed', () => list.send({ type: 'RELOAD' }));

  const columns = useMemo<DataTableColumn<Courier>[]>(
    () => [
      { id: 'name', header: t('couriers.columnName'), sortable: true },
      { id: 'email', header: t('couriers.columnEmail') },
      // Sorted on the name, a courier of no library last.
      {
        id: 'libraryName',
        header: t('couriers.columnLibrary'),
        sortable: true,
        cell: (row) => row.libraryName ?? t('couriers.noLibrary'),
      },
      {
        id: 'status',
        header: t('couriers.columnStatus'),
        sortable: true,
        value: (row) => STATUS_ORDER.indexOf(row.status),
        cell: (row) => t(`couriers.${row.status}`),
      },
      { id: 'openTasks', header: t('couriers.columnOpenTasks'), align: 'center' },
      {
        id: 'registeredAt',
        header: t('couriers.columnRegistered'),
        sortable: true,
        cell: (row) => formatMediumDate(row.registeredAt),
      },
      {
        id: 'actions',
        header: t('couriers.columnActions'),
        value: () => null,
        cell: (row) => (
          <div className={styles.rowActions}>
            {decisionsFor(row).map((decision) => (
              <Button
                key={decision}
                variant="text"
                aria-label={t(`couriers.${decision}Courier`, { who: who(row) })}
                aria-haspopup="dialog"
                onClick={() => approval.send({ type: 'DECIDE', decision, courier: row })}
              >
                {t(`couriers.${decision}`)}
              </Button>
            ))}
          </div>
        ),
      },
    ],
    [t, approval],
  );

  // Where a withdrawn courier's open tasks go: to the library's other approved couriers, or
  // nowhere yet, which the confirmation says before it strands members' deliveries.
  const tasksLeft = (courier: Courier) =>
    courier.openTasks > 0
      ? ` ${t(
          couriers.some(
            (other) =>
              other.id !== courier.id &&
              other.libraryId === courier.libraryId &&
              other.status === 'APPROVED',
          )
            ? 'couriers.tasksMove'
            : 'couriers.tasksWait',
          { count: courier.openTasks, library: courier.libraryName ?? '' },
        )}`
      : '';

  return (
    <StaffPage region={false} heading={t('couriers.heading')}>
      {(outcome || error) && (
        <StatusMessage
          tone={error ? 'error' : 'success'}
          onDismiss={() => approval.send({ type: 'DISMISS' })}
        >
          {error
            ? `${t('couriers.decisionFailed')} ${staffErrorText(error)}`
            : outcomeText(t, outcome!)}
        </StatusMessage>
      )}
      <StaffRows
        actor={list}
        texts="couriers"
        columns={columns}
        stateKey={`couriers:${userId}`}
        filterFields={FILTER_FIELDS}
        filterLabel={t('couriers.filter')}
      />
      <ConfirmDialog
        open={state.matches('confirming') || deciding}
        title={t(`couriers.${decision}Question`)}
        message={
          courier &&
          t(`couriers.${decision}Means`, {
            who: who(courier),
            library: courier.libraryName ?? '',
          }) + (decision === 'withdraw' ? tasksLeft(courier) : '')
        }
        confirmLabel={t(`couriers.${decision}`)}
        tone={decision === 'withdraw' ? 'danger' : 'default'}
        busy={deciding}
        onConfirm={() => approval.send({ type: 'CONFIRM' })}
        onCancel={() => approval.send({ type: 'CANCEL' })}
      />
    </StaffPage>
  );
}

export const CourierList = signedInScreen(CourierListScreen, () => 'couriers.heading');
