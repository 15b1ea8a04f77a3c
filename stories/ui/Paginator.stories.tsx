import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Paginator, type PaginatorProps } from '../../src/ui/Paginator/Paginator';

function Controlled(props: PaginatorProps) {
  const [pageIndex, setPageIndex] = useState(props.pageIndex);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Paginator
      {...props}
      pageIndex={pageIndex}
      pageSize={pageSize}
      onPageChange={(index) => {
        props.onPageChange(index);
        setPageIndex(index);
      }}
      onPageSizeChange={(size) => {
        props.onPageSizeChange(size);
        setPageSize(size);
      }}
    />
  );
}

const meta = {
  title: 'UI/Paginator',
  component: Paginator,
  render: (args) => <Controlled {...args} />,
  args: { pageIndex: 0, pageSize: 5, total: 32, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof Paginator>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText('1 – 5 of 32')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByText('6 – 10 of 32')).toBeVisible();
  },
};

export const MiddlePage: Story = { args: { pageIndex: 3 } };

export const LastPage: Story = {
  args: { pageIndex: 6 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('31 – 32 of 32')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const PageSizes: Story = {
  async play({ canvasElement, args }) {
    const select = within(canvasElement).getByRole('combobox', { name: 'Items per page:' });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '20']);
    await userEvent.selectOptions(select, '20');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
  },
};

export const NoRows: Story = {
  args: { total: 0 },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('0 of 0')).toBeVisible();
  },
};
