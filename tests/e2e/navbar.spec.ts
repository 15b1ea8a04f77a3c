import { appUrl, expect, expectAccessible, expectRoute, shoot, test, useAccount } from './fixtures';

test.describe('at 375px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the links move to a 250px drawer toggled by the menu button', async ({ page }) => {
    await useAccount(page, 'member');
    await page.goto(appUrl('/user/books'));
    const navbar = page.locator('lib-navbar');
    const menu = navbar.getByRole('button', { name: 'Menu', exact: true });
    const link = navbar.getByRole('link', { name: 'Active Rentals' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
    await shoot(page, 'navbar-mobile-closed', { fullPage: false });

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    const drawer = navbar.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(250);
    await expect(navbar.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expectAccessible(page);
    await shoot(page, 'navbar-mobile-open', { fullPage: false });

    // A link click navigates and closes the drawer.
    await link.click();
    await expectRoute(page, '/user/active-rentals');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();

    // A link to the screen already shown closes it too; that screen's heading takes the focus,
    // not the page's body behind the hidden link.
    await menu.click();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(link).toBeHidden();
    await expectRoute(page, '/user/active-rentals');
    await expect(
      page.locator('lib-active-rentals').getByRole('heading', { name: 'Active Rentals' }),
    ).toBeFocused();

    // Escape closes it and gives the focus back to the menu button.
    await menu.click();
    await expect(link).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(menu).toBeFocused();

    // Not a dialog: Tab past its last control, or Shift+Tab before its first, leaves and closes it.
    await menu.click();
    await expect(navbar.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(link).toBeHidden();
    await menu.click();
    await navbar.getByRole('button', { name: 'Logout' }).focus();
    await page.keyboard.press('Tab');
    await expect(link).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Where nothing follows the navbar to take focus, Tab past Logout leaves the page for the
    // browser's own controls; focus coming back (before the drawer) finds it closed.
    await page.goto(appUrl('/user/requests'));
    await expect(page.getByText('Loading requests...')).toBeHidden();
    await menu.click();
    await navbar.getByRole('button', { name: 'Logout' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Logout closes it too. (Focus is on the skip link, shown over the menu button: Tab on.)
    await page.keyboard.press('Tab');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await navbar.getByRole('button', { name: 'Logout' }).click();
    await expectRoute(page, '/login');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(navbar.getByRole('link', { name: 'Login' })).toBeHidden();
  });
});

test('on a wide screen the links sit in the bar', async ({ page }) => {
  await useAccount(page, 'member');
  await page.goto(appUrl('/user/books'));
  const navbar = page.locator('lib-navbar');
  await expect(navbar.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  await expect(navbar.getByRole('link', { name: 'Active Rentals' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Browse Books' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await shoot(page, 'navbar-desktop-member', { fullPage: false });
});

test.describe('the sticky header', () => {
  test('a field that takes focus is not left under it, two rows of links included', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 640, height: 700 });
    await useAccount(page, 'member');
    await page.goto(appUrl('/user/address'));
    const header = page.locator('.app-header');
    // The member's links take more than one row at this width.
    await expect.poll(async () => (await header.boundingBox())?.height).toBeGreaterThan(64);

    await page.setViewportSize({ width: 1280, height: 800 });
    await useAccount(page, 'admin');
    await page.goto(appUrl('/admin/books/create'));
    const form = page.locator('lib-book-form');
    // An empty form: Save shows every field's error below and gives the first field the focus.
    await form.getByRole('button', { name: 'Save' }).click();
    const title = form.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    const headerBottom = (await header.boundingBox())!.height;
    await expect
      .poll(async () => (await title.boundingBox())!.y)
      .toBeGreaterThanOrEqual(headerBottom);
  });

  test('on a short screen it scrolls away with the page', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 360 });
    await useAccount(page, 'member');
    await page.goto(appUrl('/user/active-rentals'));
    await expect(page.locator('lib-active-rentals').getByRole('article').first()).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect
      .poll(async () => (await page.locator('.app-header').boundingBox())!.y)
      .toBeLessThan(0);
  });
});
