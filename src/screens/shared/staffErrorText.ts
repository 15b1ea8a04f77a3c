import { t } from '../../i18n';
import { withoutBody, type ApiError } from '../../api/errors';
import { refusalText } from './errorText';
import '../../i18n/en/errors';

/**
 * The staff screens: the server's words whatever the status, where it gave some, a refusal (403)
 * included: it says what the account lacks (a library not assigned yet).
 */
export function staffErrorText(error: ApiError): string {
  const refusal = error.status === 403 && !withoutBody(error) ? null : refusalText(error);
  if (refusal) return refusal;
  return withoutBody(error) || !error.message ? t('errors.unexpected') : error.message;
}
