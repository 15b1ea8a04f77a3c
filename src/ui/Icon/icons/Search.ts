import { createIcon } from '../Icon';

export const SearchIcon = createIcon(
  'M15.5 14h-.8l-.3-.3A7 7 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16q2.4 0 4.2-1.6l.3.3v.8l5 5 1.5-1.5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9',
);
