import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Chip } from '../../src/ui/Chip/Chip';
import { CancelIcon } from '../../src/ui/Icon/icons/Cancel';
import { CheckIcon } from '../../src/ui/Icon/icons/Check';

const meta = {
  title: 'UI/Chip',
  component: Chip,
  args: { children: 'Available', tone: 'success' },
} satisfies Meta<typeof Chip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Available: Story = {
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('Available')).toBeVisible();
  },
};

export const Unavailable: Story = { args: { children: 'Unavailable', tone: 'warn' } };

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Chip>Neutral</Chip>
      <Chip tone="primary">Primary</Chip>
      <Chip tone="success" icon={<CheckIcon size={14} />}>
        Available
      </Chip>
      <Chip tone="warn" icon={<CancelIcon size={14} />}>
        Unavailable
      </Chip>
    </div>
  ),
};

export const AllTonesDark: Story = { ...AllTones, globals: { theme: 'dark' } };

/**
 * A long status in a narrow card (a phone with large text) wraps inside the chip rather than
 * running out of it. (Elements break such words: their host sets `overflow-wrap: anywhere`.)
 */
export const WrapsWhenNarrow: Story = {
  args: { children: 'PENDING_DELIVERY', tone: 'neutral' },
  decorators: [
    (Story) => (
      <div style={{ width: 80, overflowWrap: 'anywhere' }}>
        <Story />
      </div>
    ),
  ],
  async play({ canvasElement }) {
    const chip = within(canvasElement).getByText('PENDING_DELIVERY');
    await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(
      chip.parentElement!.getBoundingClientRect().right,
    );
  },
};
