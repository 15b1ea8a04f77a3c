import { defineTexts } from '../texts';

export const analytics = defineTexts('analytics', {
  heading: 'Analytics',
  chartTitle: 'Top Books',
  columnTitle: 'Title',
  columnRentals: 'Rentals',
  empty: 'No rentals yet.',
  loadFailed: 'Failed to load analytics.',
  loading: 'Loading analytics…',
  library: 'Library',
  allLibraries: 'All libraries',
  librariesFailed: 'Failed to load libraries.',
  showTable: 'Show data table',
  hideTable: 'Hide data table',
} as const);
