// SPEC §2 "Menu" and "App shell", §6; DESIGN §6: each persona's drawer and the shell's fixtures.
import { expect, test } from '@playwright/test';
import { drawer, EMAILS, EXPECTED_MENUS, expandGroup, NAMES, START_PATHS, signIn, topLevelLabels } from './support';

for (const who of ['admin', 'clinician', 'billing', 'reviewer', 'clinicalAdmin'] as const) {
  test(`${who}: the drawer shows exactly the permitted menu`, async ({ page }) => {
    const expected = EXPECTED_MENUS[who];
    await signIn(page, EMAILS[who]);
    await expect(page).toHaveURL(new RegExp(`${START_PATHS[who]}$`));
    await expect(topLevelLabels(page)).toHaveText([...expected.top]);
    for (const [group, children] of Object.entries(expected.groups)) {
      const labels = await expandGroup(page, group);
      await expect(labels).toHaveText([...children]);
      for (const label of children) await expect(labels.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(drawer(page).getByText(NAMES[who], { exact: true })).toBeVisible();
  });
}

test('billing: no Schedule, User Config → Clinicans, and Payroll Info', async ({ page }) => {
  await signIn(page, EMAILS.billing);
  const nav = drawer(page);
  await expect(nav.getByRole('link', { name: 'Schedule', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Payroll Info', exact: true })).toBeVisible();
  await expandGroup(page, 'User Config');
  await expect(nav.getByRole('link', { name: 'Clinicans', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
});

test('reviewer: Encounters Review and no Encounters', async ({ page }) => {
  await signIn(page, EMAILS.reviewer);
  const nav = drawer(page);
  await expect(nav.getByRole('link', { name: 'Encounters Review', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Encounters', exact: true })).toHaveCount(0);
});

test('admin: Reports → CBR, User Config → Users and Notifications, Payroll Info; no Clinical Config', async ({ page }) => {
  await signIn(page, EMAILS.admin);
  const nav = drawer(page);
  await expect(await expandGroup(page, 'Reports')).toContainText(['CBR']);
  await expect(nav.getByRole('link', { name: 'CBR', exact: true })).toHaveAttribute('href', '/cbr-dashboard');
  const userConfig = await expandGroup(page, 'User Config');
  await expect(userConfig.getByText('Users', { exact: true })).toBeVisible();
  await expect(userConfig.getByText('Notifications', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Payroll Info', exact: true })).toHaveAttribute('href', '/payroll-info');
  await expect(nav.getByText('Clinical Config', { exact: true })).toHaveCount(0);
});

test('the drawer footer: build version and environment, Dev badge, copyright, terminology attribution', async ({ page }) => {
  await signIn(page, EMAILS.admin);
  const footer = drawer(page).locator('footer');
  await expect(footer.getByText(/^Build Version: \S+ \/ dev/)).toBeVisible();
  await expect(footer.getByText('Dev', { exact: true })).toBeVisible();
  await expect(footer.getByText('© 2026 Wound Care EMR', { exact: true })).toBeVisible();
  await expect(footer.getByText(/^ICD-10-CM courtesy of CDC\/NCHS\. SNOMED CT® .*LOINC®/)).toBeVisible();
});

test('the profile block: user name, Profile, Lock EMR and Sign Out', async ({ page }) => {
  await signIn(page, EMAILS.admin);
  const nav = drawer(page);
  await expect(nav.getByText(NAMES.admin, { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('href', '/account');
  await expect(nav.getByRole('button', { name: 'Lock EMR', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
});

test('clinician: the notification bell shows a numeric unread badge', async ({ page }) => {
  await signIn(page, EMAILS.clinician);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  const unread = Number(/(\d+) unread/.exec(label)?.[1]);
  expect(unread).toBeGreaterThan(0);
  await expect(page.getByRole('banner').locator('.mantine-Indicator-indicator')).toHaveText(String(unread));
});
