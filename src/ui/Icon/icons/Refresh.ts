import { createIcon } from '../Icon';

export const RefreshIcon = createIcon(
  'M17.65 6.35A8 8 0 0 0 12 4a7.99 7.99 0 1 0 7.73 10h-2.08A6 6 0 0 1 12 18a6 6 0 0 1 0-12c1.66 0 3.14.69 4.22 1.78L13 11h7V4z',
);
