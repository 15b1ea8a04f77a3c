import type { ReactNode } from 'react';
import * as styles from './Chip.css';
import { tokenList } from '../tokenList';

export type ChipTone = 'neutral' | 'primary' | 'success' | 'warn';

export interface ChipProps {
  children: ReactNode;
  tone?: ChipTone;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  /** Exposed to host pages as `::part(...)` when the chip is inside an element. */
  part?: string;
}

/** A small static label ('Available' / 'Unavailable'): text, never colour alone, carries meaning. */
export function Chip({ children, tone = 'neutral', icon, part }: ChipProps) {
  const classes = tokenList(styles.chip, styles.tone[tone]);
  return (
    <span className={classes} part={part}>
      {icon}
      {children}
    </span>
  );
}
