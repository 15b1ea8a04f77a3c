import { useEffect, useId, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { visuallyHidden } from '../common.css';
import { ArrowDownwardIcon } from '../Icon/icons/ArrowDownward';
import { ArrowUpwardIcon } from '../Icon/icons/ArrowUpward';
import { UnfoldMoreIcon } from '../Icon/icons/UnfoldMore';
import { Paginator, SPEC_PAGE_SIZES } from '../Paginator/Paginator';
import { TextField } from '../TextField/TextField';
import * as styles from './DataTable.css';
import {
  buildSearchIndex,
  filterRows,
  initialTableState,
  nextSort,
  pageOf,
  sortWithIndex,
  tableReducer,
  type Sort,
  type SortDirection,
  type TableState,
} from './tableModel';
import '../../i18n/en/table';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** The value sorted on and shown by default; `row[id]` when omitted. */
  value?: (row: T) => unknown;
  /** What the cell shows (an image, icons, action buttons); the value's text when omitted. */
  cell?: (row: T) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'center';
  /** The header is read by screen readers but not shown (an actions column). */
  hideHeader?: boolean;
}

/**
 * The texts a table may have of its own; the others, and these by default, come from the catalog
 * (`table.*` in `src/i18n`), so a host's `setMessages` changes every table at once.
 */
export interface DataTableTexts {
  /** The filter box's label. */
  filterLabel: string;
  /** Shown when there are no rows at all. */
  empty: string;
}

export interface DataTableProps<T extends object> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The table's name (its `<caption>`), read by screen readers: the screen shows its heading. */
  caption: string;
  /**
   * The filter box: on by default, searching every field value of a row; `{ fields }` narrows it
   * (the library list: `['name', 'city']`); `false` removes it. Fields holding large blobs (a
   * base64 cover) should be left out, or a query could match inside them.
   */
  filter?: boolean | { fields: readonly (keyof T & string)[] };
  /** Page sizes offered; the spec's 5 / 10 / 20 by default. `[]` hides the select. */
  pageSizeOptions?: readonly number[];
  /** Initial page size: default the first option, or 50 without options. */
  pageSize?: number;
  /** Show every row, without a paginator. */
  paginate?: boolean;
  initialSort?: Sort;
  texts?: Partial<DataTableTexts>;
  /**
   * Keeps the filter, sort, page and page size under this key while the page lives: a list left
   * for an edit screen is as it was when the visitor comes back. Name the signed-in user in it:
   * the next person to sign in on a shared computer starts afresh.
   */
  stateKey?: string;
}

/** The tables' states by `stateKey`, for this page's lifetime. */
const keptStates = new Map<string, TableState>();

/** Forgets every kept table state: a story or a test starts afresh. */
export const forgetTableStates = () => keptStates.clear();

const ariaSort = (direction: SortDirection | undefined) =>
  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;

const cellText = (value: unknown) => (value == null ? '' : String(value));

/**
 * A semantic `<table>` with the spec's behaviour (see `tableModel.ts`): headers of sortable columns
 * are buttons cycling ascending → descending → none (`aria-sort` on the header cell), a filter box,
 * and a paginator. Column headers are `<th scope="col">`.
 */
export function DataTable<T extends object>({
  rows,
  columns,
  rowKey,
  caption,
  filter = true,
  pageSizeOptions = SPEC_PAGE_SIZES,
  pageSize,
  paginate = true,
  initialSort = null,
  texts: textOverrides,
  stateKey,
}: DataTableProps<T>) {
  const t = useT();
  const { filterLabel = t('table.filter'), empty = t('table.empty') } = textOverrides ?? {};
  const captionId = useId();
  const [state, dispatch] = useReducer(
    tableReducer,
    { pageSize, pageSizeOptions, sort: initialSort },
    (options) => (stateKey && keptStates.get(stateKey)) || initialTableState(options),
  );
  useEffect(() => {
    if (stateKey) keptStates.set(stateKey, state);
  }, [stateKey, state]);
  const [announcement, setAnnouncement] = useState('');

  const fields = typeof filter === 'object' ? filter.fields : undefined;
  const fieldsKey = fields?.join('\u0000');
  // The search texts are built once per data set; each keystroke then only scans strings.
  const index = useMemo(
    () => buildSearchIndex(rows, fieldsKey === undefined ? undefined : fieldsKey.split('\u0000')),
    [rows, fieldsKey],
  );
  const getValue = useMemo(() => {
    const byId = new Map(columns.map((c) => [c.id, c]));
    return (row: T, columnId: string): unknown => {
      const column = byId.get(columnId);
      return column?.value ? column.value(row) : (row as Record<string, unknown>)[columnId];
    };
  }, [columns]);
  // Sorted once per click, filtered per keystroke (keeping the order), paged per render.
  const sorted = useMemo(
    () => sortWithIndex(rows, index, state.sort, getValue),
    [rows, index, state.sort, getValue],
  );
  const filtered = useMemo(
    () => filterRows(sorted.rows, state.query, { index: sorted.index }),
    [sorted, state.query],
  );
  const view = paginate
    ? pageOf(filtered, state.pageIndex, state.pageSize)
    : pageOf(filtered, 0, Math.max(filtered.length, 1));

  const onSort = (column: DataTableColumn<T>) => {
    const next = nextSort(state.sort, column.id);
    setAnnouncement(
      next
        ? `${column.header}: ${t(next.direction === 'asc' ? 'table.sortAscending' : 'table.sortDescending')}`
        : t('table.sortRemoved'),
    );
    dispatch({ type: 'sort', columnId: column.id });
  };

  const query = state.query.trim();
  const emptyText =
    rows.length === 0 || query === ''
      ? empty
      : t('table.noMatch', { filter: '{query}' }).replace('{query}', query);

  return (
    <div className={styles.root}>
      {filter !== false && (
        <TextField
          className={styles.filter}
          type="search"
          label={filterLabel}
          value={state.query}
          onChange={(value) => dispatch({ type: 'filter', query: value })}
        />
      )}
      <div className={styles.surface}>
        <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId} className={visuallyHidden}>
              {caption}
            </caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  const direction =
                    state.sort?.columnId === column.id ? state.sort.direction : undefined;
                  const Arrow =
                    direction === 'asc'
                      ? ArrowUpwardIcon
                      : direction === 'desc'
                        ? ArrowDownwardIcon
                        : UnfoldMoreIcon;
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      aria-sort={column.sortable ? ariaSort(direction) : undefined}
                      className={`${styles.headerCell} ${styles.align[column.align ?? 'start']}`}
                    >
                      {column.hideHeader ? (
                        <span className={visuallyHidden}>{column.header}</span>
                      ) : column.sortable ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => onSort(column)}
                        >
                          {column.header}
                          <Arrow
                            size={16}
                            className={direction ? styles.sortIconActive : styles.sortIcon}
                          />
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {view.pageRows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className={styles.emptyCell}>
                    <div className={styles.emptyText}>{emptyText}</div>
                  </td>
                </tr>
              ) : (
                view.pageRows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        className={`${styles.cell} ${styles.align[column.align ?? 'start']}`}
                      >
                        {column.cell ? (
                          column.cell(row)
                        ) : (
                          <span className={styles.text}>{cellText(getValue(row, column.id))}</span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        {paginate && (
          <div className={styles.footer}>
            <Paginator
              pageIndex={view.pageIndex}
              pageSize={state.pageSize}
              total={view.total}
              pageSizeOptions={pageSizeOptions}
              onPageChange={(pageIndex) => dispatch({ type: 'page', pageIndex })}
              onPageSizeChange={(size) =>
                dispatch({ type: 'pageSize', pageSize: size, fromPageIndex: view.pageIndex })
              }
            />
          </div>
        )}
      </div>
      <div className={visuallyHidden} aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
