import { createIcon } from '../Icon';

export const CheckIcon = createIcon('M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z');
