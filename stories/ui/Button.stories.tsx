import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import { AddIcon } from '../../src/ui/Icon/icons/Add';
import { DeleteIcon } from '../../src/ui/Icon/icons/Delete';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Borrow', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'text', 'danger'] },
  },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  async play({ canvasElement, args }) {
    const button = within(canvasElement).getByRole('button', { name: 'Borrow' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Details' } };

export const Text: Story = { args: { variant: 'text', children: 'Cancel' } };

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete', icon: <DeleteIcon size={18} /> },
};

export const WithIcon: Story = { args: { icon: <AddIcon size={18} />, children: 'Add Book' } };

export const Disabled: Story = {
  args: { disabled: true },
  async play({ canvasElement, args }) {
    const button = within(canvasElement).getByRole('button', { name: 'Borrow' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  async play({ canvasElement, args }) {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still focusable: the keyboard user keeps their place.
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const Keyboard: Story = {
  async play({ canvasElement, args }) {
    const button = within(canvasElement).getByRole('button', { name: 'Borrow' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

function AllVariants() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 16 }}>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="text">Text</Button>
      <Button variant="danger">Danger</Button>
      <Button disabled>Disabled</Button>
      <Button loading>Loading</Button>
    </div>
  );
}

export const AllVariantsLight: Story = { render: () => <AllVariants /> };

export const AllVariantsDark: Story = {
  globals: { theme: 'dark' },
  render: () => <AllVariants />,
};

/** Narrower than its label (a phone with large text): the label wraps between words, inside. */
export const WrapsWhenNarrow: Story = {
  args: { children: 'Mark as Complete' },
  decorators: [
    (Story) => (
      <div style={{ width: 110 }}>
        <Story />
      </div>
    ),
  ],
  async play({ canvasElement }) {
    const button = within(canvasElement).getByRole('button', { name: 'Mark as Complete' });
    const box = button.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(
      button.parentElement!.getBoundingClientRect().right,
    );
    await expect(box.height).toBeGreaterThan(40);
  },
};
