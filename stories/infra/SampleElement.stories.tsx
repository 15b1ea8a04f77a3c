import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import '../../src/elements/lib-sample-card';

interface SampleElementArgs {
  heading: string;
  count: number;
  theme?: 'light' | 'dark';
  primary?: string;
  onGreet?: (detail: unknown) => void;
}

/** Renders the custom element itself, as a host page would. */
function SampleElement({ heading, count, theme, primary, onGreet }: SampleElementArgs) {
  return createElement('lib-sample-card', {
    heading,
    count,
    'data-theme': theme,
    style: primary ? { '--lib-color-primary': primary } : undefined,
    ref: (element: HTMLElement | null) => {
      if (!element || !onGreet) return;
      const listener = (event: Event) => onGreet((event as CustomEvent).detail);
      element.addEventListener('lib-sample-greet', listener);
      return () => element.removeEventListener('lib-sample-greet', listener);
    },
  });
}

function shadowOf(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector('lib-sample-card');
  if (!element?.shadowRoot) throw new Error('lib-sample-card did not render');
  return element.shadowRoot;
}

/**
 * `<lib-sample-card>`: the element factory's reference element. It renders in an open shadow root
 * with the kit's CSS, raises `lib-*` events and re-themes through `--lib-*` properties.
 */
const meta = {
  title: 'Infra/Sample element',
  component: SampleElement,
  args: { heading: 'Library Lending Kit', count: 0 },
} satisfies Meta<typeof SampleElement>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RaisesEvents: Story = {
  args: { count: 4, onGreet: fn() },
  async play({ canvasElement, args, userEvent }) {
    const shadow = within(shadowOf(canvasElement) as unknown as HTMLElement);
    await waitFor(() => expect(shadow.getByText('Pressed 4 times.')).toBeVisible());
    await userEvent.click(shadow.getByRole('button', { name: 'Say hello' }));
    await expect(args.onGreet).toHaveBeenCalledWith({ count: 5 });
    await expect(shadow.getByText('Pressed 5 times.')).toBeVisible();
  },
};

export const Dark: Story = { args: { theme: 'dark' } };

export const Rethemed: Story = {
  args: { primary: 'rgb(0, 105, 92)' },
  async play({ canvasElement }) {
    const shadow = within(shadowOf(canvasElement) as unknown as HTMLElement);
    const button = await shadow.findByRole('button', { name: 'Say hello' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(0, 105, 92)');
  },
};
