import { createIcon } from '../Icon';

export const UnfoldMoreIcon = createIcon(
  'M12 5.8 15.2 9l1.4-1.4L12 3 7.4 7.6 8.8 9zm0 12.4L8.8 15l-1.4 1.4L12 21l4.6-4.6-1.4-1.4z',
);
