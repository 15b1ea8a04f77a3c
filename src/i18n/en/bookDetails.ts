import { defineTexts } from '../texts';

export const bookDetails = defineTexts('bookDetails', {
  title: 'Book details',
  author: 'Author',
  isbn: 'ISBN',
  description: 'Description',
  category: 'Category',
  averageRating: 'Average rating',
  ratingValue: '{rating} out of 5',
  reviewRating: 'Rated {rating} out of 5',
  noRating: 'Not rated yet',
  reviews: 'Reviews',
  noReviews: 'No reviews yet.',
  close: 'Close',
  reviewCount: '({count} reviews)',
  reviewCountOne: '(1 review)',
  loadingReviews: 'Loading reviews…',
  reviewsFailed: 'Failed to load the reviews.',
  reviewBy: '{name} · {date}',
  anonymous: 'A member',
  uncategorized: 'Uncategorized',
} as const);
