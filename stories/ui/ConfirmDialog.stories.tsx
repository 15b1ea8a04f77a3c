import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog/ConfirmDialog';
import { ownFrame } from '../support/docs';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    message: 'Are you sure you want to delete this book?',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { docs: { story: ownFrame(320) }, layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ args }) {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this book?',
    });
    // Shown with showModal(): modal for the browser and, by HTML-AAM, for assistive technology.
    await expect(dialog.matches(':modal')).toBe(true);
    // Focus starts on Cancel: a stray Enter never confirms.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = {
  args: {
    title: 'Delete library',
    message: 'Are you sure you want to delete this library?',
    tone: 'danger',
    confirmLabel: 'Delete',
  },
  async play({ args }) {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete library' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this library?',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  async play({ args }) {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { tone: 'danger', confirmLabel: 'Delete', busy: true },
  async play({ args }) {
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
