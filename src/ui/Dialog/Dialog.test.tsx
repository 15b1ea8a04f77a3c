/**
 * The dialog under the browser's own keyboard (real key presses, not synthetic events): what the
 * platform's modal `<dialog>` would do by itself is what these tests hold in check.
 */
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Tooltip } from '../Tooltip/Tooltip';
import { Dialog } from './Dialog';

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

function render(node: React.ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  root.render(node);
}

const openDialog = () =>
  vi.waitFor(() => {
    const dialog = document.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    return dialog!;
  });

/** A dialog its owner keeps open whatever it is asked (a save in flight). */
async function openKeptOpen() {
  const onClose = vi.fn();
  render(
    <Dialog open onClose={onClose} title="Add Address">
      <input aria-label="Street" />
    </Dialog>,
  );
  return { dialog: await openDialog(), onClose };
}

it('stays open on Escape while its owner keeps it open (a save in flight)', async () => {
  const { dialog, onClose } = await openKeptOpen();
  await vi.waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Street'));
  // The browser closes a modal <dialog> on Escape by itself, and after a first cancelled one
  // may not let the next be cancelled: each press must only ask.
  for (let i = 0; i < 3; i += 1) await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(3);
  expect(dialog.open).toBe(true);
  expect(dialog.matches(':modal')).toBe(true);
});

it('closes on Escape when its owner agrees, and focus goes back to the trigger', async () => {
  function WithTrigger() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open</button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Write a Review">
          <input aria-label="Title" />
          <button>Submit</button>
        </Dialog>
      </>
    );
  }
  render(<WithTrigger />);
  const trigger = await vi.waitFor(() => {
    const button = document.querySelector('button');
    expect(button).not.toBeNull();
    return button!;
  });
  await userEvent.click(trigger);
  const dialog = await openDialog();
  // Real Tab presses cycle inside: Title, Submit, then Title again, never the page behind.
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement?.textContent).toBe('Submit');
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Title');
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
  expect(document.activeElement?.textContent).toBe('Submit');
  await userEvent.keyboard('{Escape}');
  await vi.waitFor(() => expect(dialog.isConnected).toBe(false));
  expect(document.activeElement).toBe(trigger);
});

it('shows floating UI opened inside it above it, not behind the inert page', async () => {
  render(
    <Dialog open onClose={() => {}} title="Rental History">
      <Tooltip content="A masterpiece.">
        <button>Rated 5 out of 5</button>
      </Tooltip>
    </Dialog>,
  );
  const dialog = await openDialog();
  // Focus shows it at once.
  dialog.querySelector('button')!.focus();
  const tooltip = await vi.waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="tooltip"]');
    expect(found).not.toBeNull();
    return found!;
  });
  expect(dialog.contains(tooltip)).toBe(true);
  await vi.waitFor(() => {
    const box = tooltip.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(0);
    // What the reader sees at the tooltip's centre is the tooltip.
    const seen = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    expect(tooltip.contains(seen)).toBe(true);
  });
});

it('reopens when the browser closes it by itself while its owner keeps it open', async () => {
  const { dialog, onClose } = await openKeptOpen();
  // What a close request the page may not cancel does (a second Escape, Android's back).
  dialog.close();
  await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  expect(dialog.open).toBe(true);
  expect(dialog.matches(':modal')).toBe(true);
});

it('leaves disabled controls out of the Tab cycle, a disabled fieldset’s too', async () => {
  render(
    <Dialog open onClose={() => {}} title="Borrow Book">
      <input aria-label="Rental date" />
      <button>Confirm</button>
      <fieldset disabled>
        <input type="radio" name="address" aria-label="42 Elm Street" />
      </fieldset>
    </Dialog>,
  );
  await openDialog();
  await vi.waitFor(() =>
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Rental date'),
  );
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement?.textContent).toBe('Confirm');
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Rental date');
});

it('lets Escape hide a tooltip in it before closing it', async () => {
  const onClose = vi.fn();
  render(
    <Dialog open onClose={onClose} title="Rental History">
      <input aria-label="Search" />
      <Tooltip content="A masterpiece." delay={0}>
        <button>Rated 5 out of 5</button>
      </Tooltip>
    </Dialog>,
  );
  await openDialog();
  const stars = document.querySelector('button')!;
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe(stars);
  await vi.waitFor(() => expect(document.querySelector('[role="tooltip"]')).not.toBeNull());
  await userEvent.keyboard('{Escape}');
  await vi.waitFor(() => expect(document.querySelector('[role="tooltip"]')).toBeNull());
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledOnce();
});

it('lets Shift+Tab go back through a date field’s parts, and wraps from the first of them', async () => {
  render(
    <Dialog open onClose={() => {}} title="Select Pickup Date" actions={<button>OK</button>}>
      <input type="date" aria-label="Pickup date" />
    </Dialog>,
  );
  const dialog = await openDialog();
  const date = dialog.querySelector('input')!;
  await vi.waitFor(() => expect(document.activeElement).toBe(date));
  // The first part to the second, and back: the field keeps the focus.
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe(date);
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
  expect(document.activeElement).toBe(date);
  // Back from the first part leaves the field: focus wraps to the dialog's last control.
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
  await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('OK'));
});
