import { createIcon } from '../Icon';

export const TableIcon = createIcon(
  'M3 3v18h18V3zm8 16H5v-6h6zm0-8H5V5h6zm8 8h-6v-6h6zm0-8h-6V5h6z',
);
