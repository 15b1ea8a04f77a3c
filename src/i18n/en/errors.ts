import { defineTexts } from '../texts';

export const errors = defineTexts('errors', {
  network: 'Cannot reach the server.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'It could not be found. It may have been deleted.',
  conflict: 'It was changed meanwhile. Reload and try again.',
  unexpected: 'Something went wrong. Try again.',
  screenLoad: 'This part of the page could not be loaded. Check your connection and try again.',
} as const);
