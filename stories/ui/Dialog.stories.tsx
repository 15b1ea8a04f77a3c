import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog/ConfirmDialog';
import { DateField } from '../../src/ui/DateField/DateField';
import { Dialog, type DialogProps } from '../../src/ui/Dialog/Dialog';
import { TextField } from '../../src/ui/TextField/TextField';
import { ownFrame } from '../support/docs';

/** The return dialog of the spec: 350 px, a date picker, Cancel and OK (disabled until a date). */
function ReturnDialogBody({ onClose }: { onClose: () => void }) {
  const [date, setDate] = useState('');
  return (
    <Dialog
      open
      onClose={onClose}
      title="Select Pickup Date"
      width={350}
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={date === ''} onClick={onClose}>
            OK
          </Button>
        </>
      }
    >
      <DateField label="Pickup date" value={date} onChange={setDate} min="2030-01-01" required />
    </Dialog>
  );
}

/** A trigger button and the dialog it opens, as a screen uses them. */
function WithTrigger(props: Omit<DialogProps, 'open' | 'onClose'> & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'address-dialog' : undefined}
        onClick={() => setOpen(true)}
      >
        Open dialog
      </Button>
      <Dialog
        {...props}
        id="address-dialog"
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        actions={
          <>
            <Button variant="text" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Save</Button>
          </>
        }
      >
        <TextField label="Street" value="" />
        <TextField label="City" value="" />
      </Dialog>
    </>
  );
}

/** A dialog that asks for confirmation in a second dialog, as a staff form's Delete does. */
function WithConfirmation({ onClose }: { onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Dialog open onClose={onClose} title="Edit Book">
      <TextField label="Title" value="Dune" />
      <Button variant="text" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        message="Delete Dune?"
        onConfirm={() => setConfirming(false)}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { open: true, onClose: fn(), title: 'Write a Review', width: 400 },
  // React nodes: no control can edit them.
  argTypes: { children: { control: false }, actions: { control: false } },
  parameters: { docs: { story: ownFrame(560) }, layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    description: 'Tell other members what you thought of Dune.',
    children: <TextField label="Title" value="" maxLength={100} required />,
    actions: (
      <>
        <Button variant="text">Cancel</Button>
        <Button>Submit</Button>
      </>
    ),
  },
  async play() {
    const dialog = await screen.findByRole('dialog', { name: 'Write a Review' });
    // Shown with showModal(): modal for the browser and, by HTML-AAM, for assistive technology.
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(dialog).toHaveAccessibleDescription(
      'Tell other members what you thought of Dune.',
    );
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
    // Opening animates over the spec's 150 ms (`--lib-motion-dialog-open`), or not at all for
    // readers who ask for reduced motion (the test browser does).
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(dialog).animationDuration).toBe(reduced ? '0s' : '0.15s');
    // Focus moves into the dialog, to its first field.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveFocus(),
    );
    await expect(dialog.style.width).toBe('400px');
  },
};

export const Width350: Story = {
  render: (args) => <ReturnDialogBody onClose={args.onClose} />,
  async play() {
    const dialog = await screen.findByRole('dialog', { name: 'Select Pickup Date' });
    await expect(dialog.offsetWidth).toBe(350);
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(ok).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Pickup date/), '2030-02-03');
    await expect(ok).toBeEnabled();
  },
};

export const Width500: Story = {
  args: {
    title: 'Add Library',
    width: 500,
    children: <TextField label="Name" value="" required />,
  },
  async play() {
    const dialog = await screen.findByRole('dialog', { name: 'Add Library' });
    await expect(dialog.offsetWidth).toBe(500);
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  render: (args) => <WithTrigger title={args.title} onClose={args.onClose} />,
  async play({ canvasElement, args }) {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Write a Review' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Street' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    // Closing plays for 75 ms with data-state="closed", then the dialog is gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(document.documentElement.style.overflow).toBe('');
  },
};

export const GivesThePageBackItsOwnOverflow: Story = {
  render: (args) => <WithTrigger title={args.title} onClose={args.onClose} />,
  async play({ canvasElement }) {
    // A host page that keeps its scrollbar with `overflow-y` alone on its root.
    const { style } = document.documentElement;
    style.overflowY = 'scroll';
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
      await screen.findByRole('dialog', { name: 'Write a Review' });
      await expect(style.overflow).toBe('hidden');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect([style.overflowX, style.overflowY]).toEqual(['', 'scroll']);
    } finally {
      style.overflowY = '';
    }
  },
};

export const TrapsFocus: Story = {
  render: (args) => <WithTrigger title={args.title} />,
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog');
    const street = within(dialog).getByRole('textbox', { name: 'Street' });
    await waitFor(() => expect(street).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    // Past the last control, focus wraps to the first: it never leaves the dialog.
    await userEvent.tab();
    await waitFor(() => expect(street).toHaveFocus());
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus());
  },
};

export const ClosesOnBackdropClick: Story = {
  args: { children: <p>Click outside to close.</p> },
  async play({ args }) {
    const dialog = await screen.findByRole('dialog');
    // A press inside the dialog is not one on the backdrop, even where there is no control.
    const box = dialog.getBoundingClientRect();
    const inside = { clientX: box.left + 4, clientY: box.top + 4 };
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: inside });
    await expect(args.onClose).not.toHaveBeenCalled();
    // The backdrop is the dialog's `::backdrop`: a press there targets the dialog, outside its box.
    const outside = { clientX: 5, clientY: 5 };
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: outside });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/**
 * A double click on the button that opens a dialog: its second press lands in the dialog it opened
 * (open by then), and neither closes it from the backdrop nor presses the button that came under
 * the pointer (a confirmation's Delete).
 */
export const DoubleClickOnItsButton: Story = {
  render: (args) => <WithTrigger {...args} />,
  args: { title: 'Add Address' },
  async play({ args, canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Address' });
    const second = { bubbles: true, cancelable: true, detail: 2, clientX: 5, clientY: 5 };
    for (const type of ['mousedown', 'mouseup', 'click']) {
      dialog.dispatchEvent(new MouseEvent(type, second));
    }
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('open');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    for (const type of ['mousedown', 'mouseup', 'click']) {
      save.dispatchEvent(new MouseEvent(type, { ...second, clientX: 0, clientY: 0 }));
    }
    await expect(dialog).toHaveAttribute('open');
    // A single press on the backdrop still asks to close.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: dialog,
      coords: { clientX: 5, clientY: 5 },
    });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

export const SubmitsAsAForm: Story = {
  args: {
    title: 'Add Address',
    onSubmit: fn(),
    children: <TextField label="Street" value="12 Oak Street" />,
    actions: <Button type="submit">Save</Button>,
  },
  async play({ args }) {
    const dialog = await screen.findByRole('dialog', { name: 'Add Address' });
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const StacksAndLocksScroll: Story = {
  render: (args) => <WithConfirmation onClose={args.onClose} />,
  async play({ args }) {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Book' });
    // The page behind a modal dialog does not scroll.
    await expect(document.documentElement.style.overflow).toBe('hidden');
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Dune?' });
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    // Escape closes the dialog on top only, and focus goes back to what opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(document.documentElement.style.overflow).toBe('hidden');
    // Tab cycles within the remaining dialog.
    await userEvent.tab();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };
