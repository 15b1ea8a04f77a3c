import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import { Stars } from '../../src/ui/Stars/Stars';
import { Tooltip } from '../../src/ui/Tooltip/Tooltip';
import { phone } from '../support/layout';
import { ownFrame } from '../support/docs';

const review = 'A masterpiece of world-building. The ecology of Arrakis stays with you.';

/** The rental history's stars: focusable, named by the rating, described by the review. */
const ratedStars = (rating: number) => (
  <Stars rating={rating} label={`Rated ${rating} out of 5`} tabIndex={0} />
);

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  parameters: { docs: { story: ownFrame(380) } },
  args: { content: review, children: <Button variant="secondary">Hover or focus me</Button> },
  decorators: [
    (Story) => (
      <div style={{ padding: '80px 40px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  args: { children: ratedStars(5) },
  async play({ canvasElement }) {
    // Focus shows it at once.
    within(canvasElement).getByRole('img', { name: 'Rated 5 out of 5' }).focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(review);
  },
};

export const OnFocus: Story = {
  args: { children: ratedStars(4) },
  async play({ canvasElement }) {
    const stars = within(canvasElement).getByRole('img', { name: 'Rated 4 out of 5' });
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    await expect(stars).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(stars).toHaveAccessibleDescription(review);
    await expect(tooltip).toHaveTextContent(review);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const OnHover: Story = {
  args: { delay: 0 },
  async play({ canvasElement }) {
    const button = within(canvasElement).getByRole('button', { name: 'Hover or focus me' });
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(review);
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const StaysWhilePointerIsOnIt: Story = {
  args: { delay: 0 },
  async play({ canvasElement }) {
    const button = within(canvasElement).getByRole('button', { name: 'Hover or focus me' });
    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    // The pointer moves from the trigger onto the tooltip (to read or select it): it stays.
    await userEvent.unhover(button);
    await userEvent.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.getByRole('tooltip')).toBe(tooltip);
    await userEvent.unhover(tooltip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Placed 6px above its trigger, centred on it; below it where there is no room above. */
export const Placed: Story = {
  args: { delay: 0, content: 'Rated by 12 readers' },
  async play({ canvasElement }) {
    const button = within(canvasElement).getByRole('button', { name: 'Hover or focus me' });
    const centre = (box: DOMRect) => box.left + box.width / 2;
    button.focus({ focusVisible: true } as FocusOptions);
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => {
      const [tip, trigger] = [tooltip.getBoundingClientRect(), button.getBoundingClientRect()];
      expect(trigger.top - tip.bottom).toBeCloseTo(6, 0);
      expect(centre(tip)).toBeCloseTo(centre(trigger), 0);
    });
    // Moved to the top edge of the page, its trigger has no room above: the tooltip flips below
    // it, and follows it there.
    const frame = canvasElement.firstElementChild as HTMLElement;
    frame.style.paddingTop = '0px';
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => {
      const [tip, trigger] = [tooltip.getBoundingClientRect(), button.getBoundingClientRect()];
      expect(tip.top - trigger.bottom).toBeCloseTo(6, 0);
    });
    frame.style.paddingTop = '';
  },
};

/** Hidden, it stops following its trigger: the listeners placing it go with it. */
export const LetsGoWhenHidden: Story = {
  args: { delay: 0 },
  async play({ canvasElement }) {
    const button = within(canvasElement).getByRole('button', { name: 'Hover or focus me' });
    const listening = new Set<unknown>();
    const { addEventListener, removeEventListener } = window;
    window.addEventListener = function (
      this: Window,
      ...args: Parameters<Window['addEventListener']>
    ) {
      if (args[0] === 'resize') listening.add(args[1]);
      return addEventListener.apply(this, args);
    } as Window['addEventListener'];
    window.removeEventListener = function (
      this: Window,
      ...args: Parameters<Window['removeEventListener']>
    ) {
      if (args[0] === 'resize') listening.delete(args[1]);
      return removeEventListener.apply(this, args);
    } as Window['removeEventListener'];
    try {
      button.focus({ focusVisible: true } as FocusOptions);
      await screen.findByRole('tooltip');
      await waitFor(() => expect(listening.size).toBeGreaterThan(0));
      button.blur();
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      await expect(listening.size).toBe(0);
    } finally {
      Object.assign(window, { addEventListener, removeEventListener });
    }
  },
};

/** A finger's tap, as a touch screen sends it: the pointer enters, presses, lifts and leaves. */
function tap(target: Element) {
  for (const type of ['pointerover', 'pointerdown', 'pointerup', 'pointerout']) {
    target.dispatchEvent(
      new PointerEvent(type, { pointerType: 'touch', bubbles: true, composed: true }),
    );
  }
}

/** A touch screen has no hover: a tap on the stars shows the review, a second tap hides it. */
export const OnTap: Story = {
  args: { delay: 0, children: ratedStars(3) },
  async play({ canvasElement }) {
    const stars = within(canvasElement).getByRole('img', { name: 'Rated 3 out of 5' });
    tap(stars);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(review);
    // The finger has left the stars: the review stays until the next tap.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.getByRole('tooltip')).toBe(tooltip);
    tap(stars);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** The longest review the API takes (2000 characters), a word of 58 letters in it. */
const longReview = `${'It stays with you for weeks. '.repeat(66)}Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch`;

export const LongText: Story = {
  ...phone(375),
  args: { content: longReview, children: ratedStars(5) },
  async play({ canvasElement }) {
    const stars = within(canvasElement).getByRole('img', { name: 'Rated 5 out of 5' });
    await userEvent.tab();
    await expect(stars).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(longReview);
    // On screen, however long the text: it wraps, and scrolls within the tooltip.
    await waitFor(() => {
      const box = tooltip.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    });
    await expect(tooltip.scrollWidth).toBeLessThanOrEqual(tooltip.clientWidth);
    await expect(tooltip.scrollHeight).toBeGreaterThan(tooltip.clientHeight);
    // From the focused stars, the arrow keys scroll it.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(tooltip.scrollTop).toBe(80);
    await userEvent.keyboard('{ArrowUp}');
    await expect(tooltip.scrollTop).toBe(40);
    await expect(stars).toHaveFocus();
    // Next in the Tab order, the tooltip takes focus and stays; it closes once focus leaves both.
    await userEvent.tab();
    await expect(tooltip).toHaveFocus();
    await expect(tooltip).toBeInTheDocument();
    // With the focus ring every control shows, clear of the tooltip's own dark box.
    const ring = getComputedStyle(tooltip);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineWidth).toBe('2px');
    await expect(ring.outlineOffset).toBe('2px');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Escape in the focused tooltip hides it and gives the focus back to the stars.
    await userEvent.tab({ shift: true });
    await expect(stars).toHaveFocus();
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(stars).toHaveFocus();
  },
};

export const ShownDark: Story = { ...Shown, globals: { theme: 'dark' } };
