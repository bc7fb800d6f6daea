// SPEC §2 bell and §4 'marking one viewed lowers the unread count': a count request already on
// its way when a notification is marked viewed answers with the number from before; the bell
// must not go back up to it. The user's first GetNotificationsCount is read from the server at
// once (the old number) but handed to the page only after the mark's answer.
//
// Who signs in is read from the server: a demo user with two unread notifications or more (no
// other spec marks theirs viewed; each run of this one marks one), so that the number before, the
// number after and the bell's empty start (0) are three different numbers.
import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { serverApiAs, signIn } from './support';

test.use({ timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } });

const CANDIDATES = ['clinician@demo.test', 'casemanager@demo.test', 'coordinator@demo.test', 'admin@demo.test'];

/** The candidate with the most unread notifications, and how many. */
async function mostUnread(request: APIRequestContext): Promise<{ email: string; unread: number }> {
  let best = { email: '', unread: -1 };
  for (const email of CANDIDATES) {
    const api = await serverApiAs(request, email);
    const { GetNotificationsCount: unread } = await api.graphql<{ GetNotificationsCount: number }>('query { GetNotificationsCount }');
    if (unread > best.unread) best = { email, unread };
  }
  return best;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const unreadOf = async (page: Page): Promise<number> =>
  Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
const operationOf = (request: Request): string | undefined =>
  (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? undefined;

test("the bell's count stays down after 'Mark as viewed' when an older count answers late", async ({ page, request }) => {
  const user = await mostUnread(request);
  expect(user.unread, 'a demo user with two unread notifications or more (a fresh server has them)').toBeGreaterThanOrEqual(2);
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Every count asked for before the mark is answered: read from the server at once (the number
  // from before), handed to the page only after the mark's answer. Those asked for later pass.
  let markAnswered = false;
  const late: Promise<void>[] = [];
  await page.route('**/graphql', async (route) => {
    const operation = operationOf(route.request());
    if (operation === 'MarkNotificationViewed') {
      const response = await route.fetch();
      markAnswered = true;
      return route.fulfill({ response });
    }
    if (operation !== 'GetNotificationsCount' || markAnswered) return route.fallback();
    const response = await route.fetch();
    late.push(page.waitForEvent('requestfinished', (r) => r === route.request()).then(() => undefined));
    await released;
    await route.fulfill({ response }).catch(() => undefined);
  });

  await signIn(page, user.email);
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const markViewed = panel.getByRole('button', { name: /^Mark as viewed: / }).first();
  await expect(markViewed).toBeVisible();
  expect(late.length, 'a count is on its way when the notification is marked viewed').toBeGreaterThan(0);
  const marked = page.waitForResponse((r) => operationOf(r.request()) === 'MarkNotificationViewed');
  await markViewed.click();
  expect((await marked).ok()).toBe(true);

  // The old number arrives now, after the mark's answer.
  release();
  await Promise.all(late);
  await expect.poll(() => unreadOf(page), { message: 'the unread count after one was marked viewed' }).toBe(user.unread - 1);
  await expect(bell(page)).toHaveAttribute('aria-label', `Notifications, ${user.unread - 1} unread`);
});
