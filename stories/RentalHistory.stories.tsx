import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import '../src/elements/lib-rental-history';
import { MEMBER, MEMBER_ID, memberServer, rentalHistory } from './fixtures/rentals';
import { ownFrame } from './support/docs';
import { elementStory } from './support/element';
import { expectCardsFit, phone } from './support/layout';
import { never, serverError } from './support/msw';
import { signInAs } from './support/session';
import { field, findDialog, focusedIn, settle, shadowView } from './support/shadowQueries';

const TAG = 'lib-rental-history';
const view = (canvasElement: HTMLElement) => shadowView(canvasElement, TAG);

async function openReview(canvasElement: HTMLElement) {
  const screen = await view(canvasElement);
  const card = (await screen.findByRole('heading', { name: 'Invisible Cities' })).closest(
    'article',
  )!;
  await within(card as HTMLElement)
    .getByRole('button', { name: /^Review & Rate/ })
    .click();
  await findDialog(screen, 'Write a Review');
  return screen;
}

/** Fills the open 'Write a Review' dialog. */
async function writeReview(
  canvasElement: HTMLElement,
  userEvent: {
    selectOptions(element: Element, value: string): Promise<void>;
    type(element: Element, text: string): Promise<void>;
  },
  review: { rating: string; title: string; content: string },
) {
  await userEvent.selectOptions(field(canvasElement, TAG, 'Rating'), review.rating);
  await userEvent.type(field(canvasElement, TAG, 'Title'), review.title);
  await userEvent.type(field(canvasElement, TAG, 'Review'), review.content);
}

/**
 * `<lib-rental-history>`: every rental of the member, with the review's stars (its text in a
 * tooltip) or 'Review & Rate', which opens 'Write a Review'.
 */
const meta = {
  title: 'Member/Rental History',
  component: elementStory(TAG),
  parameters: { docs: { story: ownFrame() } },
  args: { onNavigate: fn() },
  beforeEach() {
    signInAs('USER', MEMBER);
    // No review draft from an earlier story.
    sessionStorage.clear();
  },
} satisfies Meta<ReturnType<typeof elementStory>>;
export default meta;

type Story = StoryObj<typeof meta>;

function withHistory(items = rentalHistory): Pick<Story, 'beforeEach'> {
  return {
    beforeEach({ msw }) {
      msw.use(http.get('/api/rentals/history', () => HttpResponse.json(items)));
    },
  };
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/rentals/history', never));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  ...withHistory([]),
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByText('No rental history.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/rentals/history', serverError));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load rental history.',
    );
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const Populated: Story = {
  ...withHistory(),
  async play({ canvasElement, userEvent }) {
    const screen = await view(canvasElement);
    await expect(await screen.findAllByRole('article')).toHaveLength(5);
    // Not returned yet / returned on a date.
    await expect(screen.getAllByText('Not returned yet')).toHaveLength(3);
    await expect(screen.getByText('Jan 31, 2026')).toBeVisible();
    // Reviewable: delivered rentals without a review (ACTIVE, RETURN_REQUESTED, RETURNED); one on
    // its way has the button disabled, and says why.
    const buttons = screen.getAllByRole('button', { name: /^Review & Rate/ });
    await expect(buttons).toHaveLength(4);
    await expect(buttons.filter((button) => !button.hasAttribute('disabled'))).toHaveLength(3);
    const waiting = buttons.find((button) => button.hasAttribute('disabled'))!;
    await expect(waiting).toHaveAccessibleDescription('Can be reviewed once delivered.');
    await expect(screen.getAllByText('Can be reviewed once delivered.')).toHaveLength(1);
    // The reviewed rental shows its stars; the review text is in the tooltip, and in the card for
    // a screen reader reading the page (no tooltip open), though not on screen.
    const stars = screen.getByRole('img', { name: 'Rated 4 out of 5' });
    await expect(stars).toHaveTextContent('★★★★☆');
    const review = 'Haunting and beautiful; it stays with you for weeks.';
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(stars.closest('article')).toHaveTextContent(review);
    await userEvent.tab();
    stars.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(review);
  },
};

/**
 * Cards side by side end together, whatever each holds (a waiting note, a button, stars), and the
 * stars stand in line with the card's text.
 */
export const CardsOfARowEndTogether: Story = {
  ...withHistory(),
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    const cards = await screen.findAllByRole('article');
    const rows = new Map<number, HTMLElement[]>();
    for (const card of cards) {
      const top = Math.round(card.getBoundingClientRect().top);
      rows.set(top, [...(rows.get(top) ?? []), card]);
    }
    await expect([...rows.values()].some((row) => row.length > 1)).toBe(true);
    for (const row of rows.values()) {
      const bottoms = new Set(row.map((card) => Math.round(card.getBoundingClientRect().bottom)));
      await expect(bottoms.size).toBe(1);
    }
    const stars = screen.getByRole('img', { name: 'Rated 4 out of 5' });
    const title = within(stars.closest('article')!).getByRole('heading');
    await expect(Math.round(stars.getBoundingClientRect().left)).toBe(
      Math.round(title.getBoundingClientRect().left),
    );
  },
};

/**
 * On the narrowest phones the cards stay inside the page (in the standalone app on a 320px phone,
 * whose page padding leaves the element 288px).
 */
export const InAppOnPhone320: Story = {
  ...withHistory(),
  ...phone(288),
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    const cards = await screen.findAllByRole('article');
    const page = canvasElement.querySelector(TAG)!.shadowRoot!.querySelector('section')!;
    await expectCardsFit(page, cards);
  },
};

export const ReviewDialogOpen: Story = {
  ...withHistory(),
  async play({ canvasElement }) {
    const screen = await openReview(canvasElement);
    const dialog = await findDialog(screen, 'Write a Review');
    await expect(dialog).toHaveStyle({ width: '400px' });
    await expect(field(canvasElement, TAG, 'Rating')).toHaveValue('');
    await expect(
      field<HTMLSelectElement>(canvasElement, TAG, 'Rating').selectedOptions[0],
    ).toHaveTextContent('Choose 1 to 5 stars');
    await expect(within(dialog).getByText('0 / 100')).toBeVisible();
    await expect(within(dialog).getByText('0 / 2000')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

export const ReviewValidationErrors: Story = {
  ...withHistory(),
  async play({ canvasElement, userEvent }) {
    const screen = await openReview(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(3));
    await waitFor(() =>
      expect(focusedIn(canvasElement, TAG)).toBe(field(canvasElement, TAG, 'Rating')),
    );
    await userEvent.type(field(canvasElement, TAG, 'Title'), 'Dazzling');
    await expect(screen.getByText('8 / 100')).toBeVisible();
    await expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    await settle();
  },
};

export const ReviewSubmitted: Story = {
  beforeEach({ msw, parameters }) {
    const server = memberServer();
    parameters.server = server;
    msw.use(...server.handlers);
  },
  async play({ canvasElement, userEvent, parameters }) {
    const screen = await openReview(canvasElement);
    await writeReview(canvasElement, userEvent, {
      rating: '5',
      title: 'A city of cities',
      content: 'Short, strange and wonderful.',
    });
    await expect(screen.getByText('29 / 2000')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your review was saved.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveTextContent('★★★★★');
    const { calls } = parameters.server as ReturnType<typeof memberServer>;
    await expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/reviews',
      body: {
        userId: MEMBER_ID,
        bookId: 3,
        rentalId: 9,
        rating: 5,
        title: 'A city of cities',
        content: 'Short, strange and wonderful.',
      },
    });
  },
};

/** Reviewed meanwhile (in another tab): the 409 says so, and the card catches up behind it. */
export const ReviewFailed: Story = {
  beforeEach({ msw }) {
    let reviewed = false;
    const reviewedElsewhere = rentalHistory.map((rental) =>
      rental.rentalId === 9
        ? { ...rental, reviewId: 7, rating: 5, reviewContent: 'Cities of memory and desire.' }
        : rental,
    );
    msw.use(
      http.get('/api/rentals/history', () =>
        HttpResponse.json(reviewed ? reviewedElsewhere : rentalHistory),
      ),
      http.post('/api/reviews', () => {
        reviewed = true;
        return HttpResponse.json(
          { error: 'CONFLICT', message: 'This rental already has a review.' },
          { status: 409 },
        );
      }),
    );
  },
  async play({ canvasElement, userEvent }) {
    const screen = await openReview(canvasElement);
    await writeReview(canvasElement, userEvent, { rating: '3', title: 'Fine', content: 'Fine.' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit the review. This rental already has a review.',
    );
    await findDialog(screen, 'Write a Review');
    await expect(await screen.findByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  },
};

/** The session ends on Submit: after signing in again, the member finds what they wrote. */
export const ReviewKeptThroughExpiry: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/rentals/history', () => HttpResponse.json(rentalHistory)),
      http.post('/api/reviews', () =>
        HttpResponse.json({ error: 'UNAUTHORIZED', message: 'Sign in again.' }, { status: 401 }),
      ),
    );
  },
  async play({ canvasElement, userEvent }) {
    let screen = await openReview(canvasElement);
    await writeReview(canvasElement, userEvent, {
      rating: '4',
      title: 'Worth the wait',
      content: 'Calvino at his best.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Sign in to see this page.')).toBeVisible();

    signInAs('USER', MEMBER);
    screen = await openReview(canvasElement);
    await expect(field(canvasElement, TAG, 'Rating')).toHaveValue('4');
    await expect(field(canvasElement, TAG, 'Title')).toHaveValue('Worth the wait');
    await expect(field(canvasElement, TAG, 'Review')).toHaveValue('Calvino at his best.');

    // Cancel gives it up: the dialog opens empty next time.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openReview(canvasElement);
    await expect(field(canvasElement, TAG, 'Title')).toHaveValue('');
  },
};
