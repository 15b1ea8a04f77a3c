import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import '../src/elements/lib-book-form';
import { takeOver } from '../src/screens/shared/handOver';
import {
  booksServer,
  CHANGED_MEANWHILE,
  disguisedPngFile,
  jpegFile,
  LIBRARY_ID,
  STAFF,
} from './fixtures/staff';
import { ownFrame } from './support/docs';
import { elementStory } from './support/element';
import { failsOnceThen, never } from './support/msw';
import { signInAs } from './support/session';
import { focusedIn, settled, shadowView, shows, typeInto } from './support/shadowQueries';

const TAG = 'lib-book-form';
const screen = (canvasElement: HTMLElement) => shadowView(canvasElement, TAG);
type View = Awaited<ReturnType<typeof screen>>;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fillNewBook(view: View, userEvent: User) {
  await typeInto(userEvent, view.getByLabelText(/^Title/), 'The Dispossessed');
  await typeInto(userEvent, view.getByLabelText(/^Author/), 'Ursula K. Le Guin');
  await typeInto(userEvent, view.getByLabelText(/^ISBN/), '978-0-06-051275-3');
  await typeInto(userEvent, view.getByLabelText(/^Available Copies/), '3');
  await typeInto(userEvent, view.getByLabelText(/^Description/), 'An ambiguous utopia.');
  const category = view.getByLabelText(/^Category/);
  await waitFor(() => expect(category).toBeEnabled());
  await userEvent.selectOptions(category, '2');
}

/**
 * `<lib-book-form>`: adds a book with a JPEG cover (multipart `POST /api/books/with-image`) or,
 * with `book-id`, edits one (`PUT /api/books/{id}`). Save / Update / Cancel go to `/admin/books`.
 */
const meta = {
  title: 'Staff/Book Form',
  component: elementStory(TAG),
  parameters: { docs: { story: ownFrame() } },
  args: { onNavigate: fn() },
  beforeEach({ msw, parameters }) {
    signInAs('ADMIN', STAFF);
    const server = booksServer();
    parameters.calls = server.calls;
    msw.use(...server.handlers);
  },
} satisfies Meta<ReturnType<typeof elementStory>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Create: Story = {
  async play({ canvasElement, args, userEvent }) {
    const view = await screen(canvasElement);
    await expect(view.getByRole('heading', { name: 'Add Book' })).toBeVisible();
    await expect(view.getByRole('checkbox', { name: 'Available' })).toBeChecked();
    await expect(view.getByText('No file chosen')).toBeVisible();
    await waitFor(() => expect(view.getByRole('option', { name: 'Classics' })).toBeTruthy());
    await expect(view.getByLabelText(/^Description/).tagName).toBe('TEXTAREA');
    await userEvent.click(view.getByRole('link', { name: 'Cancel' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/books');
  },
};

/**
 * An administrator no library is assigned to yet: no form to fill in for a refusal at Save, but
 * why, and the way back to the list.
 */
export const NoLibraryYet: Story = {
  beforeEach() {
    signInAs('ADMIN', { ...STAFF, libraryId: null });
  },
  async play({ canvasElement, args, userEvent }) {
    const view = await screen(canvasElement);
    await expect(
      await view.findByText(
        'You are not the administrator of any library: a platform administrator assigns you one.',
      ),
    ).toBeVisible();
    await expect(view.queryByLabelText(/^Title/)).toBeNull();
    await expect(view.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(view.getByRole('link', { name: 'Back to Book List' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/books');
  },
};

export const ValidationErrors: Story = {
  async play({ canvasElement, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.getAllByText('This field is required.')).toHaveLength(7));
    // Focus leaves Save for the first field to fix.
    await waitFor(() => expect(focusedIn(canvasElement, TAG)).toBe(view.getByLabelText(/^Title/)));
    await settled();
    await typeInto(userEvent, view.getByLabelText(/^ISBN/), '0-3-0-6-4-0-6-1-5-2');
    await shows(view, 'Enter at most 17 characters.');
    await typeInto(userEvent, view.getByLabelText(/^ISBN/), '12-34');
    await typeInto(userEvent, view.getByLabelText(/^Available Copies/), '-1');
    await shows(view, 'Enter a valid ISBN.');
    await shows(view, 'Enter 0 or more.');
    await expect(parameters.calls).toEqual([]);
  },
};

export const CreatesWithImage: Story = {
  async play({ canvasElement, args, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await fillNewBook(view, userEvent);
    await userEvent.upload(view.getByLabelText(/^Image/), jpegFile('dispossessed.jpg'));
    await shows(view, 'dispossessed.jpg');
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/admin/books'));
    const [call] = parameters.calls as { body: Record<string, unknown> }[];
    await expect(call!.body).toMatchObject({
      title: 'The Dispossessed',
      author: 'Ursula K. Le Guin',
      isbn: '978-0-06-051275-3',
      availableCopies: '3',
      description: 'An ambiguous utopia.',
      categoryId: '2',
      available: 'true',
      libraryId: String(LIBRARY_ID),
      image: { name: 'dispossessed.jpg' },
    });
  },
};

export const RejectsNonJpeg: Story = {
  async play({ canvasElement, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await fillNewBook(view, userEvent);
    await userEvent.upload(view.getByLabelText(/^Image/), disguisedPngFile());
    await shows(view, 'Choose a JPEG image.');
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    await expect(parameters.calls).toEqual([]);
  },
};

/**
 * A file read slowly, then another chosen meanwhile: the later choice is the cover, and the first
 * file's verdict, arriving last, does not replace it.
 */
export const LaterChoiceWins: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    const slowPng = disguisedPngFile('slow.jpg');
    const read = slowPng.slice.bind(slowPng);
    slowPng.slice = (...args) => {
      const head = read(...args);
      head.arrayBuffer = () =>
        new Promise((resolve) => setTimeout(() => resolve(read(...args).arrayBuffer()), 300));
      return head;
    };
    const input = view.getByLabelText(/^Image/);
    await userEvent.upload(input, slowPng);
    await userEvent.upload(input, jpegFile('dispossessed.jpg'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(view.getByText('dispossessed.jpg')).toBeVisible();
    await expect(view.queryByText('Choose a JPEG image.')).toBeNull();
  },
};

export const RejectsLargeImage: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1).fill(0xff)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(view.getByLabelText(/^Image/), big);
    await shows(view, 'The image is too large: at most 2 MB.');
  },
};

export const ServerRefusesImage: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/books/with-image', () =>
        HttpResponse.json(
          { error: 'BAD_REQUEST', message: 'image is not a JPEG image.' },
          { status: 400 },
        ),
      ),
    );
  },
  async play({ canvasElement, args, userEvent }) {
    const view = await screen(canvasElement);
    await fillNewBook(view, userEvent);
    await userEvent.upload(view.getByLabelText(/^Image/), jpegFile());
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    // The reason shows once, under the image; the form's message says the save failed.
    await expect(await view.findByRole('alert')).toHaveTextContent(/^Failed to save the book\.$/);
    await expect(view.getByText('image is not a JPEG image.')).toBeVisible();
    await waitFor(() => expect(focusedIn(canvasElement, TAG)).toBe(view.getByLabelText(/^Image/)));
    await settled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/books/with-image', never));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await fillNewBook(view, userEvent);
    await userEvent.upload(view.getByLabelText(/^Image/), jpegFile());
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(view.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const CategoriesFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/books/getBookCategories', failsOnceThen([{ id: 1, name: 'Classics' }])));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await shows(view, 'Failed to load categories.');
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(view.getByLabelText(/^Category/)).toBeEnabled());
  },
};

export const EditLoading: Story = {
  args: { attributes: { 'book-id': 1 } },
  beforeEach({ msw }) {
    msw.use(http.get('/api/books/:id', never));
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('status')).toHaveTextContent('Loading the book…');
  },
};

export const EditLoadFailed: Story = {
  args: { attributes: { 'book-id': 999 } },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'Failed to load the book. It could not be found.',
    );
    // Asking again cannot find it: the way on is back to the list.
    await expect(view.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(view.getByRole('link', { name: 'Back to Book List' })).toHaveAttribute(
      'href',
      '#/admin/books',
    );
  },
};

export const Edit: Story = {
  args: { attributes: { 'book-id': 1 } },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(view.getByRole('heading', { name: 'Edit Book' })).toBeVisible();
    await waitFor(() => expect(view.getByLabelText(/^Title/)).toHaveValue('Dune'));
    await expect(view.getByLabelText(/^Author/)).toHaveValue('Frank Herbert');
    await waitFor(() => expect(view.getByLabelText(/^Category/)).toHaveValue('1'));
    await expect(view.getByRole('checkbox', { name: 'Available' })).toBeChecked();
    await expect(view.queryByLabelText(/^Image/)).toBeNull();
    await expect(view.queryByLabelText(/^Available Copies/)).toBeNull();
    await expect(view.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

export const EditUpdates: Story = {
  args: { attributes: { 'book-id': 1 } },
  async play({ canvasElement, args, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await waitFor(() => expect(view.getByLabelText(/^Title/)).toHaveValue('Dune'));
    await typeInto(userEvent, view.getByLabelText(/^Title/), 'Dune Messiah');
    await userEvent.click(view.getByRole('checkbox', { name: 'Available' }));
    await userEvent.click(view.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/admin/books'));
    // The book list shown next names the book.
    await expect(takeOver('bookSaved')).toBe('Dune Messiah');
    await expect(parameters.calls).toEqual([
      {
        method: 'PUT',
        path: '/api/books/1',
        // With the version it was loaded at, so that an update made since is not undone.
        body: expect.objectContaining({
          id: 1,
          title: 'Dune Messiah',
          available: false,
          version: 1,
        }),
      },
    ]);
    // The copies on the shelf are the server's to count: borrows since loading stay counted.
    await expect(parameters.calls[0].body).not.toHaveProperty('availableCopies');
  },
};

/**
 * Someone else updated the book after the form loaded it: Update is refused with the server's
 * words and a Reload, which loads the book as it is now; an update made from it is saved.
 */
export const ChangedMeanwhile: Story = {
  args: { attributes: { 'book-id': 1 } },
  async play({ canvasElement, args, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await waitFor(() => expect(view.getByLabelText(/^Title/)).toHaveValue('Dune'));
    const elsewhere = await fetch('/api/books/1', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ author: 'F. Herbert', version: 1 }),
    });
    await expect(elsewhere.status).toBe(200);
    await typeInto(userEvent, view.getByLabelText(/^ISBN/), '978-0-441-17271-9');
    await userEvent.click(view.getByRole('button', { name: 'Update' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(
      `Failed to save the book. ${CHANGED_MEANWHILE('book')}`,
    );
    await expect(view.getByLabelText(/^Author/)).toHaveValue('Frank Herbert');

    await userEvent.click(view.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(view.getByLabelText(/^Author/)).toHaveValue('F. Herbert'));
    await expect(view.queryByRole('alert')).toBeNull();
    // The loading state took the focus with the Reload button: it is back on the form.
    const root = canvasElement.querySelector(TAG)!.shadowRoot!;
    await waitFor(() => expect(root.activeElement).toBe(view.getByLabelText(/^Title/)));
    await typeInto(userEvent, view.getByLabelText(/^ISBN/), '978-0-441-17271-9');
    await userEvent.click(view.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/admin/books'));
    await expect(parameters.calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/books/1',
      body: expect.objectContaining({
        author: 'F. Herbert',
        isbn: '978-0-441-17271-9',
        version: 2,
      }),
    });
  },
};

/**
 * Someone else saved the book, then deleted it: Reload finds it gone. The page says so and the
 * focus, which the Reload button took away with it, lands on the way back to the list.
 */
export const ChangedThenDeletedMeanwhile: Story = {
  args: { attributes: { 'book-id': 1 } },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await waitFor(() => expect(view.getByLabelText(/^Title/)).toHaveValue('Dune'));
    await fetch('/api/books/1', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ author: 'F. Herbert', version: 1 }),
    });
    await userEvent.click(view.getByRole('button', { name: 'Update' }));
    await view.findByRole('button', { name: 'Reload' });
    await fetch('/api/books/1', { method: 'DELETE' });

    await userEvent.click(view.getByRole('button', { name: 'Reload' }));
    await expect(await view.findByRole('alert')).toHaveTextContent('Failed to load the book.');
    const root = canvasElement.querySelector(TAG)!.shadowRoot!;
    await waitFor(() =>
      expect(root.activeElement).toBe(view.getByRole('link', { name: 'Back to Book List' })),
    );
  },
};

/** A host that routes itself sets another `book-id`: the form loads that book and saves to it. */
export const AnotherBookId: Story = {
  args: { attributes: { 'book-id': 1 } },
  async play({ canvasElement, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await waitFor(() => expect(view.getByLabelText(/^Title/)).toHaveValue('Dune'));
    canvasElement.querySelector(TAG)!.setAttribute('book-id', '2');
    await waitFor(() =>
      expect(view.getByLabelText(/^Title/)).toHaveValue('The Left Hand of Darkness'),
    );
    await userEvent.click(view.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(parameters.calls).toHaveLength(1));
    await expect(parameters.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/books/2',
      body: { id: 2, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin' },
    });
  },
};

export const EditValidationErrors: Story = {
  args: { attributes: { 'book-id': 1 } },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await waitFor(() => expect(view.getByLabelText(/^Title/)).toHaveValue('Dune'));
    await typeInto(userEvent, view.getByLabelText(/^Title/), '');
    await userEvent.click(view.getByRole('button', { name: 'Update' }));
    await shows(view, 'This field is required.');
  },
};

export const UpdateSlow: Story = {
  args: { attributes: { 'book-id': 1 } },
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/books/:id', async () => {
        await delay(200);
        return HttpResponse.json(
          { error: 'BAD_REQUEST', message: 'isbn must match the ISBN format.' },
          { status: 400 },
        );
      }),
    );
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await waitFor(() => expect(view.getByLabelText(/^Title/)).toHaveValue('Dune'));
    await userEvent.click(view.getByRole('button', { name: 'Update' }));
    await shows(view, 'isbn must match the ISBN format.');
    await expect(view.getByRole('alert')).toHaveTextContent('Failed to save the book.');
  },
};
