import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import '../src/elements/lib-addresses';
import { addresses, MEMBER, MEMBER_ID, memberServer } from './fixtures/rentals';
import { ownFrame } from './support/docs';
import { elementStory } from './support/element';
import { never, serverError } from './support/msw';
import { signInAs } from './support/session';
import { field, findDialog, focusedIn, settle, shadowView } from './support/shadowQueries';

const TAG = 'lib-addresses';
const view = (canvasElement: HTMLElement) => shadowView(canvasElement, TAG);
const input = (canvasElement: HTMLElement, label: string) => field(canvasElement, TAG, label);

/**
 * `<lib-addresses>`: 'My Addresses', a card per address with Edit and Delete, and 'Add New
 * Address'; the 'Add Address' / 'Edit Address' dialog requires all four fields.
 */
const meta = {
  title: 'Member/Addresses',
  component: elementStory(TAG),
  parameters: { docs: { story: ownFrame() } },
  args: { onNavigate: fn() },
  beforeEach() {
    signInAs('USER', MEMBER);
  },
} satisfies Meta<ReturnType<typeof elementStory>>;
export default meta;

type Story = StoryObj<typeof meta>;

type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Types a whole new address (9 Elm Row, Edinburgh) into the open dialog. */
async function fillNewAddress(canvasElement: HTMLElement, userEvent: User) {
  for (const [label, text] of [
    ['Street', '9 Elm Row'],
    ['City', 'Edinburgh'],
    ['State', 'Lothian'],
    ['Zip Code', 'EH7 4AA'],
  ] as const) {
    await userEvent.type(input(canvasElement, label), text);
  }
}

/** Opens 'Add Address', fills it in and clicks Save. */
async function saveNewAddress(canvasElement: HTMLElement, userEvent: User) {
  const screen = await view(canvasElement);
  await screen.findAllByRole('article');
  await userEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
  await findDialog(screen, 'Add Address');
  await fillNewAddress(canvasElement, userEvent);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  return screen;
}

function withServer(): Pick<Story, 'beforeEach'> {
  return {
    beforeEach({ msw, parameters }) {
      const server = memberServer();
      parameters.server = server;
      msw.use(...server.handlers);
    },
  };
}

const callsOf = (parameters: Record<string, unknown>) =>
  (parameters.server as ReturnType<typeof memberServer>).calls;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/users/:userId/addresses', never));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await expect(screen.getByRole('heading', { name: 'My Addresses' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/users/:userId/addresses', () => HttpResponse.json([])));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByText('No saved addresses yet.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Add New Address' })).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/users/:userId/addresses', serverError));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your addresses.',
    );
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const Populated: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/users/:userId/addresses', () => HttpResponse.json(addresses)));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    const [first] = (await screen.findAllByRole('article')) as HTMLElement[];
    const card = within(first!);
    await expect(card.getByRole('heading', { name: '1 High Street' })).toBeVisible();
    await expect(card.getByText('Leeds, West Yorkshire LS1 1AA')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit 1 High Street' })).toHaveTextContent(
      'Edit',
    );
    await expect(card.getByRole('button', { name: 'Delete 1 High Street' })).toHaveTextContent(
      'Delete',
    );
  },
};

export const AddDialogOpen: Story = {
  ...withServer(),
  async play({ canvasElement, userEvent }) {
    const screen = await view(canvasElement);
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    const dialog = await findDialog(screen, 'Add Address');
    await expect(dialog).toHaveStyle({ width: '400px' });
    for (const label of ['Street', 'City', 'State', 'Zip Code']) {
      await expect(input(canvasElement, label)).toHaveValue('');
      await expect(input(canvasElement, label)).toBeRequired();
    }
  },
};

export const AddValidationErrors: Story = {
  ...withServer(),
  async play({ canvasElement, userEvent, parameters }) {
    const screen = await view(canvasElement);
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    await findDialog(screen, 'Add Address');
    await userEvent.type(input(canvasElement, 'Street'), '9 Elm Row');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(3));
    // The street is filled in: focus goes to the city, the first field to fix.
    await waitFor(() => expect(focusedIn(canvasElement, TAG)).toBe(input(canvasElement, 'City')));
    await expect(callsOf(parameters)).toEqual([]);
    await settle();
  },
};

export const AddsAnAddress: Story = {
  ...withServer(),
  async play({ canvasElement, userEvent, parameters }) {
    const screen = await view(canvasElement);
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    await findDialog(screen, 'Add Address');
    await fillNewAddress(canvasElement, userEvent);
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('status')).toHaveTextContent('The address was saved.');
    await expect(await screen.findByRole('heading', { name: '9 Elm Row' })).toBeVisible();
    await expect(screen.getByText('Edinburgh, Lothian EH7 4AA')).toBeVisible();
    await expect(callsOf(parameters)).toContainEqual({
      method: 'POST',
      path: `/api/users/${MEMBER_ID}/addresses`,
      body: { street: '9 Elm Row', city: 'Edinburgh', state: 'Lothian', zipCode: 'EH7 4AA' },
    });
  },
};

export const EditsAnAddress: Story = {
  ...withServer(),
  async play({ canvasElement, userEvent, parameters }) {
    const screen = await view(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 22 Harbour Road' }));
    await findDialog(screen, 'Edit Address');
    await expect(input(canvasElement, 'City')).toHaveValue('Brighton');
    const street = input(canvasElement, 'Street');
    await userEvent.type(street, '24 Harbour Road', {
      initialSelectionStart: 0,
      initialSelectionEnd: street.value.length,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('heading', { name: '24 Harbour Road' })).toBeVisible();
    await expect(callsOf(parameters)).toContainEqual({
      method: 'PUT',
      path: `/api/users/${MEMBER_ID}/addresses/4`,
      body: {
        street: '24 Harbour Road',
        city: 'Brighton',
        state: 'East Sussex',
        zipCode: 'BN1 2AB',
      },
    });
  },
};

/** Cancel closes the dialog with its closing animation; opening it again starts afresh. */
export const CancelClosesAndReopensAfresh: Story = {
  ...withServer(),
  async play({ canvasElement, userEvent, parameters }) {
    const screen = await view(canvasElement);
    const edit = await screen.findByRole('button', { name: 'Edit 22 Harbour Road' });
    await userEvent.click(edit);
    const dialog = await findDialog(screen, 'Edit Address');
    await userEvent.type(input(canvasElement, 'City'), ' Marina');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // Still there while it animates out (75 ms), then gone from view; focus back on Edit.
    await expect(dialog).toHaveAttribute('data-state', 'closed');
    await expect(dialog.isConnected).toBe(true);
    await waitFor(() => expect(dialog).not.toBeVisible());
    await waitFor(() => expect(focusedIn(canvasElement, TAG)).toBe(edit));
    await userEvent.click(edit);
    await findDialog(screen, 'Edit Address');
    await expect(input(canvasElement, 'City')).toHaveValue('Brighton');
    await expect(callsOf(parameters)).toEqual([]);
  },
};

export const DeleteConfirmOpen: Story = {
  ...withServer(),
  async play({ canvasElement, userEvent }) {
    const screen = await view(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 1 High Street' }));
    const dialog = await findDialog(
      screen,
      'Are you sure you want to delete this address?',
      'alertdialog',
    );
    await expect(dialog).toHaveAccessibleDescription('1 High Street, Leeds');
    // Focus starts on Cancel, so a stray Enter deletes nothing.
    const root = canvasElement.querySelector(TAG)!.shadowRoot!;
    await waitFor(() =>
      expect(root.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
  },
};

export const DeletesAnAddress: Story = {
  ...withServer(),
  async play(context) {
    await DeleteConfirmOpen.play!(context);
    const { canvasElement, userEvent, parameters } = context;
    const screen = await view(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('The address was deleted.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: '1 High Street' })).toBeNull(),
    );
    await expect(callsOf(parameters)).toContainEqual({
      method: 'DELETE',
      path: `/api/users/${MEMBER_ID}/addresses/3`,
    });
  },
};

export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/users/:userId/addresses', () => HttpResponse.json(addresses)),
      http.delete('/api/users/:userId/addresses/:addressId', () =>
        HttpResponse.json(
          { error: 'CONFLICT', message: 'This address is used by a rental under way.' },
          { status: 409 },
        ),
      ),
    );
  },
  async play({ canvasElement, userEvent }) {
    const screen = await view(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 1 High Street' }));
    await findDialog(screen, 'Are you sure you want to delete this address?', 'alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete the address. This address is used by a rental under way.',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(screen.getByRole('heading', { name: '1 High Street' })).toBeVisible();
    // The member goes on to add an address instead: the refusal is done with.
    await userEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    await findDialog(screen, 'Add Address');
    await expect(screen.queryByText(/^Failed to delete the address/)).toBeNull();
  },
};

export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/users/:userId/addresses', () => HttpResponse.json(addresses)),
      http.post('/api/users/:userId/addresses', () => HttpResponse.error()),
    );
  },
  async play({ canvasElement, userEvent }) {
    const screen = await saveNewAddress(canvasElement, userEvent);
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save the address. Cannot reach the server.',
    );
    await findDialog(screen, 'Add Address');
  },
};

/** The server names a field it refuses: its words show under that field, which takes the focus. */
export const SaveRefusesField: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/users/:userId/addresses', () => HttpResponse.json(addresses)),
      http.post('/api/users/:userId/addresses', () =>
        HttpResponse.json(
          { error: 'BAD_REQUEST', message: 'zipCode must be at most 20 characters.' },
          { status: 400 },
        ),
      ),
    );
  },
  async play({ canvasElement, userEvent }) {
    const screen = await saveNewAddress(canvasElement, userEvent);
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to save the address\.$/,
    );
    await expect(input(canvasElement, 'Zip Code')).toHaveAccessibleDescription(
      /zipCode must be at most 20 characters\./,
    );
    await waitFor(() =>
      expect(focusedIn(canvasElement, TAG)).toBe(input(canvasElement, 'Zip Code')),
    );
    await findDialog(screen, 'Add Address');
  },
};
