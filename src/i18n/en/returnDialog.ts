import { defineTexts } from '../texts';

export const returnDialog = defineTexts('returnDialog', {
  title: 'Select Pickup Date',
  pickupDate: 'Pickup Date',
  cancel: 'Cancel',
  ok: 'OK',
} as const);
