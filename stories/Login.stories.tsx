import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { createElement } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { waitFor as waitForActor } from 'xstate';
import { getSession } from '../src/auth/session';
import { unsignedToken } from '../src/auth/unsignedToken';
import { handOver } from '../src/screens/shared/handOver';
import '../src/elements/lib-login';
import { shadowView } from './support/shadowQueries';
import { signInAs } from './support/session';
import { ownFrame } from './support/docs';

interface LoginArgs {
  onNavigate?: (path: string) => void;
}

/** `<lib-login>` as a host page places it; `lib-navigate` is cancelled and reported. */
function LoginElement({ onNavigate }: LoginArgs) {
  return createElement('lib-login', {
    style: { minHeight: '560px' },
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

const screen = (canvasElement: HTMLElement) => shadowView(canvasElement, 'lib-login', 'form');

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
const adminToken = () =>
  unsignedToken({ userId: 2, libraryId: 1, role: 'ADMIN', exp: inOneHour() });

/**
 * `<lib-login>`: email and password; Login is disabled while the form is invalid. On success the
 * page's session is signed in and the element asks (`lib-navigate`) for the role's area; on
 * failure it says why.
 */
const meta = {
  title: 'Screens/Login',
  component: LoginElement,
  args: { onNavigate: fn() },
  parameters: { docs: { story: ownFrame(640) }, layout: 'fullscreen', customElement: 'lib-login' },
  async beforeEach() {
    // Every story starts signed out, without touching the rest of the page's storage, once a
    // sign-in left running by the previous story has ended.
    await waitForActor(getSession(), (s) => s.matches('signedOut') || s.matches('signedIn'), {
      timeout: 5000,
    });
    for (const key of ['token', 'libraryId', 'userId']) localStorage.removeItem(key);
    getSession().send({ type: 'STORAGE_CHANGED', token: null });
  },
} satisfies Meta<typeof LoginElement>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(view.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(view.getByLabelText(/Email/)).toHaveValue('');
    await expect(view.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await userEvent.type(view.getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(view.getByLabelText(/Password/));
    await userEvent.tab();
    await expect(await view.findByText('Enter a valid email address.')).toBeVisible();
    await expect(view.getByText('This field is required.')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

export const ValidForm: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await userEvent.type(view.getByLabelText(/Email/), 'member@demo.test');
    await userEvent.type(view.getByLabelText(/Password/), 'demo12345');
    await expect(view.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

export const SignsInAndGoesToTheRoleArea: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/login', () => HttpResponse.json({ token: adminToken() })));
  },
  async play({ canvasElement, userEvent, args }) {
    const view = await screen(canvasElement);
    await userEvent.type(view.getByLabelText(/Email/), 'admin@demo.test');
    await userEvent.type(view.getByLabelText(/Password/), 'demo12345');
    await userEvent.click(view.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/admin'));
    await expect(localStorage.getItem('userId')).toBe('2');
    await expect(localStorage.getItem('libraryId')).toBe('1');
    await expect(getSession().getSnapshot().context.session?.role).toBe('ADMIN');
    // The page cancelled the navigation and keeps the screen: it says who is in, and the way out.
    await expect(await view.findByText('You are signed in.')).toBeVisible();
    await expect(view.queryByLabelText(/Password/)).toBeNull();
  },
};

/**
 * Signed in already (in this tab or another), on a page that keeps the login screen, as a CMS page
 * without a navbar does: Logout signs out every element of the page and brings the form back.
 */
export const SignedIn: Story = {
  beforeEach() {
    signInAs('ADMIN', { userId: 2, libraryId: 1 });
  },
  async play({ canvasElement, userEvent }) {
    const view = await shadowView(canvasElement, 'lib-login');
    await expect(view.getByText('You are signed in.')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Logout' }));
    await expect(await view.findByLabelText(/Password/)).toHaveValue('');
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(getSession().getSnapshot().context.session).toBeNull();
  },
};

/** A session the server ended (a 401) is explained, and signing in again goes on as usual. */
export const SessionEnded: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/login', () => HttpResponse.json({ token: adminToken() })));
    getSession().send({ type: 'STORAGE_CHANGED', token: adminToken() });
    getSession().send({ type: 'SESSION_EXPIRED' });
  },
  async play({ canvasElement, userEvent, args }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
    await userEvent.type(view.getByLabelText(/Email/), 'admin@demo.test');
    await userEvent.type(view.getByLabelText(/Password/), 'demo12345');
    await userEvent.click(view.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/admin'));
    await expect(view.queryByRole('alert')).toBeNull();
  },
};

/**
 * Just registered on this page (`<lib-register>` sent the visitor here): the account is confirmed
 * and its e-mail filled in, once; a failed sign-in replaces the confirmation.
 */
export const JustRegistered: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ error: 'UNAUTHORIZED', message: 'No.' }, { status: 401 }),
      ),
    );
    handOver('registered', 'ada@demo.test');
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await expect(view.getByRole('status')).toHaveTextContent(
      'Account created. Sign in with your new password.',
    );
    await expect(view.getByLabelText(/Email/)).toHaveValue('ada@demo.test');
    await userEvent.type(view.getByLabelText(/Password/), 'wrong password');
    await userEvent.click(view.getByRole('button', { name: 'Login' }));
    await expect(await view.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await expect(view.queryByRole('status')).toBeNull();
  },
};

export const SigningIn: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/login', async () => {
        await delay(1500);
        return HttpResponse.json({ error: 'UNAUTHORIZED', message: 'No.' }, { status: 401 });
      }),
    );
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await userEvent.type(view.getByLabelText(/Email/), 'member@demo.test');
    await userEvent.type(view.getByLabelText(/Password/), 'demo12345');
    await userEvent.click(view.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(view.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const InvalidCredentials: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { error: 'UNAUTHORIZED', message: 'Wrong e-mail or password.' },
          { status: 401 },
        ),
      ),
    );
  },
  async play({ canvasElement, userEvent, args }) {
    const view = await screen(canvasElement);
    await userEvent.type(view.getByLabelText(/Email/), 'member@demo.test');
    await userEvent.type(view.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(view.getByRole('button', { name: 'Login' }));
    await expect(await view.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(localStorage.getItem('token')).toBeNull();
    // Said of what was sent: once the e-mail is edited, it no longer stands.
    await userEvent.type(view.getByLabelText(/Email/), 'x');
    await expect(view.queryByRole('alert')).toBeNull();
  },
};

export const ServerUnreachable: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/login', () => HttpResponse.error()));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await userEvent.type(view.getByLabelText(/Email/), 'member@demo.test');
    await userEvent.type(view.getByLabelText(/Password/), 'demo12345');
    await userEvent.click(view.getByRole('button', { name: 'Login' }));
    await expect(await view.findByRole('alert')).toHaveTextContent('Cannot reach the server.');
  },
};

export const RegisterLink: Story = {
  async play({ canvasElement, userEvent, args }) {
    const view = await screen(canvasElement);
    await userEvent.click(view.getByRole('link', { name: 'Register' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/register');
  },
};
