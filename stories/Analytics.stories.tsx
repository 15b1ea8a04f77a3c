import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import '../src/elements/lib-analytics';
import { libraries, MEMBER, otherLibraryTopBooks, topBooks } from './fixtures/rentals';
import { ownFrame } from './support/docs';
import { elementStory } from './support/element';
import { failsOnceThen, never, serverError } from './support/msw';
import { signInAs } from './support/session';
import { field, shadowView } from './support/shadowQueries';

const TAG = 'lib-analytics';
const view = (canvasElement: HTMLElement) => shadowView(canvasElement, TAG);

/**
 * `<lib-analytics>`: the most rented books as a bar chart (with its data table), for a member or
 * an administrator of a library, and for the platform administrator with a library picker.
 */
const meta = {
  title: 'Member/Analytics',
  component: elementStory(TAG),
  parameters: { docs: { story: ownFrame() } },
  args: { onNavigate: fn() },
  beforeEach() {
    signInAs('USER', MEMBER);
  },
} satisfies Meta<ReturnType<typeof elementStory>>;
export default meta;

type Story = StoryObj<typeof meta>;

interface Context {
  msw: { use: (...handlers: HttpHandler[]) => void };
  parameters: Record<string, unknown>;
}

/** Answers top-books (and the library list) and records the `libraryId` of every call. */
function answerTopBooks({ msw, parameters }: Context, answer = () => HttpResponse.json(topBooks)) {
  const queries: string[] = [];
  parameters.queries = queries;
  msw.use(
    http.get('/api/books/top-books', ({ request }) => {
      const libraryId = new URL(request.url).searchParams.get('libraryId');
      queries.push(libraryId ?? '');
      return libraryId === '2' ? HttpResponse.json(otherLibraryTopBooks) : answer();
    }),
    http.get('/api/superadmin/libraries', () => HttpResponse.json(libraries)),
  );
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/books/top-books', never));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading analytics…');
  },
};

export const Empty: Story = {
  beforeEach(context) {
    answerTopBooks(context, () => HttpResponse.json([]));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByText('No rentals yet.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/books/top-books', failsOnceThen(topBooks)));
  },
  async play({ canvasElement, userEvent }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect(await screen.findByRole('figure')).toBeVisible();
  },
};

/** An administrator not yet given a library is told so, with no Retry: asking again cannot help. */
export const AdministratorWithoutLibrary: Story = {
  beforeEach({ msw }) {
    signInAs('ADMIN', { userId: 7, libraryId: null });
    msw.use(
      http.get('/api/books/top-books', () =>
        HttpResponse.json(
          {
            error: 'FORBIDDEN',
            message:
              'You are not the administrator of any library: a platform administrator assigns you one.',
          },
          { status: 403 },
        ),
      ),
    );
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load analytics. You are not the administrator of any library: a platform administrator assigns you one.',
    );
    await expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const MemberLibrary: Story = {
  beforeEach(context) {
    answerTopBooks(context);
  },
  async play({ canvasElement, userEvent, parameters }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByRole('figure')).toHaveTextContent('Top Books');
    // The stored library id is a valid number: it is sent.
    await expect(parameters.queries).toEqual(['1']);
    await expect(screen.queryByText('Library')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show data table' }));
    const table = within(screen.getByRole('table'));
    await expect(table.getByRole('columnheader', { name: 'Title' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Rentals' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Middlemarch' })).toBeVisible();
    await expect(table.getByRole('cell', { name: '14' })).toBeVisible();
  },
};

export const InvalidStoredLibraryId: Story = {
  beforeEach(context) {
    signInAs('ADMIN', { ...MEMBER, libraryId: 'not-a-number' });
    answerTopBooks(context);
  },
  async play({ canvasElement, parameters }) {
    const screen = await view(canvasElement);
    await screen.findByRole('figure');
    // Not a valid number: top-books is asked without a libraryId.
    await expect(parameters.queries).toEqual(['']);
  },
};

export const SuperAdminAllLibraries: Story = {
  beforeEach(context) {
    signInAs('SUPER_ADMIN', { userId: 1, libraryId: null });
    answerTopBooks(context);
  },
  async play({ canvasElement, parameters }) {
    const screen = await view(canvasElement);
    await screen.findByRole('figure');
    const picker = field<HTMLSelectElement>(canvasElement, TAG, 'Library');
    await waitFor(() => expect(picker.options).toHaveLength(4));
    await expect(picker).toHaveValue('');
    await expect(picker.selectedOptions[0]).toHaveTextContent('All libraries');
    await expect(parameters.queries).toEqual(['']);
  },
};

export const SuperAdminPicksALibrary: Story = {
  ...SuperAdminAllLibraries,
  async play(context) {
    await SuperAdminAllLibraries.play!(context);
    const { canvasElement, userEvent, parameters } = context;
    const screen = await view(canvasElement);
    const picker = field<HTMLSelectElement>(canvasElement, TAG, 'Library');
    await userEvent.selectOptions(picker, 'Harbour Library (Brighton)');
    await waitFor(() => expect(parameters.queries).toEqual(['', '2']));
    await userEvent.click(await screen.findByRole('button', { name: 'Show data table' }));
    await expect(await screen.findByRole('rowheader', { name: 'Ficciones' })).toBeVisible();
  },
};

export const SuperAdminLibrariesFailed: Story = {
  beforeEach({ msw }) {
    signInAs('SUPER_ADMIN', { userId: 1, libraryId: null });
    msw.use(
      http.get('/api/books/top-books', () => HttpResponse.json(topBooks)),
      http.get('/api/superadmin/libraries', serverError),
    );
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load libraries.');
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(await screen.findByRole('figure')).toHaveTextContent('Top Books');
  },
};
