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

// axe is injected as an inline script, which the app's CSP forbids.
test.use({ timezoneId: 'America/New_York', bypassCSP: true });
// Sign-in and five tabs with writes: a ceiling for a busy 2-core machine, not a wait.
test.describe.configure({ timeout: 150_000 });

const COORDINATOR = 'coordinator@demo.test';

interface Patient {
  id: string;
  name: string;
}

const PATIENTS = `query($first: Int) { PatientList(state: "FL", admission: ["active"], first: $first) { edges { node { id name } } } }`;
const SUMMARY = 'query($patientId: ID!) { PatientTaskSummary(patientId: $patientId) { open overdue } }';
const COUNTS = 'query($id: ID!) { PatientChart(id: $id) { tabs { key count } } }';
const NOTES = `query($patientId: ID!) { PatientNoteList(patientId: $patientId, first: 1) { edges { node { text topic author } } } }`;
const ALERTS = `query($patientId: ID!, $term: String) { PatientAlertList(patientId: $patientId, term: $term) {
  edges { node { status category text } } } }`;
const TASKS = `query($patientId: ID!, $term: String) { PatientTaskList(patientId: $patientId, term: $term) {
  edges { node { id title status versionId completedOn } } } }`;

const counts = async (api: ServerApi, id: string): Promise<Record<string, number>> =>
  Object.fromEntries(
    (await api.graphql<{ PatientChart: { tabs: { key: string; count: number }[] } }>(COUNTS, { id })).PatientChart.tabs.map((t) => [
      t.key,
      t.count,
    ]),
  );

/**
 * A Florida patient with an active admission, notes, alerts, orders and referrals, and at least two
 * open tasks (one per size), past the first few of the list.
 */
async function findPatient(api: ServerApi): Promise<Patient> {
  const list = await api.graphql<{ PatientList: { edges: { node: Patient }[] } }>(PATIENTS, { first: 100 });
  for (const { node } of list.PatientList.edges.slice(3)) {
    const tabs = await counts(api, node.id);
    if (!['communication-log', 'alerts', 'orders', 'referrals'].every((key) => (tabs[key] ?? 0) > 0)) continue;
    const { PatientTaskSummary } = await api.graphql<{ PatientTaskSummary: { open: number } }>(SUMMARY, { patientId: node.id });
    if (PatientTaskSummary.open >= 2) return node;
  }
  throw new Error('the demo seed has no FL patient with every kind of record and two open tasks');
}

let patient: Patient | undefined;
async function thePatient(request: APIRequestContext): Promise<{ api: ServerApi; patient: Patient }> {
  const api = await serverApiAs(request, COORDINATOR);
  patient ??= await findPatient(api);
  return { api, patient };
}

const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const chartNav = (page: Page) => page.getByRole('navigation', { name: 'Chart' });
const tabLink = (page: Page, label: string) => chartNav(page).getByRole('link', { name: new RegExp(`^${escapeRe(label)}\\s*\\d+$`) });
const tabCount = (page: Page, label: string, count: number) =>
  chartNav(page).getByRole('link', { name: new RegExp(`^${escapeRe(label)}\\s*${count}$`) });

async function photograph(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `records-${name}.png`);
  await saveScreenshot(page, `records-${name}-full.png`, { fullPage: true });
  await expectNoHorizontalOverflow(page, name);
}

async function openTab(page: Page, patientId: string, label: string, path: string): Promise<void> {
  await tabLink(page, label).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patientId}/${path}$`));
  await expect(page.getByRole('region', { name: label })).toBeVisible();
}

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

for (const size of SIZES) {
  const at = `${size.width}x${size.height}`;
  test.describe(at, () => {
    test.use({ viewport: size });

    test(`the coordinator adds a note with a topic, adds an alert and completes a task (${at})`, async ({ page, request }) => {
      const { api, patient: p } = await thePatient(request);
      const before = await counts(api, p.id);
      await signIn(page, COORDINATOR);
      await page.goto(`/patients/${p.id}/communication-log`);
      await passPinGate(page);
      await expect(page.getByRole('heading', { level: 1, name: p.name, exact: true })).toBeVisible();

      // Communication & Notes: a note under a topic, newest first, counted, stored with its author.
      const notes = page.getByRole('region', { name: 'Communication & Notes' });
      await expect(notes.getByRole('list', { name: 'Notes' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `notes ${at}`);
      await photograph(page, `notes-${at}`);
      const noteText = `Spoke with the daughter about the visit plan (${at}).`;
      await notes.getByRole('button', { name: 'Add note' }).click();
      const noteDialog = page.getByRole('dialog', { name: 'New note' });
      await noteDialog.getByRole('button', { name: 'Save' }).click();
      await expect(noteDialog.getByText('This field is required')).toHaveCount(2);
      await noteDialog.getByRole('combobox', { name: 'Topic' }).click();
      await page.getByRole('option', { name: 'Care Coordination', exact: true }).click();
      await noteDialog.getByRole('textbox', { name: 'Note' }).fill(noteText);
      await expect(noteDialog.getByText(`${noteText.length} / 2,000`)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `new note ${at}`);
      await photograph(page, `note-form-${at}`);
      await noteDialog.getByRole('button', { name: 'Save' }).click();
      await expect(noteDialog).toBeHidden();
      const firstNote = notes.getByRole('list', { name: 'Notes' }).getByRole('listitem').first();
      await expect(firstNote).toContainText(noteText);
      await expect(firstNote).toContainText('Care Coordination');
      await expect(firstNote).toContainText('By Morgan Coordinator');
      await expect(tabCount(page, 'Communication & Notes', (before['communication-log'] ?? 0) + 1)).toBeVisible();
      const stored = await api.graphql<{ PatientNoteList: { edges: { node: { text: string; topic: string; author: string } }[] } }>(NOTES, {
        patientId: p.id,
      });
      expect(stored.PatientNoteList.edges[0]?.node).toEqual({ text: noteText, topic: 'care-coordination', author: 'Morgan Coordinator' });

      // Alerts: a new active alert, counted (the tab counts the active ones).
      await openTab(page, p.id, 'Alerts', 'alerts');
      const alerts = page.getByRole('region', { name: 'Alerts' });
      const alertText = `Steep stairs at the entrance (${at})`;
      await alerts.getByRole('button', { name: 'Add alert' }).click();
      const alertDialog = page.getByRole('dialog', { name: 'New alert' });
      await alertDialog.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: 'Fall Risk', exact: true }).click();
      await alertDialog.getByRole('textbox', { name: 'Alert' }).fill(alertText);
      await expectNoSeriousA11yViolations(page, `new alert ${at}`);
      await alertDialog.getByRole('button', { name: 'Save' }).click();
      await expect(alertDialog).toBeHidden();
      const alertRow = alerts.getByRole('listitem').filter({ hasText: alertText });
      await expect(alertRow).toContainText('Fall Risk');
      await expect(alertRow).toContainText('Active');
      await expect(tabCount(page, 'Alerts', (before.alerts ?? 0) + 1)).toBeVisible();
      const storedAlert = await api.graphql<{ PatientAlertList: { edges: { node: unknown }[] } }>(ALERTS, {
        patientId: p.id,
        term: alertText,
      });
      expect(storedAlert.PatientAlertList.edges.map((e) => e.node)).toEqual([{ status: 'active', category: 'fall-risk', text: alertText }]);
      await expectNoSeriousA11yViolations(page, `alerts ${at}`);
      await photograph(page, `alerts-${at}`);

      // Tasks: the dashboard's counts, then an open task completed; the server has the new version.
      await openTab(page, p.id, 'Tasks', 'tasks');
      const tasks = page.getByRole('region', { name: 'Tasks' });
      const summary = tasks.getByRole('group', { name: 'Task summary' });
      const openBefore = (await api.graphql<{ PatientTaskSummary: { open: number } }>(SUMMARY, { patientId: p.id })).PatientTaskSummary
        .open;
      await expect(summary).toContainText(new RegExp(`Open${openBefore}Overdue`));
      await expectNoSeriousA11yViolations(page, `tasks ${at}`);
      await photograph(page, `tasks-${at}`);
      const complete = tasks.getByRole('button', { name: /^Complete: / }).first();
      const title = ((await complete.getAttribute('aria-label')) ?? '').replace(/^Complete: /, '');
      type TaskNode = { id: string; status: string; versionId: number };
      const tasksTitled = async (): Promise<TaskNode[]> =>
        (
          await api.graphql<{ PatientTaskList: { edges: { node: TaskNode }[] } }>(TASKS, { patientId: p.id, term: title })
        ).PatientTaskList.edges.map((e) => e.node);
      const was = new Map((await tasksTitled()).map((t) => [t.id, t]));
      await complete.click();
      await expect(summary).toContainText(new RegExp(`Open${openBefore - 1}Overdue`));
      // Exactly one task of that title went from open to completed, as its next version.
      const changed = (await tasksTitled()).filter((t) => t.status !== was.get(t.id)?.status);
      expect(changed).toHaveLength(1);
      expect(changed[0]?.status).toBe('completed');
      expect(changed[0]?.versionId).toBe((was.get(changed[0]?.id ?? '')?.versionId ?? 0) + 1);
      await expect(tasks.getByRole('listitem').filter({ hasText: 'Completed' }).filter({ hasText: title }).first()).toBeVisible();
      await photograph(page, `tasks-done-${at}`);

      // Orders and Referrals: shown, accessible, photographed.
      await openTab(page, p.id, 'Orders', 'orders');
      await expect(page.getByRole('group', { name: 'Orders by status' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `orders ${at}`);
      await photograph(page, `orders-${at}`);
      await openTab(page, p.id, 'Referrals', 'referrals');
      await expect(page.getByRole('list', { name: 'Referrals' }).or(page.getByText('No data found to display'))).toBeVisible();
      await expectNoSeriousA11yViolations(page, `referrals ${at}`);
      await photograph(page, `referrals-${at}`);
    });
  });
}
