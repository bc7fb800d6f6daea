// Encounters Review, end to end on the production build (SPEC §2 /encounters-review, §3 Encounter
// reviews and versions): a reviewer asks for changes on a signed encounter; the clinician sees the
// request on the visit, amends with a reason, corrects the wound assessment and signs again; the
// reviewer then sees version 2 and what changed, and approves it.
//
// Works on the clinician's 7th visit today in the records project (its field-day spec uses stops
// 1–4), documented and signed through the API so the test spends its time on the review loop.
import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { INTERVAL, WOUND } from '../integration/forms-fixtures';
import { openForm, submitForm } from './forms-support';
import {
  checkEachWidth,
  EMAILS,
  expectNoSeriousA11yViolations,
  passPinGate,
  type ServerApi,
  saveScreenshot,
  serverApiAs,
  signIn,
  submitAndExpectOutcome,
  syncStatusButton,
} from './support';

dayjs.extend(utc);
dayjs.extend(timezone);

test.use({ timezoneId: 'America/New_York', bypassCSP: true, actionTimeout: 15_000 });

const STOP = 6;
const zoneDate = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
/** Milliseconds since midnight in the clinicians' zone. */
const sinceZoneMidnight = (): number => Date.now() - dayjs().tz('America/New_York').startOf('day').valueOf();
/**
 * `m` minutes ago, but not before `floorSeconds` into the visit's day: a check-in 20 minutes ago
 * is the day before when the test runs just after midnight, and the server refuses it ('Check in
 * time cannot be before the day of the visit', seen in CI at 00:13 in Florida).
 */
const minutesAgo = (m: number, floorSeconds: number) =>
  new Date(Date.now() - Math.min(m * 60_000, Math.max(0, sinceZoneMidnight() - floorSeconds * 1000))).toISOString();

interface Schedule {
  MySchedule: {
    appointments: { id: string; routeOrder: number | null; patientId: string; start: string }[];
    patients: { id: string; name: string }[];
  };
}

/** The 7th visit of today, checked in, documented, checked out and e-signed by the clinician. */
async function signedVisit(api: ServerApi): Promise<{ appointmentId: string; encounterId: string; patientName: string }> {
  const today = zoneDate();
  const { MySchedule } = await api.graphql<Schedule>(
    'query($d: String!) { MySchedule(from: $d, to: $d) { appointments { id routeOrder patientId start } patients { id name } } }',
    { d: today },
  );
  const visit = [...MySchedule.appointments].sort((a, b) => a.start.localeCompare(b.start))[STOP];
  if (!visit) throw new Error('no 7th visit today');
  const encounter = async (field: string, doc: string, vars: Record<string, unknown>) =>
    ((await api.graphql<Record<string, { id: string; versionId: number }>>(doc, { cmid: randomUUID(), ...vars })) as never)[field] as {
      id: string;
      versionId: number;
    };
  const created = await encounter(
    'createEncounter',
    'mutation($cmid: ID!, $e: EncounterCreateInput!) { createEncounter(clientMutationId: $cmid, encounter: $e) { id versionId } }',
    { e: { id: randomUUID(), appointmentId: visit.id } },
  );
  const started = await encounter(
    'startEncounter',
    'mutation($cmid: ID!, $id: ID!, $v: Int!, $p: ProvenanceInput!) { startEncounter(clientMutationId: $cmid, encounterId: $id, baseVersion: $v, provenance: $p) { id versionId } }',
    { id: created.id, v: created.versionId, p: { recorded: minutesAgo(20, 1) } },
  );
  const save =
    'mutation($cmid: ID!, $e: ID!, $q: String!, $a: JSON!) { saveQuestionnaireResponse(clientMutationId: $cmid, encounterId: $e, questionnaireCode: $q, baseVersion: 0, answers: $a, complete: true) { id } }';
  await api.graphql(save, { cmid: randomUUID(), e: created.id, q: 'interval-history', a: INTERVAL });
  await api.graphql(save, { cmid: randomUUID(), e: created.id, q: 'wound-assessment', a: WOUND });
  const out = await encounter(
    'updateEncounter',
    'mutation($cmid: ID!, $id: ID!, $v: Int!, $e: EncounterUpdateInput!) { updateEncounter(clientMutationId: $cmid, id: $id, baseVersion: $v, encounter: $e) { id versionId } }',
    { id: created.id, v: started.versionId, e: { checkedOutAt: minutesAgo(5, 2) } },
  );
  const signed = await api.graphql<{ esignEncounter: { signed: boolean } }>(
    'mutation($cmid: ID!, $id: ID!, $v: Int!) { esignEncounter(clientMutationId: $cmid, encounterId: $id, baseVersion: $v) { signed } }',
    { cmid: randomUUID(), id: created.id, v: out.versionId },
  );
  expect(signed.esignEncounter.signed).toBe(true);
  const patientName = MySchedule.patients.find((p) => p.id === visit.patientId)?.name ?? '';
  return { appointmentId: visit.id, encounterId: created.id, patientName };
}

async function signedInPage(browser: Browser, email: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, timezoneId: 'America/New_York', bypassCSP: true });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const reviewState = (page: Page) =>
  page
    .getByRole('main')
    .getByText(/^(To review|Amendment requested|Approved)$/)
    .first();

test('a reviewer asks for changes, the clinician amends with a reason, the reviewer sees version 2 and what changed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { appointmentId, encounterId, patientName } = await signedVisit(await serverApiAs(request, EMAILS.clinician));

  // The reviewer finds it in the queue by the patient's name and asks for changes.
  const reviewer = await signedInPage(browser, EMAILS.reviewer);
  await reviewer.goto('/encounters-review');
  await passPinGate(reviewer);
  await reviewer.getByRole('searchbox', { name: 'Search by patient' }).fill(patientName.split(' ').at(-1) ?? '');
  await reviewer.getByRole('searchbox', { name: 'Search by patient' }).press('Enter');
  // The patient's earlier signed visits are in the queue too (oldest first): today's is the one signed just now.
  await reviewer.locator(`a[href$="/encounters-review/${encounterId}"]`).click();
  await expect(reviewer).toHaveURL(new RegExp(`/encounters-review/${encounterId}$`));
  await expect(reviewer.getByRole('heading', { level: 1, name: `Review: ${patientName}` })).toBeVisible();
  await expect(reviewer.getByRole('table', { name: 'Signed versions' }).getByRole('row')).toHaveCount(2);
  await saveScreenshot(reviewer, 'encounter-review-desktop', { fullPage: true });
  const form = reviewer.getByRole('form', { name: 'Review' });
  await form.getByRole('radio', { name: 'Amendment requested' }).check();
  await form.getByRole('button', { name: 'Save review' }).click();
  await expect(form.getByText('Please say what should change.')).toBeVisible();
  await form.getByRole('combobox', { name: /Review type/ }).click();
  await reviewer.getByRole('option', { name: 'Documentation' }).click();
  await form.getByRole('textbox', { name: /Comments for the clinician/ }).fill('Primary dressing does not match the order.');
  await submitAndExpectOutcome(reviewer, form.getByRole('button', { name: 'Save review' }));
  await expect(reviewState(reviewer)).toHaveText('Amendment requested');
  await expect(reviewer.getByText(/Primary dressing does not match the order\./).first()).toBeVisible();
  await expectNoSeriousA11yViolations(reviewer, 'the encounter review');

  // The clinician sees the request on the visit, amends with a reason, corrects it and signs again.
  const clinician = await signedInPage(browser, EMAILS.clinician, { width: 1024, height: 768 });
  await clinician.goto(`/my-schedule/view/${appointmentId}`);
  await passPinGate(clinician);
  const request_ = clinician.getByRole('status').filter({ hasText: 'Amendment requested' });
  await expect(request_).toContainText('Primary dressing does not match the order.');
  await expect(request_).toContainText('Reese Reviewer');
  const visit = clinician.locator('section[aria-labelledby="visit-title"]');
  await visit.getByRole('button', { name: 'Amend', exact: true }).click();
  const dialog = clinician.getByRole('dialog', { name: 'Amend visit' });
  await dialog.getByRole('textbox', { name: /Reason for the amendment/ }).fill('Dressing corrected to foam per the order');
  await dialog.getByRole('button', { name: 'Amend visit' }).click();
  const wound = await openForm(clinician, 'Wound Assessment');
  await wound.getByRole('textbox', { name: 'Primary dressing', exact: true }).fill('Foam dressing');
  await submitForm(clinician, wound);
  await visit.getByRole('button', { name: 'E-sign', exact: true }).click();
  await expect(syncStatusButton(clinician)).toHaveAttribute('title', /^Online\. No changes waiting\./, { timeout: 30_000 });
  await expect(request_).toHaveCount(0);

  // The reviewer sees version 2, its amendment and what changed, and approves it.
  await reviewer.reload();
  await passPinGate(reviewer);
  const versions = reviewer.getByRole('table', { name: 'Signed versions' });
  await expect(versions.getByRole('row')).toHaveCount(3);
  await expect(versions).toContainText('Dressing corrected to foam per the order');
  const changes = reviewer.getByRole('table', { name: 'Changes in version 2' });
  await expect(changes.getByRole('row', { name: /Primary dressing/ })).toContainText('Alginate');
  await expect(changes.getByRole('row', { name: /Primary dressing/ })).toContainText('Foam dressing');
  await expect(reviewState(reviewer)).toHaveText('To review');
  await saveScreenshot(reviewer, 'encounter-review-diff-desktop', { fullPage: true });
  await checkEachWidth(reviewer, 'the review', 'encounter-review-diff', { widths: ['tablet', 'phone'], fullPage: true });
  await expectNoSeriousA11yViolations(reviewer, 'the review with its changes, on a phone');
  await reviewer.setViewportSize({ width: 1440, height: 900 });
  const approve = reviewer.getByRole('form', { name: 'Review' });
  await approve.getByRole('radio', { name: 'Approved' }).check();
  await submitAndExpectOutcome(reviewer, approve.getByRole('button', { name: 'Save review' }));
  await expect(reviewState(reviewer)).toHaveText('Approved');

  // The queue: no longer to review; in Approved.
  await reviewer.goto('/encounters-review?state=approved');
  await passPinGate(reviewer);
  await expect(reviewer.locator(`a[href$="/encounters-review/${encounterId}"]`)).toHaveText(patientName);
  await saveScreenshot(reviewer, 'encounter-review-queue-desktop');
  await reviewer.context().close();
  await clinician.context().close();
});
