import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, within } from 'storybook/test';
import '../src/elements/lib-my-requests';
import { MEMBER, requests } from './fixtures/rentals';
import { ownFrame } from './support/docs';
import { elementStory } from './support/element';
import { brokenWords, expectCardsFit, phone } from './support/layout';
import { failsOnceThen, never } from './support/msw';
import { signInAs } from './support/session';
import { shadowView } from './support/shadowQueries';

const TAG = 'lib-my-requests';
const view = (canvasElement: HTMLElement) => shadowView(canvasElement, TAG);

/** `<lib-my-requests>`: 'My Book Requests', the member's deliveries and returns under way. */
const meta = {
  title: 'Member/My Requests',
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
    msw.use(http.get('/api/rentals/my-requests', never));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading requests...');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/rentals/my-requests', () => HttpResponse.json([])));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByText('You have no active or return requests.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/rentals/my-requests', failsOnceThen(requests)));
  },
  async play({ canvasElement, userEvent }) {
    const screen = await view(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your requests.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect(await screen.findAllByRole('article')).toHaveLength(2);
  },
};

export const Populated: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/rentals/my-requests', () => HttpResponse.json(requests)));
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    const [delivery, pickup] = (await screen.findAllByRole('article')) as HTMLElement[];
    const first = within(delivery!);
    await expect(
      first.getByRole('heading', { name: 'One Hundred Years of Solitude' }),
    ).toBeVisible();
    await expect(first.getByText('by Gabriel García Márquez')).toBeVisible();
    await expect(first.getByText('Rented At')).toBeVisible();
    await expect(first.getByText('Delivery Date').nextElementSibling).toHaveTextContent(
      'Mar 11, 2026',
    );
    await expect(first.queryByText('Return Requested At')).toBeNull();
    await expect(first.queryByText('Pickup Date')).toBeNull();
    await expect(first.getByText('PENDING_DELIVERY')).toBeVisible();
    const second = within(pickup!);
    await expect(second.queryByText('Delivery Date')).toBeNull();
    await expect(second.getByText('Return Requested At')).toBeVisible();
    await expect(second.getByText('Mar 5, 2026')).toBeVisible();
    await expect(second.getByText('Pickup Date')).toBeVisible();
    await expect(second.getByText('Mar 12, 2026')).toBeVisible();
    await expect(second.getByText('Status')).toBeVisible();
  },
};

/** On the narrowest phones the cards stay inside the page: labels wrap beside the status chip. */
export const Phone320: Story = {
  ...phone(320),
  beforeEach: Populated.beforeEach,
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    const cards = await screen.findAllByRole('article');
    const page = canvasElement.querySelector(TAG)!.shadowRoot!.querySelector('section')!;
    await expectCardsFit(page, cards);
    // A label wraps between its words, never inside one, and a status keeps its word whole.
    for (const fact of page.querySelectorAll('dt, dd')) await expect(brokenWords(fact)).toEqual([]);
  },
};

/** In the standalone app on a 320px phone, whose page padding leaves the element 288px. */
export const InAppOnPhone320: Story = { ...Phone320, ...phone(288) };

/** In the standalone app on a 375px phone: labels wrap beside 'RETURN_REQUESTED'. */
export const InAppOnPhone375: Story = { ...Phone320, ...phone(343) };

export const SignedOut: Story = {
  beforeEach() {
    signInAs(null);
  },
  async play({ canvasElement }) {
    const screen = await view(canvasElement);
    await expect(screen.getByText('Sign in to see this page.')).toBeVisible();
  },
};
