/**
 * Why a call failed, in words for the reader. Every screen gives the catalog's text for a server it
 * cannot reach and for 401, 403 and 404, which the reader can do nothing about. They differ in
 * where they show the server's own words (its `message`, which names the field or rule at fault):
 * the catalog for a 400 only, the member screens for a 400 or 409, the staff screens for any
 * status. Each screen family keeps its rule, one function each.
 */
import type { ApiError } from '../../api/errors';
import { t } from '../../i18n';
import { toApiError } from '../../machines/support';
import '../../i18n/en/errors';

/** The catalog's text for 401, 403 and 404; nothing for another status. */
function refusalText(status: number): string | undefined {
  switch (status) {
    case 401:
      return t('errors.sessionExpired');
    case 403:
      return t('errors.forbidden');
    case 404:
      return t('errors.notFound');
    default:
      return undefined;
  }
}

/** An `HTTP_*` code means the server sent no error body, so no words of its own. */
function withoutBody(error: ApiError): boolean {
  return error.code.startsWith('HTTP_');
}

/** The catalog and the borrow dialog: the server's words for a 400, the catalog's otherwise. */
export function catalogErrorText(error: ApiError | null): string {
  if (!error) return t('errors.unexpected');
  if (error.status === 0) return t('errors.network');
  const refusal = refusalText(error.status);
  if (refusal) return refusal;
  if (error.status === 400) return error.message || t('errors.unexpected');
  if (error.status === 409) return t('errors.conflict');
  return t('errors.unexpected');
}

/** The member screens: the server's words for a 400 or 409, and only a lost connection is one. */
export function memberErrorText(error: ApiError | unknown): string {
  const failure = toApiError(error);
  if (failure.status === 0) {
    return failure.code === 'NETWORK' ? t('errors.network') : t('errors.unexpected');
  }
  const refusal = refusalText(failure.status);
  if (refusal) return refusal;
  if (failure.status === 400 || failure.status === 409) {
    return withoutBody(failure) ? t('errors.conflict') : failure.message;
  }
  return t('errors.unexpected');
}

/** A short failure line plus its reason: 'Failed to save the address. Cannot reach the server.' */
export function memberFailureText(summary: string, error: ApiError | unknown): string {
  return `${summary} ${memberErrorText(error)}`;
}

/** The staff screens: the server's words whatever the status, where it gave some. */
export function staffErrorText(error: ApiError): string {
  if (error.status === 0) return t('errors.network');
  const refusal = refusalText(error.status);
  if (refusal) return refusal;
  return withoutBody(error) || !error.message ? t('errors.unexpected') : error.message;
}
