import { createIcon } from '../Icon';

export const CancelIcon = createIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20m5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12z',
);
