import { defineTexts } from '../texts';

export const libraries = defineTexts('libraries', {
  heading: 'Libraries',
  columnName: 'Name',
  columnCity: 'City',
  columnContactEmail: 'Contact Email',
  columnContactPhone: 'Contact Phone',
  columnAddress: 'Address',
  columnActions: 'Actions',
  filter: 'Filter by name or city',
  addLibrary: 'Add Library',
  editLibrary: 'Edit {name}',
  deleteLibrary: 'Delete {name}',
  assignAdminTo: 'Assign an admin to {name}',
  confirmDelete: 'Are you sure you want to delete this library?',
  deleted: 'The library was deleted.',
  saved: '“{name}” was saved.',
  empty: 'No libraries yet.',
  loadFailed: 'Failed to load libraries.',
  deleteFailed: 'Failed to delete the library.',
  deleteInUse: 'This library cannot be deleted while it still has books or users.',
  loading: 'Loading libraries…',
} as const);
