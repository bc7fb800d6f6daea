import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  drawer,
  EMAILS,
  enterPin,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  passPinGate,
  pinGate,
  type ServerApi,
  saveScreenshot,
  serverApiAs,
  signIn,
} from './support';

// axe is injected as an inline script, which the app's CSP forbids; dates are calendar dates,
// but the device's zone is fixed all the same.
test.use({ timezoneId: 'America/New_York', bypassCSP: true });

// Sign-in, a search and twelve tabs: a ceiling for a busy 2-core machine, not a wait.
test.describe.configure({ timeout: 120_000 });

const COORDINATOR = 'coordinator@demo.test';

/** SPEC §2 chart tabs, in order: key, label, path below /patients/{id}/. */
const TABS = [
  { key: 'communication-log', label: 'Communication & Notes', path: 'communication-log' },
  { key: 'alerts', label: 'Alerts', path: 'alerts' },
  { key: 'demographics', label: 'Demographics', path: 'demographics' },
  { key: 'coverages', label: 'Insurance, Eligibility & Authorizations', path: 'coverages' },
  { key: 'referrals', label: 'Referrals', path: 'referrals' },
  { key: 'admissions', label: 'Admissions', path: 'admissions' },
  { key: 'encounter', label: 'Encounters', path: 'encounter' },
  { key: 'problems', label: 'Problems List', path: 'problemslist/problems' },
  { key: 'documents', label: 'Documents', path: 'documents' },
  { key: 'orders', label: 'Orders', path: 'orders' },
  { key: 'appointments', label: 'Appointments', path: 'appointments' },
  { key: 'tasks', label: 'Tasks', path: 'tasks' },
] as const;

/** The region each tab's content shows (its Section's title); the placeholder is shown by none. */
const TAB_REGIONS: Readonly<Record<string, string>> = {
  'communication-log': 'Communication & Notes',
  alerts: 'Alerts',
  coverages: 'Insurance',
  referrals: 'Referrals',
  encounter: 'Encounters',
  problems: 'Diagnoses',
  documents: 'Documents',
  orders: 'Orders',
  appointments: 'Appointments',
  tasks: 'Tasks',
};
const NOT_YET = 'This area is not available in this version yet.';

/** SPEC §2 Demographics labels, in their order, with the patient's care providers (SPEC §3 generalPractitioner, home health) after the time zone. */
const DEMOGRAPHICS_LABELS = [
  'Full Name',
  'Preferred Name',
  'Gender',
  'Date of Birth',
  'Marital Status',
  'External Patient Number',
  'SSN - Last 4 Digits',
  'Phone Number',
  'Email',
  'Fax',
  'Race',
  'Ethnicity',
  'Time Zone',
  'Primary Care Physician',
  'Home Health',
  'Emergency Contact',
  'Relationship',
  'Caregivers',
  'Addresses',
];

/** SPEC §4 admission labels. */
const ADMISSION_LABELS: Record<string, string> = {
  planned: 'Planned',
  'planned-scheduled': 'Planned (Scheduled)',
  'onhold-planned': 'Planned - on hold',
  waitlist: 'Planned - on hold',
  active: 'Active',
  'onhold-active': 'Active - on hold',
  onhold: 'Active - on hold',
  'onhold-hospitalized': 'Active - on hold',
  'discharge-ordered': 'Discharge pending',
  discharged: 'Discharged',
  cancelled: 'Cancelled',
  finished: 'Finished',
};

interface ListedPatient {
  id: string;
  name: string;
  givenName: string;
  familyName: string;
  state: string | null;
}

interface ChartFacts {
  /** A patient with an active admission, the tab counts of its chart and its admissions' statuses (newest first). */
  admitted: ListedPatient;
  counts: Record<string, number>;
  admissionStatuses: string[];
  /** A patient who lives in TX (not the FL clinician's). */
  inTx: ListedPatient;
}

const PATIENT_LIST = `query PatientList($state: String, $admission: [String!], $first: Int) {
  PatientList(state: $state, admission: $admission, first: $first) {
    edges { node { id name givenName familyName state } }
  }
}`;
const PATIENT_CHART = `query PatientChart($id: ID!) { PatientChart(id: $id) { tabs { key count } } }`;
const ADMISSION_LIST = `query AdmissionList($patientId: ID!) { AdmissionList(patientId: $patientId) { id status } }`;

async function firstPatient(api: ServerApi, variables: { state?: string; admission?: string[] }): Promise<ListedPatient> {
  const list = await api.graphql<{ PatientList: { edges: { node: ListedPatient }[] } }>(PATIENT_LIST, { ...variables, first: 1 });
  const node = list.PatientList.edges[0]?.node;
  if (!node) throw new Error(`the demo seed has no patient for ${JSON.stringify(variables)}`);
  return node;
}

async function readChartFacts(request: APIRequestContext): Promise<ChartFacts> {
  const api = await serverApiAs(request, COORDINATOR);
  const admitted = await firstPatient(api, { admission: ['active'] });
  const chart = await api.graphql<{ PatientChart: { tabs: { key: string; count: number }[] } }>(PATIENT_CHART, { id: admitted.id });
  expect(
    chart.PatientChart.tabs.map((t) => t.key),
    "PatientChart's tabs are SPEC's twelve, in order",
  ).toEqual(TABS.map((t) => t.key));
  const admissions = await api.graphql<{ AdmissionList: { id: string; status: string }[] }>(ADMISSION_LIST, { patientId: admitted.id });
  expect(admissions.AdmissionList.length, 'the admitted patient has admissions').toBeGreaterThan(0);
  const inTx = await firstPatient(api, { state: 'TX' });
  expect(inTx.state).toBe('TX');
  return {
    admitted,
    counts: Object.fromEntries(chart.PatientChart.tabs.map((t) => [t.key, t.count])),
    admissionStatuses: admissions.AdmissionList.map((a) => a.status),
    inTx,
  };
}

let facts: ChartFacts | undefined;
/** Read once per worker (the seed does not change under this spec: it only reads). */
async function chartFacts(request: APIRequestContext): Promise<ChartFacts> {
  facts ??= await readChartFacts(request);
  return facts;
}

// ---- the screen ----

const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const chartNav = (page: Page) => page.getByRole('navigation', { name: 'Chart' });
/** A tab of the nav: its label, then its count badge. */
const tabLink = (page: Page, label: string) => chartNav(page).getByRole('link', { name: new RegExp(`^${escapeRe(label)}\\s*\\d+$`) });
const chartHeading = (page: Page, patient: ListedPatient) => page.getByRole('heading', { level: 1, name: patient.name, exact: true });
const demographicsLabels = (page: Page) => page.getByRole('region', { name: 'Demographics' }).locator('dt');
const admissionList = (page: Page) => page.getByRole('list', { name: 'Admissions' });
/** Below sm, the button that names the open tab with its count. */
const tabMenuButton = (page: Page, label: string, count: number) => page.getByRole('button', { name: `${label} (${count})`, exact: true });

/** After a full load: the PIN when asked, then `target` (which may be outside the app's shell). */
async function expectAfterGate(page: Page, target: Locator): Promise<void> {
  await expect(pinGate(page).or(target).first()).toBeVisible({ timeout: 20_000 });
  if (await pinGate(page).isVisible()) await enterPin(page);
  await expect(target).toBeVisible();
}

/** Opens /patients through the drawer's 'Patients' (on a narrow screen the drawer is opened first). */
async function openPatientsFromDrawer(page: Page): Promise<void> {
  const link = drawer(page).getByRole('link', { name: 'Patients', exact: true });
  if ((page.viewportSize()?.width ?? 0) < 992) {
    await page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true }).first().click();
    await expect(link).toBeInViewport();
  }
  await link.click();
  await expect(page).toHaveURL(/\/patients$/);
}

/** The chart is on Demographics: every SPEC label, in order. */
async function expectDemographics(page: Page, patient: ListedPatient): Promise<void> {
  await expect(chartHeading(page, patient)).toBeVisible();
  await expect(demographicsLabels(page)).toHaveText(DEMOGRAPHICS_LABELS);
  for (const label of DEMOGRAPHICS_LABELS) await expect(demographicsLabels(page).getByText(label, { exact: true })).toBeVisible();
}

/** The Admissions tab shows each admission (newest first) with its SPEC §4 badge. */
async function expectAdmissions(page: Page, statuses: readonly string[]): Promise<void> {
  const items = admissionList(page).getByRole('listitem');
  await expect(items).toHaveCount(statuses.length);
  await expect(items.locator('.mantine-Badge-label')).toHaveText(statuses.map((s) => ADMISSION_LABELS[s] ?? s));
  await expect(items.first().locator('.mantine-Badge-label')).toBeVisible();
  // The raw status codes never show.
  await expect(admissionList(page)).not.toContainText(/onhold-|discharge-ordered|planned-scheduled/);
}

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;
  test.describe(at, () => {
    test.use({ viewport: size });

    test(`the coordinator opens a chart from a search and walks every tab (${at})`, async ({ page, request }) => {
      const { admitted, counts, admissionStatuses } = await chartFacts(request);
      await signIn(page, COORDINATOR);
      await openPatientsFromDrawer(page);

      // A search result opens the chart on Demographics.
      const box = page.getByRole('searchbox', { name: 'Search patients' });
      await box.fill(admitted.name);
      await box.press('Enter');
      const result = page.getByRole('list', { name: 'Patients' }).locator(`a[href="/patients/${admitted.id}"]`);
      await expect(result).toHaveText(`${admitted.familyName}, ${admitted.givenName}`);
      await result.click();
      await expect(page).toHaveURL(new RegExp(`/patients/${admitted.id}$`));
      await expectDemographics(page, admitted);

      // The row of tabs: SPEC's twelve in order, each with the server's count, Demographics open.
      await expect(chartNav(page)).toBeVisible();
      await expect(chartNav(page).getByRole('link')).toHaveCount(TABS.length);
      await expect(chartNav(page).getByRole('link')).toHaveText(TABS.map((t) => new RegExp(`^${escapeRe(t.label)}\\s*${counts[t.key]}$`)));
      await expect(tabLink(page, 'Demographics')).toHaveAttribute('aria-current', 'page');
      await expect(chartNav(page).locator('[aria-current="page"]')).toHaveCount(1);
      // The phone's menu button is not shown at this width.
      await expect(tabMenuButton(page, 'Demographics', counts.demographics ?? 0)).toBeHidden();

      // Every tab: the address becomes its path, it is the current one, and its content shows.
      for (const tab of TABS) {
        await tabLink(page, tab.label).click();
        await expect(page).toHaveURL(new RegExp(`/patients/${admitted.id}/${escapeRe(tab.path)}$`));
        await expect(tabLink(page, tab.label)).toHaveAttribute('aria-current', 'page');
        await expect(chartNav(page).locator('[aria-current="page"]')).toHaveCount(1);
        await expect(chartHeading(page, admitted)).toBeVisible();
        if (tab.key === 'demographics') await expectDemographics(page, admitted);
        else if (tab.key === 'admissions') await expectAdmissions(page, admissionStatuses);
        else await expect(page.getByRole('region', { name: TAB_REGIONS[tab.key] ?? tab.label, exact: true })).toBeVisible();
        await expect(page.getByText(NOT_YET, { exact: true })).toHaveCount(0);
      }

      // Admissions again: at least one badge, the newest first.
      await tabLink(page, 'Admissions').click();
      await expect(page).toHaveURL(new RegExp(`/patients/${admitted.id}/admissions$`));
      await expectAdmissions(page, admissionStatuses);

      // An unknown tab name is Not Found, not the chart.
      await page.goto(`/patients/${admitted.id}/nope`);
      await expectAfterGate(page, page.getByRole('heading', { level: 1, name: 'Not Found' }));
      await expect(chartNav(page)).toHaveCount(0);
      await expect(chartHeading(page, admitted)).toHaveCount(0);
    });
  });
}

test.describe('390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone the tab row is a menu button naming the open tab; it lists the 12 tabs and opens one', async ({ page, request }) => {
    const { admitted, counts, admissionStatuses } = await chartFacts(request);
    await signIn(page, COORDINATOR);
    await page.goto(`/patients/${admitted.id}`);
    await passPinGate(page);
    await expectDemographics(page, admitted);

    await expect(chartNav(page)).toBeHidden();
    const button = tabMenuButton(page, 'Demographics', counts.demographics ?? 0);
    await expect(button).toBeVisible();
    await expect(button).toBeInViewport();
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(TABS.map((t) => new RegExp(`^${escapeRe(t.label)}\\s*${counts[t.key]}$`)));
    await expect(items.filter({ hasText: /^Demographics/ })).toHaveAttribute('aria-current', 'page');

    await items.filter({ hasText: /^Admissions/ }).click();
    await expect(page).toHaveURL(new RegExp(`/patients/${admitted.id}/admissions$`));
    await expect(menu).toBeHidden();
    await expect(tabMenuButton(page, 'Admissions', counts.admissions ?? 0)).toBeVisible();
    await expectAdmissions(page, admissionStatuses);
  });
});

test('the FL clinician cannot open the chart of a TX patient', async ({ page, request }) => {
  const { inTx } = await chartFacts(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, EMAILS.clinician);
  await page.goto(`/patients/${inTx.id}`);
  // The server refuses (FORBIDDEN): SPEC §2's 403 page, not the chart.
  await expectAfterGate(page, page.getByRole('heading', { level: 1, name: 'Forbidden', exact: true }));
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(page.getByText(/permission/).first()).toBeVisible();
  await expect(chartHeading(page, inTx)).toHaveCount(0);
  await expect(chartNav(page)).toHaveCount(0);
  await expect(page.getByText('Full Name', { exact: true })).toHaveCount(0);
  await expect(page.getByText(inTx.name)).toHaveCount(0);
  await saveScreenshot(page, 'chart-forbidden-1440x900.png');
});

test('the coordinator puts a planned admission on hold with a reason, then removes the hold; the server has each step', async ({
  page,
  request,
}) => {
  const api = await serverApiAs(request, COORDINATOR);
  const planned = await firstPatient(api, { admission: ['planned'] });
  const before = await api.graphql<{ AdmissionList: { id: string; status: string; versionId: number }[] }>(
    'query($patientId: ID!) { AdmissionList(patientId: $patientId) { id status versionId } }',
    { patientId: planned.id },
  );
  const target = before.AdmissionList.find((a) => a.status === 'planned' || a.status === 'planned-scheduled');
  if (!target) throw new Error('the planned patient has no planned admission');
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, COORDINATOR);
  await page.goto(`/patients/${planned.id}/admissions`);
  await passPinGate(page);
  const item = admissionList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Put on hold' }) })
    .first();
  await item.getByRole('button', { name: 'Put on hold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Put on hold' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Hold reason' }).click();
  await page.getByRole('option', { name: 'Eligibility', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(admissionList(page).getByText('On hold: Eligibility')).toBeVisible();
  await expect(admissionList(page).locator('.mantine-Badge-label').filter({ hasText: 'Planned - on hold' }).first()).toBeVisible();
  const held = await api.graphql<{ AdmissionList: { id: string; status: string; versionId: number }[] }>(
    'query($patientId: ID!) { AdmissionList(patientId: $patientId) { id status versionId } }',
    { patientId: planned.id },
  );
  expect(held.AdmissionList.find((a) => a.id === target.id)).toMatchObject({ status: 'onhold-planned', versionId: target.versionId + 1 });

  await admissionList(page).getByRole('button', { name: 'Remove hold' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Remove hold' });
  await confirm.getByRole('button', { name: 'Remove hold' }).click();
  await expect(confirm).toBeHidden();
  await expect(admissionList(page).getByText('On hold: Eligibility')).toBeHidden();
  const after = await api.graphql<{ AdmissionList: { id: string; status: string; versionId: number }[] }>(
    'query($patientId: ID!) { AdmissionList(patientId: $patientId) { id status versionId } }',
    { patientId: planned.id },
  );
  expect(after.AdmissionList.find((a) => a.id === target.id)).toMatchObject({ status: 'planned', versionId: target.versionId + 2 });
});

const SHOT_SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

for (const size of SHOT_SIZES) {
  const at = `${size.width}x${size.height}`;
  test.describe(`axe ${at}`, () => {
    test.use({ viewport: size });

    test(`the chart (Demographics, Admissions) passes axe and is photographed (${at})`, async ({ page, request }) => {
      const { admitted, counts, admissionStatuses } = await chartFacts(request);
      await signIn(page, COORDINATOR);
      await page.goto(`/patients/${admitted.id}`);
      await passPinGate(page);
      await expectDemographics(page, admitted);
      await expectNoSeriousA11yViolations(page, `chart Demographics ${at}`);
      await saveScreenshot(page, `chart-${at}.png`);
      await saveScreenshot(page, `chart-${at}-full.png`, { fullPage: true });
      await expectNoHorizontalOverflow(page, `chart Demographics ${at}`);

      if (size.width < 768) {
        await tabMenuButton(page, 'Demographics', counts.demographics ?? 0).click();
        await page
          .getByRole('menu')
          .getByRole('menuitem')
          .filter({ hasText: /^Admissions/ })
          .click();
      } else {
        await tabLink(page, 'Admissions').click();
      }
      await expect(page).toHaveURL(new RegExp(`/patients/${admitted.id}/admissions$`));
      await expectAdmissions(page, admissionStatuses);
      await expectNoSeriousA11yViolations(page, `chart Admissions ${at}`);
      await saveScreenshot(page, `chart-${at}-admissions.png`);
      await saveScreenshot(page, `chart-${at}-admissions-full.png`, { fullPage: true });
      await expectNoHorizontalOverflow(page, `chart Admissions ${at}`);
    });
  });
}
