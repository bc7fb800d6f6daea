// SPEC §3 Scheduling state (routeStops, sequencedDestinations), §6 route flags, §8 route prompt:
// the coordinator plans a clinician's route on a desktop and saves it; the clinician, on a phone,
// sees My Schedule and its map in that order, also after going offline and reloading.
// The route is planned for the next weekday, not today: other specs work on today's route stops.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  EMAILS,
  expectNoSeriousA11yViolations,
  passPinGate,
  saveScreenshot,
  signIn,
  WITH_SERVICE_WORKER,
  waitForServiceWorkerControl,
} from './support';

// Offline work or the service worker itself is what this file tests.
test.use(WITH_SERVICE_WORKER);

const ZONE = 'America/New_York';

/** The next weekday after today in the clinician's zone, 'YYYY-MM-DD'. */
function nextWeekday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const at = new Date(`${today}T12:00:00Z`);
  do at.setUTCDate(at.getUTCDate() + 1);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6);
  return at.toISOString().slice(0, 10);
}

/** The names on the route panel's stops, in order ('Stop 1: Ana Ortiz' → 'Ana Ortiz'). */
async function routeStops(page: Page): Promise<string[]> {
  const texts = await page.getByRole('list', { name: 'Stops in order' }).locator('li p:first-of-type').allTextContents();
  return texts.map((t) => t.replace(/^Stop \d+:\s*/, '').trim());
}

/** My Schedule's visit cards in order, as their text. */
const visitCards = (page: Page) => page.getByRole('list', { name: /^Visits on / }).getByRole('link');

async function expectVisitOrder(page: Page, names: readonly string[]): Promise<void> {
  await expect(visitCards(page)).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(visitCards(page).nth(i)).toContainText(name);
}

/** My Schedule on `date` (Next day from today; the day is kept in session storage). */
async function showDay(page: Page, date: string): Promise<void> {
  const [y, m, d] = date.split('-');
  const shown = `${m}/${d}/${y}`;
  const heading = page.getByRole('heading', { level: 2 }).filter({ hasText: /\d{2}\/\d{2}\/\d{4}/ });
  for (let i = 0; i < 7 && !((await heading.textContent()) ?? '').includes(shown); i++) {
    await page.getByRole('button', { name: 'Next day' }).click();
  }
  await expect(heading).toContainText(shown);
}

test('a route saved by the coordinator orders the clinician’s day on a phone, also offline', async ({ browser }) => {
  test.slow();
  const date = nextWeekday();
  let coordinator: BrowserContext | null = null;
  let phone: BrowserContext | null = null;
  try {
    coordinator = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: ZONE, bypassCSP: true });
    const desk = await coordinator.newPage();
    let order: string[] = [];

    await test.step('the coordinator orders and saves the route', async () => {
      await signIn(desk, 'coordinator@demo.test');
      await desk.goto('/schedule');
      await passPinGate(desk);
      await desk.getByPlaceholder('Choose a clinician').click();
      await desk.getByRole('option', { name: 'Casey Clinician (FL)' }).click();
      await desk.waitForURL(/\/schedule\/[0-9a-f-]{36}$/);
      const clinicianId = new URL(desk.url()).pathname.split('/')[2];
      await desk.goto(`/schedule/${clinicianId}/map?date=${date}`);
      await passPinGate(desk);
      await expect(desk.getByRole('heading', { name: /^Route of / })).toBeVisible();
      const before = await routeStops(desk);
      expect(before.length, 'the seed gives the clinician visits on weekdays').toBeGreaterThan(2);

      // The first stop goes last, by hand.
      const first = before[0] ?? '';
      for (let i = 0; i < before.length - 1; i++) await desk.getByRole('button', { name: `Move ${first} later` }).click();
      order = [...before.slice(1), first];
      expect(await routeStops(desk)).toEqual(order);
      await expect(desk.getByText('Unsaved changes')).toBeVisible();

      // Leaving asks SPEC §8's question; staying keeps the changes.
      await desk.getByRole('link', { name: 'Board' }).click();
      const prompt = desk.getByRole('dialog', { name: 'Unsaved route' });
      await expect(prompt.getByText('Your changes to the route have not been saved, do you want to save and recalculate')).toBeVisible();
      await expectNoSeriousA11yViolations(desk, 'the unsaved route prompt');
      await prompt.getByRole('button', { name: 'Stay' }).click();

      await desk.getByRole('button', { name: 'Save route' }).click();
      await expect(desk.getByText('Saved', { exact: true })).toBeVisible();
      expect(await routeStops(desk)).toEqual(order);
      await expect(desk.getByRole('table', { name: 'Route report' })).toContainText(`${order.length}`);
      await expectNoSeriousA11yViolations(desk, 'the route panel');
      await saveScreenshot(desk, 'schedule-route-1440.png', { fullPage: true });
    });

    phone = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: ZONE, hasTouch: true, isMobile: true });
    const page = await phone.newPage();

    await test.step('the clinician’s My Schedule and its map follow the saved route', async () => {
      await signIn(page, EMAILS.clinician);
      await waitForServiceWorkerControl(page);
      await showDay(page, date);
      await expectVisitOrder(page, order);
      await page.getByRole('link', { name: 'Map' }).click();
      await expect(page.getByRole('region', { name: /^Map of visits on / })).toBeVisible();
      // The markers' accessible names carry their stop number and patient, in route order.
      for (const [i, name] of order.entries()) {
        await expect(page.getByText(new RegExp(`^Stop ${i + 1}, .*${name}$`))).toBeAttached();
      }
      await saveScreenshot(page, 'my-schedule-route-390.png', { fullPage: true });
    });

    await test.step('offline, after a reload, the same order', async () => {
      await page.getByRole('link', { name: 'List' }).click();
      await phone?.setOffline(true);
      await page.reload();
      await passPinGate(page);
      await showDay(page, date);
      await expectVisitOrder(page, order);
      await phone?.setOffline(false);
    });
  } finally {
    await phone?.close();
    await coordinator?.close();
  }
});
