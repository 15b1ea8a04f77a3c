import type { ReactNode } from 'react';
import type { ApiError } from '../../api/errors';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { LoadingState } from '../../ui/Spinner/Spinner';
import { useT } from '../../i18n';
import '../../i18n/en/common';

/** What `ListStates` reads of a resource list machine's snapshot. */
export interface ListSnapshot {
  matches(state: 'failed' | 'loading' | 'empty'): boolean;
  context: { items: readonly unknown[]; error: ApiError | null };
}

export interface ListStatesProps {
  /** The list machine's snapshot (`createResourceListMachine`). */
  state: ListSnapshot;
  /** The failure text, with Retry where asking again may help. */
  loadFailed: ReactNode;
  onRetry: () => void;
  /** The text for a list with no items. */
  empty: ReactNode;
  /** Default: the catalog's `common.loading` ('Loading…'). */
  loadingLabel?: string;
  /** The items, shown once loaded and kept on screen while the list reloads. */
  children: ReactNode;
}

/**
 * The states of a list screen: the failure (with Retry where asking again may help) or the
 * server's refusal, the spinner of the first load, the empty text, else the items. A failed
 * reload shows its failure in place of the items, whose actions (Delete) wait for a list that
 * loads.
 */
export function ListStates({
  state,
  loadFailed,
  onRetry,
  empty,
  loadingLabel,
  children,
}: ListStatesProps) {
  const t = useT();
  const { items, error } = state.context;
  if (state.matches('failed')) {
    // A refusal: asking again cannot help, and the server's words, after the list's own, say
    // why, quietly (staff signed in on a page of member lists; an administrator no library is
    // assigned to).
    return error?.status === 403 ? (
      <EmptyState>
        {loadFailed} {error.message}
      </EmptyState>
    ) : (
      <ErrorState onRetry={onRetry} error={error}>
        {loadFailed}
      </ErrorState>
    );
  }
  if (state.matches('loading') && items.length === 0) {
    return <LoadingState label={loadingLabel ?? t('common.loading')} />;
  }
  if (state.matches('empty')) return <EmptyState>{empty}</EmptyState>;
  return children;
}
