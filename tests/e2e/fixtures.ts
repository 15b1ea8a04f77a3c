import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Shared fixtures of the journeys. A journey file imports `test` and `expect` from here:
 *
 * - every page fails its test on an uncaught page error;
 * - `signIn(page, 'admin')` signs in through the login screen, `useAccount(page, 'admin')` through
 *   the API (faster, for journeys that are not about signing in);
 * - `expectAccessible(page)` runs axe on the current screen;
 * - `shoot(page, name)` saves a screenshot to `test-results/screens/<name>.png`.
 */

export const DEMO_PASSWORD = 'demo12345';

export const ACCOUNTS = {
  member: 'member@demo.test',
  admin: 'admin@demo.test',
  courier: 'courier@demo.test',
  superAdmin: 'super@demo.test',
  member2: 'member2@demo.test',
  admin2: 'admin2@demo.test',
  courier2: 'courier2@demo.test',
} as const;

export type Account = keyof typeof ACCOUNTS;

/** Where each account lands after signing in (spec section 2, DESIGN.md section 3). */
export const HOME: Record<Account, string> = {
  member: '/user/books',
  member2: '/user/books',
  admin: '/admin/books',
  admin2: '/admin/books',
  courier: '/deliveries',
  courier2: '/deliveries',
  superAdmin: '/super-admin/libraries',
};

const SCREENS_DIR = path.join('test-results', 'screens');
const BRAND = 'Library Lending';

/** The app's URL of a hash path: `/#/admin/books`. */
export const appUrl = (hashPath: string) => `/#${hashPath}`;

/** Waits until the app shows the route `hashPath` (exactly, query included). */
export async function expectRoute(page: Page, hashPath: string): Promise<void> {
  await expect
    .poll(() => new URL(page.url()).hash, { message: `route ${hashPath}` })
    .toBe(`#${hashPath}`);
}

/** Waits until the screen titled `title` is shown (the page title and the page heading). */
export async function expectScreen(page: Page, title: string): Promise<void> {
  await expect(page).toHaveTitle(`${title} · ${BRAND}`);
  await expect(page.locator('#page-title')).toHaveText(title);
}

export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto(appUrl('/login'));
  await fillLogin(page, ACCOUNTS[account], DEMO_PASSWORD);
  await expectRoute(page, HOME[account]);
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.locator('lib-login');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** The token the API gives `email` (a demo account's password) at sign-in. */
export async function tokenOf(page: Page, email: string): Promise<string> {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), `login of ${email}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Signs in through the API and reloads, so the page starts with the stored session. */
export async function useAccount(page: Page, account: Account): Promise<void> {
  const token = await tokenOf(page, ACCOUNTS[account]);
  if (!page.url().startsWith('http')) await page.goto(appUrl('/books'));
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.reload();
}

export async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.reload();
}

export async function expectAccessible(page: Page): Promise<void> {
  // Colours are checked as they end up: a dialog or a message still fading in is partly
  // transparent, and its text would be measured against what shows through it. Animations that
  // follow scrolling (a table's column shadow) run on no clock and never end: they are left out.
  await page.evaluate(() => {
    const animations: Animation[] = [];
    const collect = (root: Document | ShadowRoot) => {
      animations.push(...root.getAnimations());
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) collect(element.shadowRoot);
      }
    };
    collect(document);
    return Promise.all(
      animations
        .filter(
          (animation) =>
            animation.timeline instanceof DocumentTimeline &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** `fullPage: false` keeps to the viewport (an open drawer or dialog over a long page). */
export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const file = path.join(SCREENS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await base.info().attach(name, { path: file, contentType: 'image/png' });
}

export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((error) => error.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
