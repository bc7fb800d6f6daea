// SPEC §2 top level and §8: 404 Not Found (a real 404 status), 403 Forbidden, redirect to the
// first permitted item for a hidden item, and the sign-in guard.
import { expect, test } from '@playwright/test';
import { EMAILS, passPinGate, START_PATHS, signIn } from './support';

test.describe('without a service worker', () => {
  // The service worker answers navigations with the cached index.html (status 200): the
  // server's own 404 is only seen by a page it does not control.
  test.use({ serviceWorkers: 'block' });

  test('an unknown path shows Not Found with 404, and the response status is 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  test('signed in, an unknown path shows Not Found in the shell with status 404', async ({ page }) => {
    await signIn(page, EMAILS.clinician);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await passPinGate(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to my start page' })).toHaveAttribute('href', START_PATHS.clinician);
  });

  test('a known path answers 200', async ({ page }) => {
    const response = await page.goto('/account');
    expect(response?.status()).toBe(200);
  });
});

test('billing opening /schedule sees 403 Forbidden', async ({ page }) => {
  await signIn(page, EMAILS.billing);
  await page.goto('/schedule');
  await passPinGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole('link', { name: 'Go to my start page' })).toHaveAttribute('href', START_PATHS.billing);
});

test('the reviewer opening /clinician-encounters is sent to their first permitted item', async ({ page }) => {
  await signIn(page, EMAILS.reviewer);
  await page.goto('/clinician-encounters');
  await passPinGate(page);
  await expect(page).toHaveURL(new RegExp(`${START_PATHS.reviewer}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
});

test('signed out, /account redirects to /sign-in', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in(\?|$)/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile' })).toHaveCount(0);
});
