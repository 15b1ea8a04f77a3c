import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { createElement } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { waitFor as waitForActor } from 'xstate';
import { getSession } from '../src/auth/session';
import { takeOver } from '../src/screens/shared/handOver';
import '../src/elements/lib-register';
import { shadowView } from './support/shadowQueries';
import { ownFrame } from './support/docs';

interface RegisterArgs {
  libraryId?: number;
  onNavigate?: (path: string) => void;
}

/** `<lib-register>` as a host page places it; `lib-navigate` is cancelled and reported. */
function RegisterElement({ libraryId, onNavigate }: RegisterArgs) {
  return createElement('lib-register', {
    'library-id': libraryId,
    style: { minHeight: '760px' },
    ref: (element: HTMLElement | null) => {
      if (!element) return;
      const listener = (event: Event) => {
        event.preventDefault();
        onNavigate?.((event as CustomEvent<{ path: string }>).detail.path);
      };
      element.addEventListener('lib-navigate', listener);
      return () => element.removeEventListener('lib-navigate', listener);
    },
  });
}

const screen = (canvasElement: HTMLElement) => shadowView(canvasElement, 'lib-register', 'form');

const LIBRARIES = [
  { id: 1, name: 'Central Library', city: 'Springfield' },
  { id: 2, name: 'Riverside Branch', city: 'Shelbyville' },
];

type View = Awaited<ReturnType<typeof screen>>;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fill(view: View, userEvent: User, { library = true } = {}) {
  await userEvent.type(view.getByLabelText(/Name/), 'Ada Reader');
  await userEvent.type(view.getByLabelText(/Email/), 'ada@demo.test');
  await userEvent.type(view.getByLabelText(/Password/), 'password1');
  await userEvent.selectOptions(view.getByLabelText(/Role/), 'USER');
  if (library) {
    const select = view.getByLabelText(/Library/);
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, '2');
  }
}

/**
 * `<lib-register>`: name, email, password, role (USER, ADMIN, DELIVERY_PARTNER) and library, from
 * `GET /api/libraries` or fixed by `library-id`. Register is disabled while the form is invalid;
 * success asks for `/login`; a failure shows 'Registration failed. Try again.' in red above the
 * button with the server's reason.
 */
const meta = {
  title: 'Screens/Register',
  component: RegisterElement,
  args: { onNavigate: fn() },
  parameters: {
    docs: { story: ownFrame(720) },
    layout: 'fullscreen',
    customElement: 'lib-register',
  },
  async beforeEach({ msw }) {
    await waitForActor(getSession(), (s) => s.matches('signedOut') || s.matches('signedIn'), {
      timeout: 5000,
    });
    for (const key of ['token', 'libraryId', 'userId']) localStorage.removeItem(key);
    getSession().send({ type: 'STORAGE_CHANGED', token: null });
    msw.use(http.get('/api/libraries', () => HttpResponse.json(LIBRARIES)));
  },
} satisfies Meta<typeof RegisterElement>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(view.getByRole('heading', { name: 'Register' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Register' })).toBeDisabled();
    const roles = [...(view.getByLabelText(/Role/) as HTMLSelectElement).options].map(
      (option) => option.value,
    );
    await expect(roles).toEqual(['', 'USER', 'ADMIN', 'DELIVERY_PARTNER']);
    await waitFor(() =>
      expect(view.getByRole('option', { name: 'Riverside Branch (Shelbyville)' })).toBeTruthy(),
    );
  },
};

export const LoadingLibraries: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/libraries', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(view.getByText('Loading libraries…')).toBeVisible();
    await expect(view.getByLabelText(/Library/)).toBeDisabled();
  },
};

export const LibrariesFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/libraries', () =>
        calls++ === 0 ? HttpResponse.error() : HttpResponse.json(LIBRARIES),
      ),
    );
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await expect(await view.findByText('Failed to load libraries.')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(view.getByLabelText(/Library/)).toBeEnabled());
  },
};

let librariesAsked = 0;

/** A page of one library's site fixes it: no choice, and the list of libraries is not asked for. */
export const FixedLibrary: Story = {
  args: { libraryId: 1 },
  beforeEach({ msw }) {
    librariesAsked = 0;
    msw.use(http.get('/api/libraries', () => (librariesAsked++, HttpResponse.json(LIBRARIES))));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await expect(view.queryByLabelText(/Library/)).toBeNull();
    await fill(view, userEvent, { library: false });
    await expect(view.getByRole('button', { name: 'Register' })).toBeEnabled();
    await expect(librariesAsked).toBe(0);
  },
};

/** An administrator's library is assigned by a platform administrator, not chosen here. */
export const AdministratorWithoutLibrary: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/register', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        if ('libraryId' in body) {
          return HttpResponse.json(
            { error: 'UNEXPECTED', message: 'libraryId sent' },
            { status: 400 },
          );
        }
        return HttpResponse.json(
          { id: 9, ...body, password: undefined, libraryId: null },
          {
            status: 201,
          },
        );
      }),
    );
  },
  async play({ canvasElement, userEvent, args }) {
    const view = await screen(canvasElement);
    await fill(view, userEvent, { library: false });
    await userEvent.selectOptions(view.getByLabelText(/Role/), 'ADMIN');
    await expect(view.queryByLabelText(/Library/)).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/login'));
    await expect(takeOver('registered')).toBe('ada@demo.test');
  },
};

export const ValidationErrors: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    // The password's rule shows before it is broken, as the field's description.
    await expect(view.getByLabelText(/Password/)).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
    await userEvent.type(view.getByLabelText(/Email/), 'ada@');
    await userEvent.type(view.getByLabelText(/Password/), 'short');
    await userEvent.tab();
    await expect(await view.findByText('Enter a valid email address.')).toBeVisible();
    await expect(view.getByText('Enter at least 8 characters.')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Register' })).toBeDisabled();
  },
};

export const Registers: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/register', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 9, ...body, password: undefined }, { status: 201 });
      }),
    );
  },
  async play({ canvasElement, userEvent, args }) {
    const view = await screen(canvasElement);
    await fill(view, userEvent);
    await userEvent.click(view.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/login'));
    // The login screen shown next says the account exists, with its e-mail filled in.
    await expect(takeOver('registered')).toBe('ada@demo.test');
  },
};

export const EmailTaken: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/register', () =>
        HttpResponse.json(
          { error: 'CONFLICT', message: 'This e-mail is already registered.' },
          { status: 409 },
        ),
      ),
    );
  },
  async play({ canvasElement, userEvent, args }) {
    const view = await screen(canvasElement);
    await fill(view, userEvent);
    await userEvent.click(view.getByRole('button', { name: 'Register' }));
    const alert = await view.findByRole('alert');
    await expect(alert).toHaveTextContent('Registration failed. Try again.');
    await expect(alert).toHaveTextContent('This e-mail is already registered.');
    // In red, above the button.
    const message = view.getByText('Registration failed. Try again.');
    await expect(getComputedStyle(message).color).toBe('rgb(198, 40, 40)');
    const button = view.getByRole('button', { name: 'Register' });
    await expect(
      message.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // Said of the e-mail sent: once it is edited, the refusal no longer stands.
    await userEvent.type(view.getByLabelText(/^Email/), '.uk');
    await expect(view.queryByRole('alert')).toBeNull();
  },
};

/**
 * The library chosen was deleted since the list was read: the server says to choose another, and
 * the list, read again, no longer offers it.
 */
export const LibraryGoneMeanwhile: Story = {
  beforeEach({ msw }) {
    let libraries = LIBRARIES;
    msw.use(
      http.get('/api/libraries', () => HttpResponse.json(libraries)),
      http.post('/api/auth/register', () => {
        libraries = LIBRARIES.filter((library) => library.id !== 2);
        return HttpResponse.json(
          {
            error: 'NOT_FOUND',
            message: 'Library 2 does not exist (any more): choose another library.',
          },
          { status: 404 },
        );
      }),
    );
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await fill(view, userEvent);
    await userEvent.click(view.getByRole('button', { name: 'Register' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'Library 2 does not exist (any more): choose another library.',
    );
    await waitFor(() =>
      expect(view.queryByRole('option', { name: 'Riverside Branch (Shelbyville)' })).toBeNull(),
    );
    await expect(view.getByRole('option', { name: 'Central Library (Springfield)' })).toBeTruthy();
  },
};

export const LoginLink: Story = {
  async play({ canvasElement, userEvent, args }) {
    const view = await screen(canvasElement);
    await userEvent.click(view.getByRole('link', { name: 'Login' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};
