import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusMessage } from '../../src/ui/StatusMessage/StatusMessage';

const meta = {
  title: 'UI/StatusMessage',
  component: StatusMessage,
  args: { children: 'Return request submitted!', tone: 'success' },
} satisfies Meta<typeof StatusMessage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Return request submitted!',
    );
  },
};

export const Error: Story = {
  args: { children: 'Failed to submit return request.', tone: 'error' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to submit return request.',
    );
  },
};

export const Info: Story = { args: { children: 'Sign in to borrow books.', tone: 'info' } };

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  async play({ canvasElement, args }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const AllDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <StatusMessage tone="success">Return request submitted!</StatusMessage>
      <StatusMessage tone="error">Failed to submit return request.</StatusMessage>
      <StatusMessage tone="info">Sign in to borrow books.</StatusMessage>
    </div>
  ),
};
