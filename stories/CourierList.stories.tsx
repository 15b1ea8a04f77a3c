import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import '../src/elements/lib-courier-list';
import { forgetTableStates } from '../src/ui/DataTable/DataTable';
import { couriers, couriersServer } from './fixtures/couriers';
import { STAFF } from './fixtures/staff';
import { ownFrame } from './support/docs';
import { elementStory } from './support/element';
import { failsOnceThen, never, refusal } from './support/msw';
import { signInAs } from './support/session';
import { shadowView, typeInto } from './support/shadowQueries';

const TAG = 'lib-courier-list';
const screen = (canvasElement: HTMLElement) => shadowView(canvasElement, TAG);
const LIST = '/api/super-admin/delivery-partners';

/** Each row's cells but the actions: name, email, library, status, open tasks. */
function rows(view: Awaited<ReturnType<typeof screen>>): string[] {
  return view
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent)
        .join(' | '),
    );
}

/**
 * `<lib-courier-list>`: the platform administrator's couriers, each with their library, approval
 * and open tasks; Approve and Withdraw ask first and say what they did.
 */
const meta = {
  title: 'Staff/Courier List',
  component: elementStory(TAG),
  parameters: { docs: { story: ownFrame() } },
  args: { onNavigate: fn() },
  beforeEach({ msw, parameters }) {
    forgetTableStates();
    signInAs('SUPER_ADMIN', STAFF);
    const server = couriersServer(couriers, { 1: 3 });
    parameters.calls = server.calls;
    msw.use(...server.handlers);
  },
} satisfies Meta<ReturnType<typeof elementStory>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(LIST, never));
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('status')).toHaveTextContent('Loading couriers…');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(LIST, () => HttpResponse.json([])));
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByText('No courier has registered yet.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(LIST, failsOnceThen(couriers)));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'Failed to load couriers. The server failed.',
    );
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await expect(await view.findByRole('table')).toBeVisible();
  },
};

/** Signed in as another role: the server's refusal, quietly, with no Retry. */
export const Refused: Story = {
  beforeEach({ msw }) {
    signInAs('ADMIN', STAFF);
    msw.use(
      http.get(
        LIST,
        refusal(
          403,
          'FORBIDDEN',
          'This is only for platform administrators; you are a library administrator.',
        ),
      ),
    );
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(
      await view.findByText(
        'Failed to load couriers. This is only for platform administrators; you are a library administrator.',
      ),
    ).toBeVisible();
    await expect(view.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const Populated: Story = {
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    const table = await view.findByRole('table', { name: 'Couriers' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Library', 'Status', 'Open Tasks', 'Registered', 'Actions']);
    await expect(rows(view)).toEqual([
      'Cleo Courier | cleo@demo.test | Central Library | Approved | 2',
      'Dev Driver | dev@demo.test | Central Library | Waiting for approval | 0',
      'Eve Errand | eve@demo.test | Central Library | Withdrawn | 0',
      'Finn Fetch | finn@demo.test | Harbour Library | Approved | 1',
      'Gus Go | gus@demo.test | No library | Waiting for approval | 0',
    ]);
    // What each may be given: approval to one not approved who has a library; withdrawal to one
    // not withdrawn (a courier of no library may be, to stop waiting).
    const actions = (name: string) =>
      within(view.getByRole('row', { name: new RegExp(name) }))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    await expect(actions('Cleo Courier')).toEqual(['Withdraw']);
    await expect(actions('Dev Driver')).toEqual(['Approve', 'Withdraw']);
    await expect(actions('Eve Errand')).toEqual(['Approve']);
    await expect(actions('Gus Go')).toEqual(['Withdraw']);
    // Named with the e-mail: two couriers of one name are told apart.
    await expect(
      view.getByRole('button', { name: 'Approve Dev Driver (dev@demo.test)' }),
    ).toBeVisible();
  },
};

export const SortedAndFiltered: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    // Who waits for approval first.
    await userEvent.click(view.getByRole('button', { name: 'Status' }));
    await expect(rows(view).map((row) => row.split(' | ')[3])).toEqual([
      'Waiting for approval',
      'Waiting for approval',
      'Approved',
      'Approved',
      'Withdrawn',
    ]);
    // A courier of no library last, either way.
    const library = view.getByRole('button', { name: 'Library' });
    await userEvent.click(library);
    await expect(rows(view).map((row) => row.split(' | ')[2])).toEqual([
      'Central Library',
      'Central Library',
      'Central Library',
      'Harbour Library',
      'No library',
    ]);
    await userEvent.click(library);
    await expect(rows(view)[0]).toMatch(/Harbour Library/);
    await expect(rows(view)[4]).toMatch(/No library/);
    const box = view.getByRole('searchbox', { name: 'Filter by name, email, library or status' });
    await typeInto(userEvent, box, 'harbour');
    await waitFor(() => expect(rows(view)).toHaveLength(1));
    await typeInto(userEvent, box, 'DEV@');
    await waitFor(() => expect(rows(view)[0]).toMatch(/^Dev Driver/));
    await typeInto(userEvent, box, 'waiting');
    await waitFor(() =>
      expect(rows(view).map((row) => row.split(' | ')[0])).toEqual(['Dev Driver', 'Gus Go']),
    );
  },
};

export const ApproveDialogOpen: Story = {
  async play({ canvasElement, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(view.getByRole('button', { name: 'Approve Dev Driver (dev@demo.test)' }));
    const dialog = await view.findByRole('alertdialog', { name: 'Approve this courier?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(
      'Dev Driver (dev@demo.test) will be given the deliveries and pickups of Central Library, with the names and addresses of its members.',
    );
    // Nothing is called before the answer; Cancel calls nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.queryByRole('alertdialog')).toBeNull());
    await expect(parameters.calls).toEqual([]);
  },
};

export const Approves: Story = {
  async play({ canvasElement, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(view.getByRole('button', { name: 'Approve Dev Driver (dev@demo.test)' }));
    const dialog = await view.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(await view.findByRole('status')).toHaveTextContent(
      'Dev Driver (dev@demo.test) is approved. Waiting tasks given to them: 3.',
    );
    // The list is asked again: approved, with the tasks that waited.
    await waitFor(() =>
      expect(rows(view)[1]).toBe('Dev Driver | dev@demo.test | Central Library | Approved | 3'),
    );
    await expect(parameters.calls).toEqual([
      { method: 'POST', path: '/api/super-admin/couriers/32/approve' },
    ]);
    // The Approve that had focus is gone: focus is on the message, not lost to the page.
    const root = canvasElement.querySelector(TAG)!.shadowRoot!;
    await waitFor(() =>
      expect(root.activeElement).toHaveTextContent(/Dev Driver \(dev@demo.test\) is approved/),
    );
  },
};

/** Central Library has another approved courier: the open tasks go to them. */
export const WithdrawDialogOpen: Story = {
  beforeEach({ msw }) {
    const approved = couriers.map((courier) =>
      courier.id === 32 ? { ...courier, status: 'APPROVED' as const } : courier,
    );
    msw.use(...couriersServer(approved).handlers);
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(
      view.getByRole('button', { name: 'Withdraw Cleo Courier (cleo@demo.test)' }),
    );
    const dialog = await view.findByRole('alertdialog', { name: 'Withdraw this courier?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(
      'Cleo Courier (cleo@demo.test) will be given no tasks, and see none, until approved. Their open tasks (2) go to the other approved couriers of Central Library.',
    );
  },
};

/** One who waits for approval has no tasks to move: withdrawing them ends their wait. */
export const WithdrawsWaiting: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(
      view.getByRole('button', { name: 'Withdraw Dev Driver (dev@demo.test)' }),
    );
    const dialog = await view.findByRole('alertdialog', { name: 'Withdraw this courier?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Dev Driver (dev@demo.test) will be given no tasks, and see none, until approved.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(await view.findByRole('status')).toHaveTextContent(
      /^Dev Driver \(dev@demo.test\) is withdrawn\.$/,
    );
    await waitFor(() => expect(rows(view)[1]).toMatch(/Dev Driver .* Withdrawn \| 0$/));
  },
};

/** While the decision is on its way, the dialog stays: Escape and Cancel do nothing. */
export const Deciding: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/super-admin/couriers/:id/approve', never));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(view.getByRole('button', { name: 'Approve Dev Driver (dev@demo.test)' }));
    const dialog = await view.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(view.getByRole('alertdialog')).toBeVisible();
  },
};

export const Withdraws: Story = {
  beforeEach({ msw, parameters }) {
    // Cleo is Central Library's only approved courier: her tasks wait for another, as the
    // confirmation says first.
    const server = couriersServer(couriers.filter((courier) => courier.id !== 32));
    parameters.calls = server.calls;
    msw.use(...server.handlers);
  },
  async play({ canvasElement, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(
      view.getByRole('button', { name: 'Withdraw Cleo Courier (cleo@demo.test)' }),
    );
    const dialog = await view.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      'Cleo Courier (cleo@demo.test) will be given no tasks, and see none, until approved. Their open tasks (2) will wait: Central Library has no other approved courier.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(await view.findByRole('status')).toHaveTextContent(
      'Cleo Courier (cleo@demo.test) is withdrawn. Tasks given to other couriers: 0. Tasks waiting for a courier: 2.',
    );
    await waitFor(() =>
      expect(rows(view)[0]).toBe('Cleo Courier | cleo@demo.test | Central Library | Withdrawn | 0'),
    );
    await expect(parameters.calls).toEqual([
      { method: 'POST', path: '/api/super-admin/couriers/31/withdraw' },
    ]);
  },
};

/** Their library was deleted meanwhile: the server's words, and the list as it is now. */
export const RefusedMeanwhile: Story = {
  beforeEach({ msw }) {
    let changed = false;
    msw.use(
      http.get(LIST, () =>
        HttpResponse.json(
          changed
            ? couriers.map((courier) =>
                courier.id === 32 ? { ...courier, libraryId: null, libraryName: null } : courier,
              )
            : couriers,
        ),
      ),
      http.post('/api/super-admin/couriers/:id/approve', () => {
        changed = true;
        return HttpResponse.json(
          {
            error: 'CONFLICT',
            message: 'Dev Driver has no library to deliver for.',
          },
          { status: 409 },
        );
      }),
    );
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(view.getByRole('button', { name: 'Approve Dev Driver (dev@demo.test)' }));
    await userEvent.click(
      within(await view.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'Failed to change the courier’s approval. Dev Driver has no library to deliver for.',
    );
    await waitFor(() => expect(rows(view)[1]).toMatch(/No library/));
    await expect(
      view.queryByRole('button', { name: 'Approve Dev Driver (dev@demo.test)' }),
    ).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Close' }));
    await expect(view.queryByRole('alert')).toBeNull();
  },
};
