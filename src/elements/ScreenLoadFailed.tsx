import { useT } from '../i18n';
import * as styles from './ScreenLoadFailed.css';
import '../i18n/en/common';
import '../i18n/en/errors';

/**
 * What an element shows when its screen's code could not be fetched. It uses nothing of the kit's
 * shared chunks, which may be what failed to arrive.
 */
export function ScreenLoadFailed({
  onRetry,
  focusRetry,
}: {
  onRetry: () => void;
  /** After a retry failed as well: where the pressed Retry was. */
  focusRetry: boolean;
}) {
  const t = useT();
  return (
    <div role="alert" className={styles.failure}>
      {t('errors.screenLoad')}
      <button type="button" className={styles.retry} onClick={onRetry} autoFocus={focusRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
