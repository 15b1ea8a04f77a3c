import { useSelector } from '@xstate/react';
import { useT } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import { staffErrorText } from './staffErrorText';
import { StaffRows, type StaffRowsProps } from './StaffRows';
import '../../i18n/en/common';

/**
 * A staff list's table of rows with a confirmed Delete: the delete's failure over the table (409,
 * still in use, in the group's own words), the rows (`StaffRows`) and the confirmation dialog. The
 * rows' actions send `DELETE_REQUESTED` to `actor`.
 */
export function StaffTable<T extends { id: number }>({
  rowName,
  ...rows
}: StaffRowsProps<T> & {
  texts: 'bookList' | 'libraries';
  /** What names a row under the delete's question (a book's title). */
  rowName: (row: T) => string;
}) {
  const t = useT();
  const { actor, texts } = rows;
  const state = useSelector(actor, (snapshot) => snapshot);
  const { items, deleteError } = state.context;
  const deleting = state.matches({ loaded: 'deleting' });
  const pending = items.find((row) => row.id === state.context.pendingId);
  return (
    <>
      {deleteError && (
        <StatusMessage tone="error" onDismiss={() => actor.send({ type: 'DISMISS_ERROR' })}>
          {/* A refusal (409) says what keeps the row: the server's words name it and count it. */}
          {`${t(`${texts}.${deleteError.status === 409 ? 'deleteInUse' : 'deleteFailed'}`)} ${staffErrorText(deleteError)}`}
        </StatusMessage>
      )}
      <StaffRows {...rows} />
      <ConfirmDialog
        open={state.matches({ loaded: 'confirming' }) || deleting}
        title={t(`${texts}.confirmDelete`)}
        message={pending && rowName(pending)}
        confirmLabel={t('common.delete')}
        tone="danger"
        busy={deleting}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
      />
    </>
  );
}
