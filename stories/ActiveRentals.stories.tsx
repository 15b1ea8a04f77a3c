import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import '../src/elements/lib-active-rentals';
import { formatMediumDate } from '../src/i18n';
import { activeRentals, MEMBER, memberServer } from './fixtures/rentals';
import { todayIso } from './support/dates';
import { ownFrame } from './support/docs';
import { elementStory } from './support/element';
import { failsOnceThen, never, refusal, serverError } from './support/msw';
import { signInAs } from './support/session';
import { field, findDialog, pickDate, settle, shadowView } from './support/shadowQueries';

const TAG = 'lib-active-rentals';
const view = (canvasElement: HTMLElement) => shadowView(canvasElement, TAG);
const pickup = (canvasElement: HTMLElement) => field(canvasElement, TAG, 'Pickup Date');

/**
 * `<lib-active-rentals>`: the member's active rentals. 'Return Book' is enabled only for a
 * delivered (ACTIVE) rental and opens 'Select Pickup Date'; the answer shows as a status message.
 */
const meta = {
  title: 'Member/Active Rentals',
  component: elementStory(TAG),
  parameters: { docs: { story: ownFrame() } },
  args: { onNavigate: fn() },
  beforeEach() {
    signInAs('USER', MEMBER);
  },
} satisfies Meta<ReturnType<typeof elementStory>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/rentals/active', never));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/rentals/active', () => HttpResponse.json([])));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByText('No active rentals.')).toBeVisible();
  },
};

/** A borrow in a `<lib-book-grid>` on the same page shows here without reloading the page. */
export const FollowsABorrowOnThePage: Story = {
  beforeEach({ msw }) {
    let loads = 0;
    msw.use(
      http.get('/api/rentals/active', () => HttpResponse.json(loads++ === 0 ? [] : activeRentals)),
    );
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByText('No active rentals.')).toBeVisible();
    // What the grid raises from its element; it bubbles to the document.
    document.body.dispatchEvent(
      new CustomEvent('lib-rental-created', { bubbles: true, composed: true, detail: {} }),
    );
    await expect(await screen.findByRole('heading', { name: 'Middlemarch' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/rentals/active', failsOnceThen(activeRentals)));
  },
  async play({ canvasElement, userEvent }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load rental history.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect(await screen.findByRole('heading', { name: 'Middlemarch' })).toBeVisible();
  },
};

/** Staff signed in on a page of member lists: the server's refusal says why, quietly, and no Retry. */
export const SignedInAsStaff: Story = {
  beforeEach({ msw }) {
    signInAs('ADMIN', MEMBER);
    msw.use(
      http.get(
        '/api/rentals/active',
        refusal(403, 'FORBIDDEN', 'This is only for members; you are a library administrator.'),
      ),
    );
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(
      await screen.findByText(
        'Failed to load rental history. This is only for members; you are a library administrator.',
      ),
    ).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const Populated: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/rentals/active', () => HttpResponse.json(activeRentals)));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    const cards = await screen.findAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(screen.getByText('George Eliot')).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: /^Return Book/ });
    // Named for their books, so a list of the page's buttons tells them apart.
    for (const [i, rental] of activeRentals.entries()) {
      await expect(buttons[i]).toHaveAccessibleName(`Return Book ${rental.bookTitle}`);
    }
    // ACTIVE, RETURN_REQUESTED, PENDING_DELIVERY: only the delivered rental can be returned.
    await expect(buttons[0]).toBeEnabled();
    await expect(buttons[1]).toBeDisabled();
    await expect(buttons[2]).toBeDisabled();
    await expect(screen.getByText('RETURN_REQUESTED')).toBeVisible();
    // The one not delivered yet says why it cannot be returned.
    await expect(buttons[2]).toHaveAccessibleDescription('Can be returned once delivered.');
    await expect(buttons[0]).not.toHaveAttribute('aria-describedby');
    // And when it is due: the day the member chose, for the delivery or for the pickup asked.
    const [delivered, asked, pending] = cards as HTMLElement[];
    await expect(within(pending!).getByText('Delivery on').nextElementSibling).toHaveTextContent(
      'Mar 11, 2026',
    );
    await expect(within(asked!).getByText('Pickup on').nextElementSibling).toHaveTextContent(
      'Mar 12, 2026',
    );
    await expect(within(delivered!).queryByText('Delivery on')).toBeNull();
    await expect(within(delivered!).queryByText('Pickup on')).toBeNull();
  },
};

export const ReturnDialogOpen: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/rentals/active', () => HttpResponse.json(activeRentals)));
  },
  async play({ canvasElement, userEvent }) {
    const screen = await view(canvasElement);
    const [returnButton] = await screen.findAllByRole('button', { name: /^Return Book/ });
    await userEvent.click(returnButton!);
    const dialog = await findDialog(screen, 'Select Pickup Date');
    await expect(dialog).toHaveStyle({ width: '350px' });
    await expect(pickup(canvasElement)).toHaveValue('');
    await expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    await expect(pickup(canvasElement)).toHaveAttribute('min', todayIso());
    // The API takes pickups up to 90 days ahead: the picker offers no later day.
    await expect(pickup(canvasElement)).toHaveAttribute('max', todayIso(90));
  },
};

export const PastDateRefused: Story = {
  ...ReturnDialogOpen,
  async play(context) {
    await ReturnDialogOpen.play!(context);
    const screen = await view(context.canvasElement);
    // Dates as every date on screen reads (the borrow dialog's message too), not as ISO.
    const pastDate = `Choose a date from today (${formatMediumDate(todayIso())}) to ${formatMediumDate(todayIso(90))}.`;
    pickDate(pickup(context.canvasElement), todayIso(-1));
    await expect(await screen.findByText(pastDate)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    // A typed date past the last bookable day is refused here, not by the server.
    pickDate(pickup(context.canvasElement), todayIso(90));
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled());
    pickDate(pickup(context.canvasElement), todayIso(91));
    await expect(await screen.findByText(pastDate)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    // A year being typed (0002 on the way to 2026) is a date in the past, not a malformed one.
    pickDate(pickup(context.canvasElement), `0002${todayIso().slice(4)}`);
    await expect(await screen.findByText(pastDate)).toBeVisible();
    // A year past 9999 is not a date the API takes.
    pickDate(pickup(context.canvasElement), `20270${todayIso().slice(4)}`);
    await expect(await screen.findByText('Enter a date as YYYY-MM-DD.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    // A date chosen and then emptied is required, not silently refused.
    pickDate(pickup(context.canvasElement), '');
    await expect(await screen.findByText('This field is required.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    await settle();
  },
};

export const ReturnSubmitted: Story = {
  beforeEach({ msw, parameters }) {
    const server = memberServer();
    parameters.server = server;
    msw.use(...server.handlers);
  },
  async play({ canvasElement, userEvent, parameters }) {
    const screen = await view(canvasElement);
    const [returnButton] = await screen.findAllByRole('button', { name: /^Return Book/ });
    await userEvent.click(returnButton!);
    await findDialog(screen, 'Select Pickup Date');
    pickDate(pickup(canvasElement), todayIso(2));
    await expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Return request submitted!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { calls } = parameters.server as ReturnType<typeof memberServer>;
    await expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/rentals/11/return',
      body: { rentalId: 11, pickupDate: todayIso(2) },
    });
    // Reloaded: the rental now waits for its pickup.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Return Book/ })[0]).toBeDisabled(),
    );
  },
};

export const ReturnFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/rentals/active', () => HttpResponse.json(activeRentals)),
      http.post('/api/rentals/:rentalId/return', serverError),
    );
  },
  async play({ canvasElement, userEvent }) {
    const screen = await view(canvasElement);
    const [returnButton] = await screen.findAllByRole('button', { name: /^Return Book/ });
    await userEvent.click(returnButton!);
    pickDate(pickup(canvasElement), todayIso());
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit return request.',
    );
    // The dialog stays open to try again.
    await expect(await findDialog(screen, 'Select Pickup Date')).toBeVisible();
  },
};

/**
 * Asked meanwhile (in another tab): the dialog closes, the 409's words show over the list, and the
 * card catches up behind them.
 */
export const ReturnAskedElsewhere: Story = {
  beforeEach({ msw }) {
    let asked = false;
    const askedElsewhere = activeRentals.map((rental, index) =>
      index === 0
        ? { ...rental, status: 'RETURN_REQUESTED' as const, pickupDate: todayIso(1) }
        : rental,
    );
    msw.use(
      http.get('/api/rentals/active', () =>
        HttpResponse.json(asked ? askedElsewhere : activeRentals),
      ),
      http.post('/api/rentals/:rentalId/return', () => {
        asked = true;
        return HttpResponse.json(
          {
            error: 'CONFLICT',
            message:
              'Only a delivered (ACTIVE) rental can be returned; this one is RETURN_REQUESTED.',
          },
          { status: 409 },
        );
      }),
    );
  },
  async play({ canvasElement, userEvent }) {
    const screen = await view(canvasElement);
    const [returnButton] = await screen.findAllByRole('button', { name: /^Return Book/ });
    await expect(returnButton).toBeEnabled();
    await userEvent.click(returnButton!);
    pickDate(pickup(canvasElement), todayIso());
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit return request. Only a delivered (ACTIVE) rental can be returned',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Return Book/ })[0]).toBeDisabled(),
    );
  },
};

export const SignedOut: Story = {
  beforeEach() {
    signInAs(null);
  },
  async play({ canvasElement, userEvent, args }) {
    const screen = await view(canvasElement);
    await expect(screen.getByText('Sign in to see this page.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};
