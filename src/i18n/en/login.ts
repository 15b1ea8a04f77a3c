import { defineTexts } from '../texts';

export const login = defineTexts('login', {
  title: 'Login',
  email: 'Email',
  password: 'Password',
  submit: 'Login',
  invalidCredentials: 'Invalid email or password.',
  noAccount: 'No account yet?',
  registerLink: 'Register',
  registered: 'Account created. Sign in with your new password.',
  rateLimited: 'Too many attempts. Try again later.',
  signedIn: 'You are signed in.',
  logout: 'Logout',
} as const);
