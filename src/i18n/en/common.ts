import { defineTexts } from '../texts';

export const common = defineTexts('common', {
  cancel: 'Cancel',
  ok: 'OK',
  delete: 'Delete',
  close: 'Close',
  retry: 'Retry',
  reload: 'Reload',
  loading: 'Loading…',
  signInRequired: 'Sign in to see this page.',
  signIn: 'Login',
  chooseFile: 'Choose file',
  noFileChosen: 'No file chosen',
} as const);
