import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import '../src/elements/lib-library-list';
import { handOver } from '../src/screens/shared/handOver';
import { forgetTableStates } from '../src/ui/DataTable/DataTable';
import { libraries, librariesServer, STAFF } from './fixtures/staff';
import { ownFrame } from './support/docs';
import { elementStory } from './support/element';
import { failsOnceThen, never, serverError } from './support/msw';
import { signInAs } from './support/session';
import { shadowView, typeInto } from './support/shadowQueries';

const TAG = 'lib-library-list';
const screen = (canvasElement: HTMLElement) => shadowView(canvasElement, TAG);

function names(view: Awaited<ReturnType<typeof screen>>): string[] {
  return view
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

/**
 * `<lib-library-list>`: every library with Edit, a confirmed Delete and Assign Admin; name and city
 * sortable and filtered; 5 / 10 / 20 rows a page; 'Add Library'.
 */
const meta = {
  title: 'Staff/Library List',
  component: elementStory(TAG),
  parameters: { docs: { story: ownFrame() } },
  args: { onNavigate: fn() },
  beforeEach({ msw, parameters }) {
    forgetTableStates();
    signInAs('SUPER_ADMIN', STAFF);
    const server = librariesServer();
    parameters.calls = server.calls;
    msw.use(...server.handlers);
  },
} satisfies Meta<ReturnType<typeof elementStory>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/superadmin/libraries', never));
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('status')).toHaveTextContent('Loading libraries…');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/superadmin/libraries', () => HttpResponse.json([])));
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await expect(await view.findByText('No libraries yet.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/superadmin/libraries', failsOnceThen(libraries)));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await expect(await view.findByRole('alert')).toHaveTextContent('Failed to load libraries.');
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await expect(await view.findByRole('table')).toBeVisible();
  },
};

export const Populated: Story = {
  async play({ canvasElement, args, userEvent }) {
    const view = await screen(canvasElement);
    const table = await view.findByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'City', 'Contact Email', 'Contact Phone', 'Address', 'Actions']);
    await expect(within(table).getByRole('button', { name: 'Name' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'City' })).toBeVisible();
    await expect(view.getByText('1 – 5 of 12')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Add Library' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/super-admin/libraries/add');
    await userEvent.click(view.getByRole('button', { name: 'Edit Harbour Library, Brighton' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/super-admin/libraries/edit/2');
  },
};

/** Back from the library form: the list names the library it saved, once. */
export const SavedByItsForm: Story = {
  beforeEach() {
    handOver('librarySaved', 'Harbour Library');
  },
  async play({ canvasElement }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await expect(view.getByRole('status')).toHaveTextContent('“Harbour Library” was saved.');
  },
};

export const SortedByCity: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(view.getByRole('button', { name: 'City' }));
    await expect(names(view)[0]).toBe('Hillside Library');
    await userEvent.click(view.getByRole('button', { name: 'Name' }));
    await expect(names(view)[0]).toBe('Bridge Street Library');
  },
};

export const FilteredByNameOrCity: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    const box = view.getByRole('searchbox', { name: 'Filter by name or city' });
    await typeInto(userEvent, box, 'BRIGHTON');
    await waitFor(() => expect(names(view)).toEqual(['Harbour Library']));
    await typeInto(userEvent, box, 'castle');
    await waitFor(() => expect(names(view)).toEqual(['Castle Library']));
    // The e-mail and the address are not searched.
    await typeInto(userEvent, box, 'High Street');
    await expect(await view.findByText('No data matching the filter "High Street"')).toBeVisible();
  },
};

export const PageSize10: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.selectOptions(view.getByLabelText('Items per page:'), '10');
    await expect(view.getAllByRole('row')).toHaveLength(11);
  },
};

export const PageSize20: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.selectOptions(view.getByLabelText('Items per page:'), '20');
    await expect(view.getAllByRole('row')).toHaveLength(13);
    await expect(view.getByText('1 – 12 of 12')).toBeVisible();
  },
};

export const DeleteDialogOpen: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(view.getByRole('button', { name: 'Delete Harbour Library, Brighton' }));
    const dialog = await view.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this library?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription('Harbour Library, Brighton');
  },
};

export const Deletes: Story = {
  async play({ canvasElement, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(view.getByRole('button', { name: 'Delete Harbour Library, Brighton' }));
    await userEvent.click(
      within(await view.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(await view.findByText('The library was deleted.')).toBeVisible();
    await waitFor(() => expect(view.getByText('1 – 5 of 11')).toBeVisible());
    // Its row is gone: focus is on the message saying so, not lost to the page.
    const root = canvasElement.querySelector(TAG)!.shadowRoot!;
    await waitFor(() => expect(root.activeElement).toHaveTextContent('The library was deleted.'));
    await expect(parameters.calls).toEqual([
      { method: 'DELETE', path: '/api/superadmin/libraries/2' },
    ]);
  },
};

export const DeleteInUse: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete('/api/superadmin/libraries/:id', () =>
        HttpResponse.json(
          {
            error: 'CONFLICT',
            message:
              'The library has 3 members and 1 courier, whose accounts and histories belong to it, and 12 books, so it stays.',
          },
          { status: 409 },
        ),
      ),
    );
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(
      view.getByRole('button', { name: 'Delete Central Library, Springfield' }),
    );
    await userEvent.click(
      within(await view.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    // The server's words say what keeps it.
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'This library cannot be deleted while it still has books or users. The library has 3 members and 1 courier, whose accounts and histories belong to it, and 12 books, so it stays.',
    );
    await waitFor(() => expect(view.queryByRole('alertdialog')).toBeNull());
  },
};

export const AssignDialogOpen: Story = {
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(
      view.getByRole('button', { name: 'Assign an admin to Harbour Library, Brighton' }),
    );
    const dialog = await view.findByRole('dialog', { name: 'Assign Admin' });
    const select = await within(dialog).findByLabelText(/Select a user/);
    const options = [...(select as HTMLSelectElement).options].map((option) => option.text);
    // Each admin with the library they administer now.
    await expect(options).toEqual([
      'Select a user',
      'Ada Admin (Central Library, Springfield)',
      'admin2@demo.test (Harbour Library, Brighton)',
      'Noor Newhire',
    ]);
    await expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
    // The list arrives after the dialog opened: it takes focus from Cancel.
    const root = canvasElement.querySelector(TAG)!.shadowRoot!;
    await waitFor(() => expect(root.activeElement).toBe(select));

    // Choosing the admin of another library says that assigning moves them; not for this one's.
    await userEvent.selectOptions(select, '21');
    await expect(select).toHaveAccessibleDescription(
      'Assigning moves Ada Admin from Central Library, Springfield to this library.',
    );
    await userEvent.selectOptions(select, '22');
    await expect(within(dialog).queryByText(/Assigning moves/)).toBeNull();
  },
};

export const AssignsAdmin: Story = {
  async play({ canvasElement, userEvent, parameters }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(
      view.getByRole('button', { name: 'Assign an admin to Harbour Library, Brighton' }),
    );
    const dialog = await view.findByRole('dialog', { name: 'Assign Admin' });
    await userEvent.selectOptions(await within(dialog).findByLabelText(/Select a user/), '22');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await expect(await view.findByText('The admin was assigned.')).toBeVisible();
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    await expect(parameters.calls).toEqual([
      {
        method: 'POST',
        path: '/api/super-admin/libraries/assign-admin',
        body: { libraryId: 2, userId: 22 },
      },
    ]);
  },
};

export const AssignFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/super-admin/libraries/assign-admin', () =>
        HttpResponse.json(
          { error: 'CONFLICT', message: 'The user is not an administrator.' },
          { status: 409 },
        ),
      ),
    );
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(
      view.getByRole('button', { name: 'Assign an admin to Central Library, Springfield' }),
    );
    const dialog = await view.findByRole('dialog', { name: 'Assign Admin' });
    await userEvent.selectOptions(await within(dialog).findByLabelText(/Select a user/), '23');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to assign the admin. The user is not an administrator.',
    );
  },
};

export const AdminsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/admins', serverError));
  },
  async play({ canvasElement, userEvent }) {
    const view = await screen(canvasElement);
    await view.findByRole('table');
    await userEvent.click(
      view.getByRole('button', { name: 'Assign an admin to Central Library, Springfield' }),
    );
    const dialog = await view.findByRole('dialog', { name: 'Assign Admin' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to load users.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
