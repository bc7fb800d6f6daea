// SPEC §4 screen lock, held by the server too: 'Lock EMR' reaches the server, which then refuses
// the session's refresh (403) until it is given the PIN. Unlocked with no signal, the device
// checks the PIN alone and keeps it in memory; back online, the first refresh gives it to the
// server and the app goes on without asking again.
import { expect, type Page, test } from '@playwright/test';
import { drawer, EMAILS, enterPin, offlineBanner, pinGate, signIn, WITH_SERVICE_WORKER } from './support';

// Offline work or the service worker itself is what this file tests.
test.use(WITH_SERVICE_WORKER);

const storedRefreshToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('emr.session') ?? '{}') as { refreshToken?: string }).refreshToken ?? null);

test('a lock is the server’s too; an offline unlock is given to the server when back online', async ({ page, context }) => {
  await signIn(page, EMAILS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();

  // The device's report of the lock (not an earlier one of the sign-in's unlock).
  const reported = page.waitForResponse((r) => r.url().endsWith('/api/auth/audit') && (r.request().postData() ?? '').includes('"lock"'));
  await drawer(page).getByRole('button', { name: 'Lock EMR', exact: true }).click();
  await expect(pinGate(page)).toHaveText('Unlock EMR');
  expect((await reported).status()).toBe(200);

  // The server holds the session locked: its refresh token renews nothing (and is not used up).
  const locked = await storedRefreshToken(page);
  expect(locked).not.toBeNull();
  const refused = await page.request.get('/refreshToken', { headers: { refreshToken: locked ?? '' } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ reason: 'SESSION_LOCKED' });

  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await enterPin(page);
  await expect(pinGate(page)).toHaveCount(0);

  // Back online, the app's next requests refresh: the held PIN opens the session on the server first.
  await context.setOffline(false);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect.poll(() => storedRefreshToken(page), { timeout: 20_000 }).not.toBe(locked);
  await expect(pinGate(page)).toHaveCount(0);
});
