// SPEC §2/§4 screen lock and idle rules: 'Lock EMR' → 'Unlock EMR' over everything, persisted
// across a reload; a wrong PIN 'Incorrect PIN, logout to continue' and, after a bounded number of
// them, only sign-out; the right PIN unlocks — offline too, since the PIN opens the device's data
// key. Idle: locked at 10 minutes, signed out at 90 (page.clock). While locked no patient data is
// in the page, not merely covered. Each test has its own context (storage, lock flag).
import { expect, type Page, test } from '@playwright/test';
import { drawer, EMAILS, enterPin, offlineBanner, PIN, pinGate, START_PATHS, signIn, topLevelLabels, WITH_SERVICE_WORKER } from './support';

// Offline work or the service worker itself is what this file tests.
test.use(WITH_SERVICE_WORKER);

const visitList = (page: Page) => page.getByRole('list', { name: /^Visits on / });
const unlockPanel = (page: Page) => page.getByRole('form', { name: 'Unlock EMR' });
const WRONG_PIN = '246801';

/** The clinician's day on screen; returns the first visit's text (it holds the patient's name). */
async function openDay(page: Page): Promise<string> {
  await signIn(page, EMAILS.clinician);
  await expect(page).toHaveURL(new RegExp(`${START_PATHS.clinician}$`));
  const first = visitList(page).getByRole('link').first();
  await expect(first).toBeVisible();
  const text = await first.innerText();
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => /^[A-Z][a-z]+ [A-Z][a-z'-]+/.test(line)) ?? text
  );
}

/** Nothing of the patient is in the document: not in its text, not hidden in its markup. */
async function expectNoPatientData(page: Page, patientName: string) {
  await expect(visitList(page)).toHaveCount(0);
  await expect(drawer(page)).toHaveCount(0);
  expect(await page.content()).not.toContain(patientName);
}

test('Lock EMR locks the app until the right PIN is entered', async ({ page }) => {
  await signIn(page, EMAILS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Lock EMR', exact: true }).click();

  const unlock = unlockPanel(page);
  await expect(pinGate(page)).toHaveText('Unlock EMR');
  await expect(drawer(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.reload();
  await expect(pinGate(page)).toHaveText('Unlock EMR');
  await expect(drawer(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toHaveCount(0);

  await enterPin(page, WRONG_PIN);
  await expect(unlock.getByRole('alert')).toHaveText('Incorrect PIN, logout to continue');
  await expect(page.getByText('4 attempts left before you must sign out.')).toBeVisible();
  await expect(drawer(page)).toHaveCount(0);

  await enterPin(page, PIN);
  await expect(pinGate(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${START_PATHS.admin}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(topLevelLabels(page).first()).toHaveText('Schedule');
  expect(await page.evaluate(() => localStorage.getItem('emr.locked'))).toBeNull();
});

test('idle for 10 minutes locks the clinician out of the data; the lock survives a reload and opens offline', async ({ page, context }) => {
  await page.clock.install();
  const patient = await openDay(page);

  await page.clock.fastForward('09:30');
  await expect(visitList(page)).toBeVisible();
  await page.clock.fastForward('00:40');
  await expect(pinGate(page)).toHaveText('Unlock EMR');
  await expectNoPatientData(page, patient);

  await page.reload();
  await expect(pinGate(page)).toHaveText('Unlock EMR');
  await expectNoPatientData(page, patient);

  await context.setOffline(true);
  try {
    await expect(offlineBanner(page)).toBeVisible();
    await enterPin(page, WRONG_PIN);
    await expect(unlockPanel(page).getByRole('alert')).toHaveText('Incorrect PIN, logout to continue');
    await expectNoPatientData(page, patient);

    // No signal: the PIN opens the device's data key, and the day comes from the device.
    await enterPin(page, PIN);
    await expect(pinGate(page)).toHaveCount(0);
    await expect(visitList(page).getByRole('link').first()).toContainText(patient);
  } finally {
    await context.setOffline(false);
  }
});

test('after five wrong PINs only sign-out remains', async ({ page }) => {
  await openDay(page);
  await drawer(page).getByRole('button', { name: 'Lock EMR', exact: true }).click();
  for (let i = 0; i < 5; i++) {
    await enterPin(page, WRONG_PIN);
    await expect(unlockPanel(page).getByRole('alert')).toHaveText('Incorrect PIN, logout to continue');
  }
  await expect(page.getByText('Too many incorrect PINs. Sign out, then sign in again with your password.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock', exact: true })).toBeDisabled();

  // A reload does not give the attempts back.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unlock', exact: true })).toBeDisabled();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sign Out' }).getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.waitForURL('**/sign-in');
  // Signing in again with the password starts afresh.
  await signIn(page, EMAILS.clinician);
  await expect(visitList(page)).toBeVisible();
});

test('idle for 90 minutes signs the user out', async ({ page }) => {
  await page.clock.install();
  await openDay(page);
  await page.clock.fastForward('10:30');
  await expect(pinGate(page)).toHaveText('Unlock EMR');
  await page.clock.fastForward('01:20:00');
  await page.waitForURL('**/sign-in');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('emr.session'))).toBeNull();
});
