import { defineTexts } from '../texts';

export const reviewDialog = defineTexts('reviewDialog', {
  title: 'Write a Review',
  rating: 'Rating',
  chooseRating: 'Choose 1 to 5 stars',
  reviewTitle: 'Title',
  content: 'Review',
  cancel: 'Cancel',
  submit: 'Submit',
  submitted: 'Thank you! Your review was saved.',
  failed: 'Failed to submit the review.',
} as const);
