/**
 * Texts the staff screens (book list and form, delivery tasks, libraries) share: a failed call
 * explained to the reader and the DataTable's texts from the catalog.
 */
import type { ApiError } from '../../api/errors';
import { t } from '../../i18n';
import type { DataTableTexts } from '../../ui/DataTable/DataTable';

/** Why a call failed, in the reader's words: the server's own text where it gives one. */
export function apiErrorText(error: ApiError): string {
  switch (error.status) {
    case 0:
      return t('errors.network');
    case 401:
      return t('errors.sessionExpired');
    case 403:
      return t('errors.forbidden');
    case 404:
      return t('errors.notFound');
  }
  return error.code.startsWith('HTTP_') || !error.message ? t('errors.unexpected') : error.message;
}

/** The DataTable's filter, paginator and empty texts from the catalog. */
export function tableTexts(
  empty: string,
  filterLabel = t('table.filter'),
): Partial<DataTableTexts> {
  return {
    filterLabel,
    empty,
    noMatch: t('table.noMatch', { filter: '{query}' }),
    itemsPerPage: t('table.itemsPerPage'),
    firstPage: t('table.firstPage'),
    previousPage: t('table.previousPage'),
    nextPage: t('table.nextPage'),
    lastPage: t('table.lastPage'),
  };
}
