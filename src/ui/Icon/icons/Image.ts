import { createIcon } from '../Icon';

export const ImageIcon = createIcon(
  'M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14q.2 1.8 2 2h14a2 2 0 0 0 2-2M8.5 13.5l2.5 3 3.5-4.5 4.5 6H5z',
);
