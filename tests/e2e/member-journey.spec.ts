import type { Locator, Page } from '@playwright/test';
import {
  appUrl,
  expect,
  expectAccessible,
  expectScreen,
  shoot,
  signOut,
  test,
  useAccount,
} from './fixtures';

// The member's full cycle against the real server and the demo data (issue 5, "Done when"):
// member@demo.test borrows a book from the catalog, courier@demo.test delivers it, the member asks
// for its return, the courier picks it up, and the member reviews it from the history. The book is
// one no other journey borrows.

const BOOK = 'Frankenstein';

async function switchTo(page: Page, account: 'member' | 'courier'): Promise<void> {
  await signOut(page);
  await useAccount(page, account);
}

/** The local calendar date of the page, as a date input takes it. */
function pageToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

/** The courier's open task of `type` for the book, completed with 'Mark as Complete'. */
async function courierCompletes(page: Page, type: 'Delivery' | 'Pickup'): Promise<void> {
  await switchTo(page, 'courier');
  await page.goto(appUrl('/deliveries'));
  const tasks = page.locator('lib-delivery-tasks');
  const task = tasks
    .getByRole('listitem')
    .filter({ hasText: `: ${BOOK}` })
    .filter({ hasText: type })
    .filter({ has: page.getByRole('button', { name: 'Mark as Complete' }) });
  await expect(task).toHaveCount(1);
  await task.getByRole('button', { name: 'Mark as Complete' }).click();
  // Done, it leaves the Active filter (the default); All shows it completed.
  await expect(task).toHaveCount(0);
  await tasks.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'All' }).click();
  const done = tasks
    .getByRole('listitem')
    .filter({ hasText: `: ${BOOK}` })
    .filter({ hasText: type })
    .filter({ has: page.getByRole('button', { name: 'Completed' }) });
  await expect(done.first()).toBeVisible();
}

function card(list: Locator, title: string): Locator {
  return list.getByRole('article', { name: title });
}

test("a member's rental from borrowing to review", async ({ page }) => {
  // 1. The member borrows the book from the catalog to their saved address.
  await useAccount(page, 'member');
  await page.goto(appUrl('/user/books'));
  const grid = page.locator('lib-book-grid');
  await expect(grid.getByRole('article').first()).toBeVisible();
  await grid.getByRole('searchbox', { name: 'Search books' }).fill(BOOK);
  await grid.getByRole('button', { name: `Borrow ${BOOK}` }).click();
  const borrow = grid.getByRole('dialog', { name: 'Borrow Book' });
  await borrow.getByRole('radio').first().check();
  await borrow.getByRole('button', { name: 'Confirm' }).click();
  await expect(grid.getByRole('status').filter({ hasText: 'Book borrowed.' })).toBeVisible();

  // Not delivered yet: it is listed, but cannot be returned; it is a request under way.
  await page.goto(appUrl('/user/active-rentals'));
  await expectScreen(page, 'Active Rentals');
  const active = page.locator('lib-active-rentals');
  const rental = card(active, BOOK);
  await expect(rental.getByText('PENDING_DELIVERY')).toBeVisible();
  await expect(rental.getByRole('button', { name: 'Return Book' })).toBeDisabled();
  await page.goto(appUrl('/user/requests'));
  const requests = page.locator('lib-my-requests');
  const request = card(requests, BOOK);
  await expect(request.getByText('by Mary Shelley')).toBeVisible();
  await expect(request.getByText('Rented At')).toBeVisible();
  await expect(request.getByText('PENDING_DELIVERY')).toBeVisible();
  await expectAccessible(page);

  // 2. The courier delivers it.
  await courierCompletes(page, 'Delivery');

  // 3. The member asks for its return, with a pickup date of today.
  await switchTo(page, 'member');
  await page.goto(appUrl('/user/active-rentals'));
  await expect(card(active, BOOK).getByText('ACTIVE', { exact: true })).toBeVisible();
  await card(active, BOOK).getByRole('button', { name: 'Return Book' }).click();
  const dialog = active.getByRole('dialog', { name: 'Select Pickup Date' });
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(ok).toBeDisabled();
  const today = await pageToday(page);
  await dialog.getByLabel('Pickup Date').fill(today);
  await expect(ok).toBeEnabled();
  await expectAccessible(page);
  await shoot(page, 'member-journey-return-dialog');
  await ok.click();
  await expect(active.getByRole('status')).toHaveText('Return request submitted!');
  await expect(dialog).toBeHidden();
  await expect(card(active, BOOK).getByText('RETURN_REQUESTED')).toBeVisible();
  await expect(card(active, BOOK).getByRole('button', { name: 'Return Book' })).toBeDisabled();

  await page.goto(appUrl('/user/requests'));
  const returning = card(requests, BOOK);
  await expect(returning.getByText('Return Requested At')).toBeVisible();
  await expect(returning.getByText('Pickup Date')).toBeVisible();
  await expect(returning.getByText('RETURN_REQUESTED')).toBeVisible();

  // 4. The courier picks it up.
  await courierCompletes(page, 'Pickup');

  // 5. The member reviews it from the history.
  await switchTo(page, 'member');
  await page.goto(appUrl('/user/rental-history'));
  await expectScreen(page, 'Rental History');
  const history = page.locator('lib-rental-history');
  const returned = card(history, BOOK).filter({ hasText: 'RETURNED' });
  await expect(returned).toHaveCount(1);
  await expect(returned.getByText('Not returned yet')).toHaveCount(0);
  await returned.getByRole('button', { name: 'Review & Rate' }).click();
  const review = history.getByRole('dialog', { name: 'Write a Review' });
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(review.getByText('This field is required.')).toHaveCount(3);
  await review.getByLabel('Rating').selectOption('5');
  await review.getByLabel('Title').fill('Still electrifying');
  await review.getByLabel('Review').fill('Read it in one sitting; the monster is the best talker.');
  await expect(review.getByText('18 / 100')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'member-journey-review-dialog');
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(history.getByRole('status')).toHaveText('Thank you! Your review was saved.');
  const stars = returned.getByRole('img', { name: 'Rated 5 out of 5' });
  await expect(stars).toHaveText('★★★★★');
  await stars.hover();
  await expect(history.getByRole('tooltip')).toHaveText(
    'Read it in one sitting; the monster is the best talker.',
  );

  // The review is on the server: after a reload the card still shows the stars.
  await page.reload();
  await expect(
    card(history, BOOK)
      .filter({ hasText: 'RETURNED' })
      .getByRole('img', { name: 'Rated 5 out of 5' }),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'member-journey-history');
});
