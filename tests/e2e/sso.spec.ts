// SPEC §2 /authenticate and §4 'SSO signed in': single sign-on through a real OpenID provider
// (scripts/oidc-dev-issuer.mjs, started by scripts/e2e-server.mjs on the next port), from the
// sign-in page's button to the clinician's start page, and the session refreshing afterwards
// through the same GET /refreshToken as a password session (SPEC §7).
import { expect, type Page, test } from '@playwright/test';
import { EMAILS, NAMES, passPinGate, START_PATHS } from './support';

const SSO_BUTTON = 'Sign in with single sign-on';

/** At the provider's development login page: any password, the e-mail is who you are. */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/'));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('the clinician signs in with single sign-on and lands on /my-schedule', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: SSO_BUTTON }).click();
  await signInAtProvider(page, EMAILS.clinician);

  await page.waitForURL((url) => url.pathname === START_PATHS.clinician, { timeout: 20_000 });
  // Signed in like after a password: with a PIN, the device's data opens with it.
  await passPinGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText(NAMES.clinician, { exact: true })).toBeVisible();

  // SPEC §7: under 1000 s left, the app refreshes through GET /refreshToken with our own refresh token.
  const before = await page.evaluate(() => JSON.parse(localStorage.getItem('emr.session') ?? 'null') as { refreshToken: string } | null);
  expect(before?.refreshToken).toBeTruthy();
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('emr.session') ?? '{}') as { expiresAt: number };
    localStorage.setItem('emr.session', JSON.stringify({ ...session, expiresAt: Date.now() + 500_000 }));
  });
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/refreshToken');
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await passPinGate(page);
  await expect
    .poll(() =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('emr.session') ?? 'null') as { refreshToken: string } | null)?.refreshToken),
    )
    .not.toBe(before?.refreshToken);
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
});

test('a deep link asked for before single sign-on is where the user lands', async ({ page }) => {
  await page.goto('/patients');
  await page.waitForURL((url) => url.pathname === '/sign-in');
  await page.getByRole('link', { name: SSO_BUTTON }).click();
  await signInAtProvider(page, EMAILS.admin);
  await page.waitForURL((url) => url.pathname === '/patients', { timeout: 20_000 });
  await passPinGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
});

test('an e-mail with no EMR user gets the clear message and a way back', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: SSO_BUTTON }).click();
  await signInAtProvider(page, 'stranger@elsewhere.test');

  await page.waitForURL((url) => url.pathname === '/authenticate');
  await expect(page.getByRole('alert')).toContainText('Your single sign-on account is not linked to an EMR user. Please contact support.');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("the provider's refusal is shown, not a blank page", async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: SSO_BUTTON }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/'));
  // The user declines at the provider ('[ Cancel ]' on its development login page).
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await page.waitForURL((url) => url.pathname === '/authenticate');
  await expect(page.getByRole('alert')).toContainText('Single sign-on was cancelled or access was denied by your identity provider.');
});
