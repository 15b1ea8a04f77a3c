import { defineTexts } from '../texts';

export const notAuthorized = defineTexts('notAuthorized', {
  title: 'Not authorized',
  message: 'Your account has no access to this page.',
  back: 'Back to login',
  noRole: 'This sign-in gives no role this app knows, or it could not be read.',
  signInAgain: 'Sign in again',
} as const);
