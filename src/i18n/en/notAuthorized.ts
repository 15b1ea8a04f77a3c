import { defineTexts } from '../texts';

export const notAuthorized = defineTexts('notAuthorized', {
  title: 'Not authorized',
  message: 'Your account has no access to this page.',
  back: 'Back to login',
} as const);
