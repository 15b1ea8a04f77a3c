import { expect, test, type Locator, type Page } from '@playwright/test';
import { unsignedToken } from '../../src/auth/unsignedToken';

/**
 * The kit embedded in a library's CMS page (demo-host/embed.html): the built `dist/index.js`
 * loaded by one module script, elements talking to the API server on another origin, under a
 * page stylesheet that resets buttons, divs and headings and forces Comic Sans on everything.
 */
const PAGE = '/demo-host/embed.html';
const MEMBER = { email: 'member@demo.test', password: 'demo12345' };
const RED = 'rgb(255, 0, 0)';
const SCREENS = (name: string) => `test-results/embed/screens/embed-${name}.png`;

let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
test.afterEach(() => {
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
});

const grid = (page: Page) => page.locator('lib-book-grid');
const login = (page: Page) => page.locator('lib-login');
const borrowButton = (page: Page) =>
  grid(page)
    .getByRole('button', { name: /^Borrow /, disabled: false })
    .first();

async function openPage(page: Page) {
  await page.goto(PAGE);
  await expect(grid(page).getByText('Pride and Prejudice').first()).toBeVisible();
}

async function signIn(page: Page) {
  await login(page).getByLabel('Email').fill(MEMBER.email);
  await login(page).getByLabel('Password').fill(MEMBER.password);
  await login(page).getByRole('button', { name: 'Login' }).click();
}

function computed(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      color: style.color,
      display: style.display,
      backgroundColor: style.backgroundColor,
      borderStyle: style.borderTopStyle,
    };
  });
}

test('one module script defines the elements, which show the catalog from the API server', async ({
  page,
}) => {
  await openPage(page);
  await expect(page.locator('script[type="module"]')).toHaveCount(1);
  await expect(login(page).getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(borrowButton(page)).toBeVisible();
  const defined = await page.evaluate(() =>
    ['lib-login', 'lib-book-grid', 'lib-navbar'].map((tag) => Boolean(customElements.get(tag))),
  );
  expect(defined).toEqual([true, true, true]);
  // Covers come from the API server, another origin, each by its own URL.
  const cover = grid(page)
    .getByRole('img', { name: /^Cover of / })
    .first();
  await expect(cover).toHaveAttribute(
    'src',
    new RegExp(
      `^http://127\\.0\\.0\\.1:${process.env.EMBED_API_PORT}/api/books/\\d+/cover\\?v=[0-9a-f]{16}$`,
    ),
  );
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // Screenshots of the page, desktop and phone width, kept as artifacts to look at.
  await page.screenshot({ path: SCREENS('desktop'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(borrowButton(page)).toBeVisible();
  await page.screenshot({ path: SCREENS('mobile-375'), fullPage: true });
});

test('the page CSS does not leak into the elements; --lib-* custom properties theme them', async ({
  page,
}) => {
  await openPage(page);
  // The hostile rules do apply to the page's own markup…
  const footer = await computed(page.locator('.site-footer div'));
  expect(footer.color).toBe(RED);
  expect(footer.fontFamily).toContain('Comic Sans');

  // …but not inside the elements.
  const borrow = await computed(borrowButton(page));
  expect(borrow.fontFamily).not.toContain('Comic Sans');
  expect(borrow.color).not.toBe(RED);
  expect(borrow.display).not.toBe('inline');
  const email = await computed(login(page).getByLabel('Email'));
  expect(email.borderStyle).not.toBe('dotted');
  expect(email.backgroundColor).not.toBe('rgb(255, 255, 0)');
  const heading = await computed(grid(page).getByRole('heading').first());
  expect(heading.color).not.toBe(RED);
  expect(heading.display).not.toBe('inline');

  // The page themes them through the public surface: --lib-color-primary on the element.
  const loginButton = await computed(login(page).getByRole('button', { name: 'Login' }));
  expect(loginButton.fontFamily).not.toContain('Comic Sans');
  await login(page).getByLabel('Email').fill(MEMBER.email);
  await login(page).getByLabel('Password').fill(MEMBER.password);
  const enabled = await computed(login(page).getByRole('button', { name: 'Login' }));
  expect(enabled.backgroundColor).toBe('rgb(91, 58, 26)');

  // The page's rem is 10px; it gives the font-size tokens in its own rem, so the kit's text has the
  // sizes it has on any page: 16px fields, 24px headings.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
    '10px',
  );
  expect(email.fontSize).toBe('16px');
  expect(heading.fontSize).toBe('24px');
});

test('signing in with one element signs in the others; the page routes lib-navigate itself', async ({
  page,
}) => {
  // The page's own local storage (a basket) is the page's: the kit keeps to its session's keys.
  await page.addInitScript(() => localStorage.setItem('cms-basket', '2 items'));
  await openPage(page);
  // Signed out, Borrow asks to sign in: a lib-navigate to /login, which the page cancels.
  const asked = (await borrowButton(page).getAttribute('aria-label'))!.replace(/^Borrow /, '');
  await borrowButton(page).click();
  await expect(grid(page).getByText('Sign in to borrow books.')).toBeVisible();
  await expect(page.locator('#cms-route')).toHaveText(/asked for \/login/);
  expect(new URL(page.url()).hash).toBe('');

  await signIn(page);
  await expect(page.locator('#cms-route')).toHaveText(/asked for \/user\b/);
  expect(new URL(page.url()).hash, 'the cancelled navigation leaves the page where it is').toBe('');
  // Signed in, the grid no longer asks to.
  await expect(grid(page).getByText('Sign in to borrow books.')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cms-basket'))).toBe('2 items');

  // The grid shares the session, and the borrow asked for goes on: its dialog opens for that book
  // with the member's addresses.
  const dialog = grid(page).getByRole('dialog', { name: 'Borrow Book' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(asked);
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Closed (its closing animation over), the modal dialog no longer makes the page inert.
  await expect(dialog).toBeHidden();

  // The login element the page keeps says the member is signed in, and signs every element out.
  await expect(login(page).getByText('You are signed in.')).toBeVisible();
  await login(page).getByRole('button', { name: 'Logout' }).click();
  await expect(grid(page).getByText('Sign in to borrow books.')).toBeHidden();
  await borrowButton(page).click();
  await expect(grid(page).getByText('Sign in to borrow books.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('cms-basket'))).toBe('2 items');

  // Its form is back, holding no password, and signs in another account.
  await expect(login(page).getByLabel('Password')).toHaveValue('');
  await expect(login(page).getByText('This field is required.')).toHaveCount(0);
  await login(page).getByLabel('Email').fill('admin@demo.test');
  await login(page).getByLabel('Password').fill(MEMBER.password);
  await login(page).getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('#cms-route')).toHaveText(/asked for \/admin\b/);
});

test('a member of another library keeps the page’s catalogue and is told why they cannot borrow', async ({
  page,
}) => {
  await openPage(page);
  const titles = await grid(page).getByRole('heading', { level: 3 }).allTextContents();
  await login(page).getByLabel('Email').fill('member2@demo.test');
  await login(page).getByLabel('Password').fill(MEMBER.password);
  await login(page).getByRole('button', { name: 'Login' }).click();
  await expect(login(page).getByText('You are signed in.')).toBeVisible();
  // The first library's books still, not an error: the catalogue is public.
  await expect(grid(page).getByRole('heading', { level: 3 })).toHaveText(titles);
  const title = (await borrowButton(page).getAttribute('aria-label'))!.replace(/^Borrow /, '');
  await borrowButton(page).click();
  await expect(
    grid(page).getByText(
      `“${title}” is not in your library’s catalogue: members borrow from their own library.`,
    ),
  ).toBeVisible();
  await expect(grid(page).getByRole('dialog')).toBeHidden();
});

test('a member back after their session expired sees the catalog, signed out', async ({ page }) => {
  // A token from a visit more than a session ago, still in the page's storage.
  const expired = unsignedToken({
    userId: 3,
    libraryId: 1,
    role: 'USER',
    exp: Math.floor(Date.now() / 1000) - 60,
  });
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('token', token);
    sessionStorage.setItem('seeded', 'yes');
  }, expired);
  const sentTokens: string[] = [];
  page.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (authorization) sentTokens.push(authorization);
  });
  await openPage(page);
  expect(sentTokens, 'no request carries the expired token').toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The page's login element says why they sign in again.
  await expect(
    login(page).getByText('Your session has ended. Please sign in again.'),
  ).toBeVisible();
  await borrowButton(page).click();
  await expect(grid(page).getByText('Sign in to borrow books.')).toBeVisible();
});

test('a catalogue alone on its page, whose stored token the server refuses, shows the books signed out', async ({
  page,
}) => {
  // A token the server never signed (its secret changed, or another server's), not yet expired.
  const refused = unsignedToken({
    userId: 3,
    libraryId: 1,
    role: 'USER',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('token', token);
    sessionStorage.setItem('seeded', 'yes');
  }, refused);
  // The page of a site that embeds the catalogue only, by its own entry.
  await page.goto('/demo-host/embed/catalogue.html');
  await expect(grid(page).getByText('Pride and Prejudice').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // As the visitor is now: signed out, asked to sign in at Borrow.
  await borrowButton(page).click();
  await expect(grid(page).getByText('Sign in to borrow books.')).toBeVisible();
  await page.reload();
  await expect(grid(page).getByText('Pride and Prejudice').first()).toBeVisible();
});

test('loading the kit a second time, as a second CMS block would, breaks nothing', async ({
  page,
}) => {
  await openPage(page);
  await page.evaluate(() => {
    (window as unknown as { firstGrid: unknown }).firstGrid = customElements.get('lib-book-grid');
  });
  // The same build under another URL: the browser runs that entry again.
  await page.addScriptTag({ url: '../dist/index.js?block=2', type: 'module' });
  await page.addScriptTag({ url: '../dist/elements/lib-book-grid.js?block=3', type: 'module' });
  const sameDefinition = await page.evaluate(
    () =>
      customElements.get('lib-book-grid') ===
      (window as unknown as { firstGrid: unknown }).firstGrid,
  );
  expect(sameDefinition).toBe(true);

  // A block added later renders too, and the page still works as one session.
  await page.evaluate(() => {
    const block = document.createElement('lib-book-grid');
    block.id = 'second-grid';
    block.setAttribute('library-id', '1');
    document.querySelector('main')!.append(block);
  });
  await expect(page.locator('#second-grid').getByText('Pride and Prejudice').first()).toBeVisible();
  await signIn(page);
  await expect(page.locator('#cms-route')).toHaveText(/asked for \/user\b/);
  await page
    .locator('#second-grid')
    .getByRole('button', { name: /^Borrow /, disabled: false })
    .first()
    .click();
  await expect(
    page.locator('#second-grid').getByRole('dialog', { name: 'Borrow Book' }),
  ).toBeVisible();
});
