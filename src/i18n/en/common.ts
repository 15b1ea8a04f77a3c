import { defineTexts } from '../texts';

export const common = defineTexts('common', {
  cancel: 'Cancel',
  confirm: 'Confirm',
  save: 'Save',
  update: 'Update',
  submit: 'Submit',
  ok: 'OK',
  edit: 'Edit',
  delete: 'Delete',
  close: 'Close',
  retry: 'Retry',
  loading: 'Loading…',
  yes: 'Yes',
  no: 'No',
  signInRequired: 'Sign in to see this page.',
  signIn: 'Login',
  chooseFile: 'Choose file',
  noFileChosen: 'No file chosen',
} as const);
