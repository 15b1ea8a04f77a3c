import { defineTexts } from '../texts';

export const login = defineTexts('login', {
  title: 'Login',
  email: 'Email',
  password: 'Password',
  submit: 'Login',
  invalidCredentials: 'Invalid email or password.',
  noAccount: 'No account yet?',
  registerLink: 'Register',
  rateLimited: 'Too many attempts. Wait a minute and try again.',
} as const);
