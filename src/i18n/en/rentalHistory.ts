import { defineTexts } from '../texts';

export const rentalHistory = defineTexts('rentalHistory', {
  heading: 'Rental History',
  author: 'Author',
  rentedOn: 'Rented on',
  returnedOn: 'Returned on',
  notReturned: 'Not returned yet',
  status: 'Status',
  reviewAndRate: 'Review & Rate',
  reviewAfterDelivery: 'Can be reviewed once delivered.',
  stars: 'Rated {rating} out of 5',
  empty: 'No rental history.',
  loadFailed: 'Failed to load rental history.',
} as const);
