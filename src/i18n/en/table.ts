import { defineTexts } from '../texts';

export const table = defineTexts('table', {
  filter: 'Filter',
  itemsPerPage: 'Items per page:',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  range: '{from} – {to} of {total}',
  emptyRange: '0 of {total}',
  noMatch: 'No data matching the filter "{filter}"',
  sortAscending: 'Sorted ascending',
  sortDescending: 'Sorted descending',
  sortRemoved: 'Sorting removed.',
  empty: 'No data.',
  pagination: 'Pagination',
} as const);
