import { createIcon } from '../Icon';

export const InboxIcon = createIcon(
  'M19 3H4.99c-1.11 0-1.98.89-1.98 2L3 19a2 2 0 0 0 1.99 2H19a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2m0 12h-4a3 3 0 0 1-6 0H4.99V5H19z',
);
