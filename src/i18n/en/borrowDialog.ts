import { defineTexts } from '../texts';

export const borrowDialog = defineTexts('borrowDialog', {
  title: 'Borrow Book',
  rentalDate: 'Rental Date',
  selectAddress: 'Select Address',
  addressLine: '{street}, {city}',
  noAddress: 'You have no saved address yet.',
  addressesFailed: 'Failed to load your addresses.',
  cancel: 'Cancel',
  confirm: 'Confirm',
  loadingAddresses: 'Loading your addresses…',
  addAnotherAddress: 'Add a new address',
  newAddress: 'New address',
  saveAddress: 'Save address',
  addAddressFailed: 'Failed to save the address.',
  addressGone: 'The address you chose is no longer saved. Choose another.',
  chooseAddress: 'Choose an address to deliver to.',
  close: 'Close',
} as const);
