import { createIcon } from '../Icon';

export const ChevronRightIcon = createIcon('M10 6 8.6 7.4l4.6 4.6-4.6 4.6L10 18l6-6z');
