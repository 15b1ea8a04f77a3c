import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from '../../src/ui/RadioGroup/RadioGroup';
import { pageOverflows, pastEdges, phone } from '../support/layout';

const addresses = [
  { value: '1', label: '12 Oak Street', description: 'Springfield' },
  { value: '2', label: '4 Harbour Road', description: 'Shelbyville' },
  { value: '3', label: '77 Hill Lane', description: 'Capital City' },
];

function Controlled(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Select Address', options: addresses, value: '' },
} satisfies Meta<typeof RadioGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Select Address' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /12 Oak Street/ }));
    await expect(canvas.getByRole('radio', { name: /12 Oak Street/ })).toBeChecked();
    // Arrow keys move the choice, as in every native radio group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /4 Harbour Road/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /4 Harbour Road/ })).toHaveFocus();
  },
};

export const Selected: Story = { args: { value: '2' } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { required: true, error: 'Choose a delivery address.' },
  async play({ canvasElement }) {
    const group = within(canvasElement).getByRole('group', { name: /Select Address/ });
    await expect(group).toHaveAccessibleDescription('Choose a delivery address.');
  },
};

export const Empty: Story = {
  args: { options: [], emptyText: 'You have no saved addresses yet.' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('You have no saved addresses yet.')).toBeVisible();
  },
};

export const Disabled: Story = { args: { value: '1', disabled: true } };

const longWord = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';

/** An address of a 58-letter word on a phone: the option wraps inside the group. */
export const LongWord: Story = {
  ...phone(320),
  args: {
    options: [
      { value: '1', label: `1 ${longWord} Road, ${longWord}` },
      { value: '2', label: '12 Oak Street', description: longWord },
    ],
  },
  async play({ canvasElement }) {
    const group = within(canvasElement).getByRole('group', { name: 'Select Address' });
    await expect(pastEdges(group)).toEqual([]);
    await expect(pageOverflows()).toBe(false);
  },
};
