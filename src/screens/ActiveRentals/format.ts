/** Pure helpers of the member screens: dates in the page locale, the words for a failure. */
import type { ApiError } from '../../api/errors';
import { t } from '../../i18n';
import { toApiError } from '../../machines/support';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The page's locale: the `lang` of the document, else the browser's. */
export function pageLocale(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.lang || navigator.language || undefined;
}

/**
 * A timestamp or an ISO date in the medium format of the page's locale ('Mar 10, 2026'). A date
 * without a time is a calendar day, read in local time so it never shifts by a day.
 */
export function formatDate(value: string | null | undefined, locale = pageLocale()): string {
  if (!value) return '';
  const match = DATE_ONLY.exec(value);
  const date = match
    ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
  }
}

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
