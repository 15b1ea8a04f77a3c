import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { useSession } from '../../auth/useSession';
import { coverSource } from '../shared/coverSource';
import { requestBooks } from '../BookGrid/booksRequest';
import { useElementEvents } from '../../elements/context';
import { useT } from '../../i18n';
import { consoleTexts } from '../../i18n/consoleTexts';
import { staffConsoleTexts } from '../../i18n/staffConsoleTexts';
import { createResourceListMachine } from '../../machines/resourceList.machine';
import { Button } from '../../ui/Button/Button';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { AddIcon } from '../../ui/Icon/icons/Add';
import { CancelIcon } from '../../ui/Icon/icons/Cancel';
import { CheckIcon } from '../../ui/Icon/icons/Check';
import { DeleteIcon } from '../../ui/Icon/icons/Delete';
import { EditIcon } from '../../ui/Icon/icons/Edit';
import { IconButton } from '../../ui/IconButton/IconButton';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import * as pageStyles from '../shared/staffPage.css';
import { StaffPage } from '../shared/StaffPage';
import { StaffTable } from '../shared/StaffTable';
import * as styles from './BookList.css';
import { takeOver } from '../shared/handOver';
import { signedInScreen } from '../shared/signedInScreen';
import { useActorEvent } from '../shared/useActorEvent';
import { logFailure } from '../shared/logFailure';
import '../../i18n/en/bookList';

type Book = components['schemas']['Book'];

/** The fields the filter searches: every field value but the cover's base64 text. */
const FILTER_FIELDS = [
  'title',
  'author',
  'isbn',
  'description',
  'categoryName',
  'availableCopies',
] as const satisfies readonly (keyof Book)[];

const bookListMachine = createResourceListMachine<Book>();

/** The admin's library's books: its id from the session, else the server's own-library default. */
function fetchBooks(libraryId: number | null): Promise<Book[]> {
  return logFailure(consoleTexts.loadingBooks, () => requestBooks(libraryId ?? undefined));
}

function deleteBook(id: number): Promise<unknown> {
  return logFailure(staffConsoleTexts.deletingBook, () =>
    unwrap(getApi().DELETE('/api/books/{id}', { params: { path: { id } } })),
  );
}

/**
 * The admin's book list: 'Book List', 'Add Book', and the table of the library's books (Title and
 * Author sortable, filter, 5 / 10 / 20 rows a page) with Edit and a confirmed Delete per row.
 */
function BookListScreen() {
  const t = useT();
  const { libraryId, userId } = useSession();
  const { navigate } = useElementEvents();
  const actor = useActorRef(
    bookListMachine.provide({
      actors: {
        fetchItems: fromPromise(() => fetchBooks(libraryId)),
        deleteItem: fromPromise(({ input }) => deleteBook(input.id)),
      },
    }),
  );
  // What the list says: the book its form just saved, or the one deleted here.
  const [notice, setNotice] = useState(() => {
    const title = takeOver('bookSaved');
    return title === undefined ? null : t('bookList.saved', { title });
  });

  useActorEvent(actor, 'deleted', () => setNotice(t('bookList.deleted')));

  const columns = useMemo<DataTableColumn<Book>[]>(
    () => [
      {
        id: 'image',
        header: t('bookList.columnImage'),
        value: () => null,
        cell: (book) => {
          const cover = coverSource(book);
          return cover ? (
            <img
              className={styles.thumbnail}
              src={cover}
              alt={t('bookList.coverOf', { title: book.title })}
              width={50}
              height={50}
            />
          ) : (
            <span className={styles.noImage}>{t('bookList.noImage')}</span>
          );
        },
      },
      {
        id: 'title',
        header: t('bookList.columnTitle'),
        sortable: true,
        cell: (book) => <span className={styles.textCell}>{book.title}</span>,
      },
      {
        id: 'author',
        header: t('bookList.columnAuthor'),
        sortable: true,
        cell: (book) => <span className={styles.textCell}>{book.author}</span>,
      },
      {
        id: 'isbn',
        header: t('bookList.columnIsbn'),
        cell: (book) => <span className={styles.nowrap}>{book.isbn}</span>,
      },
      {
        id: 'available',
        header: t('bookList.columnAvailable'),
        align: 'center',
        // Members can borrow a book marked available only while a copy is on the shelf.
        cell: (book) =>
          book.available && book.availableCopies > 0 ? (
            <CheckIcon label={t('bookList.available')} className={styles.availableIcon} />
          ) : (
            <CancelIcon
              label={book.available ? t('bookList.noCopies') : t('bookList.unavailable')}
              className={styles.unavailableIcon}
            />
          ),
      },
      {
        id: 'actions',
        header: t('bookList.columnActions'),
        value: () => null,
        cell: (book) => (
          <div className={pageStyles.rowActions}>
            <IconButton
              label={t('bookList.editBook', { title: book.title })}
              tone="primary"
              onClick={() => navigate(`/admin/books/edit/${book.id}`)}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              label={t('bookList.deleteBook', { title: book.title })}
              tone="danger"
              onClick={() => {
                setNotice(null);
                actor.send({ type: 'DELETE_REQUESTED', id: book.id });
              }}
            >
              <DeleteIcon />
            </IconButton>
          </div>
        ),
      },
    ],
    [t, navigate, actor],
  );

  return (
    <StaffPage
      region={false}
      heading={t('bookList.heading')}
      action={
        // An administrator no library is assigned to yet has nowhere to add a book.
        libraryId && (
          <Button icon={<AddIcon size={18} />} onClick={() => navigate('/admin/books/create')}>
            {t('bookList.addBook')}
          </Button>
        )
      }
    >
      {notice && (
        <StatusMessage tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </StatusMessage>
      )}
      <StaffTable
        actor={actor}
        texts="bookList"
        columns={columns}
        stateKey={`books:${userId}`}
        filterFields={FILTER_FIELDS}
        rowName={(book) => book.title}
      />
    </StaffPage>
  );
}

export const BookList = signedInScreen(BookListScreen, () => 'bookList.heading');
