import { createIcon } from '../Icon';

export const ArrowDownwardIcon = createIcon('m20 12-1.4-1.4-5.6 5.6V4h-2v12.2l-5.6-5.6L4 12l8 8z');
