import { useId, type ReactNode } from 'react';
import * as styles from './staffPage.css';

/**
 * A staff screen's page: the documented `page` part, its heading, and the screen's main action
 * (Add Book) beside the heading when it has one.
 */
export function StaffPage({
  heading,
  action,
  region = true,
  children,
}: {
  heading: ReactNode;
  action?: ReactNode;
  /** A region named by the heading; not a list's, whose table's region has that name. */
  region?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  const title = (
    <h2 id={headingId} className={styles.heading}>
      {heading}
    </h2>
  );
  return (
    <section className={styles.page} part="page" aria-labelledby={region ? headingId : undefined}>
      {action ? (
        <div className={styles.header}>
          {title}
          {action}
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  );
}
