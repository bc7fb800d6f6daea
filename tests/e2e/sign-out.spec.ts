// SPEC §4: sign-out clears cached data and session storage; the confirmation can be cancelled.
import { expect, type Page, test } from '@playwright/test';
import { drawer, EMAILS, NAMES, passPinGate, signIn } from './support';

const emrDatabases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('emr-')));

test('Sign Out, confirmed, clears the session, session storage and the device databases', async ({ page }) => {
  await signIn(page, EMAILS.clinician);
  await expect(page).toHaveURL(/\/my-schedule$/);
  await page.evaluate(() => sessionStorage.setItem('e2e.marker', 'present'));
  expect(await page.evaluate(() => localStorage.getItem('emr.session'))).not.toBeNull();
  // The user's device database exists from sign-in (otherwise the check below proves nothing).
  await expect.poll(() => emrDatabases(page)).toHaveLength(1);

  await drawer(page).getByRole('button', { name: 'Sign Out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Out' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Are you sure you want to sign out?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign Out', exact: true }).click();

  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('emr.session'))).toBeNull();
  // The page changes as soon as the session is gone; IndexedDB deletes the databases a moment later.
  await expect.poll(() => emrDatabases(page)).toEqual([]);

  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in(\?|$)/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

test('Cancel in the confirmation keeps the user signed in', async ({ page }) => {
  await signIn(page, EMAILS.clinician);
  await drawer(page).getByRole('button', { name: 'Sign Out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Out' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/my-schedule$/);
  expect(await page.evaluate(() => localStorage.getItem('emr.session'))).not.toBeNull();
  await page.goto('/account');
  await passPinGate(page);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(drawer(page).getByText(NAMES.clinician, { exact: true })).toBeVisible();
});
