import { createIcon } from '../Icon';

export const RefreshIcon = createIcon(
  'M17.7 6.4A8 8 0 0 0 12 4a8 8 0 1 0 7.7 10h-2a6 6 0 0 1-5.7 4 6 6 0 0 1 0-12 6 6 0 0 1 4.2 1.8L13 11h7V4z',
);
