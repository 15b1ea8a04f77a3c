import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { useT } from '../../i18n';
import { createResourceListMachine } from '../../machines/resourceList.machine';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { AddIcon } from '../../ui/Icon/icons/Add';
import { DeleteIcon } from '../../ui/Icon/icons/Delete';
import { EditIcon } from '../../ui/Icon/icons/Edit';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import { ListStates } from '../shared/ListStates';
import { memberScreen } from '../shared/memberScreen';
import { memberFailureText } from '../shared/memberErrorText';
import * as screen from '../shared/memberScreen.css';
import { AddressDialog } from './AddressDialog';
import { useActorEvent } from '../shared/useActorEvent';
import '../../i18n/en/addresses';
import '../../i18n/en/common';

type Address = components['schemas']['Address'];

const addressList = createResourceListMachine<Address>();

/** The address dialog: kept after it closes, so it animates out; `key` makes each opening new. */
type Editing = { address: Address | null; open: boolean; key: number } | null;
const closed = (shown: Editing): Editing => shown && { ...shown, open: false };

/**
 * 'My Addresses': a card per saved address (street; 'city, state zipCode') with Edit and Delete
 * ('Are you sure you want to delete this address?'), and 'Add New Address'.
 */
export const Addresses = memberScreen(AddressList, 'addresses.heading');

function AddressList({ userId }: { userId: number }) {
  const t = useT();
  const list = useActorRef(
    addressList.provide({
      actors: {
        fetchItems: fromPromise(() =>
          unwrap(getApi().GET('/api/users/{userId}/addresses', { params: { path: { userId } } })),
        ),
        deleteItem: fromPromise(({ input }) =>
          unwrap(
            getApi().DELETE('/api/users/{userId}/addresses/{addressId}', {
              params: { path: { userId, addressId: input.id } },
            }),
          ),
        ),
      },
    }),
  );
  const state = useSelector(list, (s) => s);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<'saved' | 'deleted' | null>(null);

  useActorEvent(list, 'deleted', () => setNotice('deleted'));

  // Another step begins: the last one's message, a success or a refused delete, is done with.
  const openDialog = (address: Address | null) => {
    setNotice(null);
    list.send({ type: 'DISMISS_ERROR' });
    setEditing((shown) => ({ address, open: true, key: (shown?.key ?? 0) + 1 }));
  };

  const onSaved = useCallback(() => {
    setEditing(closed);
    setNotice('saved');
    list.send({ type: 'RELOAD' });
  }, [list]);

  const items = state.context.items;
  const loading = state.matches('loading');
  const confirming = state.matches({ loaded: 'confirming' });
  const deleting = state.matches({ loaded: 'deleting' });
  const { deleteError } = state.context;
  const pending = state.context.items.find((item) => item.id === state.context.pendingId);

  const body = (
    <ListStates
      state={state}
      loadFailed={t('addresses.loadFailed')}
      onRetry={() => list.send({ type: 'RETRY' })}
      empty={t('addresses.empty')}
    >
      <ul className={screen.list} aria-busy={loading || undefined}>
        {items.map((address) => (
          <li key={address.id}>
            <Card
              as="article"
              part="card"
              title={address.street}
              actions={
                <>
                  <Button
                    variant="secondary"
                    icon={<EditIcon size={18} />}
                    aria-label={t('addresses.editAddress', { street: address.street })}
                    aria-haspopup="dialog"
                    onClick={() => openDialog(address)}
                  >
                    {t('addresses.edit')}
                  </Button>
                  <Button
                    variant="danger"
                    icon={<DeleteIcon size={18} />}
                    aria-label={t('addresses.deleteAddress', { street: address.street })}
                    aria-haspopup="dialog"
                    onClick={() => {
                      setNotice(null);
                      list.send({ type: 'DELETE_REQUESTED', id: address.id });
                    }}
                  >
                    {t('addresses.delete')}
                  </Button>
                </>
              }
            >
              <p className={screen.definition}>
                {t('addresses.cityLine', {
                  city: address.city,
                  state: address.state,
                  zipCode: address.zipCode,
                })}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </ListStates>
  );

  return (
    <section className={screen.screen} part="screen" aria-labelledby="addresses-heading">
      <div className={screen.header}>
        <h2 id="addresses-heading" className={screen.heading}>
          {t('addresses.heading')}
        </h2>
        <Button
          icon={<AddIcon size={18} />}
          aria-haspopup="dialog"
          onClick={() => openDialog(null)}
          part="add"
        >
          {t('addresses.addNew')}
        </Button>
      </div>
      {notice && (
        <StatusMessage tone="success" onDismiss={() => setNotice(null)}>
          {notice === 'saved' ? t('addresses.saved') : t('addresses.deleted')}
        </StatusMessage>
      )}
      {deleteError && (
        <StatusMessage tone="error" onDismiss={() => list.send({ type: 'DISMISS_ERROR' })}>
          {memberFailureText(t('addresses.deleteFailed'), deleteError)}
        </StatusMessage>
      )}
      {body}
      {editing && (
        <AddressDialog
          key={editing.key}
          open={editing.open}
          userId={userId}
          address={editing.address}
          onSaved={onSaved}
          onCancel={() => setEditing(closed)}
        />
      )}
      <ConfirmDialog
        open={confirming || deleting}
        title={t('addresses.confirmDelete')}
        message={pending && `${pending.street}, ${pending.city}`}
        confirmLabel={t('addresses.delete')}
        tone="danger"
        busy={deleting}
        onConfirm={() => list.send({ type: 'CONFIRM' })}
        onCancel={() => list.send({ type: 'CANCEL' })}
      />
    </section>
  );
}
