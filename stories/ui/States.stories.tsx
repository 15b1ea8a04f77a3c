import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import { EmptyState } from '../../src/ui/EmptyState/EmptyState';
import { ErrorState } from '../../src/ui/ErrorState/ErrorState';
import { LoadingState, Spinner } from '../../src/ui/Spinner/Spinner';

/** Loading, empty and failed: the three states every list screen has besides "loaded". */
const meta = {
  title: 'UI/States',
  component: LoadingState,
  args: { label: 'Loading requests...' },
} satisfies Meta<typeof LoadingState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading requests...',
    );
  },
};

export const SpinnerSizes: Story = {
  render: () => (
    <div
      style={{ display: 'flex', gap: 16, alignItems: 'center', color: 'var(--lib-color-primary)' }}
    >
      <Spinner size={16} />
      <Spinner />
      <Spinner size={48} />
    </div>
  ),
};

export const Empty: Story = {
  render: () => <EmptyState>No active rentals.</EmptyState>,
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('No active rentals.')).toBeVisible();
  },
};

export const EmptyWithAction: Story = {
  render: () => (
    <EmptyState action={<Button>Add New Address</Button>}>
      You have no saved addresses yet.
    </EmptyState>
  ),
};

const retry = fn();

export const Failed: Story = {
  render: () => <ErrorState onRetry={retry}>Failed to load rental history.</ErrorState>,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load rental history.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

export const FailedWithoutRetry: Story = {
  render: () => <ErrorState>Failed to load your requests.</ErrorState>,
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Retrying: Story = {
  render: () => (
    <ErrorState onRetry={() => {}} retrying>
      Failed to load your requests.
    </ErrorState>
  ),
};

export const AllDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <LoadingState label="Loading requests..." />
      <EmptyState>No rental history.</EmptyState>
      <ErrorState onRetry={() => {}}>Failed to load rental history.</ErrorState>
    </div>
  ),
};
