import { createIcon } from '../Icon';

export const CancelIcon = createIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20m5 13.6L15.6 17 12 13.4 8.4 17 7 15.6l3.6-3.6L7 8.4 8.4 7l3.6 3.6L15.6 7 17 8.4 13.4 12z',
);
