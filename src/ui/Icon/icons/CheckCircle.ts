import { createIcon } from '../Icon';

export const CheckCircleIcon = createIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8z',
);
