import {
  appUrl,
  expect,
  expectRoute,
  expectScreen,
  fillLogin,
  ACCOUNTS,
  DEMO_PASSWORD,
  test,
  useAccount,
  type Account,
} from './fixtures';

/** Every redirect and guard of the route table (spec section 2 as DESIGN.md section 3 decides). */

const next = (path: string) => `/login?next=${encodeURIComponent(path)}`;

test.describe('signed out', () => {
  const cases: [from: string, to: string][] = [
    ['', '/login'],
    ['/', '/login'],
    ['/dashboard', '/login'],
    ['/nowhere', '/login'],
    ['/admin/books/edit/abc', '/login'],
    ['/user', next('/user/books')],
    ['/user/active-rentals', next('/user/active-rentals')],
    ['/user/rental-history', next('/user/rental-history')],
    ['/user/requests', next('/user/requests')],
    ['/user/address', next('/user/address')],
    ['/user/books', next('/user/books')],
    ['/user/analytics', next('/user/analytics')],
    ['/admin', next('/admin/books')],
    ['/admin/books', next('/admin/books')],
    ['/admin/books/create', next('/admin/books/create')],
    ['/admin/books/edit/1', next('/admin/books/edit/1')],
    ['/admin/analytics', next('/admin/analytics')],
    ['/super-admin', next('/super-admin/libraries')],
    ['/super-admin/libraries/add', next('/super-admin/libraries/add')],
    ['/super-admin/libraries/edit/1', next('/super-admin/libraries/edit/1')],
    ['/super-admin/couriers', next('/super-admin/couriers')],
    ['/super-admin/analytics', next('/super-admin/analytics')],
    ['/superadmin/libraries', next('/super-admin/libraries')],
    ['/superadmin/libraries/edit/2', next('/super-admin/libraries/edit/2')],
    ['/deliveries', next('/deliveries')],
    ['/delivery', next('/deliveries')],
    ['/delivery/tasks', next('/deliveries')],
  ];

  test('redirects to login, with the way back for guarded screens', async ({ page }) => {
    await page.goto('/');
    await expectRoute(page, '/login');
    for (const [from, to] of cases) {
      await test.step(`${from || '(empty)'} → ${to}`, async () => {
        await page.goto(appUrl(from));
        await expectRoute(page, to);
        await expectScreen(page, 'Login');
      });
    }
  });

  test('opens the public screens', async ({ page }) => {
    for (const [path, title] of [
      ['/login', 'Login'],
      ['/register', 'Register'],
      ['/books', 'Books'],
      ['/not-authorized', 'Not authorized'],
    ]) {
      await page.goto(appUrl(path!));
      await expectRoute(page, path!);
      await expectScreen(page, title!);
    }
  });

  test('a visitor sent to login returns where they were going', async ({ page }) => {
    await page.goto(appUrl('/admin/books/create'));
    await expectRoute(page, next('/admin/books/create'));
    await fillLogin(page, ACCOUNTS.admin, DEMO_PASSWORD);
    await expectRoute(page, '/admin/books/create');
    await expectScreen(page, 'Add Book');
  });

  test('the way back survives a detour through register', async ({ page }) => {
    await page.goto(appUrl('/user/address'));
    await expectRoute(page, next('/user/address'));
    await page.locator('lib-login').getByRole('link', { name: 'Register' }).click();
    await expectRoute(page, `/register?next=${encodeURIComponent('/user/address')}`);
    await page.locator('lib-register').getByRole('link', { name: 'Login' }).click();
    await expectRoute(page, next('/user/address'));
    await fillLogin(page, ACCOUNTS.member, DEMO_PASSWORD);
    await expectRoute(page, '/user/address');
  });
});

const signedIn: Record<Account, [from: string, to: string][]> = {
  member: [
    ['/dashboard', '/user/books'],
    ['/user', '/user/books'],
    ['/login', '/user/books'],
    ['/register', '/user/books'],
    ['/nowhere', '/user/books'],
    ['/user/active-rentals', '/user/active-rentals'],
    ['/books', '/books'],
    ['/admin/books', '/not-authorized'],
    ['/super-admin', '/not-authorized'],
    ['/deliveries', '/not-authorized'],
  ],
  admin: [
    ['/dashboard', '/admin/books'],
    ['/admin', '/admin/books'],
    ['/login', '/admin/books'],
    ['/admin/books/edit/1', '/admin/books/edit/1'],
    ['/user/address', '/not-authorized'],
    ['/superadmin/libraries/edit/1', '/not-authorized'],
    ['/delivery/tasks', '/not-authorized'],
  ],
  courier: [
    ['/dashboard', '/deliveries'],
    ['/delivery', '/deliveries'],
    ['/delivery/tasks', '/deliveries'],
    ['/login', '/deliveries'],
    ['/admin', '/not-authorized'],
    ['/user/books', '/not-authorized'],
  ],
  superAdmin: [
    ['/dashboard', '/super-admin/libraries'],
    ['/super-admin', '/super-admin/libraries'],
    ['/superadmin', '/super-admin/libraries'],
    ['/superadmin/libraries/add', '/super-admin/libraries/add'],
    ['/superadmin/libraries/edit/1', '/super-admin/libraries/edit/1'],
    ['/login', '/super-admin/libraries'],
    ['/user', '/not-authorized'],
    ['/admin/analytics', '/not-authorized'],
  ],
  member2: [],
  admin2: [],
  courier2: [],
};

for (const [account, cases] of Object.entries(signedIn) as [Account, [string, string][]][]) {
  if (cases.length === 0) continue;
  test(`${account}: dashboard, area redirects and guards`, async ({ page }) => {
    await useAccount(page, account);
    for (const [from, to] of cases) {
      await test.step(`${from} → ${to}`, async () => {
        await page.goto(appUrl(from));
        await expectRoute(page, to);
      });
    }
    await page.goto(appUrl('/admin/books'));
    if (account !== 'admin') {
      await expectScreen(page, 'Not authorized');
      const link = page.getByRole('link', { name: 'Go to your dashboard' });
      await link.click();
      await expect.poll(() => new URL(page.url()).hash).not.toBe('#/not-authorized');
    }
  });
}

test('a stored sign-in the app cannot read is offered to sign in again, which ends it', async ({
  page,
}) => {
  await page.goto(appUrl('/books'));
  await page.evaluate(() => localStorage.setItem('token', 'not-a-token'));
  await page.goto(appUrl('/dashboard'));
  await page.reload();
  await expectRoute(page, '/not-authorized');
  await expectScreen(page, 'Not authorized');
  await expect(
    page.getByText('Your sign-in could not be read, or its role is not one this app knows.'),
  ).toBeVisible();
  // Its dashboard would lead back here: the way on is a new sign-in.
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in again' }).click();
  await expectRoute(page, '/login');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await fillLogin(page, ACCOUNTS.member, DEMO_PASSWORD);
  await expectRoute(page, '/user/books');
});
