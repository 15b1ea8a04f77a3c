import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { useT } from '../../i18n';
import type { createResourceListMachine } from '../../machines/resourceList.machine';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { ListStates } from './ListStates';
import { staffErrorText } from './staffErrorText';
import { useReloadWhenStale } from './useReloadWhenStale';

/** The catalog groups of the staff lists: each has the texts `StaffRows` shows. */
export type StaffListTexts = 'bookList' | 'libraries' | 'couriers';

export interface StaffRowsProps<T extends { id: number }> {
  actor: Actor<ReturnType<typeof createResourceListMachine<T>>>;
  texts: StaffListTexts;
  columns: DataTableColumn<T>[];
  /** Where the table keeps its sort, filter and page for this user. */
  stateKey: string;
  filterFields: readonly (keyof T & string)[];
  filterLabel?: string;
}

/**
 * A staff list's rows: the list's states (`ListStates`) around the table (`heading` as its caption,
 * filter, 5 / 10 / 20 rows a page), asked again when the page is back in view.
 */
export function StaffRows<T extends { id: number }>({
  actor,
  texts,
  columns,
  stateKey,
  filterFields,
  filterLabel,
}: StaffRowsProps<T>) {
  const t = useT();
  // Back on the page, the list is as it is now: another administrator's edits, or, for one who
  // waited, the library assigned to them meanwhile (their session then ends, to begin again).
  useReloadWhenStale(actor);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { items, error } = state.context;
  return (
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
      {/* While reloading after a change the previous rows stay on screen. */}
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
  );
}
