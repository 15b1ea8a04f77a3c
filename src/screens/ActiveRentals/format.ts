/** Pure helpers of the member screens: the words for a failure. */
import type { ApiError } from '../../api/errors';
import { t } from '../../i18n';
import { toApiError } from '../../machines/support';

/** Why a call failed, for the reader: the server's own words where it gave them. */
export function failureDetail(error: ApiError | unknown): string {
  const failure = toApiError(error);
  switch (failure.status) {
    case 0:
      return failure.code === 'NETWORK' ? t('errors.network') : t('errors.unexpected');
    case 401:
      return t('errors.sessionExpired');
    case 403:
      return t('errors.forbidden');
    case 404:
      return t('errors.notFound');
    case 400:
    case 409:
      return failure.code.startsWith('HTTP_') ? t('errors.conflict') : failure.message;
    default:
      return t('errors.unexpected');
  }
}

/** A short failure line plus its reason: 'Failed to save the address. Cannot reach the server.' */
export function failureText(summary: string, error: ApiError | unknown): string {
  return `${summary} ${failureDetail(error)}`;
}
