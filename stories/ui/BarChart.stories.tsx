import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { resetMessages, setMessages } from '../../src/i18n';
import { BarChart } from '../../src/ui/BarChart/BarChart';
import { topBooks } from './fixtures';

const meta = {
  title: 'UI/BarChart',
  component: BarChart,
  args: { title: 'Top books', data: topBooks },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 820 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const svg = canvasElement.querySelector('svg[viewBox="0 0 800 360"]');
    await expect(svg).not.toBeNull();
    await expect(svg!.querySelectorAll('rect')).toHaveLength(topBooks.length);
    // The same data as a table, always there for assistive technology.
    const table = canvas.getByRole('table', { name: 'Top books' });
    await expect(within(table).getAllByRole('row')).toHaveLength(topBooks.length + 1);
    await expect(within(table).getByRole('rowheader', { name: 'Dune' })).toBeInTheDocument();
  },
};

export const TableToggle: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Show data table' });
    const region = canvasElement.querySelector(
      `#${CSS.escape(button.getAttribute('aria-controls')!)}`,
    )!;
    await expect(
      within(region as HTMLElement).getByRole('table', { name: 'Top books' }),
    ).toBeInTheDocument();
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.click(button);
    await expect(region.getBoundingClientRect().width).toBeGreaterThan(100);
    await expect(canvas.getByRole('button', { name: 'Hide data table' })).toBeVisible();
  },
};

export const TableShown: Story = { args: { defaultShowTable: true } };

/** On a phone the chart is too small to read: its table shows from the start. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Hide data table' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Top books' })).toBeVisible();
  },
};

/** Ten long titles: each label is cut so that it stays clear of its neighbours'. */
export const LongLabels: Story = {
  args: {
    data: Array.from({ length: 10 }, (_, i) => ({
      label: `${['Great Expectations', 'Middlemarch', 'The Moonstone', 'Leaves of Grass'][i % 4]!} ${i + 1}`,
      value: 20 - i,
    })),
  },
  async play({ canvasElement }) {
    const labels = [...canvasElement.querySelectorAll<HTMLElement>('svg foreignObject div')];
    await expect(labels).toHaveLength(10);
    // Each is cut (the browser draws the ellipsis where the page's font ends it)…
    for (const label of labels) await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    // …inside a box that keeps clear of the next one's.
    const boxes = labels.map((label) => label.getBoundingClientRect());
    for (let i = 1; i < boxes.length; i++) {
      await expect(boxes[i]!.left - boxes[i - 1]!.right).toBeGreaterThan(4);
    }
  },
};

export const Empty: Story = {
  args: { data: [] },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No rentals yet.')).toBeVisible();
    await expect(canvasElement.querySelector('svg rect')).toBeNull();
  },
};

/** The catalog's texts, which a host's `setMessages` changes for its page. */
export const OwnTexts: Story = {
  beforeEach() {
    setMessages({ analytics: { columnTitle: 'Book', showTable: 'Table of loans' } });
    return resetMessages;
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Table of loans' }));
    await expect(canvas.getByRole('columnheader', { name: 'Book' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Rentals' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide data table' })).toBeVisible();
  },
};

export const SingleBar: Story = { args: { data: [{ label: 'Dune', value: 3 }] } };

export const TwentyBars: Story = {
  args: {
    data: Array.from({ length: 20 }, (_, i) => ({
      label: `${topBooks[i % topBooks.length]!.label} ${i + 1}`,
      value: 40 - i * 2,
    })),
  },
};

export const AllZero: Story = {
  args: { data: topBooks.slice(0, 3).map((d) => ({ ...d, value: 0 })) },
};

export const PopulatedDark: Story = { globals: { theme: 'dark' } };
