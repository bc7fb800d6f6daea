// SPEC §2/§4 screen lock: 'Lock EMR' → 'Unlock EMR' over everything, persisted across a
// reload, wrong PIN 'Incorrect PIN, logout to continue', the right PIN unlocks. The lock flag
// lives in this test's own context (localStorage), so no other test sees it.
import { expect, test } from '@playwright/test';
import { drawer, EMAILS, PIN, START_PATHS, signIn, topLevelLabels } from './support';

test('Lock EMR locks the app until the right PIN is entered', async ({ page }) => {
  await signIn(page, EMAILS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Lock EMR', exact: true }).click();

  const unlock = page.getByRole('form', { name: 'Unlock EMR' });
  await expect(unlock.getByRole('heading', { name: 'Unlock EMR' })).toBeVisible();
  await expect(drawer(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.reload();
  await expect(unlock.getByRole('heading', { name: 'Unlock EMR' })).toBeVisible();
  await expect(drawer(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toHaveCount(0);

  const pin = unlock.getByLabel('PIN', { exact: true });
  await pin.fill('111111');
  await unlock.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(unlock.getByRole('alert')).toHaveText('Incorrect PIN, logout to continue');
  await expect(drawer(page)).toHaveCount(0);

  await pin.fill(PIN);
  await unlock.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(unlock).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${START_PATHS.admin}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(topLevelLabels(page).first()).toHaveText('Schedule');
  expect(await page.evaluate(() => localStorage.getItem('emr.locked'))).toBeNull();
});
