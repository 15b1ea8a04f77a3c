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
  /** The library's name, said under the title. */
  libraryName: string;
}

/** 'Assign Admin': choose an administrator (by name, else e-mail); Assign waits for a choice. */
export function AssignAdminDialog({ actor, libraryName }: AssignAdminDialogProps) {
  const t = useT();
  const state = useSelector(actor, (snapshot) => snapshot);
  const { admins, userId, error } = state.context;
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
          options={admins.map((admin) => ({ value: String(admin.id), label: adminLabel(admin) }))}
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
      description={t('libraries.assignAdminTo', { name: libraryName })}
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
