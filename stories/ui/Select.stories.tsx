import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from '../../src/ui/Select/Select';

const categories = [
  { value: '1', label: 'Fiction' },
  { value: '2', label: 'Science' },
  { value: '3', label: 'History' },
  { value: '4', label: 'Poetry', disabled: true },
];

function Controlled(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return <Select {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/Select',
  component: Select,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Category', options: categories, value: '', placeholder: 'Choose a category' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const select = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await userEvent.selectOptions(select, 'Science');
    await expect(select).toHaveValue('2');
  },
};

export const Chosen: Story = { args: { value: '3' } };

export const Required: Story = {
  args: { required: true },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('combobox', { name: /Category/ })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Category is required.' },
  async play({ canvasElement }) {
    const select = within(canvasElement).getByRole('combobox', { name: /Category/ });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Category is required.');
  },
};

export const Rating: Story = {
  args: {
    label: 'Rating',
    placeholder: undefined,
    value: '5',
    options: [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: '★'.repeat(n) })),
  },
};

export const Disabled: Story = { args: { value: '1', disabled: true } };
