import type { Page, Route } from '@playwright/test';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  HOME,
  appUrl,
  expect,
  expectAccessible,
  expectRoute,
  fillLogin,
  shoot,
  test,
  useAccount,
} from './fixtures';

// The member's catalog (`<lib-book-grid>`, issue 5 items 1 and 2) against the real server and the
// demo data: Riverside's books, and member@demo.test with one saved address.

test('a member finds a book by search and borrows it to a saved address', async ({ page }) => {
  await useAccount(page, 'member');
  await page.goto(appUrl('/user/books'));
  const grid = page.locator('lib-book-grid');
  await expect(grid.getByRole('article').first()).toBeVisible();
  await shoot(page, 'member-catalog-grid');

  await grid.getByRole('searchbox', { name: 'Search books' }).fill('time machine');
  await expect(grid.getByRole('article')).toHaveCount(1);
  const card = grid.getByRole('article', { name: 'The Time Machine' });
  await expect(card.getByText('H. G. Wells')).toBeVisible();
  await expect(card.getByText('Available', { exact: true })).toBeVisible();

  // Details: the full description, the category and the reviews section.
  await card.getByRole('button', { name: 'Details of The Time Machine' }).click();
  const details = grid.getByRole('dialog', { name: 'The Time Machine' });
  await expect(details.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(details.getByText('Science Fiction')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  const created = page.evaluate(
    () =>
      new Promise<LibEventMap['lib-rental-created']>((resolve) =>
        document.addEventListener('lib-rental-created', (event) => resolve(event.detail), {
          once: true,
        }),
      ),
  );
  await card.getByRole('button', { name: 'Borrow The Time Machine' }).click();
  const dialog = grid.getByRole('dialog', { name: 'Borrow Book' });
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  await expect(dialog.getByLabel('Rental Date')).toHaveValue(today);
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  const address = dialog.getByRole('radio').first();
  await address.check();
  await expect(confirm).toBeEnabled();
  await expectAccessible(page);
  await shoot(page, 'member-catalog-borrow-dialog');

  await confirm.click();
  await expect(grid.getByRole('status').filter({ hasText: 'Book borrowed.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const detail = await created;
  expect(detail.book.title).toBe('The Time Machine');
  expect(detail.rental).toMatchObject({
    bookTitle: 'The Time Machine',
    status: 'PENDING_DELIVERY',
  });

  // The rental is the member's, on the server.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const active = await page.request.get('/api/rentals/active', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(active.ok()).toBe(true);
  const rentals = (await active.json()) as { rentalId: number; bookTitle: string }[];
  expect(rentals.map((rental) => rental.rentalId)).toContain(detail.rental.rentalId);
});

test('signed out, the catalog is browsable and Borrow asks to sign in', async ({ page }) => {
  await page.goto(appUrl('/books'));
  const grid = page.locator('lib-book-grid');
  await expect(grid.getByRole('article').first()).toBeVisible();
  await grid.getByRole('checkbox', { name: 'Available only' }).check();
  await grid.getByRole('button', { name: 'Borrow Pride and Prejudice' }).click();
  await expectRoute(page, `/login?next=${encodeURIComponent('/books')}`);
  // Signed in, the member is back at the catalogue, where the borrow asked for goes on.
  await fillLogin(page, ACCOUNTS.member, DEMO_PASSWORD);
  await expectRoute(page, '/books');
  const dialog = grid.getByRole('dialog', { name: 'Borrow Book' });
  await expect(dialog).toContainText('Pride and Prejudice');
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Asked once: the next catalogue on the page opens no dialog by itself.
  await page.locator('lib-navbar').getByRole('link', { name: 'Browse Books' }).click();
  await expectRoute(page, '/user/books');
  await expect(grid.getByRole('article').first()).toBeVisible();
  // A dialog would open as the list arrives: give it the time to.
  await page.waitForTimeout(500);
  await expect(grid.getByRole('dialog')).toHaveCount(0);
});

/** Borrow on the catalogue, signed out: the app asks to sign in. Returns the catalogue. */
async function borrowSignedOut(page: Page) {
  await page.goto(appUrl('/books'));
  const grid = page.locator('lib-book-grid');
  await grid.getByRole('button', { name: 'Borrow Pride and Prejudice' }).click();
  await expectRoute(page, `/login?next=${encodeURIComponent('/books')}`);
  return grid;
}

test('a visitor who goes back to the catalogue instead of signing in gives the borrow up', async ({
  page,
}) => {
  const grid = await borrowSignedOut(page);
  await page.goBack();
  await expectRoute(page, '/books');
  await expect(grid.getByRole('article').first()).toBeVisible();
  // Later, signed in from the navbar, the member finds their catalogue as it is.
  await page.locator('lib-navbar').getByRole('link', { name: 'Login' }).click();
  await fillLogin(page, ACCOUNTS.member, DEMO_PASSWORD);
  await expectRoute(page, HOME.member);
  await expect(grid.getByRole('article').first()).toBeVisible();
  // A dialog would open as the list arrives: give it the time to.
  await page.waitForTimeout(500);
  await expect(grid.getByRole('dialog')).toHaveCount(0);
});

test('a visitor chooses a library and sees its books; signed in, a member sees their own', async ({
  page,
  request,
}) => {
  const libraries = (await (await request.get('/api/libraries')).json()) as { id: number }[];
  const other = libraries.find((library) => library.id !== 1)!;
  const books = (await (
    await request.get(`/api/books/getBooksByLibrary?libraryId=${other.id}`)
  ).json()) as unknown[];
  await page.goto(appUrl('/books'));
  const grid = page.locator('lib-book-grid');
  const choice = page.getByLabel('Library', { exact: true });
  await expect(choice).toHaveValue('');
  await expect(choice.getByRole('option')).toHaveCount(libraries.length + 1);
  await choice.selectOption(String(other.id));
  await expectRoute(page, `/books?library=${other.id}`);
  await expect(grid.getByText(`${books.length} of ${books.length} books`)).toBeVisible();
  // The address keeps the choice, as a library's own link to its catalogue would.
  await page.reload();
  await expect(choice).toHaveValue(String(other.id));
  await expect(grid.getByText(`${books.length} of ${books.length} books`)).toBeVisible();
  await expectAccessible(page);
  await choice.selectOption('');
  await expectRoute(page, '/books');
  // By keyboard, each arrow key chooses the next library in place: the focus stays on the choice.
  await choice.focus();
  await page.keyboard.press('ArrowDown');
  await expectRoute(page, `/books?library=${libraries[0]!.id}`);
  await page.keyboard.press('ArrowDown');
  await expectRoute(page, `/books?library=${libraries[1]!.id}`);
  await expect(choice).toBeFocused();
  // A link to a library that is gone chooses none, so "All libraries" is one key away.
  await page.goto(appUrl('/books?library=999999'));
  await expect(choice.getByRole('option')).toHaveCount(libraries.length + 1);
  await expect(choice).toHaveJSProperty('selectedIndex', -1);
  await choice.focus();
  await page.keyboard.press('ArrowDown');
  await expectRoute(page, '/books');

  await useAccount(page, 'member');
  await page.goto(appUrl(`/books?library=${other.id}`));
  await expect(grid.getByRole('article').first()).toBeVisible();
  await expect(choice).toBeHidden();
});

test('without the list of libraries, the choice says so and the catalogue shows them all', async ({
  page,
}) => {
  const choice = page.getByLabel('Library', { exact: true });
  // A refusal, then no answer at all.
  for (const fail of [
    (route: Route) => route.fulfill({ status: 503, body: '' }),
    (route: Route) => route.abort(),
  ]) {
    await page.unrouteAll();
    await page.route('**/api/libraries', fail);
    await page.goto(appUrl('/books?library=2'));
    await page.reload();
    await expect(choice.getByRole('option')).toHaveText([
      'The list of libraries could not be loaded.',
    ]);
    await expect(choice).toHaveValue('');
    await expect(page.locator('lib-book-grid').getByRole('article').first()).toBeVisible();
  }
});

test('signed in as staff, a borrow asked for while signed out says only members borrow', async ({
  page,
}) => {
  const grid = await borrowSignedOut(page);
  await fillLogin(page, ACCOUNTS.admin, DEMO_PASSWORD);
  await expectRoute(page, '/books');
  await expect(grid.getByText('Only members can borrow books.')).toBeVisible();
  await expect(grid.getByRole('dialog', { name: 'Borrow Book' })).toBeHidden();
});

test.describe('at 375px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the cards take the full width and the dialogs fit', async ({ page }) => {
    await useAccount(page, 'member');
    await page.goto(appUrl('/user/books'));
    const grid = page.locator('lib-book-grid');
    const card = grid.getByRole('article').first();
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await shoot(page, 'member-catalog-mobile');
    await card.getByRole('button', { name: /^Borrow / }).click();
    const dialog = grid.getByRole('dialog', { name: 'Borrow Book' });
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(375);
    await shoot(page, 'member-catalog-mobile-borrow');
  });
});
