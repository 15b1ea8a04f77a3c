import type { ComponentProps } from 'react';
import { tokenList } from '../tokenList';
import * as styles from './Stars.css';

export type StarsProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Rounded to a whole number of stars out of 5. */
  rating: number;
  /** What the stars read as ("Rated 4 out of 5"); without it they are hidden from assistive technology, for a text beside them says the rating. */
  label?: string;
};

/**
 * A rating as repeated star characters (spec section 9): filled stars, then the rest to 5 muted.
 * Other props reach the `span`, so a `Tooltip` can hold it.
 */
export function Stars({ rating, label, className, ...rest }: StarsProps) {
  const full = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={tokenList(styles.stars, className)}
      {...rest}
    >
      {'★'.repeat(full)}
      <span className={styles.empty}>{'☆'.repeat(5 - full)}</span>
    </span>
  );
}
