import { createIcon } from '../Icon';

export const InfoIcon = createIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m1 15h-2v-6h2zm0-8h-2V7h2z',
);
