import { defineTexts } from '../texts';

export const validation = defineTexts('validation', {
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  minLength: 'Enter at least {min} characters.',
  maxLength: 'Enter at most {max} characters.',
  min: 'Enter {min} or more.',
  max: 'Enter {max} or less.',
  integer: 'Enter a whole number.',
  pattern: 'Enter a value in the expected format.',
  isbn: 'Enter a valid ISBN.',
  date: 'Enter a date as YYYY-MM-DD.',
  dateRange: 'Choose a date from today ({today}) to {latest}.',
  imageType: 'Choose a JPEG image.',
  imageSize: 'The image is too large: at most {max} MB.',
  server: '{message}',
} as const);
