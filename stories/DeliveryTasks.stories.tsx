import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import '../src/elements/lib-delivery-tasks';
import { getSession } from '../src/auth/session';
import { toIsoDate } from '../src/machines/dates';
import { STAFF, tasks } from './fixtures/staff';
import { ownFrame } from './support/docs';
import { elementStory } from './support/element';
import { answersOnceThen, failsOnceThen, never, refusal } from './support/msw';
import { signInAs } from './support/session';
import { settle, shadowView } from './support/shadowQueries';

const TAG = 'lib-delivery-tasks';
const screen = (canvasElement: HTMLElement) => shadowView(canvasElement, TAG);

/** The All / Active / Completed toggle's button. */
const toggle = (view: Awaited<ReturnType<typeof screen>>, name: string) =>
  within(view.getByRole('group', { name: 'Show' })).getByRole('button', { name });

const cardTitles = (view: Awaited<ReturnType<typeof screen>>) =>
  view.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/**
 * `<lib-delivery-tasks>`: 'My Delivery Tasks' with the All / Active / Completed toggle (Active
 * first) and a card per task; 'Mark as Complete' completes a task in place.
 */
const meta = {
  title: 'Staff/Delivery Tasks',
  component: elementStory(TAG),
  parameters: { docs: { story: ownFrame() } },
  args: { onNavigate: fn() },
  beforeEach({ msw }) {
    signInAs('DELIVERY_PARTNER', STAFF);
    msw.use(http.get('/api/delivery/my-tasks', () => HttpResponse.json(tasks)));
  },
} satisfies Meta<ReturnType<typeof elementStory>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/delivery/my-tasks', never));
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('status')).toHaveTextContent('Loading tasks…');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/delivery/my-tasks', () => HttpResponse.json([])));
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByText('No delivery tasks.')).toBeVisible();
  },
};

/** A filter that leaves no card says so for that filter, not that there are no tasks at all. */
export const EmptyFilters: Story = {
  beforeEach({ msw }) {
    const completed = tasks.filter((task) => task.completedAt);
    msw.use(http.get('/api/delivery/my-tasks', () => HttpResponse.json(completed)));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await expect(await view.findByText('All your tasks are completed.')).toBeVisible();
    await expect(view.queryByText('No delivery tasks.')).toBeNull();
    await userEvent.click(toggle(view, 'Completed'));
    await expect(cardTitles(view)).toEqual(['Task #9: Beloved', 'Task #10: Beloved']);
    await userEvent.click(toggle(view, 'Active'));
    await expect(await view.findByText('All your tasks are completed.')).toBeVisible();
  },
};

/** Only open tasks: Completed has none yet. */
export const NoneCompletedYet: Story = {
  beforeEach({ msw }) {
    const open = tasks.filter((task) => !task.completedAt);
    msw.use(http.get('/api/delivery/my-tasks', () => HttpResponse.json(open)));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('heading', { name: 'Task #11: Middlemarch' });
    await userEvent.click(toggle(view, 'Completed'));
    await expect(await view.findByText('No task completed in the last 14 days.')).toBeVisible();
  },
};

/**
 * A courier who registered and waits for approval: nothing failed, so the server's words say where
 * things stand, as a quiet state rather than an alert, with no Retry to press.
 */
export const WaitingForApproval: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/delivery/my-tasks', () =>
        HttpResponse.json(
          {
            error: 'FORBIDDEN',
            message:
              'Your courier account is waiting for approval: tasks come to you once it is approved.',
          },
          { status: 403 },
        ),
      ),
    );
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(
      await view.findByText(
        'Your courier account is waiting for approval: tasks come to you once it is approved.',
      ),
    ).toBeVisible();
    await expect(view.queryByRole('alert')).toBeNull();
    await expect(view.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/**
 * The courier's approval is withdrawn while their tasks are on screen: back on the page, the tasks,
 * with their members' names and addresses, go, and the server's words say why.
 */
export const ApprovalWithdrawn: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(
        '/api/delivery/my-tasks',
        answersOnceThen(
          tasks,
          refusal(
            403,
            'FORBIDDEN',
            "Your courier account's approval was withdrawn: you are given no tasks.",
          ),
        ),
      ),
    );
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await view.findByRole('heading', { name: 'Task #11: Middlemarch' });
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(
      await view.findByText(
        "Your courier account's approval was withdrawn: you are given no tasks.",
      ),
    ).toBeVisible();
    await expect(view.queryByRole('listitem')).toBeNull();
    await expect(view.queryByText(tasks[0]!.userName)).toBeNull();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/delivery/my-tasks', failsOnceThen(tasks)));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('alert')).toHaveTextContent('Failed to load tasks.');
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await expect(await view.findByRole('heading', { name: 'Task #11: Middlemarch' })).toBeVisible();
  },
};

export const Active: Story = {
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(view.getByRole('heading', { name: 'My Delivery Tasks' })).toBeVisible();
    await view.findByRole('heading', { name: 'Task #11: Middlemarch' });
    await expect(toggle(view, 'Active')).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(view)).toEqual(['Task #11: Middlemarch', 'Task #12: Dune']);
    const [delivery, pickup] = view.getAllByRole('listitem');
    await expect(within(delivery!).getByText('Delivery')).toBeVisible();
    await expect(within(delivery!).getByText('Status: PENDING')).toBeVisible();
    await expect(within(delivery!).getByText('Mary Member')).toBeVisible();
    await expect(within(delivery!).getByText('12 Elm Street, Springfield')).toBeVisible();
    await expect(within(delivery!).getByText('Not completed')).toBeVisible();
    const fact = (card: HTMLElement, term: string) =>
      within(card).getByText(term, { selector: 'dt' }).nextElementSibling;
    // When the book is due at the door (the rental date; a pickup's chosen date).
    await expect(fact(delivery!, 'Scheduled for')).toHaveTextContent('Mar 10, 2026');
    await expect(fact(pickup!, 'Scheduled for')).toHaveTextContent('Mar 11, 2026');
    await expect(fact(delivery!, 'Assigned on')).toHaveTextContent(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    await expect(within(pickup!).getByText('Pickup')).toBeVisible();
    await expect(within(pickup!).getByText('Status: Pending')).toBeVisible();
    await expect(within(pickup!).getByRole('button', { name: /^Mark as Complete/ })).toBeEnabled();
    // Named for its task, so a list of the page's buttons tells them apart.
    await expect(
      within(pickup!).getByRole('button', { name: /^Mark as Complete/ }),
    ).toHaveAccessibleName(`Mark as Complete ${pickup!.querySelector('h3')!.textContent}`);
  },
};

export const FilterToggle: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('heading', { name: 'Task #11: Middlemarch' });
    await userEvent.click(toggle(view, 'Completed'));
    await expect(toggle(view, 'Completed')).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(view)).toEqual(['Task #9: Beloved', 'Task #10: Beloved']);
    // Each disabled 'Completed' names its task, as 'Mark as Complete' does.
    for (const card of view.getAllByRole('listitem')) {
      const title = within(card).getByRole('heading').textContent!;
      await expect(within(card).getByRole('button', { name: `Completed ${title}` })).toBeDisabled();
    }
    await expect(view.getAllByText('Status: COMPLETED')).toHaveLength(2);
    await userEvent.click(toggle(view, 'All'));
    await expect(cardTitles(view)).toHaveLength(4);
    await userEvent.click(toggle(view, 'Active'));
    await expect(cardTitles(view)).toHaveLength(2);
  },
};

export const CompletesTask: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/delivery/:id/complete', async ({ params }) => {
        await delay(150);
        const task = tasks.find((candidate) => candidate.id === Number(params.id))!;
        return HttpResponse.json({
          ...task,
          taskStatus: 'COMPLETED',
          completedAt: new Date().toISOString(),
        });
      }),
    );
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('heading', { name: 'Task #11: Middlemarch' });
    await userEvent.click(toggle(view, 'All'));
    const card = view.getByRole('heading', { name: 'Task #11: Middlemarch' }).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: /^Mark as Complete/ }));
    await expect(await view.findByText('Task #11 is completed.')).toBeVisible();
    await expect(within(card).getByRole('button', { name: /^Completed / })).toBeDisabled();
    await expect(within(card).getByText('Status: COMPLETED')).toBeVisible();
    await expect(within(card).queryByText('Not completed')).toBeNull();
    await userEvent.click(toggle(view, 'Completed'));
    await waitFor(() => expect(cardTitles(view)).toContain('Task #11: Middlemarch'));
  },
};

/**
 * A courier back on the page (from another tab or app) sees the tasks assigned meanwhile: the list
 * reloads in place, its cards staying on screen.
 */
export const RefreshesWhenShownAgain: Story = {
  beforeEach({ msw }) {
    const assigned = { ...tasks[0]!, id: 13, bookTitle: 'Emma' };
    let calls = 0;
    msw.use(
      http.get('/api/delivery/my-tasks', async () => {
        if (++calls === 1) return HttpResponse.json(tasks);
        await delay(300);
        return HttpResponse.json([...tasks, assigned]);
      }),
    );
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await view.findByRole('heading', { name: 'Task #11: Middlemarch' });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(view.getByRole('list')).toHaveAttribute('aria-busy', 'true'));
    await expect(view.queryByRole('status')).toBeNull();
    await expect(cardTitles(view)).toEqual(['Task #11: Middlemarch', 'Task #12: Dune']);
    await waitFor(() =>
      expect(cardTitles(view)).toEqual([
        'Task #11: Middlemarch',
        'Task #12: Dune',
        'Task #13: Emma',
      ]),
    );
    await expect(view.getByRole('list')).not.toHaveAttribute('aria-busy');
  },
};

/**
 * Mark as Complete is refused because the courier's approval was withdrawn meanwhile: the list is
 * asked again, is refused too, and the tasks with their members' addresses go.
 */
export const WithdrawnWhileCompleting: Story = {
  beforeEach({ msw }) {
    const withdrawn = refusal(
      403,
      'FORBIDDEN',
      "Your courier account's approval was withdrawn: you are given no tasks.",
    );
    msw.use(
      http.get('/api/delivery/my-tasks', answersOnceThen(tasks, withdrawn)),
      http.post('/api/delivery/:id/complete', withdrawn),
    );
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    const card = (await view.findByRole('heading', { name: 'Task #11: Middlemarch' })).closest(
      'li',
    )!;
    await userEvent.click(within(card).getByRole('button', { name: /^Mark as Complete/ }));
    await expect(
      await view.findByText(
        "Your courier account's approval was withdrawn: you are given no tasks.",
      ),
    ).toBeVisible();
    await expect(view.queryByRole('listitem')).toBeNull();
  },
};

/** A reload that fails keeps the tasks on screen under its message, with Retry. */
export const RefreshFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/delivery/my-tasks', answersOnceThen(tasks, refusal(503, 'INTERNAL', 'Down.'))),
    );
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await view.findByRole('heading', { name: 'Task #11: Middlemarch' });
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(await view.findByRole('alert')).toHaveTextContent('Failed to load tasks.');
    await expect(view.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(cardTitles(view)).toEqual(['Task #11: Middlemarch', 'Task #12: Dune']);
  },
};

/**
 * Completing `task` (its card's title) is refused (`status`, `error`, `message`): the card says so
 * with `text`, and the task stays to do.
 */
function completionRefused(
  task: { id: number; title: string },
  refusal: { status: number; error: string; message: string },
  text: string,
): Story {
  const { status, ...body } = refusal;
  return {
    beforeEach({ msw }) {
      msw.use(http.post('/api/delivery/:id/complete', () => HttpResponse.json(body, { status })));
    },
    async play({ canvasElement, userEvent }) {
      const view = await screen(canvasElement);
      const heading = await view.findByRole('heading', { name: `Task #${task.id}: ${task.title}` });
      const card = heading.closest('li')!;
      await userEvent.click(within(card).getByRole('button', { name: /^Mark as Complete/ }));
      await expect(await within(card).findByRole('alert')).toHaveTextContent(text);
      await expect(within(card).getByRole('button', { name: /^Mark as Complete/ })).toBeEnabled();
      await expect(within(card).getByText('Not completed')).toBeVisible();
      await expect(view.queryByText(`Task #${task.id} is completed.`)).toBeNull();
    },
  };
}

export const CompleteFailed = completionRefused(
  { id: 11, title: 'Middlemarch' },
  { status: 404, error: 'NOT_FOUND', message: 'No such task of yours.' },
  'Failed to complete the task.',
);

/**
 * A pickup the server holds not yet due (the courier's clock ahead of the day): its reason under
 * it, and the task still to do.
 */
export const NotYetDue = completionRefused(
  { id: 12, title: 'Dune' },
  {
    status: 409,
    error: 'NOT_YET_DUE',
    message: 'Task 12 is scheduled for 2026-03-11; it can be completed from that day.',
  },
  'Failed to complete the task. Task 12 is scheduled for 2026-03-11; it can be completed from that day.',
);

/**
 * A task is completed on its day, as the courier's calendar has it: Mark as Complete waits for
 * tomorrow's, saying why, and is there for today's (its day begun just now, at midnight).
 */
export const ScheduledLater: Story = {
  beforeEach({ msw }) {
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return toIsoDate(date);
    };
    msw.use(
      http.get('/api/delivery/my-tasks', () =>
        HttpResponse.json([
          { ...tasks[0]!, scheduledDate: day(1) },
          { ...tasks[1]!, scheduledDate: day(0) },
        ]),
      ),
    );
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    const card = async (title: string) =>
      (await view.findByRole('heading', { name: title })).closest('li')!;
    const tomorrows = within(await card('Task #11: Middlemarch'));
    const waiting = tomorrows.getByRole('button', { name: /^Mark as Complete/ });
    await expect(waiting).toBeDisabled();
    await expect(waiting).toHaveAccessibleDescription(
      'Can be completed from the day it is scheduled for.',
    );
    await expect(
      tomorrows.getByText('Can be completed from the day it is scheduled for.'),
    ).toBeVisible();
    const todays = within(await card('Task #12: Dune'));
    await expect(todays.getByRole('button', { name: /^Mark as Complete/ })).toBeEnabled();
    await expect(todays.queryByText(/^Can be completed/)).toBeNull();
  },
};

/** Nobody signed in: the sign-in prompt under the heading, and no tasks asked for. */
export const SignedOut: Story = {
  beforeEach() {
    signInAs(null);
  },
  async play({ canvasElement, args, userEvent }) {
    const view = await screen(canvasElement);
    await expect(await view.findByText('Sign in to see this page.')).toBeVisible();
    await expect(view.getByRole('heading', { name: 'My Delivery Tasks' })).toBeVisible();
    // The prompt is the documented `page` part, so a host's `::part(page)` still styles it.
    const root = canvasElement.querySelector('lib-delivery-tasks')!.shadowRoot!;
    await expect(root.querySelector('[part="page"]')).toHaveTextContent(
      'Sign in to see this page.',
    );
    await userEvent.click(view.getByRole('button', { name: 'Login' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};

/**
 * A logout, from any element of the page, takes the customers' names and addresses off it; an
 * expired session keeps the courier's screen for them to sign in again.
 */
export const SessionEnds: Story = {
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await view.findAllByText('Mary Member');
    getSession().send({ type: 'SESSION_EXPIRED' });
    await settle();
    await expect(view.getAllByText('Mary Member')[0]).toBeVisible();

    signInAs('DELIVERY_PARTNER', STAFF);
    await expect(view.getAllByText('Mary Member')[0]).toBeVisible();
    getSession().send({ type: 'LOGOUT' });
    await expect(await view.findByText('Sign in to see this page.')).toBeVisible();
    await expect(view.queryByText('Mary Member')).toBeNull();
  },
};
