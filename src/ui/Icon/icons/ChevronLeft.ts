import { createIcon } from '../Icon';

export const ChevronLeftIcon = createIcon('M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z');
