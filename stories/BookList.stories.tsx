import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import '../src/elements/lib-book-list';
import { handOver } from '../src/screens/shared/handOver';
import { forgetTableStates } from '../src/ui/DataTable/DataTable';
import { books, booksServer, STAFF } from './fixtures/staff';
import { ownFrame } from './support/docs';
import { elementStory } from './support/element';
import { failsOnceThen, never, refusal } from './support/msw';
import { signInAs } from './support/session';
import { focusedIn, shadowView, typeInto } from './support/shadowQueries';

const TAG = 'lib-book-list';
const screen = (canvasElement: HTMLElement) => shadowView(canvasElement, TAG);

/** The titles in the table's body, top to bottom. */
function titles(view: Awaited<ReturnType<typeof screen>>): string[] {
  const rows = view.getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent ?? '');
}

/**
 * `<lib-book-list>`: the admin's books in a table (Title and Author sortable, a filter over every
 * field, 5 / 10 / 20 rows a page) with Edit and a confirmed Delete, and 'Add Book'.
 */
const meta = {
  title: 'Staff/Book List',
  component: elementStory(TAG),
  parameters: { docs: { story: ownFrame() } },
  args: { onNavigate: fn() },
  beforeEach({ msw }) {
    forgetTableStates();
    signInAs('ADMIN', STAFF);
    msw.use(...booksServer().handlers);
  },
} satisfies Meta<ReturnType<typeof elementStory>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Marked available with every copy out: members cannot borrow it, and the table says so. */
export const NoCopyOnTheShelf: Story = {
  beforeEach({ msw }) {
    const lent = books.map((book, index) =>
      index === 0 ? { ...book, available: true, availableCopies: 0 } : book,
    );
    msw.use(http.get('/api/books/getBooksByLibrary', () => HttpResponse.json(lent)));
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    const row = (await view.findAllByRole('row')).find((r) =>
      r.textContent?.includes(books[0]!.title),
    )!;
    await expect(
      within(row).getByRole('img', { name: 'Available, but no copy is on the shelf' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/books/getBooksByLibrary', never));
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('status')).toHaveTextContent('Loading books…');
    await expect(view.getByRole('heading', { name: 'Book List' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/books/getBooksByLibrary', () => HttpResponse.json([])));
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByText('No books yet.')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Add Book' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/books/getBooksByLibrary', failsOnceThen(books)));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('alert')).toHaveTextContent('Failed to load books.');
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await expect(await view.findByRole('table')).toBeVisible();
  },
};

/**
 * An administrator no library is assigned to yet: the server's refusal says so after the list's own
 * text, quietly; no Retry, and no Add Book, as there is nowhere to add one.
 */
export const Refused: Story = {
  beforeEach({ msw }) {
    signInAs('ADMIN', { ...STAFF, libraryId: null });
    msw.use(
      http.get(
        '/api/books',
        refusal(403, 'FORBIDDEN', 'You are not the administrator of any library.'),
      ),
    );
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(
      await view.findByText('Failed to load books. You are not the administrator of any library.'),
    ).toBeVisible();
    await expect(view.queryByRole('alert')).toBeNull();
    await expect(view.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(view.queryByRole('button', { name: 'Add Book' })).toBeNull();
  },
};

/**
 * The session ended before the books came (a 401): the list says so, and once its user has signed
 * in again it loads on its own, as the screen stayed on the page through the sign-in.
 */
export const SignedInAgain: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(
        '/api/books/getBooksByLibrary',
        failsOnceThen(books, refusal(401, 'UNAUTHORIZED', 'No.')),
      ),
    );
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'Failed to load books. Your session has ended. Please sign in again.',
    );
    signInAs('ADMIN', STAFF);
    await expect(await view.findByRole('table', { name: 'Book List' })).toBeVisible();
    await expect(view.queryByRole('alert')).toBeNull();
  },
};

/** Back on the page, the list is asked again: a book another administrator deleted meanwhile goes. */
export const BackOnThePage: Story = {
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByText('1 – 5 of 24')).toBeVisible();
    await fetch('/api/books/1', { method: 'DELETE' });
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(await view.findByText('1 – 5 of 23')).toBeVisible();
    await expect(view.queryByRole('img', { name: 'Cover of Dune' })).toBeNull();
  },
};

export const Populated: Story = {
  async play({ canvasElement, args, userEvent }) {
    const view = await screen(canvasElement);
    const table = await view.findByRole('table', { name: 'Book List' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['Image', 'Title', 'Author', 'ISBN', 'Available', 'Actions']);
    await expect(within(table).getByRole('button', { name: 'Title' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Author' })).toBeVisible();
    await expect(within(table).queryByRole('button', { name: 'ISBN' })).toBeNull();
    await expect(view.getAllByRole('row')).toHaveLength(6);
    await expect(view.getByRole('img', { name: 'Cover of Dune' })).toBeVisible();
    await expect(view.getByText('No image')).toBeVisible();
    await expect(view.getAllByRole('img', { name: 'Available' }).length).toBeGreaterThan(0);
    await expect(view.getByRole('img', { name: 'Unavailable' })).toBeVisible();
    await expect(view.getByText('1 – 5 of 24')).toBeVisible();

    await userEvent.click(view.getByRole('button', { name: 'Add Book' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/admin/books/create');
    await userEvent.click(view.getByRole('button', { name: 'Edit Dune' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/admin/books/edit/1');
  },
};

export const SortedByTitle: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    const title = view.getByRole('button', { name: 'Title' });
    await userEvent.click(title);
    await expect(title.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await expect(titles(view)[0]).toBe('Beloved');
    await userEvent.click(title);
    await expect(title.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await expect(titles(view)[0]).toBe('Things Fall Apart (2nd ed.)');
    await userEvent.click(title);
    await expect(title.closest('th')).not.toHaveAttribute('aria-sort');
    await expect(titles(view)[0]).toBe('Dune');
  },
};

export const SortedByAuthor: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(view.getByRole('button', { name: 'Author' }));
    await expect(titles(view).slice(0, 2)).toEqual([
      'Things Fall Apart',
      'Things Fall Apart (2nd ed.)',
    ]);
  },
};

export const Filtered: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    const box = view.getByRole('searchbox', { name: 'Filter' });
    await typeInto(userEvent, box, 'DUNE');
    await waitFor(() => expect(titles(view)).toEqual(['Dune', 'Dune (2nd ed.)']));
    await expect(view.getByText('1 – 2 of 2')).toBeVisible();
    await typeInto(userEvent, box, 'márquez');
    await waitFor(() => expect(titles(view)).toHaveLength(2));
    await typeInto(userEvent, box, 'zzz');
    await expect(await view.findByText('No data matching the filter "zzz"')).toBeVisible();
  },
};

export const PageSize10: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.selectOptions(view.getByLabelText('Items per page:'), '10');
    await expect(view.getAllByRole('row')).toHaveLength(11);
    await expect(view.getByText('1 – 10 of 24')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Last page' }));
    await expect(view.getByText('21 – 24 of 24')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'First page' }));
    await expect(view.getByText('1 – 10 of 24')).toBeVisible();
  },
};

/**
 * Left for an edit screen and shown again (the element reconnected), the list is as it was: its
 * filter, sort, page size and page.
 */
export const ComesBackAsLeft: Story = {
  async play({ canvasElement, userEvent }) {
    let view = await screen(canvasElement);
    await view.findByRole('table');
    await typeInto(userEvent, view.getByRole('searchbox', { name: 'Filter' }), 'e');
    await userEvent.click(view.getByRole('button', { name: 'Title' }));
    await userEvent.selectOptions(view.getByLabelText('Items per page:'), '10');
    await userEvent.click(view.getByRole('button', { name: 'Next page' }));
    const range = view.getByText(/^11 – \d+ of \d+$/).textContent;
    const shown = titles(view);

    const element = canvasElement.querySelector(TAG)!;
    const parent = element.parentNode!;
    element.remove();
    // Gone long enough to unmount (a move within one task keeps the element's state).
    await waitFor(() => expect(element.shadowRoot!.querySelector('table')).toBeNull());
    parent.append(element);

    view = await screen(canvasElement);
    await waitFor(() => expect(titles(view)).toEqual(shown));
    await expect(view.getByRole('searchbox', { name: 'Filter' })).toHaveValue('e');
    await expect(view.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(view.getByLabelText('Items per page:')).toHaveValue('10');
    await expect(view.getByText(range!)).toBeVisible();
  },
};

/** Back from the book form: the list names the book it saved, once. */
export const SavedByItsForm: Story = {
  beforeEach() {
    handOver('bookSaved', 'Dune');
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await expect(view.getByRole('status')).toHaveTextContent('“Dune” was saved.');
  },
};

export const PageSize20: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(view.getByRole('button', { name: 'Next page' }));
    await expect(view.getByText('6 – 10 of 24')).toBeVisible();
    // The first visible row (the 6th) stays on the page.
    await userEvent.selectOptions(view.getByLabelText('Items per page:'), '20');
    await expect(view.getByText('1 – 20 of 24')).toBeVisible();
    await expect(view.getAllByRole('row')).toHaveLength(21);
  },
};

export const DeleteDialogOpen: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(view.getByRole('button', { name: 'Delete Dune' }));
    const dialog = await view.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this book?',
    });
    // The question is the spec's; the book it is about is named under it.
    await expect(dialog).toHaveAccessibleDescription('Dune');
    await waitFor(() =>
      expect(focusedIn(canvasElement, TAG)).toBe(
        within(dialog).getByRole('button', { name: 'Cancel' }),
      ),
    );
  },
};

export const Deletes: Story = {
  beforeEach({ msw, parameters }) {
    const server = booksServer();
    parameters.calls = server.calls;
    msw.use(...server.handlers);
  },
  async play({ canvasElement, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(view.getByRole('button', { name: 'Delete Dune' }));
    const dialog = await view.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await view.findByText('The book was deleted.')).toBeVisible();
    await waitFor(() => expect(view.queryByRole('button', { name: 'Delete Dune' })).toBeNull());
    await expect(view.getByText('1 – 5 of 23')).toBeVisible();
    await expect(parameters.calls).toEqual([{ method: 'DELETE', path: '/api/books/1' }]);
  },
};

export const DeleteCancelled: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(view.getByRole('button', { name: 'Delete Dune' }));
    await userEvent.click(
      within(await view.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(view.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(focusedIn(canvasElement, TAG)).toBe(view.getByRole('button', { name: 'Delete Dune' })),
    );
  },
};

export const DeleteInUse: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete('/api/books/:id', () =>
        HttpResponse.json(
          {
            error: 'CONFLICT',
            message: '2 rentals of the book are not returned yet.',
          },
          { status: 409 },
        ),
      ),
    );
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(view.getByRole('button', { name: 'Delete Dune' }));
    await userEvent.click(
      within(await view.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    // The server's words count what keeps it.
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'This book cannot be deleted while it is rented out. 2 rentals of the book are not returned yet.',
    );
    await expect(view.getByRole('button', { name: 'Delete Dune' })).toBeVisible();
  },
};
