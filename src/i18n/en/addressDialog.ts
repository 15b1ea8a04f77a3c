import { defineTexts } from '../texts';

export const addressDialog = defineTexts('addressDialog', {
  addTitle: 'Add Address',
  editTitle: 'Edit Address',
  street: 'Street',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
  cancel: 'Cancel',
  save: 'Save',
} as const);
