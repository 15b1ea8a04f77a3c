import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  buildSearchIndex,
  clampPageIndex,
  displayedPageSizes,
  filterRows,
  hasNextPage,
  hasPreviousPage,
  initialTableState,
  nextSort,
  pageCount,
  pageOf,
  pageIndexForSize,
  pageRange,
  pageSlice,
  resolvePageSize,
  rowSearchText,
  sortOrder,
  sortRows,
  sortWithIndex,
  tableReducer,
  targetPageIndex,
  viewTable,
  type Sort,
  type TableState,
} from './tableModel';

interface Library {
  id: number;
  name: string;
  city: string;
  contactEmail: string;
  contactPhone: string | null;
}

const libraries: Library[] = [
  {
    id: 1,
    name: 'Central Library',
    city: 'Springfield',
    contactEmail: 'central@lib.test',
    contactPhone: '555-0101',
  },
  {
    id: 2,
    name: 'Riverside Branch',
    city: 'Shelbyville',
    contactEmail: 'river@lib.test',
    contactPhone: null,
  },
  {
    id: 3,
    name: 'Árbol Reading Room',
    city: 'Capital City',
    contactEmail: 'arbol@lib.test',
    contactPhone: '555-0303',
  },
  {
    id: 4,
    name: 'east end',
    city: 'springfield',
    contactEmail: 'east@lib.test',
    contactPhone: '555-0404',
  },
];
const getValue = (row: Library, columnId: string): unknown => row[columnId as keyof Library];
const names = (rows: Library[]): string[] => rows.map((r) => r.name);
const range = (n: number): { id: number }[] => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

describe('nextSort', () => {
  it('cycles ascending → descending → none on one column', () => {
    let sort: Sort = null;
    sort = nextSort(sort, 'name');
    expect(sort).toEqual({ columnId: 'name', direction: 'asc' });
    sort = nextSort(sort, 'name');
    expect(sort).toEqual({ columnId: 'name', direction: 'desc' });
    sort = nextSort(sort, 'name');
    expect(sort).toBeNull();
    expect(nextSort(sort, 'name')).toEqual({ columnId: 'name', direction: 'asc' });
  });

  it('starts ascending when another column is clicked', () => {
    expect(nextSort({ columnId: 'name', direction: 'desc' }, 'city')).toEqual({
      columnId: 'city',
      direction: 'asc',
    });
  });
});

describe('sortRows', () => {
  it('sorts text ascending and descending ignoring case and accents', () => {
    expect(names(sortRows(libraries, { columnId: 'name', direction: 'asc' }, getValue))).toEqual([
      'Árbol Reading Room',
      'Central Library',
      'east end',
      'Riverside Branch',
    ]);
    expect(names(sortRows(libraries, { columnId: 'name', direction: 'desc' }, getValue))).toEqual([
      'Riverside Branch',
      'east end',
      'Central Library',
      'Árbol Reading Room',
    ]);
  });

  it('returns the original order when unsorted, without touching the input', () => {
    const input = [...libraries];
    expect(sortRows(input, null, getValue)).toEqual(libraries);
    sortRows(input, { columnId: 'name', direction: 'desc' }, getValue);
    expect(input).toEqual(libraries);
  });

  it('keeps equal values in their original order in both directions', () => {
    const asc = sortRows(libraries, { columnId: 'city', direction: 'asc' }, getValue);
    expect(asc.map((r) => r.id)).toEqual([3, 2, 1, 4]);
    const desc = sortRows(libraries, { columnId: 'city', direction: 'desc' }, getValue);
    expect(desc.map((r) => r.id)).toEqual([1, 4, 2, 3]);
  });

  it('puts empty values last in both directions', () => {
    const asc = sortRows(libraries, { columnId: 'contactPhone', direction: 'asc' }, getValue);
    const desc = sortRows(libraries, { columnId: 'contactPhone', direction: 'desc' }, getValue);
    expect(asc.map((r) => r.id)).toEqual([1, 3, 4, 2]);
    expect(desc.map((r) => r.id)).toEqual([4, 3, 1, 2]);
  });

  it('sorts numbers numerically, booleans as 0/1 and dates by time', () => {
    const rows = [{ v: 10 }, { v: 9 }, { v: 100 }, { v: -1 }];
    const get = (r: { v: unknown }): unknown => r.v;
    expect(sortRows(rows, { columnId: 'v', direction: 'asc' }, get).map((r) => r.v)).toEqual([
      -1, 9, 10, 100,
    ]);
    const flags = [{ v: true }, { v: false }, { v: true }];
    expect(sortRows(flags, { columnId: 'v', direction: 'asc' }, get).map((r) => r.v)).toEqual([
      false,
      true,
      true,
    ]);
    const dates = [{ v: new Date('2024-05-01') }, { v: new Date('2023-01-01') }];
    expect(sortRows(dates, { columnId: 'v', direction: 'desc' }, get)[0]!.v).toEqual(
      new Date('2024-05-01'),
    );
  });
});

describe('filtering', () => {
  it('matches a case-insensitive substring of any field value', () => {
    expect(names(filterRows(libraries, 'SPRING'))).toEqual(['Central Library', 'east end']);
    expect(names(filterRows(libraries, 'river@'))).toEqual(['Riverside Branch']);
    expect(names(filterRows(libraries, '0303'))).toEqual(['Árbol Reading Room']);
    expect(names(filterRows(libraries, '3'))).toEqual(['Árbol Reading Room']);
  });

  it('trims the query and treats an empty one as no filter', () => {
    expect(filterRows(libraries, '  east  ')).toHaveLength(1);
    expect(filterRows(libraries, '')).toEqual(libraries);
    expect(filterRows(libraries, '   ')).toEqual(libraries);
  });

  it('searches only the named fields when given (libraries: name or city)', () => {
    const fields = ['name', 'city'];
    expect(names(filterRows(libraries, 'capital', { fields }))).toEqual(['Árbol Reading Room']);
    expect(filterRows(libraries, 'lib.test', { fields })).toEqual([]);
    expect(filterRows(libraries, 'lib.test')).toHaveLength(4);
  });

  it('never matches across two fields, nor empty values', () => {
    expect(filterRows(libraries, 'springfieldcentral')).toEqual([]);
    expect(filterRows(libraries, 'null')).toEqual([]);
    expect(rowSearchText({ a: 'X', b: null, c: 2, d: true, e: { f: 'g' } })).toBe(
      'x\u00002\u0000true',
    );
  });

  it('gives the same answer with a prebuilt index', () => {
    const index = buildSearchIndex(libraries, ['name', 'city']);
    expect(filterRows(libraries, 'spring', { index })).toEqual(
      filterRows(libraries, 'spring', { fields: ['name', 'city'] }),
    );
  });
});

describe('page size', () => {
  it('defaults to 50 when none is given', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(50);
    expect(resolvePageSize()).toBe(50);
    expect(resolvePageSize(undefined, [])).toBe(50);
    expect(initialTableState().pageSize).toBe(50);
  });

  it('uses the given size, else the first option', () => {
    expect(resolvePageSize(10, [5, 10, 20])).toBe(10);
    expect(resolvePageSize(undefined, [5, 10, 20])).toBe(5);
  });

  it('offers the current size among the options', () => {
    expect(displayedPageSizes(5, [5, 10, 20])).toEqual([5, 10, 20]);
    expect(displayedPageSizes(50, [5, 10, 20])).toEqual([5, 10, 20, 50]);
  });

  it('keeps the first visible row on the page when the size changes', () => {
    // Page 3 of size 5 shows rows 15..19; at size 10, row 15 is on page 1 (rows 10..19).
    expect(pageIndexForSize(3, 5, 10)).toBe(1);
    // Page 1 of size 20 shows rows 20..39; at size 5, row 20 starts page 4.
    expect(pageIndexForSize(1, 20, 5)).toBe(4);
    expect(pageIndexForSize(0, 10, 20)).toBe(0);
    for (const [index, from, to] of [
      [7, 5, 20],
      [2, 10, 5],
      [5, 20, 10],
    ] as const) {
      const firstRow = index * from;
      const newIndex = pageIndexForSize(index, from, to);
      expect(newIndex).toBe(Math.floor(firstRow / to));
      expect(firstRow).toBeGreaterThanOrEqual(newIndex * to);
      expect(firstRow).toBeLessThan((newIndex + 1) * to);
    }
  });
});

describe('paging', () => {
  it('counts pages and clamps indexes', () => {
    expect(pageCount(32, 5)).toBe(7);
    expect(pageCount(0, 5)).toBe(0);
    expect(clampPageIndex(9, 32, 5)).toBe(6);
    expect(clampPageIndex(-1, 32, 5)).toBe(0);
    expect(clampPageIndex(3, 0, 5)).toBe(0);
  });

  it('moves to the first, previous, next and last page within bounds', () => {
    expect(targetPageIndex('first', 4, 32, 5)).toBe(0);
    expect(targetPageIndex('previous', 4, 32, 5)).toBe(3);
    expect(targetPageIndex('previous', 0, 32, 5)).toBe(0);
    expect(targetPageIndex('next', 4, 32, 5)).toBe(5);
    expect(targetPageIndex('next', 6, 32, 5)).toBe(6);
    expect(targetPageIndex('last', 0, 32, 5)).toBe(6);
    expect(targetPageIndex('last', 0, 0, 5)).toBe(0);
    expect(hasPreviousPage(0)).toBe(false);
    expect(hasPreviousPage(1)).toBe(true);
    expect(hasNextPage(5, 32, 5)).toBe(true);
    expect(hasNextPage(6, 32, 5)).toBe(false);
    expect(hasNextPage(0, 0, 5)).toBe(false);
  });

  it('slices the page and gives its range of rows', () => {
    const rows = range(32);
    expect(pageSlice(rows, 0, 5).map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlice(rows, 6, 5).map((r) => r.id)).toEqual([31, 32]);
    expect(pageRange(0, 5, 32)).toEqual({ first: 1, last: 5, total: 32 });
    expect(pageRange(6, 5, 32)).toEqual({ first: 31, last: 32, total: 32 });
    expect(pageRange(0, 5, 0)).toEqual({ first: 0, last: 0, total: 0 });
    expect(pageRange(1, 10, 12)).toEqual({ first: 11, last: 12, total: 12 });
  });
});

describe('tableReducer and viewTable', () => {
  const start: TableState = initialTableState({ pageSizeOptions: [5, 10, 20] });

  it('goes back to the first page on a new sort or filter', () => {
    const onPage3 = tableReducer(start, { type: 'page', pageIndex: 3 });
    expect(tableReducer(onPage3, { type: 'sort', columnId: 'name' })).toMatchObject({
      pageIndex: 0,
      sort: { columnId: 'name', direction: 'asc' },
    });
    expect(tableReducer(onPage3, { type: 'filter', query: 'x' })).toMatchObject({
      pageIndex: 0,
      query: 'x',
    });
    expect(tableReducer(onPage3, { type: 'filter', query: '' })).toBe(onPage3);
  });

  it('keeps the first visible row when the page size changes', () => {
    const onPage3 = tableReducer(start, { type: 'page', pageIndex: 3 });
    const resized = tableReducer(onPage3, { type: 'pageSize', pageSize: 10, fromPageIndex: 3 });
    expect(resized).toMatchObject({ pageSize: 10, pageIndex: 1 });
    const rows = range(32);
    const before = viewTable(rows, onPage3, { getValue: (r, c) => r[c as 'id'] });
    const after = viewTable(rows, resized, { getValue: (r, c) => r[c as 'id'] });
    expect(after.pageRows).toContainEqual(before.pageRows[0]);
  });

  it('filters, sorts, pages and clamps in one view', () => {
    let state = tableReducer(start, { type: 'filter', query: 'spring' });
    state = tableReducer(state, { type: 'sort', columnId: 'name' });
    state = tableReducer(state, { type: 'sort', columnId: 'name' });
    const view = viewTable(libraries, { ...state, pageIndex: 5 }, { getValue });
    expect(names(view.rows)).toEqual(['east end', 'Central Library']);
    expect(view.pageIndex).toBe(0);
    expect(view.total).toBe(2);
    expect(view.pageCount).toBe(1);
    expect(view.range).toEqual({ first: 1, last: 2, total: 2 });
  });
});

describe('sorting once, then filtering per keystroke', () => {
  it('gives the same page as filtering then sorting', () => {
    const rows = [
      ...libraries,
      ...libraries.map((l) => ({ ...l, id: l.id + 10, name: `${l.name} 2` })),
    ];
    const index = buildSearchIndex(rows);
    const sorts: Sort[] = [
      null,
      { columnId: 'name', direction: 'asc' },
      { columnId: 'city', direction: 'desc' },
      { columnId: 'contactPhone', direction: 'asc' },
    ];
    for (const sort of sorts) {
      const sorted = sortWithIndex(rows, index, sort, getValue);
      for (const query of ['', 'spring', 'LIB', '2', 'nothing']) {
        for (const pageSize of [1, 3, 50]) {
          const staged = pageOf(
            filterRows(sorted.rows, query, { index: sorted.index }),
            1,
            pageSize,
          );
          const direct = viewTable(rows, { sort, query, pageIndex: 1, pageSize }, { getValue });
          expect(staged).toEqual(direct);
        }
      }
    }
  });

  it('returns the identity order when unsorted', () => {
    expect(sortOrder(libraries, null, getValue)).toEqual([0, 1, 2, 3]);
  });
});
