import type { ReactNode } from 'react';
import { InboxIcon } from '../Icon/icons/Inbox';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** The spec's empty text ('No active rentals.'). */
  children: ReactNode;
  /** A decorative icon; an inbox by default, `null` for none. */
  icon?: ReactNode;
  /** A way forward ('Add New Address'). */
  action?: ReactNode;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ children, icon, action }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      {icon === undefined ? <InboxIcon size={40} /> : icon}
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}
