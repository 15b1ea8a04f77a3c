import { createIcon } from '../Icon';

export const LastPageIcon = createIcon('m5.6 7.4 4.6 4.6-4.6 4.6L7 18l6-6zM16 6h2v12h-2z');
