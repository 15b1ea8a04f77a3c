import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TextField, type TextFieldProps } from '../../src/ui/TextField/TextField';

/** The field with its value held in state, as a form would. */
function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return <TextField {...props} value={value} onChange={setValue} />;
}

/** Shows 'Title is required.' once the field has been left empty (the forms' blur rule). */
function ValidatedOnBlur(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  const [touched, setTouched] = useState(false);
  const error = touched && value.trim() === '' ? `${props.label} is required.` : undefined;
  return (
    <TextField
      {...props}
      value={value}
      onChange={setValue}
      onBlur={() => setTouched(true)}
      error={error}
    />
  );
}

const meta = {
  title: 'UI/TextField',
  component: TextField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Title', value: '' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const input = within(canvasElement).getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, 'Dune');
    await expect(input).toHaveValue('Dune');
  },
};

export const Filled: Story = { args: { value: 'The Left Hand of Darkness' } };

export const Required: Story = {
  args: { required: true },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('textbox', { name: /Title/ })).toBeRequired();
  },
};

export const WithHint: Story = {
  args: { label: 'Email', type: 'email', hint: 'We never share it.' },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    value: 'not-an-email',
    error: 'Enter a valid email address.',
  },
  async play({ canvasElement }) {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};

export const ErrorOnBlur: Story = {
  render: (args) => <ValidatedOnBlur {...args} />,
  args: { required: true },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Title/ });
    await userEvent.click(input);
    await userEvent.tab();
    const message = await canvas.findByText('Title is required.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The message slides in over the spec's 300 ms, unless the reader asks for reduced motion.
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(message).animationDuration).toBe(reduced ? '0s' : '0.3s');
    await userEvent.type(input, 'Dune');
    await waitFor(() => expect(canvas.queryByText('Title is required.')).toBeNull());
  },
};

export const WithCounter: Story = {
  args: { label: 'Review title', maxLength: 100, required: true },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Review title/ });
    await expect(canvas.getByText('0 / 100')).toBeVisible();
    await userEvent.type(input, 'Great');
    await expect(canvas.getByText('5 / 100')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('5 / 100');
  },
};

/**
 * The counter counts characters as the forms' rules and the server do: an emoji is one. Nothing is
 * cut past the limit (a paste keeps all of it); the counter turns red instead.
 */
export const CounterCountsCharacters: Story = {
  args: { label: 'Review title', maxLength: 100, value: '📚'.repeat(99) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: /Review title/ });
    const counter = canvas.getByText('99 / 100');
    const colour = getComputedStyle(counter).color;
    await userEvent.type(input, '📖📖');
    await expect(input).toHaveValue(`${'📚'.repeat(99)}📖📖`);
    await expect(canvas.getByText('101 / 100')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('101 / 100');
    await expect(getComputedStyle(counter).color).not.toBe(colour);
  },
};

export const Multiline: Story = {
  args: { label: 'Review', multiline: true, rows: 5, maxLength: 2000 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Review' });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Loved it.{enter}Would borrow again.');
    await expect(canvas.getByText('29 / 2000')).toBeVisible();
  },
};

export const Password: Story = { args: { label: 'Password', type: 'password', value: 'secret' } };

export const Disabled: Story = {
  args: { value: 'Dune', disabled: true },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Title' })).toBeDisabled();
  },
};

export const DarkWithError: Story = { ...WithError, globals: { theme: 'dark' } };
