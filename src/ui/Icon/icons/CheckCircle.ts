import { createIcon } from '../Icon';

export const CheckCircleIcon = createIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
);
