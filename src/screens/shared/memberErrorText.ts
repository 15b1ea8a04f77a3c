import { t } from '../../i18n';
import { toApiError } from '../../machines/support';
import { withoutBody, type ApiError } from '../../api/errors';
import { refusalText } from './errorText';
import '../../i18n/en/errors';

/**
 * The catalogue, the borrow dialog and a member's own pages: the server's words for a 400 or a 409
 * (the rule that refused, such as one loan of a title at a time). Takes anything a call threw.
 */
export function memberErrorText(error: ApiError | unknown): string {
  const failure = toApiError(error);
  const refusal = refusalText(failure);
  if (refusal) return refusal;
  if (failure.status === 400 || failure.status === 409) {
    if (!withoutBody(failure) && failure.message) return failure.message;
    // A 409 without words is still a conflict; a bare 400 (a proxy's, not ours) says nothing we can show.
    if (failure.status === 409) return t('errors.conflict');
  }
  return t('errors.unexpected');
}

/** A short failure line plus its reason: 'Failed to save the address. Cannot reach the server.' */
export function memberFailureText(summary: string, error: ApiError | unknown): string {
  return `${summary} ${memberErrorText(error)}`;
}
