import { useId, type ReactNode } from 'react';
import { useElementEvents } from '../../elements/context';
import * as styles from './AuthPage.css';
import { shelfBackground } from './background';

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

/** A link to another screen: a real `href` (open in a new tab works) and a `lib-navigate`. */
export function ScreenLink({ path, children }: { path: string; children: ReactNode }) {
  const { navigate } = useElementEvents();
  return (
    <a
      href={`#${path}`}
      className={styles.link}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(path);
      }}
    >
      {children}
    </a>
  );
}
