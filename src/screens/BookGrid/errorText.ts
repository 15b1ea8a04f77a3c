import type { ApiError } from '../../api/errors';
import { t } from '../../i18n';

/**
 * Why a call failed, in words for the reader: the kit's own text for the statuses a member can do
 * nothing about, the server's message (which names the field at fault) for a 400.
 */
export function errorText(error: ApiError | null): string {
  if (!error) return t('errors.unexpected');
  switch (error.status) {
    case 0:
      return t('errors.network');
    case 400:
      return error.message || t('errors.unexpected');
    case 401:
      return t('errors.sessionExpired');
    case 403:
      return t('errors.forbidden');
    case 404:
      return t('errors.notFound');
    case 409:
      return t('errors.conflict');
    default:
      return t('errors.unexpected');
  }
}
