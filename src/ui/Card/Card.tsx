import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';
import { tokenList } from '../tokenList';

type HeadingLevel = 2 | 3 | 4;

export interface CardProps {
  /** The card's heading; the card is labelled by it. */
  title?: ReactNode;
  /** Heading level that fits the page outline (default 3: cards sit under a screen's h2). */
  headingLevel?: HeadingLevel;
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
  headingLevel = 3,
  subtitle,
  media,
  actions,
  children,
  as: Tag = 'div',
  className,
  part,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
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
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {subtitle !== undefined && <p className={styles.subtitle}>{subtitle}</p>}
          {children !== undefined && <div className={styles.content}>{children}</div>}
        </div>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </Tag>
  );
}
