// SPEC §2 UI pieces (the searchable list, the same component on every list page) and §5 'Enter
// searches': Enter pressed while the list is still loading must not leave it loading for good.
// The coordinator's /patients list is slowed down (its PatientList requests are held until the
// test lets them go); Enter is pressed, or a filter chip clicked then Enter, while a page is on
// its way; the rows must come.
import { expect, type Page, type Route, test } from '@playwright/test';
import { passPinGate, signIn } from './support';

test.use({ timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } });

const COORDINATOR = 'coordinator@demo.test';
const ACTIVE_CHIP = 'Active (includes Discharge Pending)';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search patients' });
const rows = (page: Page) => page.getByRole('list', { name: 'Patients' }).getByRole('listitem');
const spinner = (page: Page) => page.getByRole('progressbar', { name: 'Loading results' });

/**
 * Holds every PatientList request until `release()`; `held()` resolves once one is being held
 * (the list is then loading). A request the page gave up meanwhile is let go quietly.
 */
async function slowPatientList(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldOne!: () => void;
  const held = new Promise<void>((resolve) => {
    heldOne = resolve;
  });
  await page.route('**/graphql', async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'PatientList') return route.fallback();
    heldOne();
    await released;
    await route.continue().catch(() => undefined);
  });
  return { held, release };
}

test('Enter pressed again while the search is loading: the rows come', async ({ page }) => {
  await signIn(page, COORDINATOR);
  await page.goto('/patients');
  await passPinGate(page);
  await expect(searchBox(page)).toBeVisible();

  const slow = await slowPatientList(page);
  await searchBox(page).fill('a');
  await searchBox(page).press('Enter');
  await slow.held;
  await expect(spinner(page)).toBeVisible();
  // Impatient: Enter again on the same words while the first page is on its way.
  await searchBox(page).press('Enter');
  slow.release();

  await expect(rows(page).first()).toBeVisible();
  await expect(spinner(page)).toHaveCount(0);
  await expect(page.getByText(/^Displayed \d+ of \d+ results$/)).toBeVisible();
});

test('a filter chip clicked, then Enter while its list is loading: the rows come', async ({ page }) => {
  await signIn(page, COORDINATOR);
  await page.goto('/patients');
  await passPinGate(page);
  await expect(page.getByText(ACTIVE_CHIP, { exact: true })).toBeVisible();

  const slow = await slowPatientList(page);
  await page.getByText(ACTIVE_CHIP, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: ACTIVE_CHIP })).toBeChecked();
  await slow.held;
  await expect(spinner(page)).toBeVisible();
  await searchBox(page).press('Enter');
  slow.release();

  await expect(rows(page).first()).toBeVisible();
  await expect(spinner(page)).toHaveCount(0);
  await expect(page.getByText(/^Displayed \d+ of \d+ results$/)).toBeVisible();
});
