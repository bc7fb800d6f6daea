// SPEC §2 top level and §8: the sign-in screen, its messages, and where each persona lands.
import { expect, test } from '@playwright/test';
import { EMAILS, NAMES, PASSWORD, START_PATHS, signIn, signInForm, WITH_SERVICE_WORKER } from './support';

// Offline work or the service worker itself is what this file tests.
test.use(WITH_SERVICE_WORKER);

test('/ redirects to /sign-in when signed out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(signInForm(page).submit).toBeVisible();
});

test('an empty email shows "Please enter email id to continue"', async ({ page }) => {
  await page.goto('/sign-in');
  const form = signInForm(page);
  await form.password.fill(PASSWORD);
  await form.submit.click();
  await expect(form.form.getByText('Please enter email id to continue', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a wrong password shows "Incorrect username or password."', async ({ page }) => {
  await page.goto('/sign-in');
  const form = signInForm(page);
  await form.email.fill(EMAILS.clinician);
  await form.password.fill('Wrong!2026pass');
  await form.submit.click();
  await expect(form.form.getByRole('alert')).toHaveText('Incorrect username or password.');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('offline, submitting shows "No internet connection"', async ({ page, context }) => {
  await page.goto('/sign-in');
  const form = signInForm(page);
  await form.email.fill(EMAILS.clinician);
  await form.password.fill(PASSWORD);
  await context.setOffline(true);
  try {
    await form.submit.click();
    await expect(form.form.getByRole('alert')).toHaveText('No internet connection');
    await expect(page).toHaveURL(/\/sign-in$/);
  } finally {
    await context.setOffline(false);
  }
});

test('the clinician lands on /my-schedule', async ({ page }) => {
  await signIn(page, EMAILS.clinician);
  await expect(page).toHaveURL(/\/my-schedule$/);
  expect(START_PATHS.clinician).toBe('/my-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText(NAMES.clinician, { exact: true })).toBeVisible();
});

test('the admin lands on their first permitted item, /schedule', async ({ page }) => {
  await signIn(page, EMAILS.admin);
  await expect(page).toHaveURL(new RegExp(`${START_PATHS.admin}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  // Signed in, / now leads to the start page rather than the sign-in form.
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`${START_PATHS.admin}$`));
});

/** The layout shifts the page has recorded so far (the browser keeps them: a buffered observer reads them). */
const LAYOUT_SHIFT = `new Promise((resolve) => {
  const observer = new PerformanceObserver((list) => { observer.disconnect(); resolve(list.getEntries().map((e) => e.value)); });
  observer.observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve([]), 300);
})`;

test('on a slow phone the painted sign-in page does not move while the rest of the page arrives and the app takes over', async ({
  browser,
}) => {
  // A phone's 4× slower CPU and a weak signal: the HTML parser yields while the page's first
  // screen is still arriving (scripts/vite-prerender.ts holds the first paint until it is whole).
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 200_000,
        uploadThroughput: 96_000,
      });
      await page.goto('/sign-in');
      await expect(signInForm(page).email).toBeEditable();
      const shifts = (await page.evaluate(LAYOUT_SHIFT)) as number[];
      expect(shifts, `layout shifts of load ${run + 1}`).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
