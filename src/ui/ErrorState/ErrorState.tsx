import { useEffect, type ReactNode } from 'react';
import type { ApiError } from '../../api/errors';
import { useSession } from '../../auth/useSession';
import { useT } from '../../i18n';
import { Button } from '../Button/Button';
import * as styles from '../EmptyState/EmptyState.css';
import { ErrorIcon } from '../Icon/icons/Error';
import { RefreshIcon } from '../Icon/icons/Refresh';
import '../../i18n/en/common';

export interface ErrorStateProps {
  /** What failed, in the spec's words ('Failed to load rental history.'). */
  children: ReactNode;
  /** Offers a Retry button, unless `error` says asking again cannot help. */
  onRetry?: () => void;
  /** The failure: a refusal or a bad request gets no Retry (`ApiError.isRetryable`). */
  error?: ApiError | null;
  /** The retry is running. */
  retrying?: boolean;
  /** Another way on, beside or instead of Retry (a link back to a list). */
  action?: ReactNode;
}

/**
 * A failed load, announced as an `alert`, with a Retry button where asking again may help. A load
 * refused because the session had ended (401) is retried on its own once someone is signed in
 * again: staff screens stay on the page through the sign-in (`signedInScreen`), and would
 * otherwise go on saying that the session has ended, with no Retry.
 */
export function ErrorState({
  children,
  onRetry,
  error,
  retrying = false,
  action,
}: ErrorStateProps) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const signedInAgain = error?.status === 401 && isLoggedIn;
  useEffect(() => {
    if (signedInAgain) onRetry?.();
  }, [signedInAgain, onRetry]);
  return (
    <div role="alert" className={styles.state}>
      <ErrorIcon size={40} className={styles.errorIcon} />
      <p className={styles.errorText}>{children}</p>
      {onRetry && error?.isRetryable !== false && (
        <Button
          variant="secondary"
          icon={<RefreshIcon size={18} />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('common.retry')}
        </Button>
      )}
      {action}
    </div>
  );
}
