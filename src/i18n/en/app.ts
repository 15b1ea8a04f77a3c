import { defineTexts } from '../texts';

export const app = defineTexts('app', {
  toDashboard: 'Go to your dashboard',
  notAvailable: 'This page is not available yet.',
  skipToContent: 'Skip to content',
  startup: 'The app could not start. Reload the page to try again.',
  library: 'Library',
  allLibraries: 'All libraries',
  librariesFailed: 'The list of libraries could not be loaded.',
} as const);
