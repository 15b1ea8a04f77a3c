import { defineTexts } from '../texts';

export const addresses = defineTexts('addresses', {
  heading: 'My Addresses',
  cityLine: '{city}, {state} {zipCode}',
  edit: 'Edit',
  delete: 'Delete',
  addNew: 'Add New Address',
  confirmDelete: 'Are you sure you want to delete this address?',
  empty: 'No saved addresses yet.',
  loadFailed: 'Failed to load your addresses.',
  saveFailed: 'Failed to save the address.',
  deleteFailed: 'Failed to delete the address.',
  saved: 'The address was saved.',
  deleted: 'The address was deleted.',
  editAddress: 'Edit {street}',
  deleteAddress: 'Delete {street}',
} as const);
