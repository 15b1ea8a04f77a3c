import { createIcon } from '../Icon';

export const ExpandMoreIcon = createIcon('M16.6 8.6 12 13.2 7.4 8.6 6 10l6 6 6-6z');
