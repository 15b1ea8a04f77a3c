import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stars } from '../../src/ui/Stars/Stars';

const meta = {
  title: 'UI/Stars',
  component: Stars,
  args: { rating: 4, label: 'Rated 4 out of 5' },
} satisfies Meta<typeof Stars>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A review's rating: read as its label, four filled stars and one muted. */
export const Labelled: Story = {
  async play({ canvasElement }) {
    const stars = within(canvasElement).getByRole('img', { name: 'Rated 4 out of 5' });
    await expect(stars).toHaveTextContent('★★★★☆');
  },
};

/**
 * A book's average beside its figure ("4.5 (2 reviews)"): rounded to whole stars and hidden from
 * assistive technology, which reads the figure.
 */
export const BesideItsFigure: Story = {
  args: { rating: 3.6, label: undefined },
  render: (args) => (
    <p>
      <Stars {...args} /> 3.6
    </p>
  ),
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent('★★★★☆');
  },
};

/** Out-of-range ratings are held to 0..5 stars. */
export const OutOfRange: Story = {
  args: { rating: 7, label: 'Rated 7' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('img')).toHaveTextContent(/^★{5}$/);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
