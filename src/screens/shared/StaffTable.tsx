import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { useT } from '../../i18n';
import type { createResourceListMachine } from '../../machines/resourceList.machine';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import { ListStates } from './ListStates';
import { staffErrorText } from './staffErrorText';
import { useReloadWhenStale } from './useReloadWhenStale';
import '../../i18n/en/common';

/** The catalog groups of the staff lists: each has the texts `StaffTable` shows. */
type ListTexts = 'bookList' | 'libraries';

/**
 * A staff list's table of rows with a confirmed Delete: the delete's failure over the table (409,
 * still in use, in the group's own words), the list's states (`ListStates`), the table (`heading`
 * as its caption, filter, 5 / 10 / 20 rows a page) and the confirmation dialog. The rows' actions
 * send `DELETE_REQUESTED` to `actor`.
 */
export function StaffTable<T extends { id: number }>({
  actor,
  texts,
  columns,
  stateKey,
  filterFields,
  filterLabel,
  rowName,
}: {
  actor: Actor<ReturnType<typeof createResourceListMachine<T>>>;
  texts: ListTexts;
  columns: DataTableColumn<T>[];
  /** Where the table keeps its sort, filter and page for this user. */
  stateKey: string;
  filterFields: readonly (keyof T & string)[];
  filterLabel?: string;
  /** What names a row under the delete's question (a book's title). */
  rowName: (row: T) => string;
}) {
  const t = useT();
  // Back on the page, the list is as it is now: another administrator's edits, or, for one who
  // waited, the library assigned to them meanwhile (their session then ends, to begin again).
  useReloadWhenStale(actor);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { items, error, deleteError } = state.context;
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
      <ListStates
        state={state}
        // A refusal's words ListStates adds itself.
        loadFailed={
          error &&
          `${t(`${texts}.loadFailed`)}${error.status === 403 ? '' : ` ${staffErrorText(error)}`}`
        }
        onRetry={() => actor.send({ type: 'RETRY' })}
        empty={t(`${texts}.empty`)}
        loadingLabel={t(`${texts}.loading`)}
      >
        {/* While reloading after a delete the previous rows stay on screen. */}
        <div aria-busy={state.matches('loading') || undefined}>
          <DataTable
            rows={items}
            columns={columns}
            rowKey={(row) => row.id}
            stateKey={stateKey}
            caption={t(`${texts}.heading`)}
            filter={{ fields: filterFields }}
            texts={{
              empty: t(`${texts}.empty`),
              // Without its own label the table keeps the catalog's 'Filter'.
              ...(filterLabel ? { filterLabel } : {}),
            }}
          />
        </div>
      </ListStates>
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
