import type { Page, Route } from '@playwright/test';
import { appUrl, expect, expectScreen, test, useAccount } from './fixtures';

/**
 * A page open across a deploy: its next screen's file is gone from the server (answered here by
 * failing the request for it once), and the server's page may name a new main script.
 */
async function deployMeanwhile(
  page: Page,
  servedPage: 'new version' | 'unreachable',
  { fileGoneFor = 1 } = {},
) {
  await page.route(
    '**/assets/MyRequests-*.js',
    (route) => route.fulfill({ status: 404, body: 'Not found' }),
    { times: fileGoneFor },
  );
  await page.route('**/', async (route: Route) => {
    // Only the page's own question about the version; navigations load the page as it is.
    if (route.request().resourceType() !== 'fetch') return route.fallback();
    if (servedPage === 'unreachable') return route.abort('internetdisconnected');
    const current = await route.fetch();
    const html = (await current.text()).replace(
      /src="\/assets\/index-[\w-]+\.js"/,
      'src="/assets/index-NEWVERSION.js"',
    );
    return route.fulfill({ response: current, body: html });
  });
  // A mark that a reload clears.
  await page.evaluate(() => Object.assign(window, { openedBeforeDeploy: true }));
}

const reloaded = (page: Page) =>
  page.evaluate(() => !('openedBeforeDeploy' in window)).catch(() => false);

test('a page open across a deploy reloads into the new version for a screen the old one no longer has', async ({
  page,
}) => {
  await useAccount(page, 'member');
  await page.goto(appUrl('/user/active-rentals'));
  await expectScreen(page, 'Active Rentals');
  await deployMeanwhile(page, 'new version');
  await page.locator('lib-navbar').getByRole('link', { name: 'My Requests' }).click();
  await expect.poll(() => reloaded(page)).toBe(true);
  await expectScreen(page, 'My Book Requests');
  await expect(
    page.locator('lib-my-requests').getByRole('heading', { name: 'My Book Requests' }),
  ).toBeVisible();
  await expect(page.locator('lib-my-requests').getByRole('listitem').first()).toBeVisible();
});

test('a screen whose file fails while the server cannot be reached says so, with Retry, and the page stays', async ({
  page,
}) => {
  await useAccount(page, 'member');
  await page.goto(appUrl('/user/active-rentals'));
  await expectScreen(page, 'Active Rentals');
  await deployMeanwhile(page, 'unreachable');
  await page.locator('lib-navbar').getByRole('link', { name: 'My Requests' }).click();
  const requests = page.locator('lib-my-requests');
  await expect(requests.getByRole('alert')).toContainText(
    'This part of the page could not be loaded. Check your connection and try again.',
  );
  expect(await reloaded(page)).toBe(false);
  // Back online, with the file there again: Retry shows the screen.
  await requests.getByRole('button', { name: 'Retry' }).click();
  await expect(requests.getByRole('heading', { name: 'My Book Requests' })).toBeVisible();
  expect(await reloaded(page)).toBe(false);
});

test('a page that comes back from its reload still on the old version (servers mid-deploy) reloads no more, and says so', async ({
  page,
}) => {
  await useAccount(page, 'member');
  await page.goto(appUrl('/user/active-rentals'));
  await expectScreen(page, 'Active Rentals');
  // Navigations keep getting the old page; the page's question gets the new one.
  await deployMeanwhile(page, 'new version', { fileGoneFor: 100 });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.locator('lib-navbar').getByRole('link', { name: 'My Requests' }).click();
  const requests = page.locator('lib-my-requests');
  await expect(requests.getByRole('alert')).toContainText(
    'This part of the page could not be loaded.',
  );
  // One reload, after which the same answer finds the same old page: no second.
  await page.waitForTimeout(1500);
  expect(loads).toBe(1);
  await expect(requests.getByRole('button', { name: 'Retry' })).toBeVisible();
});
