import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DateField, type DateFieldProps } from '../../src/ui/DateField/DateField';

function Controlled(props: DateFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <DateField {...props} value={value} onChange={setValue} />
      <output aria-label="Value sent">{value || '(none)'}</output>
    </>
  );
}

const meta = {
  title: 'UI/DateField',
  component: DateField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Pickup date', value: '' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, display: 'grid', gap: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Pickup date');
    await userEvent.type(input, '2030-05-17');
    // Whatever the reader's locale shows, the value is ISO.
    await expect(input).toHaveValue('2030-05-17');
    await expect(canvas.getByLabelText('Value sent')).toHaveTextContent('2030-05-17');
  },
};

export const WithValue: Story = { args: { label: 'Rental Date', value: '2030-01-15' } };

export const WithMin: Story = {
  args: { value: '2030-01-15', min: '2030-01-15', required: true, hint: 'Today or later.' },
  async play({ canvasElement }) {
    const input = within(canvasElement).getByLabelText(/Pickup date/);
    await expect(input).toHaveAttribute('min', '2030-01-15');
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Pickup date is required.' },
  async play({ canvasElement }) {
    const input = within(canvasElement).getByLabelText(/Pickup date/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Pickup date is required.');
  },
};

export const Disabled: Story = { args: { value: '2030-01-15', disabled: true } };
