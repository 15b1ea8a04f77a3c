import { defineTexts } from '../texts';

export const libraryForm = defineTexts('libraryForm', {
  addTitle: 'Add Library',
  editTitle: 'Edit Library',
  name: 'Name',
  city: 'City',
  address: 'Address',
  contactPhone: 'Contact Phone',
  contactEmail: 'Contact Email',
  save: 'Save',
  update: 'Update',
  cancel: 'Cancel',
  loadFailed: 'Failed to load the library.',
  notFound: 'This library does not exist.',
  backToList: 'Back to Libraries',
  saveFailed: 'Failed to save the library.',
  updateFailed: 'Failed to update the library.',
  loading: 'Loading the library…',
} as const);
