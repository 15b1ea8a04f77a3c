import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from '../../src/ui/Checkbox/Checkbox';

function Controlled(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return <Checkbox {...props} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Available', checked: false },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  async play({ canvasElement }) {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Available' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Available'));
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { checked: true } };

export const WithError: Story = {
  args: { label: 'I accept the lending terms', required: true, error: 'Please accept the terms.' },
  async play({ canvasElement }) {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the lending terms' });
    await expect(box).toHaveAccessibleDescription('Please accept the terms.');
  },
};

export const Disabled: Story = {
  args: { checked: true, disabled: true },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Available' })).toBeDisabled();
  },
};
