import { createIcon } from '../Icon';

export const StarIcon = createIcon(
  'm12 17.3 6.2 3.7-1.7-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.7 7z',
);
