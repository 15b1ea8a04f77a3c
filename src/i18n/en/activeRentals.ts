import { defineTexts } from '../texts';

export const activeRentals = defineTexts('activeRentals', {
  heading: 'Active Rentals',
  author: 'Author',
  rentedOn: 'Rented on',
  deliveryOn: 'Delivery on',
  pickupOn: 'Pickup on',
  status: 'Status',
  returnBook: 'Return Book',
  returnAfterDelivery: 'Can be returned once delivered.',
  empty: 'No active rentals.',
  loadFailed: 'Failed to load rental history.',
  returnSubmitted: 'Return request submitted!',
  returnFailed: 'Failed to submit return request.',
} as const);
