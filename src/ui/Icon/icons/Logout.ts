import { createIcon } from '../Icon';

export const LogoutIcon = createIcon(
  'm17 7-1.4 1.4 2.6 2.6H8v2h10.2l-2.6 2.6L17 17l5-5zM4 5h8V3H4a2 2 0 0 0-2 2v14q.2 1.8 2 2h8v-2H4z',
);
