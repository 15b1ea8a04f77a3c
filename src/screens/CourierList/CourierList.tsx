import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { useSession } from '../../auth/useSession';
import { formatMediumDate, useT } from '../../i18n';
import { courierApprovalMachine, decisionsFor } from '../../machines/courierApproval.machine';
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

const FILTER_FIELDS = ['name', 'email', 'libraryName'] as const;

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

/**
 * The platform administrator's couriers: every delivery partner's account with its library, its
 * approval and its open tasks; Approve gives a courier their library's deliveries and pickups, with
 * members' names and addresses, Withdraw takes them back. Each asks first, and says what it did.
 */
function CourierListScreen() {
  const t = useT();
  const { userId } = useSession();
  const list = useActorRef(machines.list);
  const approval = useActorRef(machines.approval);
  const state = useSelector(approval, (snapshot) => snapshot);
  const { courier, decision, outcome, error } = state.context;
  const deciding = state.matches('deciding');

  useActorEvent(approval, 'changed', () => list.send({ type: 'RELOAD' }));

  const columns = useMemo<DataTableColumn<Courier>[]>(() => {
    const library = (row: Courier) => row.libraryName ?? t('couriers.noLibrary');
    return [
      { id: 'name', header: t('couriers.columnName'), sortable: true },
      { id: 'email', header: t('couriers.columnEmail') },
      { id: 'libraryName', header: t('couriers.columnLibrary'), sortable: true, value: library },
      {
        id: 'status',
        header: t('couriers.columnStatus'),
        sortable: true,
        value: (row) => t(`couriers.${row.status}`),
      },
      { id: 'openTasks', header: t('couriers.columnOpenTasks'), align: 'center' },
      {
        id: 'registeredAt',
        header: t('couriers.columnRegistered'),
        value: (row) => formatMediumDate(row.registeredAt),
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
                aria-label={t(`couriers.${decision}Courier`, { name: row.name })}
                aria-haspopup="dialog"
                onClick={() => approval.send({ type: 'DECIDE', decision, courier: row })}
              >
                {t(`couriers.${decision}`)}
              </Button>
            ))}
          </div>
        ),
      },
    ];
  }, [t, approval]);

  return (
    <StaffPage region={false} heading={t('couriers.heading')}>
      {(outcome || error) && (
        <StatusMessage
          tone={error ? 'error' : 'success'}
          onDismiss={() => approval.send({ type: 'DISMISS' })}
        >
          {error
            ? `${t('couriers.decisionFailed')} ${staffErrorText(error)}`
            : t(`couriers.${outcome!.decision}Done`, {
                name: outcome!.courier.name,
                ...outcome!.result,
              })}
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
            name: courier.name,
            library: courier.libraryName ?? '',
          })
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
