import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { pageStorage, storedNumber } from '../../auth/storage';
import { useSession } from '../../auth/useSession';
import { useT } from '../../i18n';
import { createResourceListMachine } from '../../machines/resourceList.machine';
import { BarChart } from '../../ui/BarChart/BarChart';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { Select } from '../../ui/Select/Select';
import { LoadingState } from '../../ui/Spinner/Spinner';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import { Button } from '../../ui/Button/Button';
import { SignInPrompt } from '../shared/SignInPrompt';
import { staffErrorText } from '../shared/staffErrorText';
import * as screen from '../shared/memberScreen.css';
import * as styles from './Analytics.css';
import { topBooksQuery } from './topBooksQuery';
import '../../i18n/en/analytics';
import '../../i18n/en/common';

type TopBook = components['schemas']['TopBook'];
type LibrarySummary = components['schemas']['Library'];

const topBookList = createResourceListMachine<TopBook>();
const libraryList = createResourceListMachine<LibrarySummary>();

const fetchLibraries = fromPromise<LibrarySummary[], void>(() =>
  unwrap(getApi().GET('/api/superadmin/libraries')),
);

/**
 * Analytics for every role that has it: the bar chart of the most rented books (title, rental
 * count) from `GET /api/books/top-books`. Members and library administrators see their library
 * (the stored library id, when it is a valid number); the platform administrator picks a library,
 * "All libraries" by default.
 */
export function Analytics() {
  const t = useT();
  const session = useSession();
  if (!session.isLoggedIn) return <SignInPrompt heading={t('analytics.heading')} />;
  const superAdmin = session.role === 'SUPER_ADMIN';
  return <AnalyticsView key={`${session.userId}-${session.role}`} superAdmin={superAdmin} />;
}

function AnalyticsView({ superAdmin }: { superAdmin: boolean }) {
  const t = useT();
  const [libraryId, setLibraryId] = useState('');
  const query = superAdmin
    ? topBooksQuery(libraryId === '' ? null : Number(libraryId))
    : topBooksQuery(storedNumber(pageStorage(), 'libraryId'));
  return (
    <section className={screen.screen} part="screen" aria-labelledby="analytics-heading">
      <div className={screen.header}>
        <h2 id="analytics-heading" className={screen.heading}>
          {t('analytics.heading')}
        </h2>
        {superAdmin && <LibraryPicker value={libraryId} onChange={setLibraryId} />}
      </div>
      <TopBooks key={query.libraryId ?? 'all'} query={query} />
    </section>
  );
}

/** The chart of one query; a new library is a new instance (`key`), loaded afresh. */
function TopBooks({ query }: { query: { libraryId?: number } }) {
  const t = useT();
  const books = useActorRef(
    topBookList.provide({
      actors: {
        fetchItems: fromPromise(() =>
          unwrap(getApi().GET('/api/books/top-books', { params: { query } })),
        ),
      },
    }),
  );
  const state = useSelector(books, (s) => s);
  const items = state.context.items;

  if (state.matches('failed')) {
    return (
      <ErrorState onRetry={() => books.send({ type: 'RETRY' })} error={state.context.error}>
        {t('analytics.loadFailed')} {staffErrorText(state.context.error!)}
      </ErrorState>
    );
  }
  if (state.matches('loading')) return <LoadingState label={t('analytics.loading')} />;
  return (
    <div className={styles.chart}>
      <BarChart
        title={t('analytics.chartTitle')}
        data={items.map((book) => ({ label: book.title, value: book.rentalCount }))}
      />
    </div>
  );
}

function LibraryPicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  const libraries = useActorRef(libraryList.provide({ actors: { fetchItems: fetchLibraries } }));
  const state = useSelector(libraries, (s) => s);
  return (
    <div className={styles.picker}>
      <Select
        label={t('analytics.library')}
        name="libraryId"
        value={value}
        hint={state.matches('loading') ? t('common.loading') : undefined}
        options={[
          { value: '', label: t('analytics.allLibraries') },
          ...state.context.items.map((library) => ({
            value: String(library.id),
            label: `${library.name} (${library.city})`,
          })),
        ]}
        onChange={onChange}
      />
      {state.matches('failed') && (
        <StatusMessage tone="error">
          {t('analytics.librariesFailed')}{' '}
          <Button variant="text" onClick={() => libraries.send({ type: 'RETRY' })}>
            {t('common.retry')}
          </Button>
        </StatusMessage>
      )}
    </div>
  );
}
