import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';
import { tokenList } from '../tokenList';

export interface CardProps {
  /** The card's heading (an h3: cards sit under a screen's h2); the card is labelled by it. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Full-width content above the body (a cover image). */
  media?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  children?: ReactNode;
  /** `article` for a self-contained item (a book, a rental), `li` inside a list, else `div`. */
  as?: 'article' | 'section' | 'li' | 'div';
  className?: string;
  /** Exposed to host pages as `::part(...)` when the card is inside an element. */
  part?: string;
}

/** A surface grouping one item's content and actions. */
export function Card({
  title,
  subtitle,
  media,
  actions,
  children,
  as: Tag = 'div',
  className,
  part,
}: CardProps) {
  const titleId = useId();
  const labelled = title !== undefined && Tag !== 'div' && Tag !== 'li';
  return (
    <Tag
      className={tokenList(styles.card, className)}
      aria-labelledby={labelled ? titleId : undefined}
      part={part}
    >
      {media && <div className={styles.media}>{media}</div>}
      {(title !== undefined || subtitle !== undefined || children !== undefined) && (
        <div className={styles.body}>
          {title !== undefined && (
            <h3 id={titleId} className={styles.title}>
              {title}
            </h3>
          )}
          {subtitle !== undefined && <p className={styles.subtitle}>{subtitle}</p>}
          {children !== undefined && <div className={styles.content}>{children}</div>}
        </div>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </Tag>
  );
}
