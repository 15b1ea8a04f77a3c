import { defineTexts } from '../texts';

export const notAuthorized = defineTexts('notAuthorized', {
  title: 'Not authorized',
  message: 'Your account has no access to this page.',
  back: 'Back to login',
  noRole: 'Your sign-in could not be read, or its role is not one this app knows.',
  signInAgain: 'Sign in again',
} as const);
