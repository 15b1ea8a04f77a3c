import { t } from '../../i18n';
import { toApiError } from '../../machines/support';
import { withoutBody, type ApiError } from '../../api/errors';
import { refusalText } from './errorText';
import '../../i18n/en/errors';

/** The member screens: the server's words for a 400 or 409, and only a lost connection is one. */
export function memberErrorText(error: ApiError | unknown): string {
  const failure = toApiError(error);
  if (failure.status === 0) {
    return failure.code === 'NETWORK' ? t('errors.network') : t('errors.unexpected');
  }
  const refusal = refusalText(failure.status);
  if (refusal) return refusal;
  if (failure.status === 400 || failure.status === 409) {
    if (!withoutBody(failure)) return failure.message;
    // A bare 409 is still a conflict; a bare 400 (a proxy's, not ours) says nothing we can show.
    if (failure.status === 409) return t('errors.conflict');
  }
  return t('errors.unexpected');
}

/** A short failure line plus its reason: 'Failed to save the address. Cannot reach the server.' */
export function memberFailureText(summary: string, error: ApiError | unknown): string {
  return `${summary} ${memberErrorText(error)}`;
}
