import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { CheckCircleIcon } from '../Icon/icons/CheckCircle';
import { CloseIcon } from '../Icon/icons/Close';
import { ErrorIcon } from '../Icon/icons/Error';
import { InfoIcon } from '../Icon/icons/Info';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './StatusMessage.css';
import '../../i18n/en/common';
import { tokenList } from '../tokenList';

export type StatusTone = 'success' | 'error' | 'info';

export interface StatusMessageProps {
  children: ReactNode;
  /** `error` is an `alert` (announced at once); `success` and `info` a polite `status`. */
  tone?: StatusTone;
  /** Shows a dismiss button, labelled with the catalog's `common.close` ('Close'). */
  onDismiss?: () => void;
  className?: string;
}

const icons = { success: CheckCircleIcon, error: ErrorIcon, info: InfoIcon };

/**
 * An inline message in place of the spec's browser alerts ('Return request submitted!',
 * 'Failed to submit return request.').
 */
export function StatusMessage({
  children,
  tone = 'info',
  onDismiss,
  className,
}: StatusMessageProps) {
  const t = useT();
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={tokenList(styles.message, styles.tone[tone], className)}
    >
      <Icon className={styles.icon} />
      <div className={styles.text}>{children}</div>
      {onDismiss && (
        <IconButton
          label={t('common.close')}
          size="small"
          onClick={onDismiss}
          className={styles.dismiss}
        >
          <CloseIcon size={18} />
        </IconButton>
      )}
    </div>
  );
}
