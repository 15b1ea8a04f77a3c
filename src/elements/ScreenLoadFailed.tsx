import { useT } from '../i18n';
import * as styles from './ScreenLoadFailed.css';
import '../i18n/en/common';
import '../i18n/en/errors';

/**
 * What an element shows when its screen's code could not be fetched. It uses nothing of the kit's
 * shared chunks, which may be what failed to arrive.
 */
export function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className={styles.failure}>
      {t('errors.screenLoad')}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
