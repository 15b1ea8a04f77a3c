import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from '../../src/ui/DataTable/DataTable';
import { CancelIcon } from '../../src/ui/Icon/icons/Cancel';
import { CheckIcon } from '../../src/ui/Icon/icons/Check';
import { DeleteIcon } from '../../src/ui/Icon/icons/Delete';
import { EditIcon } from '../../src/ui/Icon/icons/Edit';
import { PersonAddIcon } from '../../src/ui/Icon/icons/PersonAdd';
import { IconButton } from '../../src/ui/IconButton/IconButton';
import { brokenWords, pageOverflows, phone } from '../support/layout';
import { books, libraries, type StoryBook, type StoryLibrary } from './fixtures';

/** The admin book list of the spec. */
const bookColumns: DataTableColumn<StoryBook>[] = [
  {
    id: 'image',
    header: 'Image',
    cell: (book) =>
      book.imageBase64 ? (
        <img
          src={book.imageBase64}
          alt={`Cover of ${book.title}`}
          style={{ maxWidth: 50, maxHeight: 50, display: 'block' }}
        />
      ) : (
        'No image'
      ),
  },
  { id: 'title', header: 'Title', sortable: true },
  { id: 'author', header: 'Author', sortable: true },
  { id: 'isbn', header: 'ISBN' },
  {
    id: 'available',
    header: 'Available',
    align: 'center',
    cell: (book) =>
      book.available ? (
        <CheckIcon label="Available" tone="primary" />
      ) : (
        <CancelIcon label="Unavailable" tone="warn" />
      ),
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: (book) => (
      <>
        <IconButton label={`Edit ${book.title}`} tone="primary">
          <EditIcon />
        </IconButton>
        <IconButton label={`Delete ${book.title}`} tone="danger">
          <DeleteIcon />
        </IconButton>
      </>
    ),
  },
];

/** Book fields searched by the filter: every field but the cover's base64 data. */
const bookFields = ['title', 'author', 'isbn', 'availableCopies', 'available'] as const;

const libraryColumns: DataTableColumn<StoryLibrary>[] = [
  { id: 'name', header: 'Name', sortable: true },
  { id: 'city', header: 'City', sortable: true },
  { id: 'contactEmail', header: 'Contact email' },
  { id: 'contactPhone', header: 'Contact phone' },
  { id: 'address', header: 'Address' },
  {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    cell: (library) => (
      <>
        <IconButton label={`Edit ${library.name}`} tone="primary">
          <EditIcon />
        </IconButton>
        <IconButton label={`Assign an administrator to ${library.name}`}>
          <PersonAddIcon />
        </IconButton>
        <IconButton label={`Delete ${library.name}`} tone="danger">
          <DeleteIcon />
        </IconButton>
      </>
    ),
  },
];

function BookTable(props: Partial<Parameters<typeof DataTable<StoryBook>>[0]>) {
  return (
    <DataTable<StoryBook>
      rows={books}
      columns={bookColumns}
      rowKey={(book) => book.id}
      caption="Book List"
      filter={{ fields: bookFields }}
      {...props}
    />
  );
}

const meta = {
  title: 'UI/DataTable',
  component: BookTable,
} satisfies Meta<typeof BookTable>;
export default meta;

type Story = StoryObj<typeof meta>;

const nextFrames = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise(requestAnimationFrame);
};
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCellText = (table: HTMLElement, column: number) =>
  within(bodyRows(table)[0]!).getAllByRole('cell')[column]!.textContent;

export const Books: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Book List' });
    await expect(bodyRows(table)).toHaveLength(5);
    await expect(canvas.getByText('1 – 5 of 32')).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Image', 'Title', 'Author', 'ISBN', 'Available', 'Actions']);
    // Only Title and Author are sortable: their headers hold buttons.
    await expect(within(table).getAllByRole('button', { name: /^(Title|Author)$/ })).toHaveLength(
      2,
    );
    await expect(within(table).getAllByText('No image').length).toBeGreaterThan(0);
  },
};

export const SortCycle: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Book List' });
    const header = within(table).getByRole('columnheader', { name: 'Title' });
    const button = within(header).getByRole('button', { name: 'Title' });
    await expect(header).not.toHaveAttribute('aria-sort');
    await expect(firstCellText(table, 1)).toBe('Dune');

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCellText(table, 1)).toBe('Ángela');

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCellText(table, 1)).toBe('Things Fall Apart (2nd ed.)');

    await userEvent.click(button);
    await expect(header).not.toHaveAttribute('aria-sort');
    await expect(firstCellText(table, 1)).toBe('Dune');
    await expect(canvas.getByText('Sorting removed.')).toBeInTheDocument();
  },
};

export const SortedByAuthor: Story = {
  args: { initialSort: { columnId: 'author', direction: 'desc' } },
  async play({ canvasElement }) {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Author' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(firstCellText(table, 2)).toBe('Virginia Woolf');
  },
};

export const Filtered: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Book List' });
    const filter = canvas.getByRole('searchbox', { name: 'Filter' });
    await userEvent.type(filter, 'DUNE');
    await expect(
      bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]!.textContent),
    ).toEqual(['Dune', 'Dune (2nd ed.)']);
    await expect(canvas.getByText('1 – 2 of 2')).toBeVisible();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'márquez');
    await expect(bodyRows(table)).toHaveLength(2);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'zzz');
    await expect(within(table).getByText('No data matching the filter "zzz"')).toBeVisible();
    await expect(canvas.getByText('0 of 0')).toBeVisible();
  },
};

export const PageSizeKeepsFirstRow: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Book List' });
    const next = canvas.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(canvas.getByText('11 – 15 of 32')).toBeVisible();
    const firstRow = bodyRows(table)[0]!.textContent;

    // Row 11 was first: at 10 per page it is on page 2 (rows 11-20), still visible.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Items per page:' }), '10');
    await expect(canvas.getByText('11 – 20 of 32')).toBeVisible();
    await expect(bodyRows(table)[0]!.textContent).toBe(firstRow);

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Items per page:' }), '20');
    await expect(canvas.getByText('1 – 20 of 32')).toBeVisible();
    await expect(bodyRows(table).map((row) => row.textContent)).toContain(firstRow);
  },
};

export const FirstAndLastButtons: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'First page' });
    const last = canvas.getByRole('button', { name: 'Last page' });
    await expect(first).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(last);
    await expect(canvas.getByText('31 – 32 of 32')).toBeVisible();
    await expect(last).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Keyboard focus stays on the button that is now inert.
    await expect(last).toHaveFocus();
    await userEvent.click(first);
    await expect(canvas.getByText('1 – 5 of 32')).toBeVisible();
  },
};

export const PageSize5: Story = {
  args: { pageSize: 5 },
  async play({ canvasElement }) {
    await expect(bodyRows(within(canvasElement).getByRole('table'))).toHaveLength(5);
  },
};

export const PageSize10: Story = {
  args: { pageSize: 10 },
  async play({ canvasElement }) {
    await expect(bodyRows(within(canvasElement).getByRole('table'))).toHaveLength(10);
    await expect(within(canvasElement).getByText('1 – 10 of 32')).toBeVisible();
  },
};

export const PageSize20: Story = {
  args: { pageSize: 20 },
  async play({ canvasElement }) {
    await expect(bodyRows(within(canvasElement).getByRole('table'))).toHaveLength(20);
    await expect(within(canvasElement).getByText('1 – 20 of 32')).toBeVisible();
  },
};

const manyBooks = Array.from({ length: 120 }, (_, i) => ({
  ...books[i % books.length]!,
  id: i + 1,
}));

export const DefaultPageSize50: Story = {
  args: { rows: manyBooks, pageSizeOptions: [] },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvas.getByRole('table'))).toHaveLength(50);
    await expect(canvas.getByText('1 – 50 of 120')).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Items per page:' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('No data.')).toBeVisible();
    await expect(within(canvasElement).getByText('0 of 0')).toBeVisible();
  },
};

export const Libraries: Story = {
  render: () => (
    <DataTable<StoryLibrary>
      rows={libraries}
      columns={libraryColumns}
      rowKey={(library) => library.id}
      caption="Libraries"
      filter={{ fields: ['name', 'city'] }}
    />
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Libraries' });
    const filter = canvas.getByRole('searchbox', { name: 'Filter' });
    // The library filter matches name or city only.
    await userEvent.type(filter, 'springfield');
    await expect(canvas.getByText('1 – 3 of 3')).toBeVisible();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'annex');
    await expect(canvas.getByText('1 – 5 of 6')).toBeVisible();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'example.org');
    await expect(
      within(table).getByText('No data matching the filter "example.org"'),
    ).toBeVisible();
  },
};

/**
 * On a phone words stay whole ('Shelbyville', an email): the table scrolls sideways instead, under
 * the row's actions, which stay in view with a shadow at their edge until it is scrolled to its end.
 */
export const LibrariesOnPhone: Story = {
  ...phone(375),
  render: Libraries.render,
  async play({ canvasElement }) {
    const table = within(canvasElement).getByRole('table', { name: 'Libraries' });
    for (const cell of within(table).getAllByRole('cell')) {
      await expect(brokenWords(cell)).toEqual([]);
    }
    const scroller = within(canvasElement).getByRole('region', { name: 'Libraries' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(pageOverflows()).toBe(false);
    const actions = bodyRows(table).map((row) => within(row).getAllByRole('cell').at(-1)!);
    for (const [scrollLeft, shadow] of [
      [0, true],
      [scroller.scrollWidth, false],
    ] as const) {
      scroller.scrollLeft = scrollLeft;
      // A scroll timeline moves its animations at the next frame.
      await nextFrames(2);
      const shown = scroller.getBoundingClientRect();
      for (const cell of actions) {
        const { left, right } = cell.getBoundingClientRect();
        await expect(left).toBeGreaterThanOrEqual(shown.left);
        await expect(right).toBeLessThanOrEqual(shown.right + 1);
        await expect(within(cell).getAllByRole('button')).toHaveLength(3);
        await expect(getComputedStyle(cell).backgroundImage.includes('gradient')).toBe(shadow);
      }
    }
    // What passes under the actions is hidden by them, not drawn over them.
    scroller.scrollLeft = 0;
    await nextFrames(2);
    const under = actions[0]!.getBoundingClientRect().left;
    const others = within(bodyRows(table)[0]!).getAllByRole('cell').slice(0, -1);
    await expect(others.some((cell) => cell.getBoundingClientRect().right > under)).toBe(true);
    await expect(getComputedStyle(actions[0]!).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    // Focused from the keyboard, the scroller's ring is drawn around its box, where the actions
    // cannot cover it.
    within(canvasElement).getByRole('searchbox', { name: 'Filter' }).focus();
    await userEvent.tab();
    await expect(scroller).toHaveFocus();
    await expect(getComputedStyle(scroller.parentElement!).outlineStyle).toBe('solid');
    await expect(getComputedStyle(scroller).outlineStyle).toBe('none');
  },
};

/** On a phone a sort button focused under the row's actions is scrolled out from under them. */
export const SortButtonsOnPhone: Story = {
  ...phone(320),
  async play({ canvasElement }) {
    const table = within(canvasElement).getByRole('table', { name: 'Book List' });
    const actions = within(bodyRows(table)[0]!).getAllByRole('cell').at(-1)!;
    within(canvasElement).getByRole('searchbox', { name: 'Filter' }).focus();
    for (const name of ['Title', 'Author']) {
      // The region first, then the header's sort buttons.
      do await userEvent.tab();
      while (!within(table).getByRole('button', { name }).matches(':focus'));
      await nextFrames(2);
      const button = within(table).getByRole('button', { name }).getBoundingClientRect();
      await expect(button.right).toBeLessThanOrEqual(actions.getBoundingClientRect().left);
    }
  },
};

/**
 * A word longer than a column is wide (a name without spaces, a 70-character e-mail) breaks inside
 * it, so the other columns and the row's actions stay in view; shorter words stay whole.
 */
export const UnbrokenWords: Story = {
  render: () => (
    <DataTable<StoryLibrary>
      rows={[
        {
          ...libraries[0]!,
          name: 'Donaudampfschifffahrtsgesellschaftskapitänswitwenbibliothek',
          contactEmail: `${'x'.repeat(58)}@example.org`,
        },
        ...libraries.slice(1, 3),
      ]}
      columns={libraryColumns}
      rowKey={(library) => library.id}
      caption="Libraries"
    />
  ),
  async play({ canvasElement }) {
    const scroller = within(canvasElement).getByRole('region', { name: 'Libraries' });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const table = within(canvasElement).getByRole('table', { name: 'Libraries' });
    await expect(brokenWords(within(table).getByText(libraries[1]!.name))).toEqual([]);
  },
};

/** Nothing matches on a phone: the message sits in the visible part, however the table scrolls. */
export const NoMatchOnPhone: Story = {
  ...phone(320),
  render: Libraries.render,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter' }), 'zzz');
    const scroller = canvas.getByRole('region', { name: 'Libraries' });
    const message = canvas.getByText('No data matching the filter "zzz"');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    for (const scrollLeft of [0, scroller.scrollWidth]) {
      scroller.scrollLeft = scrollLeft;
      const shown = scroller.getBoundingClientRect();
      const text = message.getBoundingClientRect();
      // Within a pixel (sub-pixel layout at this width).
      await expect(text.left).toBeGreaterThanOrEqual(shown.left - 1);
      await expect(text.right).toBeLessThanOrEqual(shown.right + 1);
    }
  },
};

export const BooksDark: Story = { globals: { theme: 'dark' } };
