import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { createElement } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import type { components } from '../src/api/schema';
import '../src/elements/lib-book-grid';
import { formatMediumDate } from '../src/i18n';
import {
  addresses as savedAddresses,
  books as catalog,
  MEMBER,
  rentalFor,
  reviews,
  type Address,
  type Book,
} from './fixtures/books';
import { todayIso } from './support/dates';
import { signInAs } from './support/session';
import { phone } from './support/layout';
import { serverError } from './support/msw';
import { focusedIn, shadowView } from './support/shadowQueries';
import { ownFrame } from './support/docs';

type RentalCreate = components['schemas']['RentalCreate'];

interface BookGridArgs {
  /** The element's `library-id` attribute. */
  libraryId?: number;
  onNavigate?: (path: string) => void;
  onRentalCreated?: (detail: unknown) => void;
}

/** `<lib-book-grid>` as a host page places it; `lib-navigate` is cancelled and reported. */
function BookGridElement({ libraryId, onNavigate, onRentalCreated }: BookGridArgs) {
  return createElement('lib-book-grid', {
    'library-id': libraryId,
    ref: (element: HTMLElement | null) => {
      if (!element) return;
      const navigate = (event: Event) => {
        event.preventDefault();
        onNavigate?.((event as CustomEvent<{ path: string }>).detail.path);
      };
      const created = (event: Event) => onRentalCreated?.((event as CustomEvent).detail);
      element.addEventListener('lib-navigate', navigate);
      element.addEventListener('lib-rental-created', created);
      return () => {
        element.removeEventListener('lib-navigate', navigate);
        element.removeEventListener('lib-rental-created', created);
      };
    },
  });
}

/** A cover's tag in its URL, as the server names it (there, by the md5 of the cover). */
const coverTag = (id: number) => id.toString(16).padStart(16, '0');

/**
 * A tiny in-memory API for one story: books with their stock, reviews and the member's
 * addresses. A rental takes a copy (409 when none is left, or when the member has the title on
 * loan already), as the real server does.
 */
function mockApi(
  options: { books?: Book[]; addresses?: Address[]; rentals?: RentalCreate[] } = {},
) {
  const stock = structuredClone(options.books ?? catalog);
  const addresses = structuredClone(options.addresses ?? savedAddresses);
  const rentals = options.rentals ?? [];
  // As the server lists them for `covers=link` (the kit's lists ask so): each cover by its URL.
  const listed = (request: Request, books: Book[]) =>
    new URL(request.url).searchParams.get('covers') === 'link'
      ? books.map(({ imageBase64, ...book }) =>
          imageBase64
            ? { ...book, coverUrl: `/api/books/${book.id}/cover?v=${coverTag(book.id)}` }
            : book,
        )
      : books;
  return [
    http.get('/api/books', ({ request }) => HttpResponse.json(listed(request, stock))),
    http.get('/api/books/getBooksByLibrary', ({ request }) => {
      const libraryId = Number(new URL(request.url).searchParams.get('libraryId'));
      return HttpResponse.json(
        listed(
          request,
          stock.filter((book) => book.libraryId === libraryId),
        ),
      );
    }),
    http.get('/api/books/:id/cover', ({ params }) => {
      const cover = stock.find((book) => book.id === Number(params.id))?.imageBase64;
      if (!cover) return new HttpResponse(null, { status: 404 });
      const bytes = Uint8Array.from(atob(cover), (char) => char.charCodeAt(0));
      return HttpResponse.arrayBuffer(bytes.buffer, { headers: { 'content-type': 'image/jpeg' } });
    }),
    http.get('/api/books/:id/reviews', ({ params }) =>
      HttpResponse.json(reviews[Number(params.id)] ?? []),
    ),
    http.get('/api/users/:userId/addresses', () => HttpResponse.json(addresses)),
    http.post('/api/users/:userId/addresses', async ({ request }) => {
      const body = (await request.json()) as Omit<Address, 'id'>;
      const address = { id: 100 + addresses.length, ...body };
      addresses.push(address);
      return HttpResponse.json(address, { status: 201 });
    }),
    http.post('/api/rentals', async ({ request }) => {
      const body = (await request.json()) as RentalCreate;
      const book = stock.find((b) => b.id === body.bookId);
      if (!book)
        return HttpResponse.json({ error: 'NOT_FOUND', message: 'No such book.' }, { status: 404 });
      if (rentals.some((rental) => rental.bookId === book.id)) {
        return HttpResponse.json(
          {
            error: 'ALREADY_BORROWED',
            message: `You already have “${book.title}” on loan. Return it before borrowing it again.`,
          },
          { status: 409 },
        );
      }
      if (book.availableCopies === 0) {
        return HttpResponse.json(
          { error: 'NO_COPY_LEFT', message: 'No copy of this book is left to borrow.' },
          { status: 409 },
        );
      }
      book.availableCopies -= 1;
      rentals.push(body);
      return HttpResponse.json(rentalFor(book, body.rentalDate), { status: 201 });
    }),
  ];
}

const grid = (canvasElement: HTMLElement) => shadowView(canvasElement, 'lib-book-grid', 'h2');

async function cards(view: ReturnType<typeof within>) {
  return view.findAllByRole('article', undefined, { timeout: 5000 });
}

/** The open dialog named `name`, once its opening animation is over. */
async function dialogNamed(
  canvasElement: HTMLElement,
  view: ReturnType<typeof within>,
  name: string,
) {
  const dialog = await view.findByRole('dialog', { name });
  await settled(canvasElement);
  return within(dialog);
}

/** The grid, once its cards are in, and the 'Borrow Book' dialog of `title`, opened. */
async function openBorrow(
  canvasElement: HTMLElement,
  userEvent: { click(element: Element): Promise<void> },
  title: string,
) {
  const view = await grid(canvasElement);
  await cards(view);
  await userEvent.click(view.getByRole('button', { name: `Borrow ${title}` }));
  return { view, dialog: await dialogNamed(canvasElement, view, 'Borrow Book') };
}

/** Borrows `title` for delivery to 1 High Street: the dialog, once confirmed. */
async function confirmBorrow(
  canvasElement: HTMLElement,
  view: ReturnType<typeof within>,
  userEvent: { click(element: Element): Promise<void> },
  title: string,
) {
  await userEvent.click(view.getByRole('button', { name: `Borrow ${title}` }));
  const dialog = await dialogNamed(canvasElement, view, 'Borrow Book');
  await userEvent.click(await dialog.findByRole('radio', { name: '1 High Street, Leeds' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
  return dialog;
}

/** Waits for every dialog to be gone (closing animations included). */
async function dialogsClosed(canvasElement: HTMLElement, view: ReturnType<typeof within>) {
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  await settled(canvasElement);
}

const today = () => todayIso();

/**
 * Types into a field of the element's shadow root. (`userEvent.type` sets the value there without
 * React seeing an input event, in this runner; a real `input` event is what a browser sends.)
 */
function fill(field: HTMLElement, text: string) {
  fireEvent.input(field, { target: { value: text } });
}

/** Fills the borrow dialog's new-address form with 5 Mill Road, Bath. */
async function fillNewAddress(dialog: ReturnType<typeof within>) {
  fill(await dialog.findByLabelText(/^Street/), '5 Mill Road');
  fill(dialog.getByLabelText(/City/), 'Bath');
  fill(dialog.getByLabelText(/State/), 'SO');
  fill(dialog.getByLabelText(/Zip Code/), 'BA1 1AA');
}

/** Waits for the dialog and card animations of the element to finish (axe reads final colours). */
async function settled(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector('lib-book-grid')?.shadowRoot;
  // A cancelled animation rejects `finished`; it is over all the same.
  if (root) {
    await Promise.all(
      root.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    );
  }
}

/**
 * `<lib-book-grid>`: the member's catalog. A card per book (cover or placeholder 200px high,
 * title, Author, ISBN, the description cut to 100 characters and clamped to three lines, the
 * availability chip, Details, Borrow); a search over title, author and ISBN and an "available
 * only" filter; the details dialog with the reviews; and the 'Borrow Book' dialog of
 * `borrowMachine`. Every story is served by MSW.
 */
const meta = {
  title: 'Screens/Book grid',
  component: BookGridElement,
  args: { onNavigate: fn(), onRentalCreated: fn() },
  parameters: { docs: { story: ownFrame(720) }, layout: 'padded', customElement: 'lib-book-grid' },
  beforeEach() {
    signInAs('USER', MEMBER);
  },
} satisfies Meta<typeof BookGridElement>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi());
  },
  async play({ canvasElement }) {
    const view = await grid(canvasElement);
    const all = await cards(view);
    await expect(all).toHaveLength(catalog.length);
    await expect(view.getByText('6 of 6 books')).toBeVisible();

    const middlemarch = within(all[0]!);
    await expect(middlemarch.getByRole('heading', { name: 'Middlemarch' })).toBeVisible();
    await expect(middlemarch.getByText('George Eliot')).toBeVisible();
    await expect(middlemarch.getByText('978-0-14-143954-9')).toBeVisible();
    await expect(middlemarch.getByText('Available')).toBeVisible();
    // `::part(chip)` styles the pill itself, not the row it sits in.
    const chip = all[0]!.querySelector('[part="chip"]')!;
    await expect(chip).toHaveTextContent('Available');
    await expect(chip.getBoundingClientRect().width).toBeLessThan(all[0]!.clientWidth / 2);
    const description = middlemarch.getByText(/^A study of provincial life/);
    await expect([...description.textContent!]).toHaveLength(101);
    await expect(description.textContent!.endsWith('…')).toBe(true);
    await expect(getComputedStyle(description).getPropertyValue('-webkit-line-clamp')).toBe('3');
    const cover = middlemarch.getByRole('img', { name: 'Cover of Middlemarch' });
    // Linked, not inline: the list stays small however many covers the library has.
    await expect(cover.getAttribute('src')).toBe(`/api/books/1/cover?v=${coverTag(1)}`);
    await waitFor(() => expect((cover as HTMLImageElement).naturalWidth).toBe(60));
    await expect(cover.getBoundingClientRect().height).toBe(200);
    // Covers come in as they near the screen: a long catalogue does not decode every cover at once.
    await expect(cover).toHaveAttribute('loading', 'lazy');

    // No cover: the placeholder, just as high.
    const noCover = within(all[2]!);
    await expect(noCover.getByText('No cover image')).toBeVisible();

    const list = view.getByRole('list', { name: 'Books' });
    await expect(getComputedStyle(list).columnGap).toBe('20px');
    await expect(getComputedStyle(list).rowGap).toBe('20px');
    for (const card of all)
      await expect(card.getBoundingClientRect().width).toBeGreaterThanOrEqual(300);
    await expect(middlemarch.getByRole('button', { name: 'Borrow Middlemarch' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/books', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  async play({ canvasElement }) {
    const view = await grid(canvasElement);
    await expect(await view.findByRole('status')).toHaveTextContent('Loading books…');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ books: [] }));
  },
  async play({ canvasElement }) {
    const view = await grid(canvasElement);
    await expect(await view.findByText('No books available.')).toBeVisible();
  },
};

export const LoadErrorThenRetry: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/books', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'INTERNAL', message: 'Boom.' }, { status: 500 })
          : HttpResponse.json(catalog);
      }),
      ...mockApi(),
    );
  },
  async play({ canvasElement, userEvent }) {
    const view = await grid(canvasElement);
    const alert = await view.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load books.');
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await expect(await cards(view)).toHaveLength(catalog.length);
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/books', () => HttpResponse.error()));
  },
  async play({ canvasElement }) {
    const view = await grid(canvasElement);
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'Failed to load books. Cannot reach the server.',
    );
    await expect(view.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const OneLibrary: Story = {
  args: { libraryId: 2 },
  beforeEach({ msw }) {
    msw.use(
      ...mockApi({ books: [...catalog, { ...catalog[1]!, id: 50, libraryId: 2, title: 'Emma' }] }),
    );
  },
  async play({ canvasElement }) {
    const view = await grid(canvasElement);
    await waitFor(async () => expect(await cards(view)).toHaveLength(1));
    await expect(view.getByRole('heading', { name: 'Emma' })).toBeVisible();
  },
};

export const UnavailableBooks: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ books: catalog.filter((book) => book.id === 3 || book.id === 4) }));
  },
  async play({ canvasElement }) {
    const view = await grid(canvasElement);
    const [noCopies, withdrawn] = await cards(view);
    // No copy left, and marked unavailable with copies: both cannot be borrowed.
    await expect(within(noCopies!).getByText('Unavailable')).toBeVisible();
    await expect(within(withdrawn!).getByText('Unavailable')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Borrow Cien años de soledad' })).toBeDisabled();
    await expect(
      view.getByRole('button', { name: 'Borrow On the Origin of Species' }),
    ).toBeDisabled();
    await expect(
      view.getByRole('button', { name: 'Details of On the Origin of Species' }),
    ).toBeEnabled();
  },
};

export const SearchAndFilter: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi());
  },
  async play({ canvasElement, userEvent }) {
    const view = await grid(canvasElement);
    await cards(view);
    const search = view.getByRole('searchbox', { name: 'Search books' });
    fill(search, 'garcia');
    await waitFor(() => expect(view.getAllByRole('article')).toHaveLength(1));
    await expect(view.getByText('1 of 6 books')).toBeVisible();

    await userEvent.click(view.getByRole('checkbox', { name: 'Available only' }));
    await expect(await view.findByText('No books match your search.')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Clear search' }));
    await expect(view.getAllByRole('article')).toHaveLength(catalog.length);
    // The button is gone with the filters: the focus is in the search, to search again.
    await expect(focusedIn(canvasElement, 'lib-book-grid')).toBe(search);

    fill(search, '9780441478125');
    await waitFor(() => expect(view.getAllByRole('article')).toHaveLength(1));
    await expect(view.getByRole('heading', { name: 'The Left Hand of Darkness' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  beforeEach({ msw }) {
    signInAs(null);
    msw.use(...mockApi());
  },
  async play({ canvasElement, userEvent, args }) {
    const view = await grid(canvasElement);
    await cards(view);
    await userEvent.click(view.getByRole('button', { name: 'Borrow Middlemarch' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/login'));
    await expect(await view.findByRole('status')).toHaveTextContent('Sign in to borrow books.');
    await expect(view.queryByRole('dialog')).toBeNull();

    // Signed in (by a login element on the page, say), the borrow asked for goes on.
    signInAs('USER', MEMBER);
    const dialog = await dialogNamed(canvasElement, view, 'Borrow Book');
    await expect(dialog.getByText('Middlemarch')).toBeVisible();
    await expect(await dialog.findByRole('radio', { name: '1 High Street, Leeds' })).toBeVisible();
    await expect(view.queryByText('Sign in to borrow books.')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogsClosed(canvasElement, view);
  },
};

/** Signed out, the message dismissed: the borrow is given up, and signing in opens nothing. */
export const SignedOutDismissed: Story = {
  beforeEach({ msw }) {
    signInAs(null);
    msw.use(...mockApi());
  },
  async play({ canvasElement, userEvent }) {
    const view = await grid(canvasElement);
    await cards(view);
    await userEvent.click(view.getByRole('button', { name: 'Borrow Middlemarch' }));
    const message = await view.findByRole('status');
    await expect(message).toHaveTextContent('Sign in to borrow books.');
    await userEvent.click(within(message).getByRole('button'));
    await waitFor(() => expect(view.queryByText('Sign in to borrow books.')).toBeNull());
    signInAs('USER', MEMBER);
    await cards(view);
    // The list is loaded again for the member; a dialog would open with it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(view.queryByRole('dialog')).toBeNull();
  },
};

/**
 * A visitor on a catalogue of every library's books asks for a book of another library than the
 * one they then sign in to: the borrow is not started, and the grid says why.
 */
export const SignedOutOtherLibrary: Story = {
  beforeEach({ msw }) {
    signInAs(null);
    const elsewhere = { ...catalog[0]!, id: 90, title: 'Harbour Tales', libraryId: 2 };
    msw.use(
      // Signed out, every library's books; a member, their own library's.
      http.get('/api/books', ({ request }) =>
        HttpResponse.json(request.headers.has('authorization') ? catalog : [elsewhere, ...catalog]),
      ),
      ...mockApi(),
    );
  },
  async play({ canvasElement, userEvent }) {
    const view = await grid(canvasElement);
    await userEvent.click(await view.findByRole('button', { name: 'Borrow Harbour Tales' }));
    await expect(await view.findByRole('status')).toHaveTextContent('Sign in to borrow books.');
    signInAs('USER', MEMBER);
    await expect(
      await view.findByText(
        '“Harbour Tales” is not in your library’s catalogue: members borrow from their own library.',
      ),
    ).toBeVisible();
    await expect(view.queryByRole('dialog')).toBeNull();
  },
};

/**
 * A member of library 1 on library 2's site (`library-id="2"`): the catalogue shows, and Borrow
 * says why it is not theirs to borrow instead of opening the dialog.
 */
export const AnotherLibrarysSite: Story = {
  args: { libraryId: 2 },
  beforeEach: OneLibrary.beforeEach,
  async play({ canvasElement, userEvent }) {
    const view = await grid(canvasElement);
    await userEvent.click(await view.findByRole('button', { name: 'Borrow Emma' }));
    await expect(
      await view.findByText(
        '“Emma” is not in your library’s catalogue: members borrow from their own library.',
      ),
    ).toBeVisible();
    await expect(view.queryByRole('dialog')).toBeNull();
  },
};

/** The same, signed in as staff: they are told that only members borrow. */
export const SignedOutOtherLibraryStaff: Story = {
  beforeEach: SignedOutOtherLibrary.beforeEach,
  async play({ canvasElement, userEvent }) {
    const view = await grid(canvasElement);
    await userEvent.click(await view.findByRole('button', { name: 'Borrow Harbour Tales' }));
    await expect(await view.findByRole('status')).toHaveTextContent('Sign in to borrow books.');
    signInAs('ADMIN', { userId: 2, libraryId: 1 });
    await expect(await view.findByText('Only members can borrow books.')).toBeVisible();
    await expect(view.queryByText(/is not in your library’s catalogue/)).toBeNull();
  },
};

/** Library staff signed in on a catalogue cannot borrow: Borrow says so, and opens nothing. */
export const StaffCannotBorrow: Story = {
  beforeEach({ msw }) {
    signInAs('ADMIN', { userId: 2, libraryId: 1 });
    msw.use(...mockApi());
  },
  async play({ canvasElement, userEvent, args }) {
    const view = await grid(canvasElement);
    await cards(view);
    await userEvent.click(view.getByRole('button', { name: 'Borrow Middlemarch' }));
    await expect(await view.findByRole('status')).toHaveTextContent(
      'Only members can borrow books.',
    );
    await expect(view.queryByRole('dialog')).toBeNull();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(within(await view.findByRole('status')).getByRole('button'));
    await waitFor(() => expect(view.queryByText('Only members can borrow books.')).toBeNull());
  },
};

export const DetailsDialog: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi());
  },
  async play({ canvasElement, userEvent }) {
    const view = await grid(canvasElement);
    await cards(view);
    const trigger = view.getByRole('button', { name: 'Details of Middlemarch' });
    await userEvent.click(trigger);
    const dialog = await dialogNamed(canvasElement, view, 'Middlemarch');
    await expect(dialog.getByText(/before the Reform Act\.$/)).toBeVisible();
    await expect(dialog.getByText('Classics')).toBeVisible();
    await expect(dialog.getByText(/4\.5 out of 5/)).toBeVisible();
    await expect(
      await dialog.findByRole('heading', { name: 'A whole town in one book' }),
    ).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(dialog.getByText(/Rita Reader · .*2026/)).toBeVisible();
    // The review keeps its line breaks: its second line starts at the paragraph's left edge.
    const review = dialog.getByText(/^Slow to start/);
    const text = review.firstChild!;
    const secondLine = document.createRange();
    secondLine.setStart(text, text.textContent!.indexOf('Dorothea'));
    secondLine.setEnd(text, text.textContent!.length);
    expect(secondLine.getClientRects()[0]!.left).toBeCloseTo(
      review.getBoundingClientRect().left,
      0,
    );
  },
};

/** A phone with its text at 200%: the labels take at most half the width, the values the rest. */
export const DetailsOnPhoneWithLargeText: Story = {
  ...phone(320),
  beforeEach({ msw }) {
    msw.use(...mockApi());
    document.documentElement.style.fontSize = '200%';
    return () => document.documentElement.style.removeProperty('font-size');
  },
  async play({ canvasElement, userEvent }) {
    const view = await grid(canvasElement);
    await cards(view);
    await userEvent.click(view.getByRole('button', { name: 'Details of Middlemarch' }));
    const dialog = await dialogNamed(canvasElement, view, 'Middlemarch');
    const author = dialog.getByText('George Eliot');
    const facts = author.closest('dl')!.getBoundingClientRect();
    await expect(author.getBoundingClientRect().width).toBeGreaterThanOrEqual(facts.width * 0.45);
  },
};

export const DetailsWithoutReviews: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi());
  },
  async play({ canvasElement, userEvent }) {
    const view = await grid(canvasElement);
    await cards(view);
    await userEvent.click(view.getByRole('button', { name: 'Details of Leaves of Grass' }));
    const dialog = await dialogNamed(canvasElement, view, 'Leaves of Grass');
    await expect(await dialog.findByText('No reviews yet.')).toBeVisible();
    await expect(dialog.getByText('Not rated yet')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await dialogsClosed(canvasElement, view);
    await waitFor(() =>
      expect(focusedIn(canvasElement, 'lib-book-grid')).toBe(
        view.getByRole('button', { name: 'Details of Leaves of Grass' }),
      ),
    );
  },
};

export const BorrowDialogOpen: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi());
  },
  async play({ canvasElement, userEvent }) {
    const { dialog } = await openBorrow(canvasElement, userEvent, 'Middlemarch');
    await expect(await dialog.findByLabelText(/Rental Date/)).toHaveValue(today());
    const group = dialog.getByRole('group', { name: /Select Address/ });
    await expect(
      within(group).getByRole('radio', { name: '1 High Street, Leeds' }),
    ).not.toBeChecked();
    await expect(within(group).getByRole('radio', { name: '22 Park Lane, York' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const BorrowSucceeds: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi());
  },
  async play({ canvasElement, userEvent, args }) {
    const { view, dialog } = await openBorrow(
      canvasElement,
      userEvent,
      'The Left Hand of Darkness',
    );
    await userEvent.click(await dialog.findByRole('radio', { name: '22 Park Lane, York' }));
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    await expect(await view.findByRole('status')).toHaveTextContent(
      'Book borrowed. It will be delivered to your address.',
    );
    await dialogsClosed(canvasElement, view);
    await waitFor(() =>
      expect(args.onRentalCreated).toHaveBeenCalledWith(
        expect.objectContaining({
          rental: expect.objectContaining({ bookId: 2, status: 'PENDING_DELIVERY' }),
          book: expect.objectContaining({ id: 2 }),
        }),
      ),
    );
    // The grid reloaded: the last copy is gone.
    await waitFor(() =>
      expect(view.getByRole('button', { name: 'Borrow The Left Hand of Darkness' })).toBeDisabled(),
    );
  },
};

/** A member's outcome is theirs: signing out (on any element of the page) takes it away. */
export const OutcomeLeavesWithTheMember: Story = {
  beforeEach: BorrowSucceeds.beforeEach,
  async play({ canvasElement, userEvent }) {
    const view = await grid(canvasElement);
    await cards(view);
    await confirmBorrow(canvasElement, view, userEvent, 'The Left Hand of Darkness');
    const borrowed = 'Book borrowed. It will be delivered to your address.';
    await expect(await view.findByText(borrowed)).toBeVisible();
    signInAs(null);
    await waitFor(() => expect(view.queryByText(borrowed)).toBeNull());
    // The visitor's catalogue reloads (dimmed meanwhile): the accessibility check reads it after.
    await waitFor(() =>
      expect(
        canvasElement.querySelector('lib-book-grid')!.shadowRoot!.querySelector('[aria-busy]'),
      ).toBeNull(),
    );
    await dialogsClosed(canvasElement, view);
  },
};

export const BorrowDialogFocus: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi());
  },
  async play({ canvasElement, userEvent }) {
    const view = await grid(canvasElement);
    await cards(view);
    const trigger = view.getByRole('button', { name: 'Borrow Middlemarch' });
    await userEvent.click(trigger);
    const dialog = await dialogNamed(canvasElement, view, 'Borrow Book');
    // Once the addresses are in, the first field has the focus; Escape gives it back to Borrow.
    await waitFor(() =>
      expect(focusedIn(canvasElement, 'lib-book-grid')).toBe(dialog.getByLabelText(/Rental Date/)),
    );
    await userEvent.keyboard('{Escape}');
    await dialogsClosed(canvasElement, view);
    await waitFor(() => expect(focusedIn(canvasElement, 'lib-book-grid')).toBe(trigger));
  },
};

export const NoAddressYet: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ addresses: [] }));
  },
  async play({ canvasElement, userEvent }) {
    const { dialog } = await openBorrow(canvasElement, userEvent, 'Middlemarch');
    await expect(await dialog.findByText('You have no saved address yet.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(dialog.getByRole('group', { name: 'New address' })).toBeVisible();
    // The date can be chosen before the address is saved.
    await expect(dialog.getByLabelText(/Rental Date/)).toBeEnabled();
  },
};

/** The address form's buttons come and go: focus follows, and Enter confirms the dialog. */
export const AddAddressByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ addresses: savedAddresses.slice(0, 1) }));
  },
  async play({ canvasElement, userEvent, args }) {
    const { view, dialog } = await openBorrow(canvasElement, userEvent, 'Middlemarch');
    const focused = () => focusedIn(canvasElement, 'lib-book-grid');
    await userEvent.click(await dialog.findByRole('button', { name: 'Add a new address' }));
    await waitFor(() => expect(focused()).toBe(dialog.getByLabelText(/^Street/)));
    const form = within(dialog.getByRole('group', { name: 'New address' }));
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(focused()).toBe(dialog.getByRole('button', { name: 'Add a new address' })),
    );
    // Escape in the form gives up the address as Cancel does; the dialog stays.
    await userEvent.click(dialog.getByRole('button', { name: 'Add a new address' }));
    await waitFor(() => expect(focused()).toBe(dialog.getByLabelText(/^Street/)));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(focused()).toBe(dialog.getByRole('button', { name: 'Add a new address' })),
    );
    await expect(dialog.queryByRole('group', { name: 'New address' })).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: 'Add a new address' }));
    // Saved empty: every field says what is missing, and the focus goes to the first.
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(focused()).toBe(dialog.getByLabelText(/^Street/)));
    await expect(dialog.getAllByText('This field is required.')).toHaveLength(4);
    await fillNewAddress(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    const added = await dialog.findByRole('radio', { name: '5 Mill Road, Bath' });
    await waitFor(() => expect(focused()).toBe(added));
    await expect(added).toBeChecked();
    await userEvent.click(dialog.getByLabelText(/Rental Date/));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRentalCreated).toHaveBeenCalledTimes(1));
    await dialogsClosed(canvasElement, view);
  },
};

/** A new address the server refuses: the form says so; Escape gives it up for the address chosen. */
export const AddAddressFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/users/:userId/addresses', serverError), ...mockApi());
  },
  async play({ canvasElement, userEvent }) {
    const { dialog } = await openBorrow(canvasElement, userEvent, 'Middlemarch');
    const chosen = await dialog.findByRole('radio', { name: '1 High Street, Leeds' });
    await userEvent.click(chosen);
    await userEvent.click(dialog.getByRole('button', { name: 'Add a new address' }));
    await fillNewAddress(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to save the address.');
    await userEvent.click(dialog.getByLabelText(/^Street/));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog.queryByRole('group', { name: 'New address' })).toBeNull());
    await expect(chosen).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

export const AddAddressInPlace: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ addresses: [] }));
  },
  async play({ canvasElement, userEvent, args }) {
    const { view, dialog } = await openBorrow(canvasElement, userEvent, 'Middlemarch');
    await fillNewAddress(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    const added = await dialog.findByRole('radio', { name: '5 Mill Road, Bath' });
    await expect(added).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onRentalCreated).toHaveBeenCalledTimes(1));
    await dialogsClosed(canvasElement, view);
  },
};

export const Validation: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ addresses: savedAddresses.slice(0, 1) }));
  },
  async play({ canvasElement, userEvent }) {
    const { dialog } = await openBorrow(canvasElement, userEvent, 'Middlemarch');
    const date = await dialog.findByLabelText(/Rental Date/);
    await expect(dialog.getByText('Choose an address to deliver to.')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: '1 High Street, Leeds' }));
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();

    // Rentals are taken from today to 90 days ahead, which the picker offers and no more.
    await expect(date).toHaveAttribute('min', today());
    await expect(date).toHaveAttribute('max', todayIso(90));
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    const dateError = await dialog.findByText(/^Choose a date from today \(.+\) to .+\.$/);
    await settled(canvasElement);
    await expect(dateError).toBeVisible();
    // Dates as they are shown on screen, not as the ISO dates the field holds.
    await expect(dateError).toHaveTextContent(
      `Choose a date from today (${formatMediumDate(today())}) to ${formatMediumDate(todayIso(90))}.`,
    );
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    fireEvent.change(date, { target: { value: todayIso(91) } });
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    // Emptied, it is a required field without a value (not a format to follow).
    fireEvent.change(date, { target: { value: '' } });
    await expect(await dialog.findByText('This field is required.')).toBeVisible();
    await expect(dialog.queryByText('Enter a date as YYYY-MM-DD.')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    fireEvent.change(date, { target: { value: today() } });
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();

    // The new-address form checks its four required fields before anything is sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Add a new address' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(dialog.getAllByText('This field is required.')).toHaveLength(4));
    await settled(canvasElement);
  },
};

/**
 * The server refuses the borrow of “The Left Hand of Darkness” with a 409 `error`, having
 * made the change that the card then shows.
 */
function refusedMeanwhile(error: string, message: string, change: (book: Book) => void) {
  const stock = structuredClone(catalog);
  return [
    http.post('/api/rentals', () => {
      change(stock[1]!);
      return HttpResponse.json({ error, message }, { status: 409 });
    }),
    http.get('/api/books', () => HttpResponse.json(stock)),
    ...mockApi(),
  ];
}

/** Confirms a borrow of `title`; the dialog's alert says `text`. */
async function failedBorrow(
  canvasElement: HTMLElement,
  userEvent: { click(element: Element): Promise<void> },
  title: string,
  text: string,
) {
  const view = await grid(canvasElement);
  await cards(view);
  const dialog = await confirmBorrow(canvasElement, view, userEvent, title);
  await expect(await dialog.findByRole('alert')).toHaveTextContent(text);
  return { view, dialog };
}

/** The dialog's text once the borrow was refused; the card behind is refreshed. */
async function refusedBorrow(
  canvasElement: HTMLElement,
  userEvent: { click(element: Element): Promise<void> },
  text: string,
) {
  const { view, dialog } = await failedBorrow(
    canvasElement,
    userEvent,
    'The Left Hand of Darkness',
    text,
  );
  await waitFor(() =>
    expect(view.getByRole('button', { name: 'Borrow The Left Hand of Darkness' })).toBeDisabled(),
  );
  return { view, dialog };
}

export const LastCopyJustWent: Story = {
  beforeEach({ msw }) {
    // Someone else borrowed the last copy a moment ago.
    msw.use(
      ...refusedMeanwhile('NO_COPY_LEFT', 'No copy of this book is left to borrow.', (book) => {
        book.availableCopies = 0;
      }),
    );
  },
  async play({ canvasElement, userEvent }) {
    const { view, dialog } = await refusedBorrow(
      canvasElement,
      userEvent,
      'Sorry, the last copy of “The Left Hand of Darkness” was just borrowed by someone else.',
    );
    // Confirm went with the choice: focus is on Close, not lost to the page behind the dialog.
    await expect(focusedIn(canvasElement, 'lib-book-grid')).toBe(
      dialog.getByRole('button', { name: 'Close' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await dialogsClosed(canvasElement, view);
    // Its Borrow is disabled now: focus stays with the book, on its Details.
    await waitFor(() =>
      expect(focusedIn(canvasElement, 'lib-book-grid')).toBe(
        view.getByRole('button', { name: 'Details of The Left Hand of Darkness' }),
      ),
    );
  },
};

/** The library withdrew the book from lending while the dialog was open. */
export const WithdrawnMeanwhile: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...refusedMeanwhile('BOOK_UNAVAILABLE', 'This book is not available.', (book) => {
        book.available = false;
      }),
    );
  },
  async play({ canvasElement, userEvent }) {
    await refusedBorrow(
      canvasElement,
      userEvent,
      'Sorry, “The Left Hand of Darkness” was just withdrawn from lending.',
    );
  },
};

/** One loan of a title at a time: the dialog says why, and the copies stay as they were. */
export const AlreadyOnLoan: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ rentals: [{ userId: 5, bookId: 1, addressId: 3, rentalDate: '' }] }));
  },
  async play({ canvasElement, userEvent, args }) {
    const { view, dialog } = await failedBorrow(
      canvasElement,
      userEvent,
      'Middlemarch',
      'Failed to borrow the book. You already have “Middlemarch” on loan. Return it before borrowing it again.',
    );
    await expect(view.getByRole('button', { name: 'Borrow Middlemarch' })).toBeEnabled();
    await expect(args.onRentalCreated).not.toHaveBeenCalled();
    // The dialog still works: an address added now is saved and chosen.
    await userEvent.click(dialog.getByRole('button', { name: 'Add a new address' }));
    await fillNewAddress(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    await expect(await dialog.findByRole('radio', { name: '5 Mill Road, Bath' })).toBeChecked();
    await userEvent.click(dialog.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await dialogsClosed(canvasElement, view);
  },
};

/** The chosen address was deleted meanwhile (in another tab): the dialog says so, not "not found". */
export const AddressDeletedMeanwhile: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/rentals', () =>
        HttpResponse.json(
          { error: 'ADDRESS_NOT_FOUND', message: 'You have no address 3 (addressId).' },
          { status: 404 },
        ),
      ),
      ...mockApi(),
    );
  },
  async play({ canvasElement, userEvent, args }) {
    const { dialog } = await failedBorrow(
      canvasElement,
      userEvent,
      'Middlemarch',
      'Failed to borrow the book. The address you chose is no longer saved. Choose another.',
    );
    // It has left the list; Confirm waits for another choice, and the addresses left have the
    // focus Confirm had.
    await expect(dialog.queryByRole('radio', { name: '1 High Street, Leeds' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await waitFor(() =>
      expect(focusedIn(canvasElement, 'lib-book-grid')).toBe(
        dialog.getByRole('radio', { name: '22 Park Lane, York' }),
      ),
    );
    await expect(args.onRentalCreated).not.toHaveBeenCalled();
  },
};

/** The only address was deleted meanwhile: the new-address form opens, and takes the focus. */
export const OnlyAddressDeletedMeanwhile: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/rentals', addressGone),
      ...mockApi({ addresses: savedAddresses.slice(0, 1) }),
    );
  },
  async play({ canvasElement, userEvent }) {
    const { dialog } = await failedBorrow(canvasElement, userEvent, 'Middlemarch', ADDRESS_GONE);
    await expect(dialog.queryByRole('radio')).toBeNull();
    await waitFor(() =>
      expect(focusedIn(canvasElement, 'lib-book-grid')).toBe(dialog.getByLabelText(/^Street/)),
    );
  },
};

/**
 * Enter in the date field sends the rental as Confirm does, and Confirm takes the focus: the field
 * is off while the rental is sent, and the focus is not dropped to the page with it.
 */
export const EnterConfirmsAndKeepsFocus: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/rentals', async () => {
        await delay('infinite');
      }),
      ...mockApi(),
    );
  },
  async play({ canvasElement, userEvent }) {
    const { dialog } = await openBorrow(canvasElement, userEvent, 'Middlemarch');
    await userEvent.click(await dialog.findByRole('radio', { name: '1 High Street, Leeds' }));
    const date = dialog.getByLabelText(/Rental Date/);
    date.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(date).toBeDisabled();
    await expect(focusedIn(canvasElement, 'lib-book-grid')).toBe(confirm);
  },
};

export const BorrowFails: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.post('/api/rentals', async ({ request }) => {
        calls += 1;
        const body = (await request.json()) as RentalCreate;
        if (calls === 1) return HttpResponse.error();
        return HttpResponse.json(rentalFor(catalog[0]!, body.rentalDate), { status: 201 });
      }),
      ...mockApi(),
    );
  },
  async play({ canvasElement, userEvent, args }) {
    const { view, dialog } = await failedBorrow(
      canvasElement,
      userEvent,
      'Middlemarch',
      'Failed to borrow the book. Cannot reach the server.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onRentalCreated).toHaveBeenCalledTimes(1));
    await dialogsClosed(canvasElement, view);
  },
};

/**
 * A new address half typed, an address chosen (`chosen`), and the rental fails (`refusal`, saying
 * `text`): the form, held while the rental was sent, still holds what was typed.
 */
function newAddressKeptWhen(
  refusal: () => Response,
  text: string,
  chosen = '1 High Street, Leeds',
): Story {
  return {
    beforeEach({ msw }) {
      msw.use(http.post('/api/rentals', refusal), ...mockApi());
    },
    async play({ canvasElement, userEvent }) {
      const { dialog } = await openBorrow(canvasElement, userEvent, 'Middlemarch');
      await userEvent.click(await dialog.findByRole('radio', { name: chosen }));
      await userEvent.click(dialog.getByRole('button', { name: 'Add a new address' }));
      await fillNewAddress(dialog);
      await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
      await expect(await dialog.findByRole('alert')).toHaveTextContent(text);
      await expect(dialog.getByLabelText(/^Street/)).toHaveValue('5 Mill Road');
      await expect(dialog.getByLabelText(/Zip Code/)).toHaveValue('BA1 1AA');
      await expect(dialog.getByLabelText(/^Street/)).toBeEnabled();
    },
  };
}

export const NewAddressKeptWhenBorrowFails = newAddressKeptWhen(
  () => HttpResponse.error(),
  'Failed to borrow the book. Cannot reach the server.',
);

const addressGone = () =>
  HttpResponse.json(
    { error: 'ADDRESS_NOT_FOUND', message: 'You have no address (addressId).' },
    { status: 404 },
  );
const ADDRESS_GONE =
  'Failed to borrow the book. The address you chose is no longer saved. Choose another.';

/** The same when the address chosen was deleted meanwhile: it leaves the list, the form stays. */
export const NewAddressKeptWhenChosenOneWent = newAddressKeptWhen(addressGone, ADDRESS_GONE);

/** The same when that address was the newest: its going is no new address saved. */
export const NewAddressKeptWhenNewestWent = newAddressKeptWhen(
  addressGone,
  ADDRESS_GONE,
  '22 Park Lane, York',
);

/** A form given up with the dialog (Cancel) does not come back open, and empty, with the next. */
export const AddressFormClosesWithTheDialog: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi());
  },
  async play({ canvasElement, userEvent }) {
    const { view, dialog } = await openBorrow(canvasElement, userEvent, 'Middlemarch');
    await userEvent.click(await dialog.findByRole('button', { name: 'Add a new address' }));
    await fillNewAddress(dialog);
    await userEvent.click(dialog.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await dialogsClosed(canvasElement, view);
    await userEvent.click(view.getByRole('button', { name: 'Borrow Middlemarch' }));
    const again = await dialogNamed(canvasElement, view, 'Borrow Book');
    await again.findByRole('radio', { name: '1 High Street, Leeds' });
    await expect(again.queryByRole('group', { name: 'New address' })).toBeNull();
    await expect(again.getByRole('button', { name: 'Add a new address' })).toBeVisible();
  },
};

/**
 * A story whose member's addresses fail to load with `status`: Borrow opens the dialog with the
 * failure, which offers Retry only when asking again may help; Cancel closes it either way.
 */
function addressesFail(status: number, error: string, retry: boolean): Story {
  return {
    beforeEach({ msw }) {
      msw.use(
        http.get('/api/users/:userId/addresses', () =>
          HttpResponse.json({ error, message: 'No addresses for you.' }, { status }),
        ),
        ...mockApi(),
      );
    },
    async play({ canvasElement, userEvent }) {
      const { view, dialog } = await openBorrow(canvasElement, userEvent, 'Middlemarch');
      await expect(await dialog.findByRole('alert')).toHaveTextContent(
        'Failed to load your addresses.',
      );
      const retryButton = dialog.queryByRole('button', { name: 'Retry' });
      await expect(retryButton !== null).toBe(retry);
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await dialogsClosed(canvasElement, view);
    },
  };
}

export const AddressesFailToLoad = addressesFail(500, 'INTERNAL', true);

/** A refusal is not worth asking again: the dialog offers no Retry, only Cancel. */
export const AddressesRefused = addressesFail(403, 'FORBIDDEN', false);
