import { useId } from 'react';
import { useT } from '../../i18n';
import * as fieldStyles from '../Field/Field.css';
import { ChevronLeftIcon } from '../Icon/icons/ChevronLeft';
import { ChevronRightIcon } from '../Icon/icons/ChevronRight';
import { FirstPageIcon } from '../Icon/icons/FirstPage';
import { LastPageIcon } from '../Icon/icons/LastPage';
import { IconButton } from '../IconButton/IconButton';
import {
  displayedPageSizes,
  hasNextPage,
  hasPreviousPage,
  pageRange,
  targetPageIndex,
  type PageTarget,
} from '../DataTable/tableModel';
import * as styles from './Paginator.css';
import '../../i18n/en/table';

/** The spec's page sizes for the book and library tables. */
export const SPEC_PAGE_SIZES: readonly number[] = [5, 10, 20];

export interface PaginatorProps {
  /** Zero-based index of the page shown. */
  pageIndex: number;
  pageSize: number;
  /** Number of rows over all pages. */
  total: number;
  pageSizeOptions?: readonly number[];
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * Items-per-page select, the "1 – 5 of 32" range (announced politely when it changes) and
 * first / previous / next / last buttons. A button that would lead nowhere is `aria-disabled`
 * rather than `disabled`, so reaching the last page does not throw keyboard focus away.
 */
export function Paginator({
  pageIndex,
  pageSize,
  total,
  pageSizeOptions = SPEC_PAGE_SIZES,
  onPageChange,
  onPageSizeChange,
}: PaginatorProps) {
  const t = useT();
  const range = pageRange(pageIndex, pageSize, total);
  const selectId = useId();
  const hasPrevious = hasPreviousPage(pageIndex);
  const hasNext = hasNextPage(pageIndex, total, pageSize);
  const go = (target: PageTarget) => {
    const backwards = target === 'first' || target === 'previous';
    if (backwards ? hasPrevious : hasNext) {
      onPageChange(targetPageIndex(target, pageIndex, total, pageSize));
    }
  };
  return (
    <div role="group" aria-label={t('table.pagination')} className={styles.paginator}>
      {pageSizeOptions.length > 0 && (
        <div className={styles.sizeField}>
          <label htmlFor={selectId}>{t('table.itemsPerPage')}</label>
          <select
            id={selectId}
            className={`${fieldStyles.control} ${styles.sizeSelect}`}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {displayedPageSizes(pageSize, pageSizeOptions).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.range} aria-live="polite">
        {range.first === 0
          ? t('table.emptyRange', { total: range.total })
          : t('table.range', { from: range.first, to: range.last, total: range.total })}
      </div>
      <div className={styles.buttons}>
        <IconButton
          label={t('table.firstPage')}
          aria-disabled={!hasPrevious}
          onClick={() => go('first')}
        >
          <FirstPageIcon />
        </IconButton>
        <IconButton
          label={t('table.previousPage')}
          aria-disabled={!hasPrevious}
          onClick={() => go('previous')}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton label={t('table.nextPage')} aria-disabled={!hasNext} onClick={() => go('next')}>
          <ChevronRightIcon />
        </IconButton>
        <IconButton label={t('table.lastPage')} aria-disabled={!hasNext} onClick={() => go('last')}>
          <LastPageIcon />
        </IconButton>
      </div>
    </div>
  );
}
