import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { useSession } from '../../auth/useSession';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { useElementEvents } from '../../elements/context';
import { useT } from '../../i18n';
import { assignAdminMachine } from '../../machines/assignAdmin.machine';
import { createResourceListMachine } from '../../machines/resourceList.machine';
import { Button } from '../../ui/Button/Button';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { AddIcon } from '../../ui/Icon/icons/Add';
import { DeleteIcon } from '../../ui/Icon/icons/Delete';
import { EditIcon } from '../../ui/Icon/icons/Edit';
import { PersonAddIcon } from '../../ui/Icon/icons/PersonAdd';
import { IconButton } from '../../ui/IconButton/IconButton';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import * as styles from '../shared/staffPage.css';
import { StaffPage } from '../shared/StaffPage';
import { StaffTable } from '../shared/StaffTable';
import { takeOver } from '../shared/handOver';
import { signedInScreen } from '../shared/signedInScreen';
import { AssignAdminDialog } from './AssignAdminDialog';
import { useActorEvent } from '../shared/useActorEvent';
import '../../i18n/en/assignAdmin';
import '../../i18n/en/libraries';

type Library = components['schemas']['Library'];

const libraryListMachine = createResourceListMachine<Library>();

const FILTER_FIELDS = ['name', 'city'] as const;

/** A library as staff read it: with its city, as two of one name may be in two cities. */
const fullName = (library: Library) => `${library.name}, ${library.city}`;

const machines = {
  list: libraryListMachine.provide({
    actors: {
      fetchItems: fromPromise(() => unwrap(getApi().GET('/api/superadmin/libraries'))),
      deleteItem: fromPromise(({ input }) =>
        unwrap(
          getApi().DELETE('/api/superadmin/libraries/{id}', { params: { path: { id: input.id } } }),
        ),
      ),
    },
  }),
  assign: assignAdminMachine.provide({
    actors: {
      listAdmins: fromPromise(() => unwrap(getApi().GET('/api/admins'))),
      assignAdmin: fromPromise(({ input }) =>
        unwrap(getApi().POST('/api/super-admin/libraries/assign-admin', { body: input })),
      ),
    },
  }),
};

/**
 * The platform administrator's libraries: a table (name and city sortable and filtered, 5 / 10 / 20
 * rows a page) with Edit, a confirmed Delete and Assign Admin per row, and 'Add Library'.
 */
function LibraryListScreen() {
  const t = useT();
  const { navigate } = useElementEvents();
  const { userId } = useSession();
  const actor = useActorRef(machines.list);
  const items = useSelector(actor, (snapshot) => snapshot.context.items);
  const assign = useActorRef(machines.assign);
  const assigned = useSelector(assign, (snapshot) => snapshot.matches('done'));
  // What the list says: the library its form just saved, or the one deleted here.
  const [notice, setNotice] = useState(() => {
    const name = takeOver('librarySaved');
    return name === undefined ? null : t('libraries.saved', { name });
  });
  const [assignedTo, setAssignedTo] = useState<number | null>(null);

  useActorEvent(actor, 'deleted', () => setNotice(t('libraries.deleted')));
  useActorEvent(assign, 'adminAssigned', ({ libraryId }) => setAssignedTo(libraryId));

  const columns = useMemo<DataTableColumn<Library>[]>(
    () => [
      { id: 'name', header: t('libraries.columnName'), sortable: true },
      { id: 'city', header: t('libraries.columnCity'), sortable: true },
      { id: 'contactEmail', header: t('libraries.columnContactEmail') },
      { id: 'contactPhone', header: t('libraries.columnContactPhone') },
      { id: 'address', header: t('libraries.columnAddress') },
      {
        id: 'actions',
        header: t('libraries.columnActions'),
        value: () => null,
        cell: (library) => (
          <div className={styles.rowActions}>
            <IconButton
              label={t('libraries.editLibrary', { name: fullName(library) })}
              tone="primary"
              onClick={() => navigate(`/super-admin/libraries/edit/${library.id}`)}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              label={t('libraries.deleteLibrary', { name: fullName(library) })}
              tone="danger"
              onClick={() => {
                setNotice(null);
                assign.send({ type: 'CLOSE' });
                actor.send({ type: 'DELETE_REQUESTED', id: library.id });
              }}
            >
              <DeleteIcon />
            </IconButton>
            <IconButton
              label={t('libraries.assignAdminTo', { name: fullName(library) })}
              aria-haspopup="dialog"
              onClick={() => {
                setAssignedTo(null);
                assign.send({ type: 'OPEN', libraryId: library.id });
              }}
            >
              <PersonAddIcon />
            </IconButton>
          </div>
        ),
      },
    ],
    [t, navigate, actor, assign],
  );

  // Empty for a library no longer listed.
  const nameOf = (id: number | null) =>
    items
      .filter((each) => each.id === id)
      .map(fullName)
      .join();

  return (
    <StaffPage
      region={false}
      heading={t('libraries.heading')}
      action={
        <Button icon={<AddIcon size={18} />} onClick={() => navigate('/super-admin/libraries/add')}>
          {t('libraries.addLibrary')}
        </Button>
      }
    >
      {notice && (
        <StatusMessage tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </StatusMessage>
      )}
      {assigned && assignedTo !== null && (
        <StatusMessage tone="success" onDismiss={() => assign.send({ type: 'CLOSE' })}>
          {t('assignAdmin.assigned')}
        </StatusMessage>
      )}
      <StaffTable
        actor={actor}
        texts="libraries"
        columns={columns}
        stateKey={`libraries:${userId}`}
        filterFields={FILTER_FIELDS}
        filterLabel={t('libraries.filter')}
        rowName={fullName}
      />
      <AssignAdminDialog actor={assign} libraryName={nameOf} />
    </StaffPage>
  );
}

export const LibraryList = signedInScreen(LibraryListScreen, () => 'libraries.heading');
