import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createIcon } from '../../src/ui/Icon/Icon';
import * as icons from '../../src/ui/Icon/icons';

const Sample = createIcon('M12 2 2 22h20z');

/** Inline SVG icons in `currentColor`: no icon font, nothing from the network. */
const meta = {
  title: 'UI/Icons',
  component: Sample,
} satisfies Meta<typeof Sample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 12,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 13 }}>
          <Icon size={24} />
          {name.replace(/Icon$/, '')}
        </li>
      ))}
    </ul>
  ),
  async play({ canvasElement }) {
    // Decorative by default: hidden from assistive technology.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const Labelled: Story = {
  render: () => (
    <span style={{ display: 'flex', gap: 8 }}>
      <icons.CheckIcon label="Available" tone="primary" />
      <icons.CancelIcon label="Unavailable" tone="warn" />
    </span>
  ),
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('img', { name: 'Available' })).toBeVisible();
    await expect(within(canvasElement).getByRole('img', { name: 'Unavailable' })).toBeVisible();
  },
};
