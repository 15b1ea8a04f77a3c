import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import '../src/elements/lib-library-form';
import { takeOver } from '../src/screens/shared/handOver';
import { CHANGED_MEANWHILE, libraries, librariesServer, STAFF } from './fixtures/staff';
import { ownFrame } from './support/docs';
import { elementStory } from './support/element';
import { failsOnceThen, never, serverError } from './support/msw';
import { signInAs } from './support/session';
import { focusedIn, shadowView, shows, typeInto } from './support/shadowQueries';

const TAG = 'lib-library-form';
const screen = (canvasElement: HTMLElement) => shadowView(canvasElement, TAG);

/**
 * `<lib-library-form>`: Name, City, Address, Contact Phone and Contact Email (all required, the
 * e-mail valid), at most 500px wide. Add saves; with `library-id` it prefills and updates.
 */
const meta = {
  title: 'Staff/Library Form',
  component: elementStory(TAG),
  parameters: { docs: { story: ownFrame() } },
  args: { onNavigate: fn() },
  beforeEach({ msw, parameters }) {
    signInAs('SUPER_ADMIN', STAFF);
    const server = librariesServer();
    parameters.calls = server.calls;
    msw.use(...server.handlers);
  },
} satisfies Meta<ReturnType<typeof elementStory>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Add: Story = {
  async play({ canvasElement, args, userEvent }) {
    const view = await screen(canvasElement);
    await expect(view.getByRole('heading', { name: 'Add Library' })).toBeVisible();
    for (const label of ['Name', 'City', 'Address', 'Contact Phone', 'Contact Email']) {
      await expect(view.getByLabelText(new RegExp(`^${label}`))).toHaveValue('');
    }
    await expect(view.getByRole('button', { name: 'Save' })).toBeEnabled();
    const form = canvasElement.querySelector(TAG)!.shadowRoot!.querySelector('form')!;
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(500);
    await userEvent.click(view.getByRole('link', { name: 'Cancel' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/super-admin/libraries');
  },
};

export const ValidationErrors: Story = {
  async play({ canvasElement, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await typeInto(userEvent, view.getByLabelText(/^Name/), 'x');
    await typeInto(userEvent, view.getByLabelText(/^Name/), '');
    await typeInto(userEvent, view.getByLabelText(/^Contact Email/), 'not-an-email');
    await userEvent.tab();
    await shows(view, 'This field is required.');
    await shows(view, 'Enter a valid email address.');
    // Save sends nothing: it shows every field's error and takes the focus to the first.
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.getAllByText('This field is required.')).toHaveLength(4));
    const root = canvasElement.querySelector(TAG)!.shadowRoot!;
    await waitFor(() => expect(root.activeElement).toBe(view.getByLabelText(/^Name/)));
    await expect(parameters.calls).toEqual([]);
  },
};

export const Adds: Story = {
  async play({ canvasElement, args, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await typeInto(userEvent, view.getByLabelText(/^Name/), 'Seaside Library');
    await typeInto(userEvent, view.getByLabelText(/^City/), 'Hove');
    await typeInto(userEvent, view.getByLabelText(/^Address/), '1 Promenade');
    await typeInto(userEvent, view.getByLabelText(/^Contact Phone/), '+44 1273 000 100');
    await typeInto(userEvent, view.getByLabelText(/^Contact Email/), 'seaside@library.test');
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/super-admin/libraries'));
    // The library list shown next names the library.
    await expect(takeOver('librarySaved')).toBe('Seaside Library');
    await expect(parameters.calls).toEqual([
      {
        method: 'POST',
        path: '/api/superadmin/libraries',
        body: {
          name: 'Seaside Library',
          city: 'Hove',
          address: '1 Promenade',
          contactPhone: '+44 1273 000 100',
          contactEmail: 'seaside@library.test',
        },
      },
    ]);
  },
};

export const EditLoading: Story = {
  args: { attributes: { 'library-id': 2 } },
  beforeEach({ msw }) {
    msw.use(http.get('/api/superadmin/libraries', never));
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('status')).toHaveTextContent('Loading the library…');
  },
};

export const Edit: Story = {
  args: { attributes: { 'library-id': 2 } },
  async play({ canvasElement, args, userEvent }) {
    const view = await screen(canvasElement);
    await expect(view.getByRole('heading', { name: 'Edit Library' })).toBeVisible();
    await waitFor(() => expect(view.getByLabelText(/^Name/)).toHaveValue('Harbour Library'));
    await expect(view.getByLabelText(/^City/)).toHaveValue('Brighton');
    await expect(view.getByRole('button', { name: 'Update' })).toBeEnabled();
    await userEvent.click(view.getByRole('link', { name: 'Cancel' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/super-admin/libraries');
  },
};

/** A host that routes itself sets another `library-id`: the form shows that library. */
export const AnotherLibraryId: Story = {
  args: { attributes: { 'library-id': 2 } },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await waitFor(() => expect(view.getByLabelText(/^Name/)).toHaveValue('Harbour Library'));
    canvasElement.querySelector(TAG)!.setAttribute('library-id', '3');
    await waitFor(() => expect(view.getByLabelText(/^Name/)).toHaveValue('Riverside Branch'));
    await expect(view.getByLabelText(/^City/)).toHaveValue('Shelbyville');
  },
};

export const UpdateDisabledWhileInvalid: Story = {
  args: { attributes: { 'library-id': 2 } },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await waitFor(() => expect(view.getByLabelText(/^Name/)).toHaveValue('Harbour Library'));
    await typeInto(userEvent, view.getByLabelText(/^Contact Email/), 'harbour@');
    await userEvent.tab();
    await expect(view.getByRole('button', { name: 'Update' })).toBeDisabled();
    await shows(view, 'Enter a valid email address.');
  },
};

export const EditUpdates: Story = {
  args: { attributes: { 'library-id': 2 } },
  async play({ canvasElement, args, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await waitFor(() => expect(view.getByLabelText(/^Name/)).toHaveValue('Harbour Library'));
    await typeInto(userEvent, view.getByLabelText(/^City/), 'Hove');
    await userEvent.click(view.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/super-admin/libraries'));
    await expect(parameters.calls).toEqual([
      {
        method: 'PUT',
        path: '/api/superadmin/libraries/2',
        // With the version it was loaded at, so that an update made since is not undone.
        body: expect.objectContaining({ name: 'Harbour Library', city: 'Hove', version: 1 }),
      },
    ]);
  },
};

/**
 * Someone else updated the library after the form loaded it (in another tab): Update is refused
 * with the server's words, and the form keeps what was typed. Reload loads the library as it is
 * now, which can then be updated.
 */
export const ChangedMeanwhile: Story = {
  args: { attributes: { 'library-id': 2 } },
  async play({ canvasElement, userEvent, args, parameters }) {
    const view = await screen(canvasElement);
    await waitFor(() => expect(view.getByLabelText(/^Name/)).toHaveValue('Harbour Library'));
    const elsewhere = await fetch('/api/superadmin/libraries/2', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...libraries[1]!, id: undefined, city: 'Hove', version: 1 }),
    });
    await expect(elsewhere.status).toBe(200);
    await typeInto(userEvent, view.getByLabelText(/^Name/), 'Harbour Reading Room');
    await userEvent.click(view.getByRole('button', { name: 'Update' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(
      `Failed to update the library. ${CHANGED_MEANWHILE('library')}`,
    );
    await expect(view.getByLabelText(/^Name/)).toHaveValue('Harbour Reading Room');

    await userEvent.click(view.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(view.getByLabelText(/^City/)).toHaveValue('Hove'));
    await expect(view.getByLabelText(/^Name/)).toHaveValue('Harbour Library');
    await expect(view.queryByRole('alert')).toBeNull();
    const root = canvasElement.querySelector(TAG)!.shadowRoot!;
    await waitFor(() => expect(root.activeElement).toBe(view.getByLabelText(/^Name/)));
    await typeInto(userEvent, view.getByLabelText(/^Name/), 'Harbour Reading Room');
    await userEvent.click(view.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/super-admin/libraries'));
    await expect(parameters.calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/superadmin/libraries/2',
      body: expect.objectContaining({ name: 'Harbour Reading Room', city: 'Hove', version: 2 }),
    });
  },
};

export const UpdateFailed: Story = {
  args: { attributes: { 'library-id': 2 } },
  beforeEach({ msw }) {
    msw.use(http.put('/api/superadmin/libraries/:id', serverError));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await waitFor(() => expect(view.getByLabelText(/^Name/)).toHaveValue('Harbour Library'));
    await userEvent.click(view.getByRole('button', { name: 'Update' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'Failed to update the library. The server failed.',
    );
  },
};

/** The server refuses a field: its words show under that field, once; the form's message says the update failed. */
export const UpdateRefusesField: Story = {
  args: { attributes: { 'library-id': 2 } },
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/superadmin/libraries/:id', () =>
        HttpResponse.json(
          { error: 'BAD_REQUEST', message: 'contactPhone must be at most 40 characters.' },
          { status: 400 },
        ),
      ),
    );
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await waitFor(() => expect(view.getByLabelText(/^Name/)).toHaveValue('Harbour Library'));
    await userEvent.click(view.getByRole('button', { name: 'Update' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(
      /^Failed to update the library\.$/,
    );
    await expect(view.getByLabelText(/^Contact Phone/)).toHaveAccessibleDescription(
      /contactPhone must be at most 40 characters\./,
    );
    await expect(view.getAllByText('contactPhone must be at most 40 characters.')).toHaveLength(1);
    // Focus goes to the field to put right, as for the form's own errors.
    await waitFor(() =>
      expect(focusedIn(canvasElement, TAG)).toBe(view.getByLabelText(/^Contact Phone/)),
    );
  },
};

export const EditNotFound: Story = {
  args: { attributes: { 'library-id': 999 } },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('alert')).toHaveTextContent('This library does not exist.');
    await expect(view.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(view.getByRole('link', { name: 'Back to Libraries' })).toHaveAttribute(
      'href',
      '#/super-admin/libraries',
    );
  },
};

export const EditLoadFailed: Story = {
  args: { attributes: { 'library-id': 2 } },
  beforeEach({ msw }) {
    msw.use(http.get('/api/superadmin/libraries', failsOnceThen(libraries)));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('alert')).toHaveTextContent('Failed to load the library.');
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(view.getByLabelText(/^Name/)).toHaveValue('Harbour Library'));
  },
};
