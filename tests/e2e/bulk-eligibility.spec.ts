// Bulk eligibility (SPEC §2 /bulk-eligibility, Bulk Operations › Eligibility): the administrator
// picks an insurer's coverages that are due (over 200 patients), starts the run, reloads the page
// mid-run and sees the bar pick up where the server is; at the end the outcomes listed are the
// server's, the problems' PCC tasks are there, and the patient's chart shows the new result.
// The e2e server answers each check in 40 ms (ELIGIBILITY_SIMULATOR_DELAY_MS), so the run lasts
// long enough to be watched.
import { expect, test } from '@playwright/test';
import { checkEachWidth, expectNoSeriousA11yViolations, passPinGate, saveScreenshot, serverApiAs, signIn } from './support';

test.use({ timezoneId: 'America/New_York', bypassCSP: true, viewport: { width: 1024, height: 768 } });

const PREVIEW = 'query ($f: BulkEligibilityFiltersInput!) { BulkEligibilityPreview(filters: $f) }';
const INSURERS = '{ OrganizationList(type: ["ins"], active: true, first: 450) { edges { node { id name state } } } }';
const RUN = `query ($id: ID!) { BulkEligibilityRun(runId: $id) { completedAt progress { percent counts { total pending active inactive error failed } } } }`;
const ITEMS = `query ($id: ID!) { BulkEligibilityItems(runId: $id, statuses: ["inactive", "error"], first: 200) { items { patientName taskId status } } }`;

test('an administrator checks the eligibility of over 200 patients as one run, and its progress survives a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await serverApiAs(request, 'admin@demo.test');
  // The insurer whose due coverages number 200 or more, the fewest such.
  const insurers = await api.graphql<{ OrganizationList: { edges: { node: { id: string; name: string; state: string | null } }[] } }>(
    INSURERS,
  );
  const counted = await Promise.all(
    insurers.OrganizationList.edges.map(async ({ node }) => ({
      ...node,
      due: (await api.graphql<{ BulkEligibilityPreview: number }>(PREVIEW, { f: { payerId: node.id } })).BulkEligibilityPreview,
    })),
  );
  const insurer = counted.filter((i) => i.due >= 200).sort((a, b) => a.due - b.due)[0];
  expect(insurer, `an insurer with 200 or more due coverages: ${JSON.stringify(counted.map((c) => c.due))}`).toBeDefined();
  if (!insurer) return;

  await signIn(page, 'admin@demo.test');
  await page.goto('/bulk-eligibility');
  await passPinGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Eligibility' })).toBeVisible();
  const insurerField = page.getByRole('combobox', { name: 'Insurer' });
  await insurerField.click();
  await insurerField.fill(insurer.name);
  await page.getByRole('option', { name: insurer.state ? `${insurer.name} (${insurer.state})` : insurer.name, exact: true }).click();
  await expect(page.getByTestId('bulk-preview')).toHaveText(`${insurer.due.toLocaleString('en-US')} coverages to check`);
  await expectNoSeriousA11yViolations(page, 'bulk eligibility filter');
  await page.getByRole('button', { name: 'Check eligibility' }).click();

  // The run opens in the address; its bar moves live.
  await expect(page).toHaveURL(/\/bulk-eligibility\?run=[0-9a-f-]{36}$/);
  const runId = new URL(page.url()).searchParams.get('run') ?? '';
  const progress = page.getByTestId('bulk-progress');
  await expect(progress).toContainText(`of ${insurer.due.toLocaleString('en-US')} checked`);
  await expect(progress).not.toHaveText(/^0 of/, { timeout: 20_000 });
  await saveScreenshot(page, 'bulk-eligibility-running-1024', { fullPage: true });

  // A reload mid-run: the bar comes back where the server is, and goes on moving to the end.
  const before = await api.graphql<{ BulkEligibilityRun: { completedAt: string | null; progress: { counts: { pending: number } } } }>(RUN, {
    id: runId,
  });
  expect(before.BulkEligibilityRun.completedAt, 'the run is still going when the page reloads').toBeNull();
  await page.reload();
  await passPinGate(page);
  await expect(progress).toContainText(`of ${insurer.due.toLocaleString('en-US')} checked`);
  const afterReload = Number((await progress.textContent())?.split(' ')[0]);
  expect(afterReload).toBeGreaterThan(0);
  await expect(progress).toHaveText(`${insurer.due} of ${insurer.due.toLocaleString('en-US')} checked (100%)`, { timeout: 120_000 });
  await expect(page.getByRole('region', { name: /^Run of / }).getByText('Completed', { exact: true })).toBeVisible();

  // What the page counts is the server's.
  const server = await api.graphql<{ BulkEligibilityRun: { progress: { counts: Record<string, number> } } }>(RUN, { id: runId });
  const counts = server.BulkEligibilityRun.progress.counts;
  expect(counts.total).toBe(insurer.due);
  expect(counts.pending).toBe(0);
  const outcomes = page.getByRole('group', { name: 'Outcomes' });
  for (const [label, key] of [
    ['Active', 'active'],
    ['Inactive', 'inactive'],
    ['Error', 'error'],
    ['Failed', 'failed'],
  ] as const) {
    await expect(outcomes.getByText(`${label}: ${counts[key]}`, { exact: true })).toBeVisible();
  }

  // The problems, each with its PCC task (SPEC §9 note), and the patient's chart shows the result.
  await page.locator('label', { hasText: 'Problems only' }).click();
  await expect(page.getByRole('radio', { name: 'Problems only' })).toBeChecked();
  const problems = await api.graphql<{ BulkEligibilityItems: { items: { patientName: string; taskId: string | null; status: string }[] } }>(
    ITEMS,
    {
      id: runId,
    },
  );
  const items = page.getByTestId('bulk-item');
  const firstPage = Math.min(problems.BulkEligibilityItems.items.length, 50);
  await expect(items).toHaveCount(firstPage);
  expect(problems.BulkEligibilityItems.items.every((i) => i.taskId)).toBe(true);
  if (firstPage > 0) await expect(items.first()).toContainText('Task created for PCC');
  await expectNoSeriousA11yViolations(page, 'bulk eligibility run');
  await checkEachWidth(page, 'bulk eligibility', 'bulk-eligibility', { fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  // The patient's chart shows the run's result, checked today by the administrator.
  const firstPatient = items.first().getByRole('link');
  await firstPatient.click();
  await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}\/coverages$/);
  const today = new Intl.DateTimeFormat('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'America/New_York',
  }).format(new Date());
  await expect(page.getByText(new RegExp(`^Checked On/At ${today.replaceAll('/', '\\/')} .* by Avery Admin$`)).first()).toBeVisible();
});
