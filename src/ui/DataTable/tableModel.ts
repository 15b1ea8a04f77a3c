/**
 * The table behaviour of the spec as pure functions: sorting that cycles ascending → descending →
 * none, a case-insensitive substring filter over all field values (or named fields), and
 * paging that keeps the first visible row on screen when the page size changes. No DOM, no React:
 * `DataTable` renders what `viewTable` returns.
 */

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}
export type Sort = SortState | null;

/** Page size when none is given and there are no page-size options (the spec's default). */
export const DEFAULT_PAGE_SIZE = 50;

/** Clicking a header: a new column sorts ascending, then descending, then not at all. */
export function nextSort(current: Sort, columnId: string): Sort {
  if (!current || current.columnId !== columnId) return { columnId, direction: 'asc' };
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}

// ---------------------------------------------------------------------------------------------
// Filtering

const FIELD_SEPARATOR = '\u0000';

function fieldText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  // Rows come from the API's JSON: no bigint.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return null;
}

/**
 * The lower-cased text a row is searched in: its field values (all own fields, or `fields`) joined
 * by a separator no query can contain, so a match never spans two fields. Objects, arrays and empty
 * values are skipped, so a query never matches "null" or "[object Object]".
 */
export function rowSearchText(row: object, fields?: readonly string[]): string {
  const record = row as Record<string, unknown>;
  const keys = fields ?? Object.keys(record);
  const parts: string[] = [];
  for (const key of keys) {
    const text = fieldText(record[key]);
    if (text !== null) parts.push(text);
  }
  return parts.join(FIELD_SEPARATOR).toLowerCase();
}

/** Search texts of all rows, built once per data set so each keystroke only scans strings. */
export function buildSearchIndex(rows: readonly object[], fields?: readonly string[]): string[] {
  return rows.map((row) => rowSearchText(row, fields));
}

/** The filter as typed, trimmed and lower-cased; empty means "no filter". */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

export interface FilterOptions {
  /** Only these fields are searched (the library list: `['name', 'city']`); default all. */
  fields?: readonly string[];
  /** A prebuilt `buildSearchIndex(rows, fields)`; must be parallel to `rows`. */
  index?: readonly string[];
}

/** Rows whose field values contain `query`, ignoring case and surrounding spaces. */
export function filterRows<T extends object>(
  rows: readonly T[],
  query: string,
  options: FilterOptions = {},
): T[] {
  const needle = normalizeQuery(query);
  if (needle === '') return rows.slice();
  const index = options.index ?? buildSearchIndex(rows, options.fields);
  const result: T[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (index[i]!.includes(needle)) result.push(rows[i]!);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Sorting

type SortKey = number | string | null;

const NON_ASCII = /[^ -~]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * A text's collation key, computed once per row so that the sort compares plain strings (an
 * `Intl.Collator` inside the comparator is too slow for 10,000 rows in a frame): lower-cased,
 * with accents stripped (only non-ASCII text pays for the normalisation).
 */
function textKey(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(COMBINING_MARKS, '') : lower;
}

function sortKey(value: unknown): SortKey {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  const text = String(value).trim();
  return text === '' ? null : textKey(text);
}

const ascending = (a: number | string, b: number | string): number => (a < b ? -1 : a > b ? 1 : 0);
const descending = (a: number | string, b: number | string): number => (a < b ? 1 : a > b ? -1 : 0);

/**
 * The order `sortRows` gives, as indexes into `rows`. Text compares ignoring case and accents,
 * numbers numerically, booleans as 0/1; a column mixing numbers and text puts the numbers first.
 * Empty values always come last. Equal values keep their original order. `null` sort: as given.
 */
export function sortOrder<T>(
  rows: readonly T[],
  sort: Sort,
  getValue: (row: T, columnId: string) => unknown,
): number[] {
  if (!sort) return rows.map((_, i) => i);
  const { columnId, direction } = sort;
  // Empty values are set aside, and numbers and text sorted apart, so the comparator stays a
  // single monomorphic `<` on one key type: 10,000 rows must sort within a frame.
  const numbers: number[] = [];
  const texts: number[] = [];
  const empties: number[] = [];
  const keys: (number | string)[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const key = sortKey(getValue(rows[i]!, columnId));
    if (key === null) {
      empties.push(i);
      continue;
    }
    keys[i] = key;
    (typeof key === 'number' ? numbers : texts).push(i);
  }
  const compare = direction === 'asc' ? ascending : descending;
  const byKey = (i: number, j: number): number => compare(keys[i]!, keys[j]!);
  numbers.sort(byKey);
  texts.sort(byKey);
  return direction === 'asc'
    ? [...numbers, ...texts, ...empties]
    : [...texts, ...numbers, ...empties];
}

/** Rows ordered by the value `getValue` reads for the sorted column (see `sortOrder`). */
export function sortRows<T>(
  rows: readonly T[],
  sort: Sort,
  getValue: (row: T, columnId: string) => unknown,
): T[] {
  return sortOrder(rows, sort, getValue).map((i) => rows[i]!);
}

export interface SortedRows<T> {
  rows: T[];
  /** The search texts of `rows`, in the same order. */
  index: string[];
}

/**
 * All rows sorted, with their search texts carried along. A table sorts once per click and then
 * only filters this on each keystroke (the filter keeps the order), so typing never re-sorts.
 */
export function sortWithIndex<T>(
  rows: readonly T[],
  index: readonly string[],
  sort: Sort,
  getValue: (row: T, columnId: string) => unknown,
): SortedRows<T> {
  const order = sortOrder(rows, sort, getValue);
  return { rows: order.map((i) => rows[i]!), index: order.map((i) => index[i]!) };
}

// ---------------------------------------------------------------------------------------------
// Paging

/** The page size in effect: the one given, else the first option, else 50. */
export function resolvePageSize(
  pageSize?: number,
  pageSizeOptions: readonly number[] = [],
): number {
  if (pageSize !== undefined && pageSize > 0) return pageSize;
  return pageSizeOptions[0] ?? DEFAULT_PAGE_SIZE;
}

/** The sizes offered in the select: the options, plus the current size if it is not among them. */
export function displayedPageSizes(pageSize: number, pageSizeOptions: readonly number[]): number[] {
  const sizes = pageSizeOptions.includes(pageSize)
    ? [...pageSizeOptions]
    : [...pageSizeOptions, pageSize];
  return sizes.sort((a, b) => a - b);
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** A page index that exists for `total` rows (0 when there are none). */
export function clampPageIndex(pageIndex: number, total: number, pageSize: number): number {
  const last = Math.max(pageCount(total, pageSize) - 1, 0);
  return Math.min(Math.max(Math.floor(pageIndex), 0), last);
}

/** The page that still shows the first visible row after switching from `oldSize` to `newSize`. */
export function pageIndexForSize(pageIndex: number, oldSize: number, newSize: number): number {
  return Math.floor((pageIndex * oldSize) / newSize);
}

export function pageSlice<T>(rows: readonly T[], pageIndex: number, pageSize: number): T[] {
  const start = pageIndex * pageSize;
  return rows.slice(start, start + pageSize);
}

export interface PageRange {
  /** 1-based number of the first row on the page, 0 when there are no rows. */
  first: number;
  /** 1-based number of the last row on the page. */
  last: number;
  total: number;
}

export function pageRange(pageIndex: number, pageSize: number, total: number): PageRange {
  if (total <= 0 || pageSize <= 0) return { first: 0, last: 0, total: Math.max(total, 0) };
  const start = pageIndex * pageSize;
  return { first: start + 1, last: Math.min(start + pageSize, total), total };
}

export type PageTarget = 'first' | 'previous' | 'next' | 'last';

/** The index a paginator button leads to, kept within the pages that exist. */
export function targetPageIndex(
  target: PageTarget,
  pageIndex: number,
  total: number,
  pageSize: number,
): number {
  const last = Math.max(pageCount(total, pageSize) - 1, 0);
  switch (target) {
    case 'first':
      return 0;
    case 'previous':
      return Math.max(pageIndex - 1, 0);
    case 'next':
      return Math.min(pageIndex + 1, last);
    case 'last':
      return last;
  }
}

export function hasPreviousPage(pageIndex: number): boolean {
  return pageIndex > 0;
}

export function hasNextPage(pageIndex: number, total: number, pageSize: number): boolean {
  return pageIndex < pageCount(total, pageSize) - 1;
}

// ---------------------------------------------------------------------------------------------
// The whole table

export interface TableState {
  sort: Sort;
  query: string;
  pageIndex: number;
  pageSize: number;
}

export type TableAction =
  | { type: 'sort'; columnId: string }
  | { type: 'filter'; query: string }
  | { type: 'page'; pageIndex: number }
  | { type: 'pageSize'; pageSize: number; fromPageIndex: number };

export function initialTableState(
  options: {
    pageSize?: number;
    pageSizeOptions?: readonly number[];
    sort?: Sort;
    query?: string;
  } = {},
): TableState {
  return {
    sort: options.sort ?? null,
    query: options.query ?? '',
    pageIndex: 0,
    pageSize: resolvePageSize(options.pageSize, options.pageSizeOptions),
  };
}

/**
 * A new sort or filter starts again at the first page; a new page size keeps the first visible row
 * on the page (`fromPageIndex` is the page currently shown, after clamping).
 */
export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'sort':
      return { ...state, sort: nextSort(state.sort, action.columnId), pageIndex: 0 };
    case 'filter':
      return action.query === state.query ? state : { ...state, query: action.query, pageIndex: 0 };
    case 'page':
      return { ...state, pageIndex: action.pageIndex };
    case 'pageSize':
      return {
        ...state,
        pageSize: action.pageSize,
        pageIndex: pageIndexForSize(action.fromPageIndex, state.pageSize, action.pageSize),
      };
  }
}

export interface TableView<T> {
  /** Rows after filtering and sorting, all pages. */
  rows: T[];
  /** Rows of the current page. */
  pageRows: T[];
  total: number;
  /** The page shown: the state's index clamped to the pages that exist. */
  pageIndex: number;
  pageCount: number;
  range: PageRange;
}

export interface ViewOptions<T> extends FilterOptions {
  getValue: (row: T, columnId: string) => unknown;
}

/** The page of `rows` (already filtered and sorted) that `pageIndex` asks for, clamped. */
export function pageOf<T>(rows: T[], pageIndex: number, pageSize: number): TableView<T> {
  const total = rows.length;
  const shown = clampPageIndex(pageIndex, total, pageSize);
  return {
    rows,
    pageRows: pageSlice(rows, shown, pageSize),
    total,
    pageIndex: shown,
    pageCount: pageCount(total, pageSize),
    range: pageRange(shown, pageSize, total),
  };
}

/** Filter, then sort (fewer rows), then cut the page: the whole table in one call. */
export function viewTable<T extends object>(
  rows: readonly T[],
  state: TableState,
  options: ViewOptions<T>,
): TableView<T> {
  const filtered = filterRows(rows, state.query, options);
  return pageOf(sortRows(filtered, state.sort, options.getValue), state.pageIndex, state.pageSize);
}
