import { t } from '../../i18n';
import type { DataTableTexts } from '../../ui/DataTable/DataTable';
import '../../i18n/en/table';

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
