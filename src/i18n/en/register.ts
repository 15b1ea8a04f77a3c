import { defineTexts } from '../texts';

export const register = defineTexts('register', {
  title: 'Register',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  role: 'Role',
  library: 'Library',
  roleUser: 'USER',
  roleAdmin: 'ADMIN',
  roleDeliveryPartner: 'DELIVERY_PARTNER',
  submit: 'Register',
  failed: 'Registration failed. Try again.',
  haveAccount: 'Already registered?',
  loginLink: 'Login',
  chooseRole: 'Choose a role',
  chooseLibrary: 'Choose a library',
  librariesLoading: 'Loading libraries…',
  librariesFailed: 'Failed to load libraries.',
} as const);
