// SPEC §2 Master lists, as the administrator: a care facility created with two contacts in 'New
// Care Facility' / 'New Contact Person', the second made primary (unsetting the first), kept after
// a reload, shown to a second user through the server, and a second one of the same name in the
// state warned before it is created; a facility found from a patient's address in the Care Facility
// Lookup, its contact picked in the Care Facility Contact step, shown on the chart with the
// patient's home health agency; the list and the dialogs axe-clean at three widths.
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
  // Twelve axe checks and three screenshots' widths besides the work: a minute was too little on a busy CI machine.
  test.setTimeout(150_000);
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

test("a patient's facility address picks the facility's contact in the Care Facility Contact step; the chart shows it with the home health agency", async ({
  page,
  request,
}) => {
  // Two dialogs and a save on a busy machine: a ceiling, not a wait.
  test.setTimeout(120_000);
  const api = await serverApiAs(request, EMAILS.admin);
  const name = `Harbor Point Assisted Living ${Date.now() % 100000}`;
  await api.graphql(
    `mutation($o: HealthCareFacilityInput!, $p: [FacilityContactInput!]) { createHealthCareFacility(organization: $o, practitioners: $p) { id } }`,
    {
      o: {
        name,
        type: 'assisted-living-facility',
        address: { line1: '12 Harbor Way', city: 'Tampa', state: 'FL', postalCode: '33602', county: 'Hillsborough' },
      },
      p: [
        { firstName: 'Dana', lastName: 'Reyes', role: 'Director of Nursing', active: true, primary: false },
        { firstName: 'Lee', lastName: 'Park', role: 'Front desk', active: true, primary: true },
      ],
    },
  );
  await signIn(page, EMAILS.admin);
  const patients = await api.graphql<{ PatientList: { edges: { node: { id: string; name: string } }[] } }>(
    'query { PatientList(state: "UT", first: 1) { edges { node { id name } } } }',
  );
  const patient = patients.PatientList.edges[0]?.node;
  if (!patient) throw new Error('the demo seed has no patient in UT');
  await page.setViewportSize(SIZES[1]);
  await page.goto(`/patients/${patient.id}/demographics`);
  await passPinGate(page);
  const section = page.getByRole('region', { name: 'Demographics' });
  await section.getByRole('button', { name: 'Edit Demographics' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Demographics' });
  await edit.getByRole('button', { name: 'Add address' }).click({ timeout: 20_000 });
  const address = edit.getByRole('group', { name: /^Address \d$/ }).last();
  await address.getByRole('radio', { name: 'Facility' }).check();
  await address.getByRole('button', { name: 'Care Facility Lookup' }).click();
  const lookup = page.getByRole('dialog', { name: 'Care Facility Lookup' });
  await lookup.getByRole('searchbox', { name: 'Search care facilities' }).fill(name);
  await lookup.getByRole('searchbox', { name: 'Search care facilities' }).press('Enter');
  await lookup.getByRole('button', { name: new RegExp(name) }).click();
  await lookup.getByRole('button', { name: 'Next', exact: true }).click();
  const step = page.getByRole('dialog', { name: 'Care Facility Contact' });
  await expect(step.getByRole('radio', { name: 'None' })).toBeChecked();
  await step.getByRole('radio', { name: /Lee Park \(Primary\)/ }).check();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `Care Facility Contact ${size.width}`);
    await saveScreenshot(page, `care-facility-contact-${size.width}.png`);
  }
  await step.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(address.getByText('Contact: Lee Park')).toBeVisible();
  const homeHealth = edit.getByRole('combobox', { name: 'Home Health' });
  await homeHealth.click();
  const agency = page.getByRole('option').first();
  await expect(agency).toBeVisible();
  await agency.click();
  const agencyName = await homeHealth.inputValue();
  expect(agencyName).not.toBe('');
  const consent = edit.getByRole('radio', { name: 'Yes' });
  if (await consent.isEnabled()) await consent.check();
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden({ timeout: 20_000 });
  await expect(section.getByText(`Facility: ${name} · Contact: Lee Park`)).toBeVisible();
  await expect(section.getByText(agencyName, { exact: true })).toBeVisible();
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

test('an administrator adds a market with its counties on Market Team, sees each market with its teams, axe-clean at three widths', async ({
  page,
}) => {
  await signIn(page, EMAILS.admin);
  await (await expandGroup(page, 'User Config')).filter({ hasText: /^Market Team$/ }).click();
  await expect(page).toHaveURL(/\/master-list\/market-team-config$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Market Team' })).toBeVisible();
  // The seeded Tampa Bay market serves its counties and manages the two demo care teams.
  await page.getByRole('searchbox', { name: 'Search markets' }).fill('Tampa Bay');
  await page.getByRole('searchbox', { name: 'Search markets' }).press('Enter');
  const tampa = page.getByRole('list', { name: 'Markets' }).getByRole('listitem').filter({ hasText: 'Tampa Bay' });
  await expect(tampa.getByText(/^FL · Counties: .*Hillsborough/)).toBeVisible();
  await expect(tampa.getByText(/^Teams: /)).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `Market Team ${size.width}`);
    await saveScreenshot(page, `market-team-${size.width}.png`, { fullPage: true });
  }

  const name = `Space Coast ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'New Market', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Market' });
  await dialog.getByLabel(/^Name/).fill(name);
  await choose(page, /^State/, 'FL');
  const counties = dialog.getByLabel('Counties', { exact: true });
  for (const county of ['Brevard', 'Volusia']) {
    await counties.click();
    await counties.fill(county);
    await page.getByRole('option', { name: county, exact: true }).click();
  }
  // Away from the counties: their list closes.
  await dialog.getByLabel(/^Name/).click();
  await expect(page.getByRole('option', { name: 'Brevard', exact: true })).toBeHidden();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `New Market ${size.width}`);
    await saveScreenshot(page, `market-team-new-${size.width}.png`);
  }
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await page.getByRole('searchbox', { name: 'Search markets' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search markets' }).press('Enter');
  const row = page.getByRole('list', { name: 'Markets' }).getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('FL · Counties: Brevard, Volusia')).toBeVisible();
  await expect(row.getByText('No teams')).toBeVisible();
  // It is the server's: after a reload it is still there, and an edit keeps its name and state.
  await page.reload();
  await passPinGate(page);
  await page.getByRole('searchbox', { name: 'Search markets' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search markets' }).press('Enter');
  await page.getByRole('button', { name, exact: true }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel(/^Name/)).toBeDisabled();
  await expect(edit.getByRole('list', { name: 'Change history' })).toContainText('Created');
});
