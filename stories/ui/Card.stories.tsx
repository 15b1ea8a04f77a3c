import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import { Card } from '../../src/ui/Card/Card';
import { Chip } from '../../src/ui/Chip/Chip';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    as: 'article',
    title: 'Dune',
    subtitle: 'Frank Herbert · ISBN 978-0-441-17271-9',
    children: 'A desert planet, a noble family and the spice that everyone wants.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const article = within(canvasElement).getByRole('article', { name: 'Dune' });
    await expect(within(article).getByRole('heading', { level: 3, name: 'Dune' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Details</Button>
        <Button>Borrow</Button>
      </>
    ),
  },
};

export const WithMediaAndChip: Story = {
  args: {
    media: (
      <div
        role="img"
        aria-label="Cover placeholder"
        style={{ height: 200, background: 'linear-gradient(135deg, #c5cae9, #7986cb)' }}
      />
    ),
    children: (
      <>
        <p style={{ margin: 0 }}>
          A desert planet, a noble family and the spice that everyone wants.
        </p>
        <div>
          <Chip tone="success">Available</Chip>
        </div>
      </>
    ),
    actions: (
      <>
        <Button variant="secondary">Details</Button>
        <Button>Borrow</Button>
      </>
    ),
  },
};

export const Plain: Story = { args: { as: 'div', title: undefined, subtitle: undefined } };

export const Dark: Story = { ...WithActions, globals: { theme: 'dark' } };
