import type { Locator } from '@playwright/test';
import {
  appUrl,
  expect,
  expectAccessible,
  expectRoute,
  expectScreen,
  shoot,
  test,
  useAccount,
  type Account,
} from './fixtures';

/** Every screen of the route table: reached, titled, accessible, photographed. */
const SCREENS: { account: Account | null; path: string; title: string }[] = [
  { account: null, path: '/login', title: 'Login' },
  { account: null, path: '/register', title: 'Register' },
  { account: null, path: '/books', title: 'Books' },
  { account: null, path: '/not-authorized', title: 'Not authorized' },
  { account: 'member', path: '/user/books', title: 'Books' },
  { account: 'member', path: '/user/active-rentals', title: 'Active Rentals' },
  { account: 'member', path: '/user/rental-history', title: 'Rental History' },
  { account: 'member', path: '/user/requests', title: 'My Book Requests' },
  { account: 'member', path: '/user/address', title: 'My Addresses' },
  { account: 'member', path: '/user/analytics', title: 'Analytics' },
  { account: 'admin', path: '/admin/books', title: 'Book List' },
  { account: 'admin', path: '/admin/books/create', title: 'Add Book' },
  { account: 'admin', path: '/admin/books/edit/1', title: 'Edit Book' },
  { account: 'admin', path: '/admin/analytics', title: 'Analytics' },
  { account: 'courier', path: '/deliveries', title: 'My Delivery Tasks' },
  { account: 'superAdmin', path: '/super-admin/libraries', title: 'Libraries' },
  { account: 'superAdmin', path: '/super-admin/libraries/add', title: 'Add Library' },
  { account: 'superAdmin', path: '/super-admin/libraries/edit/1', title: 'Edit Library' },
  { account: 'superAdmin', path: '/super-admin/couriers', title: 'Couriers' },
  { account: 'superAdmin', path: '/super-admin/analytics', title: 'Analytics' },
  { account: 'member', path: '/not-authorized', title: 'Not authorized' },
];

for (const { account, path, title } of SCREENS) {
  test(`${path} (${account ?? 'signed out'}) passes axe`, async ({ page }) => {
    if (account) await useAccount(page, account);
    await page.goto(appUrl(path));
    await expectRoute(page, path);
    await expectScreen(page, title);
    // Let the element settle (data loaded or its error shown) before checking it.
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await shoot(page, `${account ?? 'visitor'}${path.replaceAll('/', '_')}`);
  });
}

test('in forced colours (high contrast) the chosen filter, the current page, dialog edges and the pinned actions column edge show', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const style = (locator: Locator, property: string) =>
    locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  await useAccount(page, 'courier');
  await page.goto(appUrl('/deliveries'));
  const tasks = page.locator('lib-delivery-tasks');
  const active = tasks.getByRole('button', { name: 'Active', exact: true });
  await expect(active).toHaveAttribute('aria-pressed', 'true');
  const all = tasks.getByRole('button', { name: 'All', exact: true });
  expect(await style(active, 'background-color')).not.toBe(await style(all, 'background-color'));
  const current = page.locator('lib-navbar').getByRole('link', { name: 'My Tasks' });
  expect(await style(current, 'text-decoration-line')).toBe('underline');

  await useAccount(page, 'member');
  await page.goto(appUrl('/user/books'));
  await page
    .locator('lib-book-grid')
    .getByRole('button', { name: /^Details of / })
    .first()
    .click();
  const dialog = page.locator('lib-book-grid').getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await style(dialog, 'border-top-style')).toBe('solid');
  expect(await style(dialog, 'border-top-color')).not.toBe('rgba(0, 0, 0, 0)');

  // On a phone the book list's columns scroll under its actions: a line, not a shadow, marks them.
  await page.setViewportSize({ width: 375, height: 700 });
  await useAccount(page, 'admin');
  await page.goto(appUrl('/admin/books'));
  const books = page.locator('lib-book-list');
  const actionsCell = books.getByRole('row').nth(1).getByRole('cell').last();
  await expect(actionsCell).toBeVisible();
  expect(await style(actionsCell, 'border-left-style')).toBe('solid');
  const box = await actionsCell.boundingBox();
  const edgeBox = await books.getByRole('region').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(edgeBox!.x + edgeBox!.width + 1);
});

test('an empty required select is not announced as invalid before the visitor does anything', async ({
  page,
}) => {
  await page.goto(appUrl('/register'));
  await expect(page.locator('lib-register').getByLabel(/^Role/)).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value: string };
      properties?: { name: string; value: { value: string } }[];
    }[];
  };
  const invalid = nodes
    .filter((node) => node.role?.value === 'combobox')
    .map((node) => node.properties?.find((property) => property.name === 'invalid')?.value.value);
  expect(invalid).toEqual(['false', 'false']);
});

/** A sample of the app in the dark theme: the page and the elements follow the system. */
const DARK_SCREENS: { account: Account | null; path: string; title: string; tag: string }[] = [
  { account: null, path: '/books', title: 'Books', tag: 'lib-book-grid' },
  {
    account: 'member',
    path: '/user/rental-history',
    title: 'Rental History',
    tag: 'lib-rental-history',
  },
  { account: 'admin', path: '/admin/books', title: 'Book List', tag: 'lib-book-list' },
  {
    account: 'courier',
    path: '/deliveries',
    title: 'My Delivery Tasks',
    tag: 'lib-delivery-tasks',
  },
  { account: 'member', path: '/not-authorized', title: 'Not authorized', tag: 'lib-navbar' },
];

for (const { account, path, title, tag } of DARK_SCREENS) {
  test(`${path} (${account ?? 'signed out'}) in the dark theme is dark and passes axe`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    if (account) await useAccount(page, account);
    await page.goto(appUrl(path));
    await expectScreen(page, title);
    await page.waitForLoadState('networkidle');
    const background = (selector: string) =>
      page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);
    // The dark theme's background (#121212), on the page and on the element, which paints its own.
    expect(await background('html')).toBe('rgb(18, 18, 18)');
    if (tag !== 'lib-navbar') expect(await background(tag)).toBe('rgb(18, 18, 18)');
    expect(
      await page
        .locator('lib-navbar')
        .evaluate((element) =>
          getComputedStyle(element).getPropertyValue('--lib-color-background'),
        ),
    ).toBe('#121212');
    await expectAccessible(page);
    await shoot(page, `dark-${account ?? 'visitor'}${path.replaceAll('/', '_')}`);
  });
}
