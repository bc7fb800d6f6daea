// SPEC §2/§4/§5/§8/§9 account security, as a user meets it: the mandatory 'Create Security PIN'
// dialog with the e-mailed code, the password-expiry banner, the forced change at 0 days, the
// password-expired screen with its reset by code, and 'Edit PIN' refusing a wrong password.
// The codes are read from the mail the server writes under its DATA_DIR (tests/mail-box.ts).
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { latestCode, mailTo } from '../mail-box';
import { drawer, PASSWORD, PIN, passPinGate, serverApiAs, serverDataDir, signIn, signInForm } from './support';

/** The server's mail folder (scripts/e2e-server.mjs: one DATA_DIR per port, so per project). */
const mailDir = () => path.join(serverDataDir(), 'mail');

const ACCOUNTS = {
  newuser: 'newuser@demo.test',
  expiring: 'expiring@demo.test',
  mustchange: 'mustchange@demo.test',
  expired: 'expired@demo.test',
} as const;

const WRONG_PASSWORD = 'Wrong password! Please click change password in the user profile or contact your admin.';

/** The code of the next mail to `email`: waits until a message newer than `before` arrives. */
async function nextCode(email: string, before: number): Promise<string> {
  await expect
    .poll(() => mailTo(mailDir(), email).length, { message: `a code mailed to ${email}`, timeout: 15_000 })
    .toBeGreaterThan(before);
  const code = latestCode(serverDataDir(), email);
  expect(code, `the code in the mail to ${email}`).toMatch(/^[A-Za-z0-9]{6}$/);
  return code as string;
}

const mailCount = (email: string) => mailTo(mailDir(), email).length;

/** Every visible 'Toggle navigation' (one per layout) — opens the drawer on narrow screens; wide ones keep it open. */
async function openDrawerIfNeeded(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true });
  if ((await drawer(page).getByRole('button', { name: 'Sign Out', exact: true }).isVisible()) === false) await toggle.first().click();
}

test("(a) a new user creates their PIN in the mandatory 'Create Security PIN' dialog with the e-mailed code", async ({ page, request }) => {
  await signIn(page, ACCOUNTS.newuser);
  const dialog = page.getByRole('dialog', { name: 'Create Security PIN' });
  await expect(dialog).toBeVisible();
  // It cannot be closed: no close button, Escape does nothing.
  await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('New Pin', { exact: true }).fill(PIN);
  await dialog.getByLabel('Confirm Pin', { exact: true }).fill(PIN);
  await expect(dialog.getByText('Numeric 6-10 digits').first()).toBeVisible();
  const before = mailCount(ACCOUNTS.newuser);
  await dialog.getByRole('button', { name: 'Send code', exact: true }).click();
  await expect(dialog.getByText(/^A verification code was sent to n\*\*\*r@demo\.test\.$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend code', exact: true })).toBeEnabled();
  await dialog.getByLabel('Verification Code', { exact: true }).fill(await nextCode(ACCOUNTS.newuser, before));
  await dialog.getByRole('button', { name: 'Create PIN', exact: true }).click();

  await expect(dialog).toBeHidden();
  // The app goes on, and the PIN is real: Lock EMR appears, and the server knows.
  await openDrawerIfNeeded(page);
  await expect(drawer(page).getByRole('button', { name: 'Lock EMR', exact: true })).toBeVisible();
  const api = await serverApiAs(request, ACCOUNTS.newuser);
  expect(await api.graphql<{ me: { hasPin: boolean } }>('{ me { hasPin } }')).toEqual({ me: { hasPin: true } });
  // After a reload the app opens with the new PIN, and asks for none again.
  await page.reload();
  await passPinGate(page, PIN);
  await expect(page.getByRole('dialog', { name: 'Create Security PIN' })).toHaveCount(0);
});

test("(b) 5 days before expiry the banner warns, and 'Change it now.' leads to /account/password", async ({ page }) => {
  await signIn(page, ACCOUNTS.expiring);
  const banner = page.getByRole('status', { name: 'Password expiry' });
  await expect(banner).toContainText('Your password will expire in 5 days.');
  await banner.getByRole('link', { name: 'Change it now.', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await expect(page.getByText('Your password will expire in 5 days.')).toBeVisible();
});

test('(c) at 0 days the user is kept on /account/password until the password is changed', async ({ page }) => {
  const newPassword = 'Changed!2026secret';
  await signIn(page, ACCOUNTS.mustchange);
  await expect(page).toHaveURL(/\/account\/password$/);
  await expect(page.getByText('Your password expires today. Change it to continue using Wound Care EMR.')).toBeVisible();

  // Neither the menu nor the address bar leads anywhere else.
  await openDrawerIfNeeded(page);
  await drawer(page).getByRole('link', { name: 'Tasks', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/password$/);
  await page.goto('/account');
  await passPinGate(page);
  await expect(page).toHaveURL(/\/account\/password$/);

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Change Password', exact: true }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await drawer(page).getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.goto('/tasks');
  await passPinGate(page);
  await expect(page).toHaveURL(/\/tasks$/);
});

test('(d) an expired password: the password-expired screen, Reset Password, the mailed code, a new password, sign-in', async ({ page }) => {
  const newPassword = 'Renewed!2026secret';
  await page.goto('/sign-in');
  const signInFields = signInForm(page);
  await signInFields.email.fill(ACCOUNTS.expired);
  await signInFields.password.fill(PASSWORD);
  await signInFields.submit.click();

  await expect(page).toHaveURL(/\/password-expired$/);
  await expect(page.getByRole('heading', { name: 'Your password has been expired' })).toBeVisible();
  await expect(page.getByText('Your password has expired. Kindly reset your password to login.', { exact: true })).toBeVisible();
  expect(page.url()).not.toContain('demo.test');
  const before = mailCount(ACCOUNTS.expired);
  await page.getByRole('button', { name: 'Reset Password', exact: true }).click();

  await expect(page).toHaveURL(/\/account-verification$/);
  const verification = page.getByRole('form', { name: 'Account verification' });
  await expect(verification.getByText('e***d@demo.test')).toBeVisible();
  const code = await nextCode(ACCOUNTS.expired, before);

  // A wrong code first: 'Invalid Code' and the server's words, one attempt fewer.
  await verification.getByLabel('Verification Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await verification.getByRole('button', { name: 'Submit Code', exact: true }).click();
  await expect(verification.getByText('Invalid Code', { exact: true })).toBeVisible();
  await expect(verification.getByRole('alert')).toHaveText('Invalid verification code provided, please try again.');
  await expect(verification.getByText(/^2 attempts remaining · \d resends? remaining$/)).toBeVisible();

  await verification.getByLabel('Verification Code', { exact: true }).fill(code);
  await verification.getByRole('button', { name: 'Submit Code', exact: true }).click();
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await choose.getByLabel('New password', { exact: true }).fill(newPassword);
  await choose.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await choose.getByRole('button', { name: 'Save Password', exact: true }).click();

  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();
  await signIn(page, ACCOUNTS.expired, newPassword);
  await expect(page).not.toHaveURL(/\/(password-expired|account\/password)$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("(e) 'Edit PIN' with a wrong password shows 'Wrong password! …'", async ({ page }) => {
  await signIn(page, ACCOUNTS.expiring);
  await openDrawerIfNeeded(page);
  await drawer(page).getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'PIN', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/pin$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Edit PIN' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Edit PIN' });
  await form.getByLabel('Enter your password to change PIN', { exact: true }).fill('Not!2026thepassword');
  await form.getByLabel('New Pin', { exact: true }).fill('246813');
  await form.getByLabel('Confirm Pin', { exact: true }).fill('246813');
  const before = mailCount(ACCOUNTS.expiring);
  await form.getByRole('button', { name: 'Send code', exact: true }).click();
  await form.getByLabel('Verification Code', { exact: true }).fill(await nextCode(ACCOUNTS.expiring, before));
  await form.getByRole('button', { name: 'Save PIN', exact: true }).click();
  await expect(form.getByText(WRONG_PASSWORD, { exact: true })).toBeVisible();
  // Nothing changed: the old PIN still unlocks (the server still has it).
  await expect(page.getByText('Your PIN has been saved.')).toHaveCount(0);
});
