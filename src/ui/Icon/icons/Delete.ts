import { createIcon } from '../Icon';

export const DeleteIcon = createIcon(
  'M6 19q.2 1.8 2 2h8a2 2 0 0 0 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z',
);
