import { useId, type ReactNode } from 'react';
import * as styles from './AuthPage.css';
import { shelfBackground } from './shelfBackground';

/** The login and register layout: a card at most 400px wide on a blurred bookshelf. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div className={styles.page} part="page">
      <div className={styles.backdrop} style={{ backgroundImage: shelfBackground }} aria-hidden />
      <section className={styles.card} part="card" aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading} tabIndex={-1}>
          {title}
        </h2>
        {children}
      </section>
    </div>
  );
}
