import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../i18n';
import { adminLabel, type assignAdminMachine } from '../../machines/assignAdmin.machine';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { Select } from '../../ui/Select/Select';
import { LoadingState } from '../../ui/Spinner/Spinner';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import { staffErrorText } from '../shared/staffErrorText';
import '../../i18n/en/assignAdmin';
import '../../i18n/en/common';
import '../../i18n/en/libraries';

// The dialog opens on a spinner, so focus starts on Cancel: the list takes it once it arrives.
const focusOnArrival = (select: HTMLSelectElement | null) => select?.focus();

export interface AssignAdminDialogProps {
  actor: ActorRefFrom<typeof assignAdminMachine>;
  /** A library's name by its id: the one assigned to, said under the title, and each admin's. */
  libraryName: (id: number | null) => string;
}

/**
 * 'Assign Admin': choose an administrator (by name, else e-mail, with the library they administer
 * now); Assign waits for a choice. Choosing one of another library says that assigning moves them.
 */
export function AssignAdminDialog({ actor, libraryName }: AssignAdminDialogProps) {
  const t = useT();
  const state = useSelector(actor, (snapshot) => snapshot);
  const { admins, userId, error, libraryId } = state.context;
  const chosen = admins.find((admin) => admin.id === userId);
  const theirs = chosen?.libraryId ?? null;
  const open = state.matches('open');
  const assigning = state.matches({ open: 'assigning' });
  const cancel = () => actor.send({ type: 'CANCEL' });

  let body;
  if (state.matches({ open: 'loadingAdmins' })) {
    body = <LoadingState label={t('assignAdmin.loading')} />;
  } else if (state.matches({ open: 'loadFailed' }) && error) {
    body = (
      <ErrorState onRetry={() => actor.send({ type: 'RETRY' })}>
        {t('assignAdmin.usersFailed')} {staffErrorText(error)}
      </ErrorState>
    );
  } else if (admins.length === 0) {
    body = <p>{t('assignAdmin.noAdmins')}</p>;
  } else {
    body = (
      <>
        <Select
          ref={focusOnArrival}
          label={t('assignAdmin.selectUser')}
          name="userId"
          required
          placeholder={t('assignAdmin.selectUser')}
          options={admins.map((admin) => ({
            value: String(admin.id),
            label: admin.libraryId
              ? `${adminLabel(admin)} (${libraryName(admin.libraryId)})`
              : adminLabel(admin),
          }))}
          hint={
            chosen && theirs !== null && theirs !== libraryId
              ? t('assignAdmin.moves', { admin: adminLabel(chosen), library: libraryName(theirs) })
              : undefined
          }
          value={userId === null ? '' : String(userId)}
          onChange={(value) => {
            if (value !== '') actor.send({ type: 'USER_SELECTED', userId: Number(value) });
          }}
        />
        {state.matches({ open: 'failed' }) && error && (
          <StatusMessage tone="error">
            {t('assignAdmin.failed')} {staffErrorText(error)}
          </StatusMessage>
        )}
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={t('assignAdmin.title')}
      description={t('libraries.assignAdminTo', { name: libraryName(libraryId) })}
      closeOnBackdrop={!assigning}
      onSubmit={() => actor.send({ type: 'ASSIGN' })}
      actions={
        <>
          <Button variant="text" onClick={cancel} disabled={assigning}>
            {t('assignAdmin.cancel')}
          </Button>
          <Button
            type="submit"
            loading={assigning}
            disabled={!assigning && !state.can({ type: 'ASSIGN' })}
          >
            {t('assignAdmin.assign')}
          </Button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
