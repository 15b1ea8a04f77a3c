import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { components } from '../../api/schema';
import { useSession } from '../../auth/useSession';
import { useElementEvents } from '../../elements/context';
import '../../elements/events/lib-rental-created';
import { useT } from '../../i18n';
import { borrowMachine, isBorrowable } from '../../machines/borrow.machine';
import type { Clock } from '../../machines/support';
import { createResourceListMachine } from '../../machines/resourceList.machine';
import { Button } from '../../ui/Button/Button';
import { tokenList } from '../../ui/tokenList';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { LoadingState } from '../../ui/Spinner/Spinner';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import { TextField } from '../../ui/TextField/TextField';
import { BorrowDialog } from './BorrowDialog';
import { BookCard } from './BookCard';
import { BookDetailsDialog } from './BookDetailsDialog';
import * as styles from './BookGrid.css';
import { filterBooks, type BookFilter } from './bookView';
import { borrowActors, fetchBooks } from './catalogApi';
import { memberErrorText } from '../shared/memberErrorText';
import '../../i18n/en/bookGrid';
import '../../i18n/en/common';

type Book = components['schemas']['Book'];

const bookListMachine = createResourceListMachine<Book>();

// The book a signed-out visitor asked to borrow. Outside React, as the session is: the grid that
// sends them to sign in is gone by the time a grid (on this page) finds a member signed in.
let pendingBorrow: Book | null = null;

export interface BookGridProps {
  /** Show this library's books (`getBooksByLibrary`); without it, `GET /api/books`. */
  libraryId?: number;
  /** Where "today" comes from (stories and tests fix it). */
  clock?: Clock;
}

/**
 * The member's book card grid (spec section 2, issue 5 items 1 and 2): search and "available
 * only" over the loaded books, a card per book, the details dialog, and the borrow flow of
 * `borrowMachine`. Signed out, Borrow asks for `/login` (a cancelable `lib-navigate`) and goes on
 * once someone signs in; a rental reloads the grid and raises `lib-rental-created`.
 */
export function BookGrid(props: BookGridProps) {
  // Another library is another list: start afresh rather than mix two libraries' books.
  return <BookGridScreen key={props.libraryId ?? 'own'} {...props} />;
}

function BookGridScreen({ libraryId, clock }: BookGridProps) {
  const t = useT();
  const session = useSession();
  const { dispatch, navigate } = useElementEvents();
  const headingId = useId();
  const countId = useId();
  const search = useRef<HTMLInputElement>(null);

  const list = useActorRef(
    bookListMachine.provide({ actors: { fetchItems: fetchBooks(libraryId) } }),
  );
  const books = useSelector(list, (s) => s.context.items);
  const listError = useSelector(list, (s) => s.context.error);
  const listState = useSelector(list, (s) =>
    s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready',
  );

  const borrow = useActorRef(borrowMachine.provide({ actors: borrowActors }), {
    input: { userId: session.userId, clock },
  });
  const borrowOutcome = useSelector(borrow, (s) =>
    s.matches('done') ? 'done' : s.matches('signInRequired') ? 'signInRequired' : null,
  );

  // The page's session may change under the grid (a login elsewhere, an expiry): the borrow flow
  // follows it, and the list is reloaded, since without `library-id` a member sees their own
  // library's books.
  const userId = session.userId;
  const lastUserId = useRef(userId);
  useEffect(() => {
    borrow.send({ type: 'SESSION_CHANGED', userId });
    if (lastUserId.current !== userId) {
      lastUserId.current = userId;
      list.send({ type: 'RELOAD' });
    }
  }, [borrow, list, userId]);

  useEffect(() => {
    const subscriptions = [
      borrow.on('rentalCreated', ({ rental, book }) => {
        list.send({ type: 'RELOAD' });
        dispatch('lib-rental-created', { rental, book });
      }),
      // 409: the last copy went meanwhile; reloading shows the card as 'Unavailable'.
      borrow.on('bookUnavailable', () => list.send({ type: 'RELOAD' })),
      borrow.on('signInRequired', ({ book }) => {
        // Asked by a visitor: theirs once they sign in. (Not a member's whose session just ended:
        // the next to sign in may be someone else.)
        if (lastUserId.current === null) pendingBorrow = book;
        navigate('/login');
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [borrow, list, dispatch, navigate]);

  const [filter, setFilter] = useState<BookFilter>({ query: '', availableOnly: false });
  const shown = useMemo(() => filterBooks(books, filter, isBorrowable), [books, filter]);
  const filtering = filter.query.trim() !== '' || filter.availableOnly;

  // The details dialog keeps its book while it closes (the closing animation shows it).
  const [details, setDetails] = useState<{ book: Book; open: boolean } | null>(null);

  // The cards follow the list in a background render React can interrupt: a catalogue arriving or
  // a keystroke in the search field never holds the page up for the whole grid.
  const cards = useDeferredValue(shown);
  const showDetails = useCallback((book: Book) => setDetails({ book, open: true }), []);
  // Staff signed in on a catalogue (a library's own site) cannot borrow: the server would refuse
  // them the member's addresses. Borrow tells them so instead of opening a dialog that fails.
  const [membersOnly, setMembersOnly] = useState(false);
  const staff = session.role !== null && session.role !== 'USER';
  // The title of a book of another library (a member reading another library's site, or every
  // library's catalogue asked for signed out), which the member cannot borrow; shown while they
  // are signed in.
  const [notTheirs, setNotTheirs] = useState<{ title: string; userId: number } | null>(null);
  const memberLibrary = session.libraryId;
  const startBorrow = useCallback(
    (book: Book) =>
      staff
        ? setMembersOnly(true)
        : userId !== null && book.libraryId !== memberLibrary
          ? setNotTheirs({ title: book.title, userId })
          : borrow.send({ type: 'BORROW', book }),
    [borrow, staff, userId, memberLibrary],
  );

  // Signed in at last: the borrow asked for goes on. A catalogue shown signed out (the visitor came
  // back without signing in) gives it up.
  useEffect(() => {
    if (userId === null) {
      pendingBorrow = null;
      return;
    }
    const subscription = list.subscribe((snapshot) => {
      const asked = pendingBorrow;
      if (!asked || !snapshot.matches('loaded')) return;
      pendingBorrow = null;
      // The list's copy is the current one (its copies left).
      startBorrow(snapshot.context.items.find((item) => item.id === asked.id) ?? asked);
    });
    return () => subscription.unsubscribe();
  }, [list, userId, startBorrow]);

  const firstLoad = listState === 'loading' && books.length === 0;
  const reloading = listState === 'loading' && books.length > 0;

  return (
    <section className={styles.screen} aria-labelledby={headingId} part="screen">
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {t('bookGrid.heading')}
        </h2>
        {listState !== 'failed' && books.length > 0 && (
          <p id={countId} className={styles.count} aria-live="polite">
            {t('bookGrid.resultCount', { count: shown.length, total: books.length })}
          </p>
        )}
      </div>

      <div className={styles.toolbar} role="search" part="toolbar">
        <TextField
          className={styles.search}
          type="search"
          ref={search}
          label={t('bookGrid.search')}
          placeholder={t('bookGrid.searchHint')}
          value={filter.query}
          autoComplete="off"
          onChange={(query) => setFilter((current) => ({ ...current, query }))}
        />
        <Checkbox
          className={styles.availableOnly}
          label={t('bookGrid.availableOnly')}
          checked={filter.availableOnly}
          onChange={(availableOnly) => setFilter((current) => ({ ...current, availableOnly }))}
        />
      </div>

      {borrowOutcome === 'done' && (
        <StatusMessage
          tone="success"
          className={styles.outcome}
          onDismiss={() => borrow.send({ type: 'CLOSE' })}
        >
          {t('bookGrid.borrowed')}
        </StatusMessage>
      )}
      {notTheirs?.userId === session.userId && (
        <StatusMessage className={styles.outcome} onDismiss={() => setNotTheirs(null)}>
          {t('bookGrid.notInYourLibrary', { title: notTheirs.title })}
        </StatusMessage>
      )}
      {staff && membersOnly && (
        <StatusMessage className={styles.outcome} onDismiss={() => setMembersOnly(false)}>
          {t('bookGrid.membersOnly')}
        </StatusMessage>
      )}
      {borrowOutcome === 'signInRequired' && (
        <StatusMessage
          className={styles.outcome}
          onDismiss={() => {
            pendingBorrow = null;
            borrow.send({ type: 'CLOSE' });
          }}
        >
          {t('bookGrid.signInToBorrow')}
        </StatusMessage>
      )}

      {firstLoad && <LoadingState label={t('bookGrid.loading')} />}
      {listState === 'failed' && (
        <ErrorState onRetry={() => list.send({ type: 'RETRY' })} error={listError}>
          {t('bookGrid.loadFailed')} {memberErrorText(listError)}
        </ErrorState>
      )}
      {listState === 'ready' && books.length === 0 && (
        <EmptyState>{t('bookGrid.empty')}</EmptyState>
      )}
      {!firstLoad && listState !== 'failed' && books.length > 0 && shown.length === 0 && (
        <EmptyState
          action={
            filtering && (
              <Button
                variant="secondary"
                onClick={() => {
                  setFilter({ query: '', availableOnly: false });
                  // The button goes with the filters: the search takes the focus, to search again.
                  search.current?.focus();
                }}
              >
                {t('bookGrid.clearFilters')}
              </Button>
            )
          }
        >
          {t('bookGrid.noMatch')}
        </EmptyState>
      )}
      {!firstLoad && listState !== 'failed' && shown.length > 0 && (
        <ul
          className={tokenList(styles.grid, reloading && styles.busy)}
          aria-labelledby={headingId}
          aria-describedby={books.length > 0 ? countId : undefined}
          aria-busy={reloading || undefined}
          part="grid"
        >
          {cards.map((book) => (
            <li key={book.id} className={styles.gridItem}>
              <BookCard book={book} onDetails={showDetails} onBorrow={startBorrow} />
            </li>
          ))}
        </ul>
      )}

      {details && (
        <BookDetailsDialog
          key={details.book.id}
          book={details.book}
          open={details.open}
          onClose={() => setDetails({ ...details, open: false })}
        />
      )}
      <BorrowDialog actor={borrow} />
    </section>
  );
}
