import type { ReactNode } from 'react';
import * as styles from '../shared/memberScreen.css';

/** A card's label/value lines as a description list; a `false` line is one that does not apply. */
export function Facts({ rows }: { rows: (readonly [label: string, value: ReactNode] | false)[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(
        (row) =>
          row && (
            <div key={row[0]} style={{ display: 'contents' }}>
              <dt className={styles.term}>{row[0]}</dt>
              <dd className={styles.definition}>{row[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
