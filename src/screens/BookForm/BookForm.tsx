import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { ApiError, unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { useSession } from '../../auth/useSession';
import { useT } from '../../i18n';
import {
  createFormMachine,
  fieldChanged,
  formErrors,
  serverMessage,
} from '../../machines/form.machine';
import { createResourceListMachine } from '../../machines/resourceList.machine';
import {
  validateBookCreate,
  validateBookEdit,
  type BookCreateValues,
  type FieldErrors,
} from '../../machines/validation';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { FileField } from '../../ui/FileField/FileField';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import { handOver } from '../shared/handOver';
import { validationText } from '../shared/validationText';
import { textFieldsOf } from '../shared/textFieldsOf';
import { signedInScreen } from '../shared/signedInScreen';
import { StaffForm } from '../shared/StaffForm';
import * as styles from './BookForm.css';
import { inspectImage, type ChosenImage } from './bookImage';
import '../../i18n/en/bookForm';
import '../../i18n/en/common';
import '../../i18n/en/validation';

type Book = components['schemas']['Book'];
type Category = components['schemas']['Category'];

/**
 * The form's values: the spec's fields, the cover as chosen (an edit sends neither it nor copies),
 * and on an edit the version they were loaded at, so that an update made since is not undone.
 */
export interface BookFormValues extends Omit<BookCreateValues, 'image'> {
  image: ChosenImage | null;
  version?: number;
}

export interface BookFormProps {
  /** The book to edit; without it the form adds a book. */
  bookId?: number;
}

const BOOKS_PATH = '/admin/books';

const EMPTY: BookFormValues = {
  title: '',
  author: '',
  isbn: '',
  availableCopies: null,
  description: '',
  available: true,
  categoryId: null,
  image: null,
};

/** Spec section 5, plus the cover's content: a file whose first bytes are not a JPEG's. */
function validateCreate(values: BookFormValues): FieldErrors<BookFormValues> {
  const errors: FieldErrors<BookFormValues> = validateBookCreate(values);
  if (!errors.image && values.image?.jpeg === false) {
    errors.image = { key: 'validation.imageType' };
  }
  return errors;
}

const validateEdit = (values: BookFormValues): FieldErrors<BookFormValues> =>
  validateBookEdit(values);

/** 413 is the cover's: the server refuses the body before it reads a field. */
const fieldErrorsFrom = (error: ApiError): FieldErrors<BookFormValues> =>
  error.status === 413 ? { image: serverMessage(error) } : {};

const bookFormMachine = createFormMachine<BookFormValues, Book>();
const categoriesMachine = createResourceListMachine<Category>();

async function loadBook(id: number): Promise<BookFormValues> {
  const book = await unwrap(getApi().GET('/api/books/{id}', { params: { path: { id } } }));
  return {
    title: book.title,
    author: book.author,
    isbn: book.isbn,
    availableCopies: null,
    description: book.description,
    available: book.available,
    categoryId: book.categoryId,
    image: null,
    version: book.version,
  };
}

function createBook(values: BookFormValues, libraryId: number | null): Promise<Book> {
  const form = new FormData();
  form.set('title', values.title.trim());
  form.set('author', values.author.trim());
  form.set('isbn', values.isbn.trim());
  form.set('availableCopies', String(values.availableCopies));
  form.set('description', values.description.trim());
  form.set('available', String(values.available ?? true));
  form.set('categoryId', String(values.categoryId));
  if (libraryId !== null) form.set('libraryId', String(libraryId));
  if (values.image) form.set('image', values.image.file, values.image.name);
  return unwrap(getApi().POST('/api/books/with-image', { body: form as never }));
}

function updateBook(id: number, values: BookFormValues): Promise<Book> {
  return unwrap(
    getApi().PUT('/api/books/{id}', {
      params: { path: { id } },
      // Without availableCopies: the form does not show the copies on the shelf, and sending the
      // count it loaded would undo the borrows and returns made since.
      body: {
        id,
        title: values.title.trim(),
        author: values.author.trim(),
        isbn: values.isbn.trim(),
        description: values.description.trim(),
        available: values.available ?? true,
        categoryId: values.categoryId!,
        version: values.version,
      },
    }),
  );
}

/**
 * Adds a book (title, author, isbn, availableCopies, description, category, Available and a JPEG
 * cover, sent as multipart with the admin's library id) or, with `bookId`, edits one (title,
 * author, isbn, description, category, available). Save / Update go back to the book list.
 */
function BookFormScreen({ bookId }: BookFormProps) {
  const t = useT();
  const { libraryId } = useSession();
  const editing = bookId !== undefined && bookId > 0;

  const form = useActorRef(
    bookFormMachine.provide({
      actors: {
        loadValues: fromPromise(() => loadBook(bookId!)),
        submitValues: fromPromise(({ input }) =>
          editing ? updateBook(bookId, input.values) : createBook(input.values, libraryId),
        ),
      },
    }),
    {
      input: {
        initialValues: EMPTY,
        validate: editing ? validateEdit : validateCreate,
        load: editing,
        fieldErrorsFrom,
      },
    },
  );
  const state = useSelector(form, (snapshot) => snapshot);
  const { values } = state.context;
  const errors = formErrors(state.context);

  const categories = useActorRef(
    categoriesMachine.provide({
      actors: {
        fetchItems: fromPromise(() => unwrap(getApi().GET('/api/books/getBookCategories'))),
      },
    }),
  );
  const categoryState = useSelector(categories, (snapshot) => snapshot);
  const categoryOptions = useMemo(
    () =>
      categoryState.context.items.map((category) => ({
        value: String(category.id),
        label: category.name,
      })),
    [categoryState.context.items],
  );

  const change = <K extends keyof BookFormValues>(field: K, value: BookFormValues[K]) =>
    form.send(fieldChanged<BookFormValues, K>(field, value));
  const blur = (field: keyof BookFormValues) => () => form.send({ type: 'FIELD_BLURRED', field });
  const shown = (field: keyof BookFormValues) => validationText(errors[field]);
  const textField = textFieldsOf(form, values, errors);

  async function chooseImage(file: File | null) {
    if (!file) {
      change('image', null);
      return;
    }
    change('image', { name: file.name, size: file.size, type: file.type, file });
    const inspected = await inspectImage(file);
    // Another file chosen while this one was read is the cover now.
    if (form.getSnapshot().context.values.image?.file !== file) return;
    change('image', inspected);
    form.send({ type: 'FIELD_BLURRED', field: 'image' });
  }

  const copies = values.availableCopies;

  return (
    <StaffForm
      texts="bookForm"
      path={BOOKS_PATH}
      editing={editing}
      form={form}
      state={state}
      className={styles.form}
      saveFailed={t('bookForm.saveFailed')}
      // Its books would have no library to go to: the server refuses them.
      refused={editing || libraryId ? undefined : t('bookForm.noLibrary')}
      onSaved={() => handOver('bookSaved', form.getSnapshot().context.values.title.trim())}
    >
      <TextField label={t('bookForm.title')} required {...textField('title')} />
      <div className={styles.pair}>
        <TextField label={t('bookForm.author')} required {...textField('author')} />
        <TextField label={t('bookForm.isbn')} required {...textField('isbn')} />
      </div>
      {!editing && (
        <TextField
          label={t('bookForm.availableCopies')}
          name="availableCopies"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          value={copies === null || Number.isNaN(copies) ? '' : String(copies)}
          // What the browser cannot read as a number ("1e") arrives as '': NaN, not a blank.
          onChange={(value, event) =>
            change(
              'availableCopies',
              value !== '' ? Number(value) : event.target.validity.badInput ? NaN : null,
            )
          }
          onBlur={blur('availableCopies')}
          error={shown('availableCopies')}
        />
      )}
      <TextField
        label={t('bookForm.description')}
        multiline
        rows={4}
        required
        {...textField('description')}
      />
      <Select
        label={t('bookForm.category')}
        name="categoryId"
        required
        placeholder={t('bookForm.chooseCategory')}
        options={categoryOptions}
        disabled={!categoryState.matches('loaded')}
        value={values.categoryId === null ? '' : String(values.categoryId)}
        onChange={(value) => change('categoryId', value === '' ? null : Number(value))}
        onBlur={blur('categoryId')}
        error={
          categoryState.matches('failed') ? t('bookForm.categoriesFailed') : shown('categoryId')
        }
        hint={categoryState.matches('loading') ? t('common.loading') : undefined}
      />
      {categoryState.matches('failed') && (
        <div>
          <Button variant="secondary" onClick={() => categories.send({ type: 'RETRY' })}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      <Checkbox
        label={t('bookForm.available')}
        name="available"
        checked={values.available ?? false}
        onChange={(checked) => change('available', checked)}
        error={shown('available')}
      />
      {!editing && (
        <FileField
          label={t('bookForm.image')}
          name="image"
          accept="image/jpeg"
          required
          buttonText={t('bookForm.chooseImage')}
          noFileText={t('bookForm.noFileChosen')}
          fileName={values.image?.name ?? null}
          onChange={(file) => void chooseImage(file)}
          error={shown('image')}
        />
      )}
    </StaffForm>
  );
}

export const BookForm = signedInScreen(BookFormScreen, ({ bookId }) =>
  bookId ? 'bookForm.editTitle' : 'bookForm.addTitle',
);
