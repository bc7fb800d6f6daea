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
test.describe.configure({ timeout: 180_000 });

const COORDINATOR = 'coordinator@demo.test';

interface Admission {
  id: string;
  status: string;
  versionId: number;
}
interface Candidate {
  patientId: string;
  admissionId: string;
}

const PATIENT_LIST = `query($admission: [String!], $first: Int) { PatientList(admission: $admission, first: $first) { edges { node { id } } } }`;
const ADMISSIONS = `query($patientId: ID!) { AdmissionList(patientId: $patientId) { id status versionId } }`;
const REQUESTS = `query($patientId: ID!) { DischargeRequestList(patientId: $patientId) { edges { node { id status versionId admissionId notes reason } } } }`;
const ENCOUNTERS = `query { EncounterList(first: 1) { edges { node { patientId } } } }`;

/** Patients whose newest admission is active, in the list's order. */
async function activeAdmissions(api: ServerApi): Promise<Candidate[]> {
  const list = await api.graphql<{ PatientList: { edges: { node: { id: string } }[] } }>(PATIENT_LIST, {
    admission: ['active'],
    first: 12,
  });
  const out: Candidate[] = [];
  for (const { node } of list.PatientList.edges) {
    const { AdmissionList } = await api.graphql<{ AdmissionList: Admission[] }>(ADMISSIONS, { patientId: node.id });
    const newest = AdmissionList[0];
    if (newest?.status === 'active') out.push({ patientId: node.id, admissionId: newest.id });
  }
  return out;
}

let candidates: Promise<Candidate[]> | undefined;
const candidate = async (request: APIRequestContext, index: number): Promise<Candidate> => {
  candidates ??= serverApiAs(request, COORDINATOR).then(activeAdmissions);
  const found = (await candidates)[index];
  if (!found) throw new Error(`the demo seed has no active admission number ${index + 1}`);
  return found;
};

const admissionList = (page: Page) => page.getByRole('list', { name: 'Admissions' });
const badges = (page: Page) => admissionList(page).locator('.mantine-Badge-label');
/** The value under a label of the request (its <dd>). */
const field = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function shoot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `discharge-${name}.png`, { fullPage: true });
  await expectNoHorizontalOverflow(page, name);
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

SIZES.forEach((size, index) => {
  const at = `${size.width}x${size.height}`;
  test.describe(at, () => {
    test.use({ viewport: size });

    test(`holds and resumes an admission, files, views and edits a discharge request (${at})`, async ({ page, request }) => {
      const { patientId, admissionId } = await candidate(request, index);
      const api = await serverApiAs(request, COORDINATOR);
      await signIn(page, COORDINATOR);
      await page.goto(`/patients/${patientId}/admissions`);
      await passPinGate(page);
      const item = admissionList(page).getByRole('listitem').first();
      await expect(item.getByRole('button', { name: 'Put on hold' })).toBeVisible({ timeout: 20_000 });

      // On hold: hospitalized, with the hospital (SPEC §3 contained hospital organization).
      await item.getByRole('button', { name: 'Put on hold' }).click();
      const hold = page.getByRole('dialog', { name: 'Put on hold' });
      // The first pick in the app's first dialog has been seen not to take at 1440 (the option
      // clicked, the list left open, nothing chosen): picked again until the field shows it.
      const reason = hold.getByRole('combobox', { name: /^Hold reason/ });
      await expect(async () => {
        if ((await reason.getAttribute('aria-expanded')) !== 'true') await reason.click();
        await page.getByRole('option', { name: 'Hospitalized', exact: true }).click({ timeout: 5_000 });
        await expect(reason).toHaveValue('Hospitalized', { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await hold.getByRole('textbox', { name: 'Hospital' }).fill('Tampa General', { timeout: 15_000 });
      await expectNoSeriousA11yViolations(page, `hold dialog ${at}`);
      await hold.getByRole('button', { name: 'Save' }).click();
      await expect(hold).toBeHidden();
      await expect(item.getByText('Hospital: Tampa General')).toBeVisible();
      await expect(item.getByText('On hold: Hospitalized')).toBeVisible();
      await expect(badges(page).first()).toHaveText('Active - on hold');
      await shoot(page, `${at}-on-hold`);

      // 'Resume Admission', confirmed with 'Resume'.
      await item.getByRole('button', { name: 'Resume Admission' }).click();
      const resume = page.getByRole('dialog', { name: 'Resume Admission' });
      await resume.getByRole('button', { name: 'Resume', exact: true }).click();
      await expect(resume).toBeHidden();
      await expect(badges(page).first()).toHaveText('Active');
      await expect(item.getByText('Hospital: Tampa General')).toBeHidden();
      const resumed = await api.graphql<{ AdmissionList: Admission[] }>(ADMISSIONS, { patientId });
      expect(resumed.AdmissionList.find((a) => a.id === admissionId)?.status).toBe('active');

      // File a discharge request.
      await item.getByRole('link', { name: 'Request discharge' }).click();
      await expect(page).toHaveURL(new RegExp(`/patients/${patientId}/admissions/${admissionId}/discharge-request$`));
      const form = page.getByRole('form', { name: 'New discharge request' });
      await expect(form).toBeVisible();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('This field is required')).toHaveCount(2);
      await choose(page, 'Disposition', 'Primary care provider (PCP)');
      await choose(page, 'Discharge option', 'Transition to PCP with home health');
      // SPEC §2 'discharge-reason': one of the published reasons.
      await choose(page, 'Reason', 'Transferred to another provider');
      await expectNoSeriousA11yViolations(page, `new discharge request ${at}`);
      await shoot(page, `${at}-new`);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(new RegExp(`/admissions/${admissionId}/discharge-request/[0-9a-f-]{36}$`), { timeout: 15_000 });

      // The request, in words.
      await expect(page.getByRole('heading', { name: 'Discharge request', exact: true })).toBeVisible();
      await expect(field(page, 'Status')).toHaveText('Requested');
      await expect(field(page, 'Disposition')).toHaveText('Primary care provider (PCP)');
      await expect(field(page, 'Discharge option')).toHaveText('Transition to PCP with home health');
      await expect(field(page, 'Reason')).toHaveText('Transferred to another provider');
      await expect(field(page, 'Requested by')).toHaveText('Morgan Coordinator');
      await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(1);
      const ordered = await api.graphql<{ AdmissionList: Admission[] }>(ADMISSIONS, { patientId });
      expect(ordered.AdmissionList.find((a) => a.id === admissionId)?.status).toBe('discharge-ordered');
      await expectNoSeriousA11yViolations(page, `discharge request ${at}`);
      await shoot(page, `${at}-view`);

      // Edit it: Pending, with a note.
      await page.getByRole('link', { name: 'Edit' }).click();
      const edit = page.getByRole('form', { name: 'Edit discharge request' });
      await expect(edit.getByRole('combobox', { name: /^Reason/ })).toHaveValue('Transferred to another provider');
      await choose(page, 'Status', 'Pending');
      await edit.getByRole('textbox', { name: 'Notes' }).fill('Waiting on the PCP to accept.');
      await expectNoSeriousA11yViolations(page, `edit discharge request ${at}`);
      await shoot(page, `${at}-edit`);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/discharge-request\/[0-9a-f-]{36}$/, { timeout: 15_000 });
      await expect(field(page, 'Status')).toHaveText('Pending');
      await expect(field(page, 'Notes')).toHaveText('Waiting on the PCP to accept.');
      await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(2);
      const requests = await api.graphql<{
        DischargeRequestList: {
          edges: { node: { status: string; versionId: number; admissionId: string; notes: string; reason: string } }[];
        };
      }>(REQUESTS, { patientId });
      expect(requests.DischargeRequestList.edges.map((e) => e.node).find((r) => r.admissionId === admissionId)).toMatchObject({
        status: 'Pending',
        versionId: 2,
        notes: 'Waiting on the PCP to accept.',
        reason: 'transferred-to-another-provider',
      });

      // Back on the Admissions tab: 'Discharge pending', with the request's link.
      await page.getByRole('link', { name: 'Back to Admissions' }).click();
      await expect(page).toHaveURL(new RegExp(`/patients/${patientId}/admissions$`));
      await expect(badges(page).first()).toHaveText('Discharge pending');
      await expect(
        admissionList(page)
          .getByRole('link', { name: /^Discharge request for \d{2}\/\d{2}\/\d{4}$/ })
          .first(),
      ).toBeVisible();
      await expect(admissionList(page).getByRole('link', { name: 'Request discharge' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `admissions ${at}`);
      await shoot(page, `${at}-admissions`);
    });

    test(`the Encounters and Appointments tabs list a patient's visits (${at})`, async ({ page, request }) => {
      const api = await serverApiAs(request, COORDINATOR);
      const { EncounterList } = await api.graphql<{ EncounterList: { edges: { node: { patientId: string } }[] } }>(ENCOUNTERS);
      const patientId = EncounterList.edges[0]?.node.patientId;
      if (!patientId) throw new Error('the demo seed has no encounter');
      await signIn(page, COORDINATOR);
      await page.goto(`/patients/${patientId}/encounter`);
      await passPinGate(page);
      const encounters = page.getByRole('list', { name: 'Encounters' });
      await expect(encounters.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(/^Displayed \d+ of \d+ results$/)).toBeVisible();
      await expect(encounters.getByRole('listitem').first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)/);
      await expect(encounters.getByRole('listitem').first()).toContainText(/In person|Telehealth/);
      // Raw codes never show.
      await expect(encounters).not.toContainText(/in-progress|eSigned|checkedOut|soc-patient|follow-up\b/);
      await expectNoSeriousA11yViolations(page, `encounters ${at}`);
      await shoot(page, `${at}-encounters`);

      await page
        .getByRole('navigation', { name: 'Chart' })
        .getByRole('link', { name: /^Appointments/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/patients/${patientId}/appointments$`));
      const appointments = page.getByRole('list', { name: 'Appointments' });
      await expect(appointments.getByRole('listitem').first()).toBeVisible();
      await expect(appointments.locator('.mantine-Badge-label').first()).toHaveText(
        /^(Canceled|Checked In|Checked Out|Confirmed|Attention|Fulfilled|Missed|Pending|Signed|Amend Requested|Non Billable|Do Not Visit|Rescheduled)$/,
      );
      await expect(appointments).not.toContainText(/\b(booked|noshow|checked-in|waitlist)\b/);
      await expectNoSeriousA11yViolations(page, `appointments ${at}`);
      await shoot(page, `${at}-appointments`);
    });
  });
});

test.describe('390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the new discharge request form fits a phone and passes axe', async ({ page, request }) => {
    const { patientId, admissionId } = await candidate(request, SIZES.length);
    await signIn(page, COORDINATOR);
    await page.goto(`/patients/${patientId}/admissions/${admissionId}/discharge-request`);
    await passPinGate(page);
    await expect(page.getByRole('form', { name: 'New discharge request' })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, 'new discharge request 390x844');
    await shoot(page, '390x844-new');
  });
});

/** A patient whose newest admission is planned (not started yet), the `index`-th of the list. */
async function plannedAdmission(request: APIRequestContext, index: number): Promise<Candidate> {
  const api = await serverApiAs(request, COORDINATOR);
  const list = await api.graphql<{ PatientList: { edges: { node: { id: string } }[] } }>(PATIENT_LIST, {
    admission: ['planned'],
    first: 12,
  });
  const found: Candidate[] = [];
  for (const { node } of list.PatientList.edges) {
    const { AdmissionList } = await api.graphql<{ AdmissionList: Admission[] }>(ADMISSIONS, { patientId: node.id });
    const newest = AdmissionList[0];
    if (newest?.status === 'planned') found.push({ patientId: node.id, admissionId: newest.id });
  }
  const candidate = found[index];
  if (!candidate) throw new Error(`the demo seed has no planned admission number ${index + 1}`);
  return candidate;
}

// SPEC §2 'admission-cancellation-reason': a planned admission is cancelled with one of the published
// reasons, on a phone and on a tablet; the reason is the server's, as it was worded then.
[
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
].forEach((size, index) => {
  const at = `${size.width}x${size.height}`;
  test.describe(`cancel ${at}`, () => {
    test.use({ viewport: size });

    test(`a planned admission is cancelled with a published reason (${at})`, async ({ page, request }) => {
      const { patientId, admissionId } = await plannedAdmission(request, index);
      await signIn(page, COORDINATOR);
      await page.goto(`/patients/${patientId}/admissions`);
      await passPinGate(page);
      const item = admissionList(page).getByRole('listitem').first();
      await item.getByRole('button', { name: 'Cancel admission' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel admission' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('This field is required')).toBeVisible();
      await choose(page, 'Cancellation reason', 'Patient declined');
      await expectNoSeriousA11yViolations(page, `cancel admission dialog ${at}`);
      await shoot(page, `${at}-cancel-admission`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(badges(page).first()).toHaveText('Cancelled');
      const api = await serverApiAs(request, COORDINATOR);
      const after = await api.graphql<{ AdmissionList: (Admission & { cancellationReason: string | null })[] }>(
        `query($patientId: ID!) { AdmissionList(patientId: $patientId) { id status versionId cancellationReason } }`,
        { patientId },
      );
      expect(after.AdmissionList.find((a) => a.id === admissionId)).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'Patient declined',
      });
    });
  });
});
