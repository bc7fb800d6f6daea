// SPEC §2 /tasks end to end: a PCC takes a task waiting in the PCC queue ('My Job Function'),
// starts and completes it; it leaves the open queue, shows under Completed after a reload, with
// who changed what in its history, on the patient's chart and on the server; and the admin's
// tasking dashboard (Dashboard > Tasking) counts one open task fewer, its bars opening the queue.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import {
  drawer,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  passPinGate,
  saveScreenshot,
  serverApiAs,
  signIn,
} from './support';

// axe-core is injected as an inline script, which the app's CSP forbids.
test.use({ bypassCSP: true, timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 120_000 });

const PCC = 'pcc@demo.test';
const COMPLETED = `query { TaskList(view: "mine", status: "completed", first: 100) { edges { node { id title patientName status } } } }`;

const list = (page: Page): Locator => page.getByRole('list', { name: 'Tasks', exact: true });
const rows = (page: Page): Locator => list(page).getByRole('listitem');
const rowOf = (page: Page, title: string, patient: string): Locator =>
  rows(page)
    .filter({ hasText: title })
    .filter({ has: page.getByRole('link', { name: patient, exact: true }) });

/** The admin's tasking dashboard, read anew: its open total and the Completed bar's count. */
async function dashboardCounts(page: Page): Promise<{ open: number; completed: number }> {
  await page.goto('/tasking-dashboard');
  await passPinGate(page);
  const totals = page.getByRole('group', { name: 'Task totals' });
  await expect(totals).toBeVisible();
  const open = Number((await totals.getByRole('link').first().innerText()).match(/\d+/)?.[0]);
  const status = page.getByRole('table', { name: 'By status' });
  const completed = Number(await status.getByRole('row').filter({ hasText: 'Completed' }).getByRole('cell').last().innerText());
  return { open, completed };
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true, timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await signIn(page, 'admin@demo.test');
  return page;
}

async function showView(page: Page, view: 'My Tasks' | 'My Job Function' | 'My Team'): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Task queue' }).getByText(view, { exact: true }).click();
  await expect(page.getByRole('radiogroup', { name: 'Task queue' }).getByRole('radio', { name: view })).toBeChecked();
}

test('a PCC takes a task from the PCC queue and completes it; it shows as completed after a reload, on the chart and on the server', async ({
  page,
  request,
  browser,
}) => {
  const admin = await adminPage(browser);
  const before = await dashboardCounts(admin);
  await signIn(page, PCC);
  await drawer(page).getByRole('link', { name: 'Tasks', exact: true }).click();
  await expect(page).toHaveURL(/\/tasks/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();

  // The PCC queue: tasks nobody has taken yet, waiting for the PCCs.
  await showView(page, 'My Job Function');
  await expect(rows(page).first()).toBeVisible();
  const first = rows(page).first();
  await expect(first).toContainText('Owner: PCC queue');
  const title = (await first.locator('p').first().innerText()).trim();
  const patient = (await first.getByRole('link').first().innerText()).trim();
  for (const [width, height, name] of [
    [1440, 900, 'desktop'],
    [1024, 768, 'tablet'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoHorizontalOverflow(page, `/tasks at ${width}`);
    await expectNoSeriousA11yViolations(page, `/tasks job function queue at ${width}`);
    await saveScreenshot(page, `tasks-queue-${name}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Taken: out of the queue, into My Tasks.
  await rowOf(page, title, patient)
    .getByRole('button', { name: `Assign to me: ${title}` })
    .click();
  await expect(rowOf(page, title, patient)).toHaveCount(0);
  await showView(page, 'My Tasks');
  const mine = rowOf(page, title, patient);
  await expect(mine).toContainText('Owner: Parker Care');
  await mine.getByRole('button', { name: `Start: ${title}` }).click();
  await expect(mine).toContainText('In Progress');
  await mine.getByRole('button', { name: `Complete: ${title}` }).click();
  await expect(mine).toHaveCount(0);

  // Completed, after a reload too (the filter is in the address bar).
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  await expect(page).toHaveURL(/status=completed/);
  await page.reload();
  await passPinGate(page);
  const done = rowOf(page, title, patient);
  await expect(done).toContainText('Completed');
  await done.getByRole('button', { name: `History: ${title}` }).click();
  const history = page.getByRole('dialog', { name: 'Task history' });
  await expect(history.getByRole('row')).toHaveCount(4 + 1); // header + created, assigned, started, completed
  await expect(history.getByRole('row').nth(1)).toContainText('Parker Care');
  await expect(history.getByRole('row').nth(1)).toContainText('Completed');
  await expect(history.getByRole('row').last()).toContainText('PCC queue');
  await expectNoSeriousA11yViolations(page, '/tasks history');
  await saveScreenshot(page, 'tasks-history-desktop');
  await page.keyboard.press('Escape');

  // The chart's Tasks tab reads the same task.
  await done.getByRole('link', { name: patient, exact: true }).click();
  await expect(page).toHaveURL(/\/patients\/[^/]+\/tasks/);
  const chartRow = page
    .getByRole('list', { name: 'Tasks', exact: true })
    .getByRole('listitem')
    .filter({ hasText: title })
    .filter({ hasText: 'Owner: Parker Care' });
  await expect(chartRow.first()).toContainText('Completed');

  const api = await serverApiAs(request, PCC);
  const { TaskList } = await api.graphql<{ TaskList: { edges: { node: { title: string; patientName: string; status: string } }[] } }>(
    COMPLETED,
  );
  expect(TaskList.edges.map((e) => e.node)).toContainEqual(expect.objectContaining({ title, patientName: patient, status: 'completed' }));

  // The admin's dashboard: one open task fewer, one more completed; a bar's link opens the queue it counts.
  const after = await dashboardCounts(admin);
  expect(after).toEqual({ open: before.open - 1, completed: before.completed + 1 });
  for (const [width, height, name] of [
    [1440, 900, 'desktop'],
    [1024, 768, 'tablet'],
    [390, 844, 'phone'],
  ] as const) {
    await admin.setViewportSize({ width, height });
    await expectNoHorizontalOverflow(admin, `/tasking-dashboard at ${width}`);
    await expectNoSeriousA11yViolations(admin, `/tasking-dashboard at ${width}`);
    await saveScreenshot(admin, `tasking-dashboard-${name}`, { fullPage: true });
  }
  await admin.setViewportSize({ width: 1440, height: 900 });
  const byOwner = admin.getByRole('table', { name: 'By owner' });
  const queueRow = byOwner.getByRole('row').filter({ hasText: 'PCC queue' });
  const queued = Number(await queueRow.getByRole('cell').last().innerText());
  await queueRow.getByRole('link', { name: 'PCC queue' }).click();
  await expect(admin).toHaveURL(/\/tasks\?.*owner=queue%3Apons/);
  await expect(admin.getByText(`Displayed ${Math.min(queued, 25)} of ${queued} results`)).toBeVisible();
  await expect(list(admin).getByText('Owner: PCC queue').first()).toBeVisible();
  await admin.context().close();
});
