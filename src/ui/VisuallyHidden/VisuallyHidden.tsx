import type { ReactNode } from 'react';
import { visuallyHidden } from '../common.css';

/** Text for screen readers only (a table caption, an icon's meaning). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={visuallyHidden}>
      {children}
    </span>
  );
}
