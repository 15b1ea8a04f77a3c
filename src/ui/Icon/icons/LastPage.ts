import { createIcon } from '../Icon';

export const LastPageIcon = createIcon('M5.59 7.41 10.18 12l-4.59 4.59L7 18l6-6zM16 6h2v12h-2z');
