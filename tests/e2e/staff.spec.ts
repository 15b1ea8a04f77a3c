import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  appUrl,
  expect,
  expectAccessible,
  expectRoute,
  fillLogin,
  shoot,
  signIn,
  signOut,
  test,
  tokenOf,
  useAccount,
} from './fixtures';

// The staff's journeys against the real server and the demo data (issue 6, "Done when"): the
// library administrator adds, finds, edits and deletes a book with a JPEG cover; the courier
// completes a delivery task; the platform administrator adds, edits and deletes a library and
// assigns admin2@demo.test to it. Each journey makes its own data and leaves the demo data as it
// found it.

/** A 30×45 JPEG, as a cover picked from disk. */
const COVER_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk8BDg4OExETJhUVJk81LTVPT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT//AABEIAC0AHgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOVr1TAKACgAoAsfZf8Ab/StfZ+Yrh9l/wBv9KPZ+YXD7L/t/pR7PzC4fZf9v9KPZ+YXLNaEhQAUAFABQAUAFABQAUAFABQAUAFABQAUAFAH/9k=',
  'base64',
);

const stamp = Date.now().toString(36);

/** The table's filter, typed as a person would. */
async function filterTable(page: Page, host: string, text: string): Promise<void> {
  const filter = page.locator(host).getByRole('searchbox');
  await filter.fill(text);
}

test('the admin adds a book with a cover, finds it, edits it and deletes it', async ({ page }) => {
  const title = `Cover Test ${stamp}`;
  await useAccount(page, 'admin');
  await page.goto(appUrl('/admin/books'));
  const list = page.locator('lib-book-list');
  await expect(list.getByRole('heading', { name: 'Book List' })).toBeVisible();
  await expect(list.getByRole('table')).toBeVisible();
  await expectAccessible(page);

  await list.getByRole('button', { name: 'Add Book' }).click();
  await expectRoute(page, '/admin/books/create');
  const form = page.locator('lib-book-form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Author').fill('Edith Endtoend');
  await form.getByLabel('ISBN').fill('978-0-306-40615-7');
  // Typed keys the browser cannot read as a number are called that, not a missing value.
  const copies = form.getByLabel('Available Copies');
  await copies.pressSequentially('1e');
  await copies.blur();
  await expect(form.getByText('Enter a whole number.')).toBeVisible();
  await copies.fill('2');
  await expect(form.getByText('Enter a whole number.')).toBeHidden();
  await form.getByLabel('Description').fill('A book added by the staff journey.');
  const category = form.getByLabel('Category');
  await expect(category).toBeEnabled();
  await category.selectOption({ index: 1 });
  await expect(form.getByRole('checkbox', { name: 'Available' })).toBeChecked();
  await form
    .getByLabel('Image')
    .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: COVER_JPEG });
  await expect(form.getByText('cover.jpg')).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();

  await expectRoute(page, '/admin/books');
  await expect(list.getByText(`“${title}” was saved.`)).toBeVisible();
  await filterTable(page, 'lib-book-list', title.toUpperCase());
  const row = list.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: `Cover of ${title}` })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Available' })).toBeVisible();
  await shoot(page, 'staff-book-list');

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/#\/admin\/books\/edit\/\d+$/);
  await expect(form.getByLabel('Title')).toHaveValue(title);
  // GET /api/books/{id} must answer the description the book was saved with.
  await expect(form.getByLabel('Description')).toHaveValue('A book added by the staff journey.');
  await form.getByLabel('Title').fill(`${title} revised`);
  await form.getByRole('checkbox', { name: 'Available' }).uncheck();
  await form.getByRole('button', { name: 'Update' }).click();

  await expectRoute(page, '/admin/books');
  await expect(list.getByText(`“${title} revised” was saved.`)).toBeVisible();
  // The list is as the admin left it for the edit screen.
  await expect(list.getByRole('searchbox')).toHaveValue(title.toUpperCase());
  await filterTable(page, 'lib-book-list', `${title} REVISED`.toLowerCase());
  const revised = list.getByRole('row').filter({ hasText: `${title} revised` });
  await expect(revised).toHaveCount(1);
  await expect(revised.getByRole('img', { name: 'Unavailable' })).toBeVisible();

  await revised.getByRole('button', { name: `Delete ${title} revised` }).click();
  const confirm = list.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this book?',
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByText('The book was deleted.')).toBeVisible();
  await expect(list.getByRole('button', { name: `Delete ${title} revised` })).toHaveCount(0);
});

test('an edit refused because another tab saved the book first is reloaded and saved', async ({
  page,
  context,
}) => {
  const title = `Two Tabs ${stamp}`;
  await useAccount(page, 'admin');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const authorization = { authorization: `Bearer ${token}` };
  const categories = await (
    await page.request.get('/api/books/getBookCategories', { headers: authorization })
  ).json();
  const created = await page.request.post('/api/books', {
    headers: authorization,
    data: {
      title,
      author: 'Tab One',
      isbn: '978-0-306-40615-7',
      description: 'Edited in two tabs.',
      availableCopies: 1,
      available: true,
      categoryId: categories[0].id,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto(appUrl(`/admin/books/edit/${id}`));
  const form = page.locator('lib-book-form');
  await expect(form.getByLabel('Title')).toHaveValue(title);
  const other = await context.newPage();
  await other.goto(appUrl(`/admin/books/edit/${id}`));
  const otherForm = other.locator('lib-book-form');
  await expect(otherForm.getByLabel('Author')).toHaveValue('Tab One');
  await otherForm.getByLabel('Author').fill('Tab Two');
  await otherForm.getByRole('button', { name: 'Update' }).click();
  await expectRoute(other, '/admin/books');
  await other.close();

  await form.getByLabel('Description').fill('Edited in the first tab.');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Failed to save the book. This book was changed by someone else since you opened it.',
  );
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Reload' }).click();
  await expect(form.getByLabel('Author')).toHaveValue('Tab Two');
  await expect(form.getByLabel('Description')).toHaveValue('Edited in two tabs.');
  await expect(form.getByRole('alert')).toHaveCount(0);
  // The button that had the focus went with the form it reloaded: the focus is back on the form.
  await expect(form.getByLabel('Title')).toBeFocused();
  await form.getByLabel('Description').fill('Edited in the first tab.');
  await form.getByRole('button', { name: 'Update' }).click();
  await expectRoute(page, '/admin/books');
  const saved = await (
    await page.request.get(`/api/books/${id}`, { headers: authorization })
  ).json();
  expect(saved).toMatchObject({ author: 'Tab Two', description: 'Edited in the first tab.' });
  expect((await page.request.delete(`/api/books/${id}`, { headers: authorization })).status()).toBe(
    204,
  );
});

/** The server stops accepting the stored token (as when it expires): the next call gets 401. */
async function breakToken(page: Page): Promise<void> {
  await page.evaluate(() =>
    localStorage.setItem('token', `${localStorage.getItem('token')!.replace(/\.[^.]*$/, '')}.x`),
  );
}

test('a session that ends mid-form keeps what was typed for its user, and only theirs', async ({
  page,
}) => {
  const title = `Interrupted ${stamp}`;
  const createPath = '/admin/books/create';
  const nextLogin = `/login?next=${encodeURIComponent(createPath)}`;
  const form = page.locator('lib-book-form');
  const fillBook = async (bookTitle: string) => {
    await form.getByLabel('Title').fill(bookTitle);
    await form.getByLabel('Author').fill('Edith Endtoend');
    await form.getByLabel('ISBN').fill('978-0-306-40615-7');
    await form.getByLabel('Available Copies').fill('1');
    await form.getByLabel('Description').fill('Typed before the session ended.');
    await expect(form.getByLabel('Category')).toBeEnabled();
    await form.getByLabel('Category').selectOption({ index: 1 });
    await form
      .getByLabel('Image')
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: COVER_JPEG });
  };
  await useAccount(page, 'admin');
  await page.goto(appUrl(createPath));
  await fillBook(title);

  await breakToken(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectRoute(page, nextLogin);
  await expect(form).toBeHidden();
  await fillLogin(page, ACCOUNTS.admin, DEMO_PASSWORD);
  await expectRoute(page, createPath);
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Description')).toHaveValue('Typed before the session ended.');
  await expect(form.getByText('cover.jpg')).toBeVisible();
  // The failure that sent them to login no longer applies.
  await expect(form.getByText('Failed to save the book.', { exact: false })).toBeHidden();
  await form.getByRole('button', { name: 'Save' }).click();
  await expectRoute(page, '/admin/books');
  const list = page.locator('lib-book-list');
  await expect(list.getByText(`“${title}” was saved.`)).toBeVisible();
  await filterTable(page, 'lib-book-list', title);
  await list.getByRole('button', { name: `Delete ${title}` }).click();
  await list.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByText('The book was deleted.')).toBeVisible();

  // Someone else signing in on the page gets a form of their own.
  await page.goto(appUrl(createPath));
  await fillBook('Not for the next person');
  await breakToken(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectRoute(page, nextLogin);
  await fillLogin(page, ACCOUNTS.admin2, DEMO_PASSWORD);
  await expectRoute(page, createPath);
  await expect(form.getByLabel('Title')).toHaveValue('');
});

test('a session that ends with a dialog open leaves a login page that works', async ({ page }) => {
  await useAccount(page, 'superAdmin');
  await page.goto(appUrl('/super-admin/libraries'));
  const list = page.locator('lib-library-list');
  await expect(list.getByRole('table')).toBeVisible();
  await breakToken(page);
  // Opening Assign Admin asks for the administrators: 401.
  await list
    .getByRole('button', { name: /^Assign an admin to / })
    .first()
    .click();
  await expectRoute(page, `/login?next=${encodeURIComponent('/super-admin/libraries')}`);
  await fillLogin(page, ACCOUNTS.superAdmin, DEMO_PASSWORD);
  await expectRoute(page, '/super-admin/libraries');
  await expect(list.getByRole('dialog')).toHaveCount(0);
  await expect(list.getByRole('table')).toBeVisible();
});

test('the courier completes a delivery task and finds it under Completed', async ({ page }) => {
  await useAccount(page, 'courier');
  await page.goto(appUrl('/deliveries'));
  const tasks = page.locator('lib-delivery-tasks');
  await expect(tasks.getByRole('heading', { name: 'My Delivery Tasks' })).toBeVisible();
  const toggle = tasks.getByRole('group', { name: 'Show' });
  await expect(toggle.getByRole('button', { name: 'Active' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const open = tasks
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Mark as Complete' }) })
    .first();
  await expect(open).toBeVisible();
  await expectAccessible(page);
  const title = (await open.getByRole('heading').textContent())!;
  await shoot(page, 'staff-delivery-tasks');

  await open.getByRole('button', { name: 'Mark as Complete' }).click();
  const id = /^Task #(\d+):/.exec(title)![1];
  await expect(tasks.getByText(`Task #${id} is completed.`)).toBeVisible();
  await expect(tasks.getByRole('heading', { name: title })).toHaveCount(0);

  await toggle.getByRole('button', { name: 'Completed' }).click();
  const done = tasks
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(done).toHaveCount(1);
  await expect(done.getByText('Status: COMPLETED')).toBeVisible();
  await expect(done.getByRole('button', { name: 'Completed' })).toBeDisabled();
  await expect(done.getByText('Not completed')).toHaveCount(0);

  // The server agrees: after a reload it is still under Completed.
  await page.reload();
  await tasks
    .getByRole('group', { name: 'Show' })
    .getByRole('button', { name: 'Completed' })
    .click();
  await expect(tasks.getByRole('heading', { name: title })).toBeVisible();
});

test('the super admin adds, edits and deletes a library and assigns admin2 to it', async ({
  page,
}) => {
  const name = `Journey Library ${stamp}`;
  await useAccount(page, 'superAdmin');
  await page.goto(appUrl('/super-admin/libraries'));
  const list = page.locator('lib-library-list');
  await expect(list.getByRole('table')).toBeVisible();
  await expectAccessible(page);

  await list.getByRole('button', { name: 'Add Library' }).click();
  await expectRoute(page, '/super-admin/libraries/add');
  const form = page.locator('lib-library-form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('City').fill('Testbury');
  await form.getByLabel('Address').fill('1 Journey Lane');
  await form.getByLabel('Contact Phone').fill('+44 1632 960 999');
  await form.getByLabel('Contact Email').fill('journey@library.test');
  await form.getByRole('button', { name: 'Save' }).click();

  await expectRoute(page, '/super-admin/libraries');
  await filterTable(page, 'lib-library-list', name.toLowerCase());
  const row = list.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Testbury');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/#\/super-admin\/libraries\/edit\/\d+$/);
  const libraryId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await form.getByLabel('City').fill('Newtown');
  await form.getByRole('button', { name: 'Update' }).click();

  await expectRoute(page, '/super-admin/libraries');
  await expect(list.getByText(`“${name}” was saved.`)).toBeVisible();
  await expect(list.getByRole('searchbox')).toHaveValue(name.toLowerCase());
  await filterTable(page, 'lib-library-list', 'NEWTOWN');
  await expect(list.getByRole('row').filter({ hasText: name })).toContainText('Newtown');

  // Assign admin2@demo.test (shown by name, 'Ada Admin 2', and library) to the new library: the
  // dialog says that this moves them from their library.
  const admin2Home = await adminLibrary(page, 'admin2@demo.test');
  // Libraries are named with their cities there: two of one name may be in two cities.
  const { name: home, city: homeCity } = await library(page, admin2Home!);
  await assign(
    page,
    name,
    `Ada Admin 2 (${home}, ${homeCity})`,
    `Assigning moves Ada Admin 2 from ${home}, ${homeCity} to this library.`,
  );
  expect(await adminLibrary(page, 'admin2@demo.test')).toBe(libraryId);
  await shoot(page, 'staff-library-list');

  // A library with a user cannot be deleted: admin2 goes home first, then the library goes.
  await filterTable(page, 'lib-library-list', home);
  await assign(
    page,
    home,
    `Ada Admin 2 (${name}, Newtown)`,
    `Assigning moves Ada Admin 2 from ${name}, Newtown to this library.`,
  );
  expect(await adminLibrary(page, 'admin2@demo.test')).toBe(admin2Home);

  await filterTable(page, 'lib-library-list', name);
  await list
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = list.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this library?',
  });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByText('The library was deleted.')).toBeVisible();
  await expect(list.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  await signOut(page);
});

async function assign(page: Page, library: string, admin: string, moves: string): Promise<void> {
  const list = page.locator('lib-library-list');
  await list.getByRole('button', { name: `Assign an admin to ${library}` }).click();
  const dialog = list.getByRole('dialog', { name: 'Assign Admin' });
  await expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
  const select = dialog.getByLabel('Select a user');
  await select.selectOption({ label: admin });
  await expect(select).toHaveAccessibleDescription(moves);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(list.getByText('The admin was assigned.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** What the server says: the library of an administrator. */
async function adminLibrary(page: Page, email: string): Promise<number | null | undefined> {
  const admins = await api<{ email: string; libraryId?: number | null }[]>(page, '/api/admins');
  return admins.find((admin) => admin.email === email)?.libraryId;
}

async function library(page: Page, id: number): Promise<{ name: string; city: string }> {
  const libraries = await api<{ id: number; name: string; city: string }[]>(
    page,
    '/api/superadmin/libraries',
  );
  return libraries.find((each) => each.id === id)!;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

test('the next person to sign in on the page does not find the last one’s table', async ({
  page,
}) => {
  // Another administrator of the demo admin's library, registered and assigned to it.
  const adminToken = await tokenOf(page, ACCOUNTS.admin);
  const { libraryId } = JSON.parse(Buffer.from(adminToken.split('.')[1]!, 'base64url').toString());
  const email = `second-admin-${Date.now()}@demo.test`;
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Second Admin', email, password: DEMO_PASSWORD, role: 'ADMIN' },
  });
  expect(registered.status()).toBe(201);
  const assigned = await page.request.post('/api/super-admin/libraries/assign-admin', {
    data: { libraryId, userId: ((await registered.json()) as { id: number }).id },
    headers: { authorization: `Bearer ${await tokenOf(page, ACCOUNTS.superAdmin)}` },
  });
  expect(assigned.status()).toBe(200);

  await signIn(page, 'admin');
  const list = page.locator('lib-book-list');
  await filterTable(page, 'lib-book-list', 'dune');
  await page.locator('lib-navbar').getByRole('button', { name: 'Logout' }).click();
  await expectRoute(page, '/login');
  await fillLogin(page, email, DEMO_PASSWORD);
  await expectRoute(page, '/admin/books');
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await expect(list.getByRole('searchbox')).toHaveValue('');
});

/** What an administrator no library is assigned to is told, by the server and by the form. */
const NO_LIBRARY =
  'You are not the administrator of any library: a platform administrator assigns you one.';

test('an administrator waits for a library, then manages its books', async ({ page }) => {
  const email = `waiting-admin-${Date.now()}@demo.test`;
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Waiting Admin', email, password: DEMO_PASSWORD, role: 'ADMIN' },
  });
  expect(registered.status()).toBe(201);
  await page.goto(appUrl('/login'));
  await fillLogin(page, email, DEMO_PASSWORD);
  await expectRoute(page, '/admin/books');
  const list = page.locator('lib-book-list');
  await expect(list.getByText(`Failed to load books. ${NO_LIBRARY}`)).toBeVisible();
  await expect(list.getByRole('alert')).toHaveCount(0);
  // Nowhere to add a book yet, and the form, reached by its address, says why.
  await expect(list.getByRole('button', { name: 'Add Book' })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(appUrl('/admin/books/create'));
  const form = page.locator('lib-book-form');
  await expect(form.getByText(NO_LIBRARY)).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveCount(0);
  await form.getByRole('link', { name: 'Back to Book List' }).click();
  await expectRoute(page, '/admin/books');

  const token = await tokenOf(page, ACCOUNTS.superAdmin);
  const assigned = await page.request.post('/api/super-admin/libraries/assign-admin', {
    data: { libraryId: 1, userId: ((await registered.json()) as { id: number }).id },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(assigned.status()).toBe(200);

  // The session was opened without a library: the server ends it, and the next one has it.
  await page.reload();
  await expectRoute(page, '/login?next=%2Fadmin%2Fbooks');
  await expect(page.locator('lib-login').getByRole('alert')).toHaveText(
    'Your session has ended. Please sign in again.',
  );
  await fillLogin(page, email, DEMO_PASSWORD);
  await expectRoute(page, '/admin/books');
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await expect(list.getByRole('button', { name: 'Add Book' })).toBeVisible();
});

test('a courier waits for approval, is approved on the Couriers page, given a member’s delivery, and loses it when withdrawn', async ({
  page,
  browser,
}) => {
  // A library of its own, so that no other journey's borrow goes to this courier.
  const as = async (email: string) => ({ authorization: `Bearer ${await tokenOf(page, email)}` });
  const post = async (path: string, headers: Record<string, string>, data?: object) => {
    const response = await page.request.post(path, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const register = (role: string, name: string, libraryId?: number) =>
    post(
      '/api/auth/register',
      {},
      {
        name,
        email: `${role.toLowerCase()}-${stamp}@demo.test`,
        password: DEMO_PASSWORD,
        role,
        libraryId,
      },
    ) as Promise<{ id: number; email: string }>;
  const superAdmin = await as(ACCOUNTS.superAdmin);
  const { id: libraryId } = await post('/api/superadmin/libraries', superAdmin, {
    name: `Courier Depot ${stamp}`,
    city: 'Springfield',
    address: '9 Depot Road',
    contactPhone: '555-0199',
    contactEmail: `depot-${stamp}@demo.test`,
  });
  const admin = await register('ADMIN', 'Depot Admin');
  await post('/api/super-admin/libraries/assign-admin', superAdmin, {
    libraryId,
    userId: admin.id,
  });
  const adminHeaders = await as(admin.email);
  const categories = await (
    await page.request.get('/api/books/getBookCategories', { headers: adminHeaders })
  ).json();
  const book = await post('/api/books', adminHeaders, {
    title: `Depot Atlas ${stamp}`,
    author: 'A. Cartographer',
    isbn: '978-0-306-40615-7',
    description: 'Maps of the depot.',
    availableCopies: 1,
    available: true,
    categoryId: categories[0].id,
  });
  const courier = await register('DELIVERY_PARTNER', 'Dora Depot', libraryId);

  await page.goto(appUrl('/login'));
  await fillLogin(page, courier.email, DEMO_PASSWORD);
  await expectRoute(page, '/deliveries');
  const tasks = page.locator('lib-delivery-tasks');
  // Waiting is not a failure: the server's words, quietly.
  await expect(
    tasks.getByText(
      'Your courier account is waiting for approval: tasks come to you once it is approved.',
    ),
  ).toBeVisible();
  await expect(tasks.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);

  // The platform administrator, in a browser of their own, approves them on the Couriers page.
  const office = await (
    await browser.newContext({ baseURL: new URL(page.url()).origin })
  ).newPage();
  await office.goto(appUrl('/login'));
  await fillLogin(office, ACCOUNTS.superAdmin, DEMO_PASSWORD);
  await office.getByRole('link', { name: 'Couriers' }).click();
  await expectRoute(office, '/super-admin/couriers');
  const couriers = office.locator('lib-courier-list');
  await couriers
    .getByRole('searchbox', { name: 'Filter by name, email, library or status' })
    .fill(stamp);
  const row = couriers.getByRole('row').filter({ hasText: courier.email });
  await expect(row).toContainText(`Courier Depot ${stamp}`);
  await expect(row).toContainText('Waiting for approval');
  await expectAccessible(office);
  const decide = async (action: 'Approve' | 'Withdraw', means: RegExp, done: string) => {
    await couriers.getByRole('button', { name: `${action} Dora Depot (${courier.email})` }).click();
    const dialog = couriers.getByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(means);
    await dialog.getByRole('button', { name: action }).click();
    await expect(couriers.getByRole('status')).toHaveText(done);
  };
  await decide(
    'Approve',
    /names and addresses of its members\.$/,
    `Dora Depot (${courier.email}) is approved. Waiting tasks given to them: 0.`,
  );
  await expect(row).toContainText('Approved');

  const member = await register('USER', 'Mo Depot', libraryId);
  const memberHeaders = await as(member.email);
  const address = await post(`/api/users/${member.id}/addresses`, memberHeaders, {
    street: '3 Quay Lane',
    city: 'Springfield',
    state: 'MA',
    zipCode: '01101',
  });
  await post('/api/rentals', memberHeaders, {
    userId: member.id,
    bookId: book.id,
    addressId: address.id,
    rentalDate: new Date().toISOString().slice(0, 10),
  });

  // Back on the page (another tab was in front), the courier has the delivery.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const card = tasks.getByRole('listitem').filter({ hasText: `Depot Atlas ${stamp}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Mo Depot')).toBeVisible();
  await expect(card.getByText('3 Quay Lane, Springfield, MA 01101')).toBeVisible();

  // Withdrawn (a lost phone), the page lets go of the member's name and address.
  // Back on the Couriers page, which is read again: she is the depot's only approved courier,
  // which the confirmation says before her delivery is left waiting.
  await office.bringToFront();
  await couriers.getByRole('button', { name: 'Close' }).click();
  await office.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(row).toContainText(/Approved\s*1/);
  await decide(
    'Withdraw',
    new RegExp(
      `Their open tasks \\(1\\) will wait: Courier Depot ${stamp} has no other approved courier\\.$`,
    ),
    `Dora Depot (${courier.email}) is withdrawn. Tasks given to other couriers: 0. Tasks waiting for a courier: 1.`,
  );
  await expect(row).toContainText('Withdrawn');
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(
    tasks.getByText(/^Your courier account’s approval was withdrawn: you are given no tasks\./),
  ).toBeVisible();
  await expect(tasks.getByRole('listitem')).toHaveCount(0);
  await expect(tasks.getByText('Mo Depot')).toHaveCount(0);
});
