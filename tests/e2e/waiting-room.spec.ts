// The telehealth waiting room end to end (SPEC §2 waiting room, persistent notification and sound;
// §7 startEncounter with teleMedicineType, the waiting-room subscription; §8 messages), with two
// telehealth clinicians and a facility kiosk in three browsers. The server is this spec's own
// (its own port and embedded database, seeded like npm start) because the spec kills and
// restarts it mid-way: the kiosk must recover by itself, with its request list complete.
import { type Browser, type BrowserContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { type OwnServer, ownServer } from './own-server';
import {
  enterPin,
  expectNoSeriousA11yViolations,
  PASSWORD,
  passPinGate,
  pinGate,
  saveScreenshot,
  serverApiAs,
  serverPort,
  signIn,
} from './support';

// Beside its project's server (playwright.config.ts: one per project), so two projects never share it.
let server: OwnServer;
let BASE = '';
const IN_PROGRESS = 'The encounter is already in progress. Please select another encounter to check-in.';

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'America/New_York', bypassCSP: true });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = ownServer('waiting-room', serverPort() + 20);
  BASE = server.base;
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
});

async function contextAt(browser: Browser, width: number, height: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width, height }, bypassCSP: true, timezoneId: 'America/New_York' });
  // The chime (SPEC §2 'a sound plays on notification'): counted instead of played.
  await context.addInitScript(() => {
    const w = window as unknown as { chimes: number };
    w.chimes = 0;
    HTMLMediaElement.prototype.play = function play() {
      w.chimes += 1;
      return Promise.resolve();
    };
  });
  return context;
}

/** The kiosk signs in as a person does: password, then the PIN; it opens on the waiting room, without a drawer. */
async function signInKiosk(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill('onsite@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 20_000 });
  const kiosk = page.getByRole('heading', { level: 1, name: 'Waiting room' });
  await expect(pinGate(page).or(kiosk)).toBeVisible({ timeout: 20_000 });
  if (await pinGate(page).isVisible()) await enterPin(page);
  await expect(kiosk).toBeVisible();
  await expect(page).toHaveURL(/\/waiting-room$/);
  await expect(page.getByRole('button', { name: 'Toggle navigation' })).toHaveCount(0);
}

const requestsOf = (page: Page) => page.getByRole('region', { name: 'Telehealth requests' });

test('a kiosk request reaches the clinicians live, one takes it, the other is told, and the kiosk outlives a server restart', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const kioskContext = await contextAt(browser, 1024, 768);
  const firstContext = await contextAt(browser, 1440, 900);
  const secondContext = await contextAt(browser, 1440, 900);
  const kiosk = await kioskContext.newPage();
  const first = await firstContext.newPage();
  const second = await secondContext.newPage();
  try {
    await signInKiosk(kiosk);
    // The first to check in is Tatum (telehealth2), whom the seed books no visits: Taylor's seeded
    // telehealth visits of today would make a check-in at some hours of the day a double booking.
    await signIn(first, 'telehealth2@demo.test');
    await signIn(second, 'telehealth@demo.test');
    // The first clinician works elsewhere in the app; the second watches the waiting room.
    // A page load opens the app again, behind the PIN (the device key lives in the page's memory).
    await first.goto('/patients');
    await passPinGate(first);
    await expect(first.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
    await second.goto('/waiting-room');
    await passPinGate(second);
    await expect(second.getByRole('heading', { level: 1, name: 'Waiting room' })).toBeVisible();

    // The kiosk lists the facility's patients; the provider requests a visit for the first.
    const patients = kiosk.getByRole('list', { name: 'Patients' });
    const row = patients.getByRole('listitem').first();
    const ask = row.getByRole('button', { name: /^Request telehealth visit for / });
    const name = ((await ask.getAttribute('aria-label')) ?? '').replace('Request telehealth visit for ', '');
    expect(name).not.toBe('');
    await expectNoSeriousA11yViolations(kiosk, 'kiosk');
    await ask.click();
    await expect(row.getByRole('button', { name: `${name}: visit requested` })).toBeDisabled();
    await expect(requestsOf(kiosk).getByText(name)).toBeVisible();

    // Live on both clinicians' screens, without a reload: the persistent notification and the
    // chime away from the waiting room, the request in the room.
    const notice = first.getByRole('alert').filter({ hasText: 'New waiting room request' });
    await expect(notice).toContainText(name);
    expect(await first.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBeGreaterThan(0);
    await expect(second.getByRole('link', { name: `Check in ${name}` })).toBeVisible();
    await expect(second.getByRole('alert').filter({ hasText: 'New waiting room request' })).toHaveCount(0);
    await saveScreenshot(first, 'waiting-room-notice-1440.png');
    await notice.getByRole('link', { name: 'Open waiting room' }).click();
    await expect(first).toHaveURL(/\/waiting-room$/);
    await expect(notice).toHaveCount(0);
    await expectNoSeriousA11yViolations(first, 'waiting room');
    await saveScreenshot(first, 'waiting-room-1440.png');

    // Both open the request's check-in page; the first checks in, the second is told it is taken.
    await second.getByRole('link', { name: `Check in ${name}` }).click();
    await expect(second.getByRole('heading', { level: 1, name: `Check in: ${name}` })).toBeVisible();
    await first.getByRole('link', { name: `Check in ${name}` }).click();
    await expect(first.getByRole('heading', { level: 1, name: `Check in: ${name}` })).toBeVisible();
    await expectNoSeriousA11yViolations(first, 'check-in');
    await saveScreenshot(first, 'waiting-room-check-in-1440.png');
    await first.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(first.getByText('Checked in', { exact: true })).toBeVisible();
    await second.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(second.getByRole('alert').filter({ hasText: IN_PROGRESS })).toBeVisible();

    // The kiosk sees it taken, by whom.
    await expect(requestsOf(kiosk).getByText('In progress')).toBeVisible();
    await expect(requestsOf(kiosk).getByText('Tatum Telehealth')).toBeVisible();
    await saveScreenshot(kiosk, 'waiting-room-kiosk-1024.png');

    // The clinician documents the visit: its forms open from the check-in page.
    await first.getByRole('link', { name: 'Open documentation' }).click();
    await expect(first).toHaveURL(/\/my-schedule\/view\//);

    // The server goes away and comes back: the kiosk reconnects by itself and hears what came after.
    await server.stop();
    await server.start();
    const api = await serverApiAs(await playwrightRequest.newContext({ baseURL: BASE }), 'onsite@demo.test');
    const listed = await api.graphql<{ PatientList: { edges: { node: { id: string; name: string } }[] } }>(
      'query { PatientList(first: 5) { edges { node { id name } } } }',
    );
    const other = listed.PatientList.edges.map((e) => e.node).find((p) => p.name !== name);
    if (!other) throw new Error('no second patient');
    await api.graphql('mutation ($cmid: ID!, $id: ID!) { requestTelehealthVisit(clientMutationId: $cmid, patientId: $id) { id } }', {
      cmid: crypto.randomUUID(),
      id: other.id,
    });
    await expect(requestsOf(kiosk).getByText(other.name)).toBeVisible({ timeout: 60_000 });
    // Complete: the one taken before the restart is still there.
    await expect(requestsOf(kiosk).getByText(name)).toBeVisible();
    await expect(second.getByRole('link', { name: `Check in ${other.name}` }).or(second.getByText(IN_PROGRESS))).toBeVisible();

    // The kiosk locks with the PIN and opens again with it.
    await kiosk.getByRole('button', { name: 'Lock EMR' }).click();
    await expect(pinGate(kiosk)).toBeVisible();
    await enterPin(kiosk);
    await expect(kiosk.getByRole('heading', { level: 1, name: 'Waiting room' })).toBeVisible();
  } finally {
    await kioskContext.close();
    await firstContext.close();
    await secondContext.close();
  }
});

test('the kiosk and the waiting room fit a phone and a tablet', async ({ browser }) => {
  for (const [width, height] of [
    [390, 844],
    [1024, 768],
  ] as const) {
    const context = await contextAt(browser, width, height);
    const page = await context.newPage();
    try {
      await signInKiosk(page);
      await expect(requestsOf(page)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Patients' }).getByRole('listitem').first()).toBeVisible();
      await saveScreenshot(page, `waiting-room-kiosk-${width}.png`, { fullPage: true });
      // No sideways scroll; the widest offender is named when there is one.
      const wider = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
      );
      expect(wider).toEqual([]);
      await expectNoSeriousA11yViolations(page, `kiosk ${width}`);
    } finally {
      await context.close();
    }
  }
});
