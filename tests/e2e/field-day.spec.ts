// DESIGN §4 / §7, issue 3: the clinician's offline field day, end to end on the production build.
// The browser is a clinician's tablet (Tampa, America/New_York, location allowed); offline is
// real (context.setOffline), and what the server stored is proven by asking it directly (GraphQL
// with the clinician's own token): each encounter finished and signed, and exactly one check-in,
// check-out and e-sign Provenance record per encounter, so nothing was applied twice.
//
// The tests share one seeded server, so each works on its own visits of today's route (the seed
// gives clinician@demo.test 7 visits today, none started): stops 1–2 (the field day), stop 3
// (the lost answer) and stop 4 (the conflict; clinician2, a colleague of the same market, is the
// other writer). The server lets a clinician have one visit in progress at a time, so every test
// leaves its visits checked out or not started, and a failed test releases what it left in
// progress (afterEach), so no test depends on another or on order.
import { type BrowserContextOptions, expect, type Locator, type Page, test } from '@playwright/test';
import { documentFollowUp } from './forms-support';
import {
  drawer,
  EMAILS,
  offlineBanner,
  passPinGate,
  type ServerApi,
  serverApiAs,
  signIn,
  syncStatusButton,
  WITH_SERVICE_WORKER,
  waitForServiceWorkerControl,
} from './support';

// Offline work or the service worker itself is what this file tests.
test.use(WITH_SERVICE_WORKER);

const DEVICE = {
  viewport: { width: 1280, height: 800 },
  timezoneId: 'America/New_York',
  permissions: ['geolocation'],
  geolocation: { latitude: 27.95, longitude: -82.46 },
} satisfies BrowserContextOptions;

test.use(DEVICE);

const CONFLICT_MESSAGE =
  'Another user has submitted an updated version of the form that you were trying to submit. Please refresh and submit your changes again.';
const VISITS_TODAY = 7;

// ---------------------------------------------------------------------------------------------
// The screens (src/features/schedule, src/features/sync)

/** The day's visits in route order: the list of My Schedule, or the day beside a visit. */
const visitCards = (page: Page): Locator => page.getByRole('list', { name: /^Visits on / }).getByRole('link');

/** The visit shown on a visit page: its heading, actions and encounter. */
const visitSection = (page: Page): Locator => page.locator('section[aria-labelledby="visit-title"]');

const action = (page: Page, label: 'Check in' | 'Check out' | 'E-sign' | 'Undo check-in' | 'Cancel visit' | 'Amend'): Locator =>
  visitSection(page).getByRole('button', { name: label, exact: true });

/** The encounter's state in words ('Not started', 'Checked in', 'Checked out', 'Signed'). */
const encounterState = (page: Page): Locator =>
  page
    .getByRole('region', { name: 'Encounter' })
    .locator('dt', { hasText: /^State$/ })
    .locator('xpath=following-sibling::dd[1]');

const notSynced = (scope: Locator): Locator => scope.getByText('Not synced', { exact: true });

/** Clicks the `index`-th visit of the day (route order) and returns its appointment id. */
async function openVisit(page: Page, index: number): Promise<string> {
  const card = visitCards(page).nth(index);
  const href = await card.getAttribute('href');
  const appointmentId = href?.match(/\/my-schedule\/view\/([^/?#]+)$/)?.[1];
  expect(appointmentId, `visit ${index + 1} links to its page`).toBeTruthy();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/my-schedule/view/${appointmentId}$`));
  await expect(visitSection(page)).toBeVisible();
  return appointmentId ?? '';
}

/** Pairs of visible map labels (or a label and a marker) that overlap on screen. */
function overlappingMapLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const box = (e: Element) => ({ r: e.getBoundingClientRect(), text: e.textContent?.trim() || e.className });
    const labels = [...document.querySelectorAll('.leaflet-tooltip')].filter((e) => getComputedStyle(e).visibility !== 'hidden').map(box);
    const pins = [...document.querySelectorAll('.leaflet-marker-icon')].map(box);
    const hit = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const found: string[] = [];
    labels.forEach((a, i) => {
      for (const b of [...labels.slice(i + 1), ...pins]) if (hit(a.r, b.r)) found.push(`${a.text} / ${b.text}`);
    });
    return found;
  });
}

/** Check in, document, check out and e-sign the open visit, each applied on the device at once. */
async function checkInOutAndSign(page: Page): Promise<void> {
  await expect(encounterState(page)).toHaveText('Not started');
  await action(page, 'Check in').click();
  await expect(encounterState(page)).toHaveText('Checked in');
  // A follow-up's required forms (issue 4: e-sign needs them): interval history and one wound.
  await documentFollowUp(page);
  await action(page, 'Check out').click();
  await expect(encounterState(page)).toHaveText('Checked out');
  await action(page, 'E-sign').click();
  await expect(encounterState(page)).toHaveText('Signed');
  // Signed: amending is the only step left (SPEC §4).
  for (const done of ['Check in', 'Check out', 'E-sign', 'Undo check-in', 'Cancel visit'] as const)
    await expect(action(page, done)).toHaveCount(0);
  await expect(action(page, 'Amend')).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// The server's word (server/modules/encounters/encounter.graphql)

interface ServerEncounter {
  id: string;
  versionId: number;
  status: string;
  stateText: string | null;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  signedAt: string | null;
  appointmentId: string | null;
  patientId: string;
}

interface ServerVisit {
  appointment: { id: string; status: string; patientId: string; encounterId: string | null };
  encounter: ServerEncounter | null;
}

const ENCOUNTER_FIELDS = 'id versionId status stateText checkedInAt checkedOutAt signedAt appointmentId patientId';

/** Today where the clinician works (FL): the seed's and the device's calendar day. */
const clinicianToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: DEVICE.timezoneId }).format(new Date());

async function serverDay(api: ServerApi): Promise<{ appointments: ServerVisit['appointment'][]; encounters: ServerEncounter[] }> {
  const today = clinicianToday();
  const data = await api.graphql<{ MySchedule: { appointments: ServerVisit['appointment'][]; encounters: ServerEncounter[] } }>(
    `query FieldDayCheck($from: String!, $to: String!) {
      MySchedule(from: $from, to: $to) {
        appointments { id status patientId encounterId }
        encounters { ${ENCOUNTER_FIELDS} }
      }
    }`,
    { from: today, to: today },
  );
  return data.MySchedule;
}

/** A visit of today as the server has it now (MySchedule), with its encounter. */
async function serverVisit(api: ServerApi, appointmentId: string): Promise<ServerVisit> {
  const day = await serverDay(api);
  const appointment = day.appointments.find((a) => a.id === appointmentId);
  if (!appointment) throw new Error(`appointment ${appointmentId} is not on the server's schedule today`);
  const encounter = day.encounters.find((e) => e.id === appointment.encounterId) ?? null;
  return { appointment, encounter };
}

/** Every encounter the server has for the appointment (EncounterList of its patient). */
async function encountersOfVisit(api: ServerApi, visit: ServerVisit): Promise<ServerEncounter[]> {
  const data = await api.graphql<{ EncounterList: { edges: { node: ServerEncounter }[] } }>(
    `query FieldDayEncounters($patientId: ID!) { EncounterList(patientId: $patientId, first: 100) { edges { node { ${ENCOUNTER_FIELDS} } } } }`,
    { patientId: visit.appointment.patientId },
  );
  return data.EncounterList.edges.map((e) => e.node).filter((e) => e.appointmentId === visit.appointment.id);
}

/** How many Provenance records of each activity the encounter has (GetProvenance). */
async function provenanceCounts(api: ServerApi, encounterId: string): Promise<Record<string, number>> {
  const data = await api.graphql<{ GetProvenance: { activity: string }[] }>(
    'query FieldDayProvenance($id: ID!) { GetProvenance(targetId: $id) { activity } }',
    { id: encounterId },
  );
  const counts: Record<string, number> = {};
  for (const { activity } of data.GetProvenance) counts[activity] = (counts[activity] ?? 0) + 1;
  return counts;
}

/** The visit is finished and signed on the server, with one encounter and each step applied once. */
async function expectFinishedAndSignedOnce(api: ServerApi, appointmentId: string): Promise<void> {
  const visit = await serverVisit(api, appointmentId);
  expect(visit.appointment.status, `appointment ${appointmentId}`).toBe('signed');
  expect(visit.encounter, `the encounter of appointment ${appointmentId}`).toMatchObject({
    status: 'finished',
    stateText: 'eSigned',
    appointmentId,
  });
  const encounter = visit.encounter as ServerEncounter;
  for (const at of [encounter.checkedInAt, encounter.checkedOutAt, encounter.signedAt]) expect(at).toBeTruthy();
  expect(await encountersOfVisit(api, visit), 'one encounter for the visit').toHaveLength(1);
  const counts = await provenanceCounts(api, encounter.id);
  expect(counts, `provenance of encounter ${encounter.id}`).toEqual({ create: 1, 'check-in': 1, 'check-out': 1, 'e-sign': 1 });
  // One version per applied write (create is version 1): nothing was written twice.
  expect(encounter.versionId).toBe(4);
}

/**
 * After a failed test: undo every check-in left in progress today, so the other tests (the
 * server allows one visit in progress per clinician) are not affected by this one.
 */
async function releaseVisitsInProgress(api: ServerApi): Promise<void> {
  const { encounters } = await serverDay(api);
  for (const e of encounters.filter((x) => x.status === 'in-progress')) {
    await api.graphql(
      `mutation FieldDayRelease($id: ID!, $cmid: ID!, $base: Int!, $at: DateTime!) {
        undoCheckIn(clientMutationId: $cmid, encounterId: $id, baseVersion: $base, provenance: { recorded: $at }) { id }
      }`,
      { id: e.id, cmid: crypto.randomUUID(), base: e.versionId, at: new Date().toISOString() },
    );
  }
}

test.afterEach(async ({ request }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await releaseVisitsInProgress(await serverApiAs(request, EMAILS.clinician));
});

/** Signs in, lets the service worker take control and loads once under it (the shell and config cached). */
async function startFieldDevice(page: Page): Promise<void> {
  await signIn(page, EMAILS.clinician);
  await expect(page).toHaveURL(/\/my-schedule$/);
  await waitForServiceWorkerControl(page);
  await page.reload();
  await passPinGate(page);
  await expect(visitCards(page)).toHaveCount(VISITS_TODAY);
}

// ---------------------------------------------------------------------------------------------

test('offline field day: two visits checked in, out and e-signed offline reach the server once each', async ({
  page,
  context,
  request,
}) => {
  const api = await serverApiAs(request, EMAILS.clinician);
  await startFieldDevice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();

  // The day on the map: every stop placed.
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/\/my-schedule\/map$/);
  const map = page.getByRole('region', { name: /^Map of visits on / });
  await expect(map.getByRole('button', { name: /^Stop \d+, / })).toHaveCount(VISITS_TODAY);
  // Patient names beside the stops (the flag is on for this clinician), none covering another
  // name or a marker: where stops crowd together, the later names wait for a zoom.
  await expect(map.locator('.leaflet-tooltip').first()).toBeVisible();
  await expect.poll(() => overlappingMapLabels(page)).toEqual([]);

  await context.setOffline(true);
  try {
    // Offline reload: the service worker serves the app, the device database the day and its map.
    const reloaded = await page.reload();
    await passPinGate(page);
    expect(reloaded?.fromServiceWorker(), 'the reload is served by the service worker').toBe(true);
    await expect(offlineBanner(page)).toBeVisible();
    await expect(visitCards(page)).toHaveCount(VISITS_TODAY);
    await expect(map.getByRole('button', { name: /^Stop \d+, / })).toHaveCount(VISITS_TODAY);

    await page.getByRole('link', { name: 'List', exact: true }).click();
    await expect(page).toHaveURL(/\/my-schedule$/);
    const first = await openVisit(page, 0);
    await checkInOutAndSign(page);
    await expect(notSynced(visitSection(page))).toBeVisible();
    // The next stop, from the day beside the visit.
    const second = await openVisit(page, 1);
    expect(second).not.toBe(first);
    await checkInOutAndSign(page);
    await expect(notSynced(visitSection(page))).toBeVisible();
    // create + check-in + two forms + check-out + e-sign, for each visit.
    await expect(syncStatusButton(page)).toHaveAttribute('title', /^Offline\. 12 changes waiting\./);

    // Close the app and open it again, still offline: the changes are still on the device.
    await page.close();
    const reopened = await context.newPage();
    const response = await reopened.goto('/my-schedule');
    expect(response?.fromServiceWorker(), 'the reopened app is served by the service worker').toBe(true);
    // Reopened offline: the PIN opens the device's data with no signal.
    await passPinGate(reopened);
    await expect(offlineBanner(reopened)).toBeVisible();
    const cards = visitCards(reopened);
    await expect(cards).toHaveCount(VISITS_TODAY);
    for (const index of [0, 1]) {
      await expect(cards.nth(index)).toContainText('Encounter: Signed');
      await expect(notSynced(cards.nth(index))).toBeVisible();
    }
    await expect(notSynced(reopened.getByRole('list', { name: /^Visits on / }))).toHaveCount(2);
    await expect(syncStatusButton(reopened)).toHaveAttribute('title', /^Offline\. 12 changes waiting\./);

    // Back online: the engine drains on the `online` event.
    await context.setOffline(false);
    await expect(offlineBanner(reopened)).toBeHidden();
    await expect(syncStatusButton(reopened)).toHaveAttribute('title', /^Online\. No changes waiting\./, { timeout: 30_000 });
    await expect(notSynced(reopened.getByRole('list', { name: /^Visits on / }))).toHaveCount(0);
    for (const index of [0, 1]) await expect(cards.nth(index)).toContainText('Encounter: Signed');

    await expectFinishedAndSignedOnce(api, first);
    await expectFinishedAndSignedOnce(api, second);
  } finally {
    await context.setOffline(false);
  }
});

test('a check-in whose answer is lost after the server applied it is resent and recognised, not applied twice', async ({
  page,
  request,
}) => {
  const api = await serverApiAs(request, EMAILS.clinician);
  await signIn(page, EMAILS.clinician);
  await expect(visitCards(page)).toHaveCount(VISITS_TODAY);
  const appointmentId = await openVisit(page, 2);

  // The outbox goes out in syncEncounterCommands batches. Every batch with the startEncounter
  // reaches the server (route.fetch); the answer to the first is dropped on its way back
  // (route.abort), so the app sees a network error after the server applied it.
  type Command = { startEncounter?: { clientMutationId: string; baseVersion?: number | null } };
  type Outcome = { clientMutationId: string; encounter: { versionId: number } | null; error: unknown };
  const sends: { clientMutationId: unknown; baseVersion: unknown; versionId: unknown; error: unknown }[] = [];
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { query?: string; variables?: { commands?: Command[] } } | null;
    const start = body?.variables?.commands?.find((command) => command.startEncounter)?.startEncounter;
    if (!body?.query?.includes('mutation SyncEncounterCommands') || !start) return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { syncEncounterCommands?: Outcome[] }; errors?: unknown };
    const outcome = json.data?.syncEncounterCommands?.find((o) => o.clientMutationId === start.clientMutationId);
    sends.push({
      clientMutationId: start.clientMutationId,
      baseVersion: start.baseVersion ?? null,
      versionId: outcome?.encounter?.versionId,
      error: json.errors ?? outcome?.error ?? null,
    });
    if (sends.length === 1) await route.abort('connectionreset');
    else await route.fulfill({ response });
  });

  await action(page, 'Check in').click();
  await expect(encounterState(page)).toHaveText('Checked in');
  // The entry was kept and sent again (DESIGN §4.4: 1 s later); once acknowledged it is gone.
  await expect.poll(() => sends.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await expect(notSynced(visitSection(page))).toHaveCount(0, { timeout: 20_000 });
  await expect(syncStatusButton(page)).toHaveAttribute('title', /^Online\. No changes waiting\./);
  await page.unroute('**/graphql');

  const [dropped, ...resends] = sends;
  expect(dropped?.error, 'the server applied the first send').toBeNull();
  expect(typeof dropped?.versionId).toBe('number');
  for (const resend of resends) {
    // The same command (same clientMutationId and base version: chained after the createEncounter
    // in the same batch), answered with the stored result.
    expect(resend).toEqual(dropped);
  }

  const checkedIn = await serverVisit(api, appointmentId);
  expect(checkedIn.appointment.status).toBe('checked-in');
  expect(checkedIn.encounter).toMatchObject({ status: 'in-progress', stateText: 'Checked-in', versionId: dropped?.versionId });
  expect(await encountersOfVisit(api, checkedIn), 'one encounter for the visit').toHaveLength(1);
  const encounterId = checkedIn.encounter?.id ?? '';
  expect(await provenanceCounts(api, encounterId)).toEqual({ create: 1, 'check-in': 1 });
  expect(dropped?.versionId).toBe(2); // create = 1, check-in = 2: one write each

  // The device's version matches the server's: its next change is accepted, not a conflict. (It
  // also ends the visit, so that this clinician has no visit left in progress.)
  await action(page, 'Check out').click();
  await expect(encounterState(page)).toHaveText('Checked out');
  await expect(notSynced(visitSection(page))).toHaveCount(0, { timeout: 20_000 });
  const checkedOut = await serverVisit(api, appointmentId);
  expect(checkedOut.encounter).toMatchObject({ id: encounterId, status: 'finished', stateText: 'checkedOut', versionId: 3 });
  expect(await provenanceCounts(api, encounterId)).toEqual({ create: 1, 'check-in': 1, 'check-out': 1 });
});

test('conflict: clinician2 changed the visit while this device was offline with a queued check-out', async ({ page, context, request }) => {
  const api = await serverApiAs(request, EMAILS.clinician);

  // Device A checks in online, then loses the connection and checks out (queued).
  await startFieldDevice(page);
  const appointmentId = await openVisit(page, 3);
  await action(page, 'Check in').click();
  await expect(encounterState(page)).toHaveText('Checked in');
  await expect(notSynced(visitSection(page))).toHaveCount(0, { timeout: 20_000 });
  const checkedIn = await serverVisit(api, appointmentId);
  expect(checkedIn.encounter).toMatchObject({ status: 'in-progress', stateText: 'Checked-in' });
  const base = checkedIn.encounter as ServerEncounter;

  await context.setOffline(true);
  try {
    await action(page, 'Check out').click();
    await expect(encounterState(page)).toHaveText('Checked out');
    await expect(notSynced(visitSection(page))).toBeVisible();

    // Meanwhile clinician2, a colleague in the same market who covers this visit, undoes the
    // check-in on the server (through the API, as their own device would send it).
    const colleague = await serverApiAs(request, 'clinician2@demo.test');
    await colleague.graphql(
      `mutation($cmid: ID!, $id: ID!, $v: Int!, $p: ProvenanceInput!) {
        undoCheckIn(clientMutationId: $cmid, encounterId: $id, baseVersion: $v, provenance: $p) { id versionId } }`,
      { cmid: crypto.randomUUID(), id: base.id, v: base.versionId, p: { recorded: new Date().toISOString(), device: 'clinician2 tablet' } },
    );
    const changedByColleague = await serverVisit(api, appointmentId);
    expect(changedByColleague.encounter).toMatchObject({
      id: base.id,
      status: 'planned',
      checkedInAt: null,
      versionId: base.versionId + 1,
    });

    // Device A reconnects: its check-out is refused (stale base version) and set aside.
    await context.setOffline(false);
    await expect(syncStatusButton(page)).toHaveAttribute('title', /^Online\. No changes waiting\. 1 change needs attention\./, {
      timeout: 30_000,
    });
    await syncStatusButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Sync' });
    const entries = panel.getByRole('listitem');
    await expect(entries).toHaveCount(1);
    const queued = entries.first();
    await expect(queued.getByText('Check out', { exact: true })).toBeVisible();
    await expect(queued.getByText('Conflict', { exact: true })).toBeVisible();
    await expect(queued.getByText(CONFLICT_MESSAGE, { exact: true })).toBeVisible();
    await expect(queued.getByRole('button', { name: 'Refresh', exact: true })).toBeVisible();
    await expect(queued.getByRole('button', { name: 'Discard my change', exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panel).toBeHidden();

    // The local change is still there, unsent, until the clinician chooses.
    await expect(encounterState(page)).toHaveText('Checked out');
    await expect(notSynced(visitSection(page))).toBeVisible();

    // The server still has clinician2's change: nothing of A's was applied over it.
    const after = await serverVisit(api, appointmentId);
    expect(after).toEqual(changedByColleague);
    expect(await provenanceCounts(api, base.id)).toEqual({ create: 1, 'check-in': 1, 'undo-check-in': 1 });
  } finally {
    await context.setOffline(false);
  }
  // The drawer is still the clinician's (the app did not sign out or break on the conflict).
  await expect(drawer(page).getByRole('link', { name: 'My Schedule', exact: true })).toBeVisible();
});

test("a colleague's change reaches the open visit without a reload (subscription event, then a pack pull)", async ({ page, request }) => {
  // The app subscribes to the clinician's encounter events over the WebSocket.
  const subscribed: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', (frame) => {
      const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
      const name = /subscription (OnEncounter\w+)/.exec(text)?.[1];
      if (name) subscribed.push(name);
    }),
  );
  await signIn(page, EMAILS.clinician);
  await expect(visitCards(page)).toHaveCount(VISITS_TODAY);
  const appointmentId = await openVisit(page, 4);
  await expect(encounterState(page)).toHaveText('Not started');
  await expect.poll(() => [...subscribed].sort()).toEqual(['OnEncounterCreated', 'OnEncounterUpdated']);
  // The server registers a subscription a moment after its frame was sent (the test's own wait).
  await page.waitForTimeout(300);

  // clinician2, covering this visit, checks the patient in from their own device.
  const colleague = await serverApiAs(request, 'clinician2@demo.test');
  const encounterId = crypto.randomUUID();
  const at = new Date().toISOString();
  await colleague.graphql(
    `mutation($cmid: ID!, $id: ID!, $appointmentId: ID!) {
      createEncounter(clientMutationId: $cmid, encounter: { id: $id, appointmentId: $appointmentId }) { id } }`,
    { cmid: crypto.randomUUID(), id: encounterId, appointmentId },
  );
  await colleague.graphql(
    `mutation($cmid: ID!, $id: ID!, $at: DateTime!) {
      startEncounter(clientMutationId: $cmid, encounterId: $id, baseVersion: 1, provenance: { recorded: $at }) { id } }`,
    { cmid: crypto.randomUUID(), id: encounterId, at },
  );

  // The clinician's screen follows, with nothing of its own waiting.
  await expect(encounterState(page)).toHaveText('Checked in', { timeout: 10_000 });
  await expect(notSynced(visitSection(page))).toHaveCount(0);

  // Leave nothing in progress: clinician2 undoes the check-in; the screen follows again.
  await colleague.graphql(
    `mutation($cmid: ID!, $id: ID!, $at: DateTime!) {
      undoCheckIn(clientMutationId: $cmid, encounterId: $id, baseVersion: 2, provenance: { recorded: $at }) { id } }`,
    { cmid: crypto.randomUUID(), id: encounterId, at: new Date().toISOString() },
  );
  await expect(encounterState(page)).toHaveText('Not started', { timeout: 10_000 });
});
