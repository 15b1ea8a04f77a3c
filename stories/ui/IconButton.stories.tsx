import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteIcon } from '../../src/ui/Icon/icons/Delete';
import { EditIcon } from '../../src/ui/Icon/icons/Edit';
import { MenuIcon } from '../../src/ui/Icon/icons/Menu';
import { PersonAddIcon } from '../../src/ui/Icon/icons/PersonAdd';
import { IconButton } from '../../src/ui/IconButton/IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Edit Dune', children: <EditIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement, args }) {
    const button = within(canvasElement).getByRole('button', { name: 'Edit Dune' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton label="Menu">
        <MenuIcon />
      </IconButton>
      <IconButton label="Assign administrator" tone="primary">
        <PersonAddIcon />
      </IconButton>
      <IconButton label="Delete Dune" tone="danger">
        <DeleteIcon />
      </IconButton>
      <IconButton label="Edit Dune" size="small">
        <EditIcon size={18} />
      </IconButton>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Dune' })).toBeDisabled();
  },
};
