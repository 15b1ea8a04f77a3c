import { defineTexts } from '../texts';

export const requests = defineTexts('requests', {
  heading: 'My Book Requests',
  loading: 'Loading requests...',
  loadFailed: 'Failed to load your requests.',
  by: 'by',
  rentedAt: 'Rented At',
  deliveryDate: 'Delivery Date',
  returnRequestedAt: 'Return Requested At',
  pickupDate: 'Pickup Date',
  status: 'Status',
  empty: 'You have no active or return requests.',
} as const);
