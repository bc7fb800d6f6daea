// SPEC §2 Master lists, as the administrator: a care facility created with two contacts in 'New
// Care Facility' / 'New Contact Person', the second made primary (unsetting the first), kept after
// a reload, shown to a second user through the server, and a second one of the same name in the
// state warned before it is created; the list and the dialog axe-clean at three widths.
import { expect, type Page, test } from '@playwright/test';
import { EMAILS, expandGroup, expectNoSeriousA11yViolations, passPinGate, saveScreenshot, serverApiAs, signIn } from './support';

// axe-core is injected as an inline script, which the app's CSP forbids.
test.use({ bypassCSP: true });

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('dialog').getByLabel(label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addContact(page: Page, first: string, last: string, role: string): Promise<void> {
  await page.getByRole('button', { name: 'Add contact', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Contact Person' });
  await dialog.getByLabel(/^First Name/).fill(first);
  await dialog.getByLabel(/^Last Name/).fill(last);
  await dialog.getByLabel(/^Role/).fill(role);
  await dialog.getByRole('button', { name: 'Add contact', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function fillFacility(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New Care Facility', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Care Facility' });
  await dialog.getByLabel(/^Name/).fill(name);
  await choose(page, /^Type/, 'Assisted Living Facility');
  await dialog.getByLabel(/^Address Line 1/).fill('12 Harbor Way');
  await dialog.getByLabel(/^City/).fill('Tampa');
  await choose(page, /^State/, 'FL');
  await dialog.getByLabel(/^Zip Code/).fill('33602');
  await choose(page, /^County/, 'Hillsborough');
}

test('an administrator creates a care facility with two contacts, makes the second primary, and is warned of a duplicate', async ({
  page,
  request,
}) => {
  await signIn(page, EMAILS.admin);
  await (await expandGroup(page, 'Master Lists')).filter({ hasText: /^Care Facilities$/ }).click();
  await expect(page).toHaveURL(/\/master-list\/care-facility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Care Facilities' })).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `care facilities ${size.width}`);
    await saveScreenshot(page, `master-list-care-facility-${size.width}.png`, { fullPage: true });
  }

  const name = `Harbor View Assisted Living ${Date.now() % 100000}`;
  await fillFacility(page, name);
  const dialog = page.getByRole('dialog', { name: 'New Care Facility' });
  await expect(dialog.getByText('No contact person associated.')).toBeVisible();
  await addContact(page, 'Dana', 'Reyes', 'Director of Nursing');
  await addContact(page, 'Lee', 'Park', 'Front desk');
  const dana = dialog.getByRole('article', { name: 'Dana Reyes' });
  const lee = dialog.getByRole('article', { name: 'Lee Park' });
  await expect(dana.getByText('Primary', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Make primary: Lee Park' }).click();
  await expect(lee.getByText('Primary', { exact: true })).toBeVisible();
  await expect(dana.getByText('Primary', { exact: true })).toHaveCount(0);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `New Care Facility ${size.width}`);
    await saveScreenshot(page, `master-list-new-care-facility-${size.width}.png`);
  }
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Primary contact: Lee Park (Front desk)')).toBeVisible();

  // After a reload it is the server's; another settings user reads the same through the API.
  await page.reload();
  await passPinGate(page);
  await expect(page.getByRole('listitem').filter({ hasText: name }).getByText('Primary contact: Lee Park (Front desk)')).toBeVisible();
  const api = await serverApiAs(request, EMAILS.admin);
  const listed = await api.graphql<{
    getHealthCareFacilityList: { edges: { node: { contacts: { display: string; primary: boolean }[] } }[] };
  }>(
    'query($term: String) { getHealthCareFacilityList(type: "care-facility", term: $term) { edges { node { contacts { display primary } } } } }',
    { term: name },
  );
  expect(listed.getHealthCareFacilityList.edges[0]?.node.contacts).toEqual([
    { display: 'Lee Park', primary: true },
    { display: 'Dana Reyes', primary: false },
  ]);

  // The same name in the same state: shown before the create, and nothing is created on Cancel.
  await fillFacility(page, name);
  await page.getByRole('dialog', { name: 'New Care Facility' }).getByRole('button', { name: 'Save', exact: true }).click();
  const warning = page.getByRole('dialog', { name: 'Possible duplicate care facility' });
  await expect(warning.getByRole('list', { name: 'Facilities with this name' })).toContainText(name);
  await warning.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(warning).toBeHidden();
});

test('the PCPs list shows each practice with its physician, axe-clean at three widths', async ({ page }) => {
  await signIn(page, EMAILS.admin);
  await page.goto('/master-list/pcp-config');
  await passPinGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'PCPs' })).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .getByText(/^Primary contact: Dr /)
      .first(),
  ).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `PCPs ${size.width}`);
    await saveScreenshot(page, `master-list-pcp-${size.width}.png`);
  }
});
