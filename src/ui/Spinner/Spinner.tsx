import * as styles from './Spinner.css';
import { tokenList } from '../tokenList';

export interface SpinnerProps {
  /** Diameter in CSS pixels. */
  size?: number;
  className?: string;
}

/** A turning ring, decorative: whoever shows it says what is loading (`LoadingState`, `Button`). */
export function Spinner({ size = 24, className }: SpinnerProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      className={tokenList(styles.spinner, className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      <circle className={styles.track} cx="12" cy="12" r="9.5" />
      <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" strokeLinecap="round" />
    </svg>
  );
}

export interface LoadingStateProps {
  /** What is loading, shown and announced ('Loading requests...'). */
  label: string;
}

/** A polite `role="status"` region with a spinner: the spec's loading states. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <div role="status" className={styles.loadingState} aria-live="polite">
      <Spinner size={32} className={styles.loadingSpinner} />
      <span>{label}</span>
    </div>
  );
}
