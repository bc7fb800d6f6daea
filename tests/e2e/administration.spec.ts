// SPEC §2 User Config as an administrator meets it: a clinician user created with a practitioner,
// the invitation read from the mail folder, its link setting a password that meets the policy, the
// new user signing in (then 'Create Security PIN'), deactivated while signed in and their session
// ending at once; an IPA created under a new MSO; a clinician's markets edited and the change seen
// in what a one-market coordinator can schedule (SPEC §3 Practitioner markets); the admin screens
// axe-clean at three widths, with screenshots in tmp/screenshots.
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { mailTo } from '../mail-box';
import { EMAILS, expectNoSeriousA11yViolations, passPinGate, saveScreenshot, serverDataDir, signIn, signInForm } from './support';

/** The server's mail folder (scripts/e2e-server.mjs: one DATA_DIR per port, so per project). */
const mailDir = () => path.join(serverDataDir(), 'mail');
const NEW_PASSWORD = 'Field!Nurse2026';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

// The axe check injects its script (the app's CSP forbids inline scripts).
test.use({ bypassCSP: true });

/** A full load of `path`: the app opens with the PIN again (the device's data key is wrapped under it). */
async function go(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await passPinGate(page);
}

/** A Mantine select or multi-select: open it by its label, pick the option. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string): Promise<void> {
  await scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The invitation link in the newest mail to `email` (waits for it). */
async function invitationLink(email: string): Promise<string> {
  await expect
    .poll(() => mailTo(mailDir(), email).length, { message: `an invitation mailed to ${email}`, timeout: 15_000 })
    .toBeGreaterThan(0);
  const mail = mailTo(mailDir(), email).at(-1);
  const link = /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(link, `the link in the mail to ${email}`).toBeTruthy();
  return link as string;
}

test('an administrator invites a clinician, who sets a password and signs in; deactivated, their session ends', async ({
  page,
  browser,
}) => {
  const email = `robin.fielding.${Date.now()}@demo.test`;
  await signIn(page, EMAILS.admin);

  await test.step('create the user with a practitioner', async () => {
    await go(page, '/users/new');
    const form = page.getByRole('form', { name: 'New user' });
    await form.getByLabel('First name').fill('Robin');
    await form.getByLabel('Last name').fill('Fielding');
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('checkbox', { name: 'Staff', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Patient', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Clinician', exact: true }).check();
    await form.getByRole('checkbox', { name: 'FL', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Create a practitioner for this user' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Robin Fielding' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Change history' })).toBeVisible();
  });

  const userUrl = page.url();
  const link = await invitationLink(email);
  const context = await browser.newContext({ baseURL: new URL(userUrl).origin, timezoneId: 'America/New_York' });
  const newcomer = await context.newPage();

  await test.step('the invitation sets a password that meets the policy, and the user signs in', async () => {
    await newcomer.goto(new URL(link).pathname + new URL(link).search);
    const form = newcomer.getByRole('form', { name: 'Set your password' });
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Set password' }).click();
    await expect(form.getByText(/at least|must/i).first()).toBeVisible();
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Set password' }).click();
    await expect(newcomer.getByRole('link', { name: /sign in/i })).toBeVisible();

    await newcomer.goto('/sign-in');
    const signInFields = signInForm(newcomer);
    await signInFields.email.fill(email);
    await signInFields.password.fill(NEW_PASSWORD);
    await signInFields.submit.click();
    await expect(newcomer.getByRole('dialog', { name: 'Create Security PIN' })).toBeVisible({ timeout: 20_000 });
  });

  await test.step('deactivated by the administrator, the open session ends at once', async () => {
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Inactive').first()).toBeVisible();
    await newcomer.reload();
    await newcomer.waitForURL('**/sign-in**', { timeout: 20_000 });
    // A sign-in now is refused too.
    const again = signInForm(newcomer);
    await again.email.fill(email);
    await again.password.fill(NEW_PASSWORD);
    await again.submit.click();
    await expect(newcomer).toHaveURL(/\/sign-in/);
  });
  await context.close();
});

test('an administrator creates an IPA under a new MSO', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const mso = `Suncoast Care Partners ${suffix}`;
  const ipa = `Bayside Physicians IPA ${suffix}`;
  await signIn(page, EMAILS.admin);

  const create = async (name: string, type: 'MSO' | 'IPA', parent?: string) => {
    await go(page, '/payers/new');
    const form = page.getByRole('form', { name: 'New payer' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await choose(form, page, 'Type', type);
    if (parent) await choose(form, page, 'MSO', `${parent} (FL)`);
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByLabel('Address Line 1').fill('100 Harbour Way');
    await form.getByLabel('City').fill('Tampa');
    await choose(form, page, 'State', 'FL');
    await form.getByLabel('Zip Code').fill('33602');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/payers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  };

  await create(mso, 'MSO');
  const msoUrl = page.url();
  await create(ipa, 'IPA', mso);
  await expect(page.getByRole('link', { name: mso })).toBeVisible();
  await expect(page.getByText('No MSO associated with this IPA.')).toHaveCount(0);
  await go(page, msoUrl);
  await expect(page.getByRole('list', { name: 'IPAs' }).getByText(ipa)).toBeVisible();
});

test("a clinician's additional market makes them schedulable by that market's coordinator", async ({ page, browser }) => {
  await signIn(page, EMAILS.admin);
  // A Texas clinician, not yet planned by a Florida scheduler.
  await go(page, '/clinicians?state=TX');
  await page.locator('main a[href^="/clinicians/"]').first().click();
  await page.waitForURL(/\/clinicians\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  const name = (await page.getByRole('main').getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(name).not.toBe('');

  const scheduler = await browser.newContext({ baseURL: new URL(page.url()).origin, timezoneId: 'America/New_York' });
  const coordinator = await scheduler.newPage();
  // expiring@demo.test plans Florida only (patient, tasking; market FL).
  await signIn(coordinator, 'expiring@demo.test');
  const pickable = async () => {
    await go(coordinator, '/schedule');
    const picker = coordinator.getByRole('combobox', { name: 'Clinician' });
    await picker.fill(name.split(' ')[0] ?? name);
    return coordinator.getByRole('option', { name: new RegExp(name) });
  };
  await expect(await pickable()).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await choose(dialog, page, 'Additional Markets', 'Tampa Bay');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tampa Bay').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change history' })).toBeVisible();

  await expect(await pickable()).not.toHaveCount(0);
  await scheduler.close();
});

/** Each of `screens` (then each list's first record) axe-clean and photographed at the three widths. */
async function checkScreens(page: Page, screens: readonly string[], details: readonly string[] = []): Promise<void> {
  await signIn(page, EMAILS.admin);
  const check = async (name: string) => {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${name} at ${size.width}`);
      await saveScreenshot(page, `admin${name.replaceAll('/', '-')}-${size.width}.png`, { fullPage: true });
    }
  };
  for (const screen of screens) {
    await go(page, screen);
    await check(screen);
  }
  // One record of each kind: its detail page.
  for (const list of details) {
    await go(page, list);
    await page.locator(`main a[href^="${list}/"]:not([href$="/new"])`).first().click();
    await page.waitForURL(new RegExp(`${list}/[0-9a-f-]{36}$`));
    await check(`${list}-detail`);
  }
}

// Three tests of some fifteen checks each, not one of forty-five: each has its own time limit, and a
// failure names the group.
test.describe('the admin screens are axe-clean at phone, tablet and desktop widths', () => {
  test.describe.configure({ timeout: 180_000 });
  test('settings', async ({ page }) => {
    await checkScreens(page, ['/settings', '/settings/feature-flags', '/settings/switches', '/pcc-config', '/th-clinician']);
  });
  test('users and payers', async ({ page }) => {
    await checkScreens(page, ['/users', '/users/new', '/payers'], ['/users', '/payers']);
  });
  test('clinicians and teams', async ({ page }) => {
    await checkScreens(page, ['/clinicians', '/teams', '/lead-clinician'], ['/clinicians', '/lead-clinician']);
  });
});
