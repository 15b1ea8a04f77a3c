import {
  appUrl,
  expect,
  expectAccessible,
  expectRoute,
  expectScreen,
  fillLogin,
  ACCOUNTS,
  DEMO_PASSWORD,
  HOME,
  shoot,
  signIn,
  test,
  type Account,
} from './fixtures';
import { unsignedToken } from '../../src/auth/unsignedToken';

const NAV_LINKS: Record<'member' | 'admin' | 'courier' | 'superAdmin', string[]> = {
  member: [
    'Dashboard',
    'Browse Books',
    'Active Rentals',
    'Rental History',
    'My Requests',
    'Address',
    'Analytics',
  ],
  admin: ['Dashboard', 'Manage Books', 'Analytics'],
  courier: ['Dashboard', 'My Tasks'],
  superAdmin: ['Dashboard', 'Couriers', 'Analytics'],
};

for (const [account, links] of Object.entries(NAV_LINKS) as [Account, string[]][]) {
  test(`${account} signs in, lands in their area and sees their links`, async ({ page }) => {
    // The login screen, which the app leaves, never shows its signed-in state on the way out:
    // checked at every frame.
    await page.addInitScript(() => {
      const check = () => {
        const login = document.querySelector('lib-login');
        if (login?.shadowRoot?.textContent?.includes('You are signed in.'))
          document.documentElement.dataset.signedInShown = 'yes';
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await signIn(page, account);
    await expectRoute(page, HOME[account]);
    expect(
      await page.evaluate(() => document.documentElement.dataset.signedInShown),
    ).toBeUndefined();
    const nav = page.locator('lib-navbar').getByRole('navigation').getByRole('list');
    await expect(nav.getByRole('link')).toHaveText(links);
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });
}

test('the login screen: disabled while invalid, says why a sign-in fails', async ({ page }) => {
  await page.goto(appUrl('/login'));
  await expectScreen(page, 'Login');
  const form = page.locator('lib-login');
  const button = form.getByRole('button', { name: 'Login' });
  await expect(button).toBeDisabled();
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password').fill('x');
  await expect(button).toBeDisabled();
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();
  await shoot(page, 'login-invalid');

  await fillLogin(page, ACCOUNTS.member, 'wrong-password');
  await expect(form.getByRole('alert')).toHaveText('Invalid email or password.');
  await expectRoute(page, '/login');
  await expectAccessible(page);
  await shoot(page, 'login-failed');
});

test('says so when the server cannot be reached', async ({ page }) => {
  await page.goto(appUrl('/login'));
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await fillLogin(page, ACCOUNTS.member, DEMO_PASSWORD);
  await expect(page.locator('lib-login').getByRole('alert')).toHaveText('Cannot reach the server.');
});

test('a new member registers, then signs in', async ({ page }) => {
  const email = `reader-${Date.now()}@demo.test`;
  await page.goto(appUrl('/register'));
  await expectScreen(page, 'Register');
  const form = page.locator('lib-register');
  const button = form.getByRole('button', { name: 'Register' });
  await expect(button).toBeDisabled();
  await form.getByLabel('Name').fill('Ada Reader');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('password1');
  await form.getByLabel('Role').selectOption('USER');
  const library = form.getByLabel('Library');
  await expect(library).toBeEnabled();
  await library.selectOption({ index: 1 });
  await expect(button).toBeEnabled();
  await expectAccessible(page);
  await shoot(page, 'register-filled');
  await button.click();

  await expectRoute(page, '/login');
  const login = page.locator('lib-login');
  await expect(login.getByRole('status')).toHaveText(
    'Account created. Sign in with your new password.',
  );
  await expect(login.getByLabel('Email')).toHaveValue(email);
  await expectAccessible(page);
  await shoot(page, 'login-after-register');
  await fillLogin(page, email, 'password1');
  await expectRoute(page, '/user/books');
});

test('registration with a taken e-mail says why, in red above the button', async ({ page }) => {
  await page.goto(appUrl('/register'));
  const form = page.locator('lib-register');
  await form.getByLabel('Name').fill('Someone');
  await form.getByLabel('Email').fill(ACCOUNTS.member);
  await form.getByLabel('Password').fill('password1');
  await form.getByLabel('Role').selectOption('DELIVERY_PARTNER');
  await form.getByLabel('Library').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Register' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Registration failed. Try again.');
  await expect(form.getByText('Registration failed. Try again.')).toHaveCSS(
    'color',
    'rgb(198, 40, 40)',
  );
  await expectRoute(page, '/register');
  await expectAccessible(page);
  await shoot(page, 'register-failed');
});

test('logout ends the session and the areas are guarded again', async ({ page }) => {
  await signIn(page, 'admin');
  await page.locator('lib-navbar').getByRole('button', { name: 'Logout' }).click();
  await expectRoute(page, '/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const nav = page.locator('lib-navbar').getByRole('navigation').getByRole('list');
  await expect(nav.getByRole('link')).toHaveText(['Login', 'Register']);
  await page.goto(appUrl('/admin/books'));
  await expectRoute(page, `/login?next=${encodeURIComponent('/admin/books')}`);

  // Someone else signs in there (a shared computer): the administrator's page is not theirs to
  // open, so they go to their own area rather than to "not authorized".
  await fillLogin(page, ACCOUNTS.member, DEMO_PASSWORD);
  await expectRoute(page, HOME.member);
});

test('Back after signing in goes to the page before the login, not to the login', async ({
  page,
}) => {
  await page.goto(appUrl('/books'));
  await page.goto(appUrl('/user/address'));
  await expectRoute(page, `/login?next=${encodeURIComponent('/user/address')}`);
  await fillLogin(page, ACCOUNTS.member, DEMO_PASSWORD);
  await expectRoute(page, '/user/address');
  await page.goBack();
  await expectRoute(page, '/books');

  await page.locator('lib-navbar').getByRole('button', { name: 'Logout' }).click();
  await expectRoute(page, '/login');
  await fillLogin(page, ACCOUNTS.member, DEMO_PASSWORD);
  await expectRoute(page, HOME.member);
  await page.goBack();
  await expectRoute(page, '/books');
});

test('navigation moves focus to the new screen heading', async ({ page }) => {
  await page.goto(appUrl('/login'));
  await page.locator('lib-navbar').getByRole('link', { name: 'Register' }).click();
  await expectRoute(page, '/register');
  await expect
    .poll(() =>
      page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return `${active?.tagName} ${active?.textContent}`;
      }),
    )
    .toBe('H2 Register');
});

test('a token the server rejects ends the session and returns to login', async ({ page }) => {
  const forged = unsignedToken({
    userId: 3,
    libraryId: 1,
    role: 'USER',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  await page.goto(appUrl('/books'));
  await page.evaluate((token) => localStorage.setItem('token', token), forged);
  await page.reload();
  await page.goto(appUrl('/user/active-rentals'));
  await expectRoute(page, `/login?next=${encodeURIComponent('/user/active-rentals')}`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a token the page itself removed ends the session at the next call', async ({ page }) => {
  await signIn(page, 'member');
  await page.goto(appUrl('/user/address'));
  const addresses = page.locator('lib-addresses');
  await expect(addresses.getByRole('button', { name: 'Add New Address' })).toBeVisible();
  // A host page's script clears what it stored, the kit's token with it; the tab is not told.
  await page.evaluate(() => localStorage.removeItem('token'));
  await addresses.getByRole('button', { name: 'Add New Address' }).click();
  const dialog = addresses.getByRole('dialog', { name: 'Add Address' });
  await dialog.getByLabel('Street').fill('9 Elm Row');
  await dialog.getByLabel('City').fill('Edinburgh');
  await dialog.getByLabel('State').fill('Lothian');
  await dialog.getByLabel('Zip Code').fill('EH7 4AA');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectRoute(page, `/login?next=${encodeURIComponent('/user/address')}`);
  await expect(page.locator('lib-login').getByText('Your session has ended.')).toBeVisible();
});
