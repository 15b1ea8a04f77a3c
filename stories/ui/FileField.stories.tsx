import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileField } from '../../src/ui/FileField/FileField';

const meta = {
  title: 'UI/FileField',
  component: FileField,
  args: { label: 'Cover image', accept: 'image/jpeg', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NoFile: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Cover image');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/jpeg');
    // Named also by the button's text, which is what a speech user reads off the screen.
    await expect(input).toHaveAccessibleName('Cover image Choose file');
    await expect(input).toHaveAccessibleDescription('No file chosen');
  },
};

export const ChoosesAFile: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Cover image');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dune-cover.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(input, file);
    await expect(canvas.getByText('dune-cover.jpg')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('dune-cover.jpg');
    await expect(args.onChange).toHaveBeenCalledWith(file, expect.anything());
  },
};

export const WithFileName: Story = { args: { fileName: 'middlemarch.jpg' } };

const longName = 'the-left-hand-of-darkness-first-edition-cover-scan-1969-ace-books-large.jpg';

/** A name longer than the row wraps, so all of it can be read. */
export const LongFileName: Story = {
  args: { fileName: longName },
  async play({ canvasElement }) {
    const name = within(canvasElement).getByText(longName);
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.firstElementChild!.getBoundingClientRect().right,
    );
  },
};

export const Required: Story = { args: { required: true, hint: 'A JPEG image, at most 2 MB.' } };

export const WithError: Story = {
  args: { required: true, error: 'Choose a cover image.' },
  async play({ canvasElement }) {
    const input = within(canvasElement).getByLabelText(/Cover image/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('No file chosen Choose a cover image.');
  },
};

export const Disabled: Story = { args: { disabled: true } };
