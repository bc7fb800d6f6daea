// DESIGN §7: each main screen passes axe-core with no serious or critical violation, at a
// phone, a tablet and a desktop width (the drawer open on the phone as well).
import { expect, test } from '@playwright/test';
import { drawer, EMAILS, expectNoSeriousA11yViolations, START_PATHS, signIn } from './support';

// axe is injected as an inline script, which the app's CSP rightly forbids.
test.use({ bypassCSP: true });

test('the axe check itself fails on a serious violation', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    document.querySelector('main')?.append(img);
  });
  await expect(expectNoSeriousA11yViolations(page, 'an image without alt')).rejects.toThrow(/image-alt/);
});

const SIZES = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;

  test.describe(at, () => {
    test.use({ viewport: size });

    test(`sign-in at ${at}`, async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/sign-in ${at}`);
    });

    for (const who of ['admin', 'clinician'] as const) {
      test(`${who} shell at ${at}`, async ({ page }) => {
        await signIn(page, EMAILS[who]);
        await expect(page).toHaveURL(new RegExp(`${START_PATHS[who]}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${who} ${START_PATHS[who]} ${at}`);

        await page.goto('/account');
        await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${who} /account ${at}`);

        if (size.width < 992) {
          // At md and below the drawer is temporary: open it with the menu toggle.
          // Closed, it sits off-screen (translated out of view).
          const signOutButton = drawer(page).getByRole('button', { name: 'Sign Out', exact: true });
          await expect(signOutButton).not.toBeInViewport();
          await page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true }).click();
          await expect(signOutButton).toBeInViewport();
          await expect(drawer(page).getByRole('link', { name: 'Patients', exact: true })).toBeInViewport();
          await expectNoSeriousA11yViolations(page, `${who} /account drawer open ${at}`);
        }
      });
    }
  });
}
