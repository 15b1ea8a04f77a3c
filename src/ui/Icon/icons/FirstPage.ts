import { createIcon } from '../Icon';

export const FirstPageIcon = createIcon('M18.4 16.6 13.8 12l4.6-4.6L17 6l-6 6 6 6zM6 6h2v12H6z');
