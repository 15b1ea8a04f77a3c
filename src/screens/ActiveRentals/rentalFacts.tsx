import type { ReactNode } from 'react';
import * as styles from '../shared/memberScreen.css';

/** A card's label/value lines as a description list. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
