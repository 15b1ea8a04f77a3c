import { createIcon } from '../Icon';

export const ArrowUpwardIcon = createIcon('m4 12 1.4 1.4L11 7.8V20h2V7.8l5.6 5.6L20 12l-8-8z');
