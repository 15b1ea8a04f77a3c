import type { ReactNode } from 'react';
import { Card } from '../../ui/Card/Card';
import * as styles from './memberScreen.css';

type FactRows = (readonly [label: string, value: ReactNode] | false)[];

/** A card's label/value lines as a description list; a `false` line is one that does not apply. */
export function Facts({ rows }: { rows: FactRows }) {
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

/**
 * A rental's card in a member's lists: the title, its facts and its action. While the book is on
 * its way (`PENDING_DELIVERY`), the card says why the action waits (`waiting`), and `action` gets
 * that text's id, for the disabled button's description.
 */
export function RentalCard({
  rental,
  rows,
  action,
  waiting,
}: {
  rental: { rentalId: number; bookTitle: string; status: string };
  rows: FactRows;
  action: (waitingId: string | undefined) => ReactNode;
  waiting: string;
}) {
  const waitingId = rental.status === 'PENDING_DELIVERY' ? `waiting-${rental.rentalId}` : undefined;
  return (
    <li>
      <Card as="article" part="card" title={rental.bookTitle} actions={action(waitingId)}>
        <Facts rows={rows} />
        {waitingId && (
          <p id={waitingId} className={styles.muted}>
            {waiting}
          </p>
        )}
      </Card>
    </li>
  );
}
