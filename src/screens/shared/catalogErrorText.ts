import { t } from '../../i18n';
import { withoutBody, type ApiError } from '../../api/errors';
import { refusalText } from './errorText';
import '../../i18n/en/errors';

/**
 * The catalog and the borrow dialog: the server's words for a 400 or a 409 (the rule that refused,
 * such as one loan of a title at a time), the catalog's otherwise.
 */
export function catalogErrorText(error: ApiError | null): string {
  if (!error) return t('errors.unexpected');
  if (error.status === 0) return t('errors.network');
  const refusal = refusalText(error.status);
  if (refusal) return refusal;
  if (error.status === 400 || (error.status === 409 && !withoutBody(error))) {
    return error.message || t('errors.unexpected');
  }
  if (error.status === 409) return t('errors.conflict');
  return t('errors.unexpected');
}
