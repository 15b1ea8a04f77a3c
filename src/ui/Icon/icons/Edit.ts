import { createIcon } from '../Icon';

export const EditIcon = createIcon(
  'M3 17.3V21h3.8l11-11-3.7-3.8zM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0L15 5l4 4z',
);
