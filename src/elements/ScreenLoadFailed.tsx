import { useT } from '../i18n';
import { ErrorState } from '../ui/ErrorState/ErrorState';
import '../i18n/en/errors';

/** What an element shows when its screen's code could not be fetched. */
export function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return <ErrorState onRetry={onRetry}>{t('errors.screenLoad')}</ErrorState>;
}
