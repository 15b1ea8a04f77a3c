import { useState } from 'react';
import { useElementEvents } from '../context';
import './lib-sample-greet';
import * as styles from './SampleCard.css';

export interface SampleCardProps {
  /** The card's title. */
  heading?: string;
  /** Presses counted before the first one here. */
  count?: number;
}

/** The factory's reference element: a heading, a text and two buttons, styled by the theme. */
export function SampleCard({ heading = 'Library Lending Kit', count = 0 }: SampleCardProps) {
  const [presses, setPresses] = useState(count);
  const { dispatch, navigate } = useElementEvents();
  return (
    <section className={styles.card} part="card" aria-labelledby="sample-heading">
      <h1 id="sample-heading" className={styles.heading}>
        {heading}
      </h1>
      <div className={styles.body}>Pressed {presses} times.</div>
      <div className={styles.actions}>
        <button
          type="button"
          part="button"
          className={styles.button}
          onClick={() => {
            setPresses(presses + 1);
            dispatch('lib-sample-greet', { count: presses + 1 });
          }}
        >
          Say hello
        </button>
        <button
          type="button"
          part="link"
          className={styles.link}
          onClick={() => navigate('/books')}
        >
          Browse books
        </button>
      </div>
    </section>
  );
}
