import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ElementProvider } from '../../src/elements/context';
import { adoptKitStyles } from '../../src/elements/styles';
import { Button } from '../../src/ui/Button/Button';
import { Dialog } from '../../src/ui/Dialog/Dialog';
import { TextField } from '../../src/ui/TextField/TextField';
import { Tooltip } from '../../src/ui/Tooltip/Tooltip';

/**
 * Renders its children in an open shadow root with the kit's CSS and the element context, as the
 * element factory does: dialogs and tooltips must portal into that root, not `document.body`.
 */
function InShadowRoot({ children, primary }: { children: ReactNode; primary?: string }) {
  const [handle, setHandle] = useState<{ host: HTMLElement; shadowRoot: ShadowRoot } | null>(null);
  return (
    <div
      data-testid="host"
      style={primary ? ({ '--lib-color-primary': primary } as CSSProperties) : undefined}
      ref={(host) => {
        if (!host || handle) return;
        const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
        adoptKitStyles(shadowRoot);
        setHandle({ host, shadowRoot });
      }}
    >
      {handle &&
        createPortal(
          <ElementProvider value={handle}>{children}</ElementProvider>,
          handle.shadowRoot,
        )}
    </div>
  );
}

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add address</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Add Address"
        actions={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <TextField label="Street" value="" />
      </Dialog>
    </>
  );
}

function Demo({ primary }: { primary?: string }) {
  return (
    <InShadowRoot primary={primary}>
      <div style={{ display: 'flex', gap: 12, padding: 40 }}>
        <DialogDemo />
        <Tooltip content="Opens the address form" delay={0}>
          <Button variant="secondary">Help</Button>
        </Tooltip>
      </div>
    </InShadowRoot>
  );
}

const meta = {
  title: 'UI/In a shadow root',
  component: Demo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
export default meta;

type Story = StoryObj<typeof meta>;

const shadowOf = async (canvasElement: HTMLElement) => {
  const host = within(canvasElement).getByTestId('host');
  await waitFor(() => expect(host.shadowRoot?.querySelector('button')).toBeTruthy());
  return host.shadowRoot!;
};

export const DialogPortalsIntoTheShadowRoot: Story = {
  async play({ canvasElement }) {
    const shadow = await shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    const trigger = inside.getByRole('button', { name: 'Add address' });
    await userEvent.click(trigger);
    const dialog = await inside.findByRole('dialog', { name: 'Add Address' });
    await expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    // The kit's CSS reaches it: it is styled as a dialog, 400 px wide.
    await expect(getComputedStyle(dialog).borderTopLeftRadius).toBe('12px');
    await expect(dialog.offsetWidth).toBe(400);
    await waitFor(() =>
      expect(shadow.activeElement).toBe(inside.getByRole('textbox', { name: 'Street' })),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(shadow.activeElement).toBe(trigger));
  },
};

export const TooltipPortalsIntoTheShadowRoot: Story = {
  async play({ canvasElement }) {
    const shadow = await shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    const help = inside.getByRole('button', { name: 'Help' });
    await userEvent.hover(help);
    const tooltip = await inside.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Opens the address form');
    await expect(help).toHaveAccessibleDescription('Opens the address form');
    await userEvent.unhover(help);
    await waitFor(() => expect(inside.queryByRole('tooltip')).toBeNull());
  },
};

export const ThemedByTheHostPage: Story = {
  args: { primary: 'rgb(0, 105, 92)' },
  async play({ canvasElement }) {
    const shadow = await shadowOf(canvasElement);
    const button = within(shadow as unknown as HTMLElement).getByRole('button', {
      name: 'Add address',
    });
    // The host page's declaration on the element beats the theme's `:host` default.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(0, 105, 92)');
  },
};

export const ThemeDefaultsInside: Story = {
  async play({ canvasElement }) {
    const shadow = await shadowOf(canvasElement);
    const button = within(shadow as unknown as HTMLElement).getByRole('button', {
      name: 'Add address',
    });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(63, 81, 181)');
  },
};
