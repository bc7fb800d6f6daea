// DESIGN §4 / §7: the charts of the patients on a clinician's week open offline, for real. The
// clinician signs in with signal, My Schedule downloads the pack (it carries each week patient's
// chart frame and admissions, sealed on the device), the service worker keeps the chart's pages;
// then the browser goes offline and reloads. A week patient's chart opens from the device:
// Demographics with SPEC §2's labels and 'Appointment Available Time', the Admissions tab with the
// server's admissions; chart edits are off and say so ('Changes to the chart need a connection.').
// A patient who is not on the week does not open offline (the server would be needed). Online, the
// coordinator changes the availability and prints the Face Sheet. axe, and screenshots at 1024×768
// and 390×844 in tmp/screenshots/chart-offline-*.png and chart-availability-editor-*.png.
//
// Which patients to open is read from the server as the clinician (MySchedule, the pack itself).
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pdfText } from '../integration/pdf-text';
import {
  EMAILS,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  menuPagesKept,
  offlineBanner,
  passPinGate,
  saveScreenshot,
  serverApiAs,
  signIn,
  WITH_SERVICE_WORKER,
  waitForServiceWorkerControl,
} from './support';

// Offline work or the service worker itself is what this file tests.
test.use(WITH_SERVICE_WORKER);

const TIME_ZONE = 'America/New_York';
// axe is injected as an inline script, which the app's CSP forbids.
test.use({ timezoneId: TIME_ZONE, bypassCSP: true, viewport: { width: 1024, height: 768 } });
// Sign-in, the pack, the service worker's warm-up and two offline reloads: a ceiling for a busy
// 2-core machine, not a wait.
test.describe.configure({ timeout: 240_000 });

const OFFLINE_EDIT = 'Changes to the chart need a connection.';
const COORDINATOR = 'coordinator@demo.test';
const AVAILABILITY =
  'query($patientId: ID!) { PatientAvailability(patientId: $patientId) { versionId type weekdays { day ranges { start end } } } }';

interface WeekPatient {
  id: string;
  name: string;
  admissions: { status: string }[];
}

const localDay = (offset: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

const PACK = `query($from: String!, $to: String!) { MySchedule(from: $from, to: $to) {
  charts { patient { id name } tabs { key count } }
  chartAdmissions { patientId admissions { status } }
} }`;
const FL_PATIENTS = 'query { PatientList(state: "FL", first: 100) { edges { node { id name } } } }';

/** A patient of the clinician's week with admissions, and an FL patient who is not on it. */
async function patients(request: APIRequestContext): Promise<{ week: WeekPatient; other: { id: string; name: string } }> {
  const api = await serverApiAs(request, EMAILS.clinician);
  const { MySchedule: pack } = await api.graphql<{
    MySchedule: {
      charts: { patient: { id: string; name: string }; tabs: { key: string; count: number }[] }[];
      chartAdmissions: { patientId: string; admissions: { status: string }[] }[];
    };
  }>(PACK, { from: localDay(-1), to: localDay(7) });
  const chart = pack.charts.find((c) => (c.tabs.find((t) => t.key === 'admissions')?.count ?? 0) > 0);
  if (!chart) throw new Error("the demo seed has no patient with admissions on the clinician's week");
  const admissions = pack.chartAdmissions.find((c) => c.patientId === chart.patient.id)?.admissions ?? [];
  const inPack = new Set(pack.charts.map((c) => c.patient.id));
  const list = await api.graphql<{ PatientList: { edges: { node: { id: string; name: string } }[] } }>(FL_PATIENTS);
  const other = list.PatientList.edges.map((e) => e.node).find((p) => !inPack.has(p.id));
  if (!other) throw new Error('every FL patient the clinician reads is on the week');
  return { week: { ...chart.patient, admissions }, other };
}

const chartHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const demographics = (page: Page) => page.getByRole('region', { name: 'Demographics' });
const availability = (page: Page) => page.getByRole('region', { name: 'Appointment Available Time' });

/** Offline, a full load of `url`: the shell from the service worker, the PIN, the offline banner. */
async function openOffline(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await passPinGate(page);
  await expect(offlineBanner(page)).toBeVisible();
}

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test("offline, a week patient's chart opens from the device: Demographics and Admissions; edits say they need a connection", async ({
  page,
  context,
  request,
}) => {
  const { week, other } = await patients(request);

  // With signal: sign in; My Schedule downloads the pack; the worker keeps the chart's pages.
  await signIn(page, EMAILS.clinician);
  await expect(page).toHaveURL(/\/my-schedule$/);
  await expect(
    page
      .getByRole('list', { name: /^Visits on / })
      .getByRole('listitem')
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorkerControl(page);
  await menuPagesKept(page);

  await context.setOffline(true);
  await page.reload();
  await passPinGate(page);
  await expect(offlineBanner(page)).toBeVisible();

  // Demographics, from the device.
  await openOffline(page, `/patients/${week.id}`);
  await expect(chartHeading(page, week.name)).toBeVisible({ timeout: 20_000 });
  await expect(demographics(page).locator('dt').first()).toHaveText('Full Name');
  await expect(demographics(page).getByText('Date of Birth', { exact: true })).toBeVisible();
  await expect(availability(page)).toBeVisible();
  // Chart edits need a connection, and say so.
  const edit = availability(page).getByRole('button', { name: 'Edit Availability' });
  await expect(edit).toBeDisabled();
  await expect(availability(page).getByText(OFFLINE_EDIT)).toBeVisible();
  const faceSheet = page.getByRole('button', { name: 'Face Sheet' });
  await expect(faceSheet).toBeDisabled();
  await expect(faceSheet).toHaveAccessibleDescription('The Face Sheet needs a connection.');
  await expectNoSeriousA11yViolations(page, 'offline chart Demographics 1024x768');
  await saveScreenshot(page, 'chart-offline-1024x768.png', { fullPage: true });

  // Admissions, from the device (no reload: the tab's own query falls back to the device too).
  await page
    .getByRole('navigation', { name: 'Chart' })
    .getByRole('link', { name: /^Admissions\s*\d+$/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/patients/${week.id}/admissions$`));
  const items = page.getByRole('list', { name: 'Admissions' }).getByRole('listitem');
  await expect(items).toHaveCount(week.admissions.length);
  await expect(items.first().locator('.mantine-Badge-label')).toBeVisible();
  await saveScreenshot(page, 'chart-offline-1024x768-admissions.png', { fullPage: true });

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await openOffline(page, `/patients/${week.id}/demographics`);
  await expect(chartHeading(page, week.name)).toBeVisible({ timeout: 20_000 });
  await expect(availability(page).getByRole('button', { name: 'Edit Availability' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'offline chart Demographics 390x844');
  await saveScreenshot(page, 'chart-offline-390x844.png', { fullPage: true });
  await expectNoHorizontalOverflow(page, 'offline chart 390x844');

  // A patient who is not on the week is not on the device: the page says the connection is missing.
  await page.setViewportSize({ width: 1024, height: 768 });
  await openOffline(page, `/patients/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'No internet connection' })).toBeVisible();
  await expect(chartHeading(page, other.name)).toHaveCount(0);
});

// Online: the availability is changed through its editor (SPEC §5 'Invalid time range.' first),
// the server keeps it as a new version, and the Face Sheet PDF says it too.
test('the coordinator sets the availability (SPEC §2) and prints the Face Sheet with it', async ({ page, request }) => {
  const api = await serverApiAs(request, COORDINATOR);
  const list = await api.graphql<{ PatientList: { edges: { node: { id: string; name: string } }[] } }>(
    'query { PatientList(state: "FL", admission: ["active"], first: 1) { edges { node { id name } } } }',
  );
  const patient = list.PatientList.edges[0]?.node;
  if (!patient) throw new Error('the demo seed has no active FL patient');
  const before = await api.graphql<{ PatientAvailability: { versionId: number } }>(AVAILABILITY, { patientId: patient.id });

  await signIn(page, COORDINATOR);
  await page.goto(`/patients/${patient.id}`);
  await passPinGate(page);
  await expect(chartHeading(page, patient.name)).toBeVisible();
  await availability(page).getByRole('button', { name: 'Edit Availability' }).click();
  const dialog = page.getByRole('dialog', { name: 'Appointment Available Time' });
  await dialog.getByRole('radio', { name: 'Weekdays' }).check();
  const mondayChip = dialog.getByRole('checkbox', { name: 'Monday' });
  if (!(await mondayChip.isChecked())) await mondayChip.check({ force: true });
  const monday = dialog.getByRole('group', { name: 'Monday' });
  await monday.getByLabel('From').first().fill('09:00');
  await monday.getByLabel('To').first().fill('08:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(monday.getByText('Invalid time range.')).toBeVisible();
  await monday.getByLabel('To').first().fill('11:00');
  await expectNoSeriousA11yViolations(page, 'availability editor 1024x768');
  await saveScreenshot(page, 'chart-availability-editor-1024x768.png');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    availability(page)
      .getByRole('listitem')
      .filter({ hasText: /^Monday:/ }),
  ).toHaveText(/^Monday: 09:00 AM – 11:00 AM/);

  const after = await api.graphql<{
    PatientAvailability: { versionId: number; type: string; weekdays: { day: number; ranges: unknown[] }[] };
  }>(AVAILABILITY, { patientId: patient.id });
  expect(after.PatientAvailability.versionId).toBe(before.PatientAvailability.versionId + 1);
  expect(after.PatientAvailability.type).toBe('GENERAL_AVAILABLE');
  expect(after.PatientAvailability.weekdays.find((w) => w.day === 1)?.ranges[0]).toEqual({ start: '09:00', end: '11:00' });

  // The Face Sheet: a PDF download that says the same.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Face Sheet' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^face-sheet-.+\.pdf$/);
  const text = await pdfText(new Uint8Array(readFileSync(await download.path())));
  expect(text).toContain('Face Sheet');
  expect(text).toContain('Appointment Available Time');
  expect(text).toContain('Monday 09:00 AM – 11:00 AM');

  // The editor on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await availability(page).getByRole('button', { name: 'Edit Availability' }).click();
  await expect(dialog.getByRole('group', { name: 'Monday' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'availability editor 390x844');
  await saveScreenshot(page, 'chart-availability-editor-390x844.png');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
