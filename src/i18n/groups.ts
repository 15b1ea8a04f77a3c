/**
 * The names of the catalog's groups (`en/<group>.ts`), known before their texts load, so that an
 * override of a misspelt group is reported at once. A unit test keeps the list complete.
 */
export const TEXT_GROUPS = [
  'common',
  'errors',
  'validation',
  'login',
  'register',
  'navbar',
  'app',
  'notAuthorized',
  'table',
  'bookList',
  'bookForm',
  'bookGrid',
  'borrowDialog',
  'bookDetails',
  'activeRentals',
  'returnDialog',
  'rentalHistory',
  'reviewDialog',
  'requests',
  'addresses',
  'addressDialog',
  'analytics',
  'delivery',
  'libraries',
  'assignAdmin',
  'libraryForm',
  'couriers',
] as const;
