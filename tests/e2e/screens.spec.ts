import {
  appUrl,
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
