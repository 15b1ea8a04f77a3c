import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ComponentType } from 'react';
import { createIcon, type IconProps } from '../../src/ui/Icon/Icon';
import { CancelIcon } from '../../src/ui/Icon/icons/Cancel';
import { CheckIcon } from '../../src/ui/Icon/icons/Check';

// Every icon of the kit, one module each (`src/ui/Icon/icons/<Name>.ts`).
const icons = Object.values(
  import.meta.glob<Record<string, ComponentType<IconProps>>>('../../src/ui/Icon/icons/*.ts', {
    eager: true,
  }),
).flatMap((module) => Object.entries(module));

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
      {icons.map(([name, Icon]) => (
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
      <CheckIcon label="Available" tone="primary" />
      <CancelIcon label="Unavailable" tone="warn" />
    </span>
  ),
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('img', { name: 'Available' })).toBeVisible();
    await expect(within(canvasElement).getByRole('img', { name: 'Unavailable' })).toBeVisible();
  },
};
