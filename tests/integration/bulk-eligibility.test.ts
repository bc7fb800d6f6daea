// Bulk eligibility (SPEC §2 /bulk-eligibility, §8 eligibility errors, §9 60 days and the PCC note):
// a run over the coverages a filter picks is worked by the durable job queue, each coverage checked
// once through the eligibility service and recorded on its patient, a PCC task for each problem,
// its progress heard live; a payer that never answers leaves its items Failed (dead-letter) and
// the coverage as it was; a server stopped mid-run leaves nothing undone and nothing done twice.
// Access: permission settings, the requester's markets, never external or reviewer users.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app.ts';
import { bulkEligibilityItems } from '../../server/db/schema/bulk-eligibility.ts';
import { eligibilityResponses, tasks } from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { NOTHING_PICKED } from '../../server/modules/bulk-eligibility/bulk-eligibility-operations.ts';
import { ELIGIBILITY_TASK_NOTE } from '../../src/domain/coverage/eligibility.ts';
import type { Organization } from '../../src/domain/resources.ts';
import { type ClearinghouseServer, startClearinghouse } from '../support/x12-clearinghouse-server.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, subscribe, type TestServer } from './harness.ts';
import { startWorkerApp } from './worker-app.ts';

const REQUEST = `mutation ($f: BulkEligibilityFiltersInput!) { requestBulkEligibility(filters: $f) {
  id description userName progress { status percent counts { total pending } } } }`;
const PREVIEW = 'query ($f: BulkEligibilityFiltersInput!) { BulkEligibilityPreview(filters: $f) }';
const RUN = `query ($id: ID!) { BulkEligibilityRun(runId: $id) { id completedAt
  progress { status percent counts { total pending active inactive error failed } } } }`;
const RUNS = '{ BulkEligibilityRuns { id } }';
const ITEMS = `query ($id: ID!, $statuses: [String!], $after: Int, $first: Int) {
  BulkEligibilityItems(runId: $id, statuses: $statuses, after: $after, first: $first) {
    endCursor items { seq patientName memberId insurer status message taskId checkedAt } } }`;
const PROGRESS = 'subscription ($id: ID!) { onBulkEligibilityProgress(runId: $id) { runId status percent counts { total pending } } }';

interface Counts {
  total: number;
  pending: number;
  active: number;
  inactive: number;
  error: number;
  failed: number;
}
interface Run {
  id: string;
  completedAt: string | null;
  progress: { status: string; percent: number; counts: Counts };
}
type Heard = { data?: { onBulkEligibilityProgress: { status: string; percent: number } } | null };
interface Item {
  seq: number;
  patientName: string;
  memberId: string;
  status: string;
  message: string | null;
  taskId: string | null;
}

/** Waits for the run to complete (the queue polls every half second; retries back off). */
async function completed(s: TestServer, user: string, runId: string, seconds = 60): Promise<Run> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const run = await ok<Run>(s, user, RUN, { id: runId });
    if (run.completedAt) return run;
    if (Date.now() > deadline) throw new Error(`the run is still ${run.progress.status}: ${JSON.stringify(run.progress.counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function insurer(s: TestServer, name: string): Promise<string> {
  const row = await stores.organization.create(
    s.db,
    { active: true, name, type: 'ins', address: [{ line: ['1 Payer Way'], city: 'Tampa', state: 'FL', postalCode: '33601' }] },
    { authorId: null },
  );
  return row.id;
}

/** A patient of `state` with one active coverage of the insurer under this member id. */
async function covered(s: TestServer, insurerId: string, memberId: string, state = 'FL', family = 'Bulk') {
  const [patient] = await s.addPatients([makePatient(memberId, family, { state })]);
  if (!patient) throw new Error('no patient');
  const coverage = await stores.coverage.create(
    s.db,
    {
      status: 'active',
      beneficiary: { reference: `Patient/${patient.id}` },
      order: 1,
      payor: { reference: `Organization/${insurerId}`, display: 'Bulk Health of Florida' },
      subscriberId: memberId,
      approval: 'approved',
      period: { start: '2026-01-01' },
    },
    { authorId: null },
  );
  return { patientId: patient.id, coverageId: coverage.id, version: coverage.versionId };
}

describe.each(kinds)('bulk eligibility on %s', (kind) => {
  let s: TestServer;
  let payerId: string;
  let otherPayerId: string;
  const fl: Awaited<ReturnType<typeof covered>>[] = [];
  let texan: Awaited<ReturnType<typeof covered>>;
  let recent: Awaited<ReturnType<typeof covered>>;

  beforeAll(async () => {
    s = await startServer(kind, { env: { JOB_WORKERS: 'true' } });
    payerId = await insurer(s, 'Bulk Health of Florida');
    otherPayerId = await insurer(s, 'Other Health');
    // 30 Florida members: two slices of the run; one with errors, one not in force.
    for (let i = 0; i < 28; i++) fl.push(await covered(s, payerId, `FLM${String(i + 1).padStart(4, '0')}`));
    fl.push(await covered(s, payerId, 'ERRFL01'));
    fl.push(await covered(s, payerId, 'FLM9555'));
    texan = await covered(s, payerId, 'TXM0001', 'TX');
    // Checked ten days ago: not due (SPEC §9 60 days), so the default filter leaves it out.
    recent = await covered(s, payerId, 'FLRECENT1');
    await stores.eligibilityResponse.create(
      s.db,
      {
        id: randomUUID(),
        status: 'active',
        patient: { reference: `Patient/${recent.patientId}` },
        coverage: { reference: `Coverage/${recent.coverageId}` },
        created: new Date(Date.now() - 10 * 86_400_000).toISOString(),
        servicedDate: '2026-01-01',
        identifiers: [],
        errors: [],
      } as never,
      { authorId: null, now: new Date(Date.now() - 10 * 86_400_000) },
    );
    await covered(s, otherPayerId, 'OTHER0001');
    await s.addUser({ key: 'fl-settings', roles: ['staff'], jobFunctions: ['other'], permissions: ['settings'], markets: ['FL'] });
    await s.addUser({ key: 'tx-settings', roles: ['staff'], jobFunctions: ['other'], permissions: ['settings'], markets: ['TX'] });
    await s.addUser({
      key: 'ext-settings',
      roles: ['external'],
      jobFunctions: ['other'],
      permissions: ['settings', 'patient'],
      markets: ['FL'],
    });
    await s.addUser({
      key: 'rev-settings',
      roles: ['reviewer-readonly'],
      jobFunctions: ['other'],
      permissions: ['settings', 'patient'],
      markets: ['FL'],
    });
  }, 120_000);
  afterAll(() => s?.close());

  it('checks each picked coverage once, records it on the patient, and leaves PCC a task for each problem', async () => {
    const filters = { payerId };
    expect(await ok<number>(s, 'fl-settings', PREVIEW, { f: filters })).toBe(30);
    const nowhere = s.ws(await s.token('fl-settings'));
    const refused = subscribe(nowhere, PROGRESS, { id: randomUUID() });
    await refused.waitFor((events, errors) => events.length > 0 || errors.length > 0, 15_000);
    expect(JSON.stringify([refused.events, refused.errors])).toContain('NOT_FOUND');
    refused.dispose();
    await nowhere.dispose();

    const started = await ok<{ id: string; description: string; progress: { counts: Counts } }>(s, 'fl-settings', REQUEST, { f: filters });
    expect(started.description).toBe(
      'Insurer Bulk Health of Florida · Every market · Any admission status · Not checked in the last 60 days',
    );
    expect(started.progress.counts).toMatchObject({ total: 30 });
    const client = s.ws(await s.token('fl-settings'));
    const live = subscribe<Heard>(client, PROGRESS, { id: started.id });
    const run = await completed(s, 'fl-settings', started.id);
    expect(run.progress).toMatchObject({
      status: 'completed',
      percent: 100,
      counts: { total: 30, pending: 0, active: 28, inactive: 1, error: 1, failed: 0 },
    });
    // The live progress reached 100 (events come at most four a second, the last one always).
    await live.waitFor((events) => events.some((e) => e.data?.onBulkEligibilityProgress.status === 'completed'), 15_000);
    expect(live.events.at(-1)?.data?.onBulkEligibilityProgress.percent).toBe(100);
    live.dispose();
    await client.dispose();

    const { items } = await ok<{ items: Item[] }>(s, 'fl-settings', ITEMS, { id: started.id, first: 200 });
    expect(items).toHaveLength(30);
    expect(items.map((i) => i.memberId)).not.toContain('TXM0001');
    const error = items.find((i) => i.memberId === 'ERRFL01');
    // SPEC §8: 'Error:' prefix removed, first letter capitalised, joined by commas.
    expect(error).toMatchObject({
      status: 'error',
      message: 'Invalid/missing subscriber/insured ID, Invalid/missing subscriber/insured name',
    });
    expect(items.find((i) => i.memberId === 'FLM9555')).toMatchObject({ status: 'inactive', message: 'The coverage is not in force.' });
    const problems = items.filter((i) => i.status !== 'active');
    expect(problems.every((i) => i.taskId)).toBe(true);
    expect(items.filter((i) => i.status === 'active').every((i) => !i.taskId)).toBe(true);

    // One result per coverage, the coverage itself unchanged; a task only for the two problems, with SPEC §9's note.
    const coverageIds = fl.map((c) => c.coverageId);
    const results = await s.db.select().from(eligibilityResponses).where(inArray(eligibilityResponses.coverageId, coverageIds));
    expect(results).toHaveLength(30);
    for (const c of fl) expect((await stores.coverage.read(s.db, c.coverageId))?.versionId).toBe(c.version);
    const made = await s.db
      .select()
      .from(tasks)
      .where(
        inArray(
          tasks.id,
          problems.map((p) => p.taskId as string),
        ),
      );
    expect(made.map((t) => (t.content as { title: string }).title)).toEqual([ELIGIBILITY_TASK_NOTE, ELIGIBILITY_TASK_NOTE]);

    // Paged in order; the problems alone.
    const page = await ok<{ endCursor: number | null; items: Item[] }>(s, 'fl-settings', ITEMS, {
      id: started.id,
      first: 25,
    });
    expect(page.endCursor).toBe(24);
    const rest = await ok<{ endCursor: number | null; items: Item[] }>(s, 'fl-settings', ITEMS, {
      id: started.id,
      after: 24,
      first: 25,
    });
    expect(rest).toMatchObject({ endCursor: null });
    expect(rest.items.map((i) => i.seq)).toEqual([25, 26, 27, 28, 29]);
    const only = await ok<{ items: Item[] }>(s, 'fl-settings', ITEMS, { id: started.id, statuses: ['error', 'inactive'] });
    expect(only.items.map((i) => i.memberId).sort()).toEqual(['ERRFL01', 'FLM9555']);

    // Checked now, so due no more: the same filter picks nothing.
    expect(await ok(s, 'fl-settings', PREVIEW, { f: filters })).toBe(0);
    const none = await fails(s, 'fl-settings', REQUEST, { f: filters });
    expect(none).toMatchObject({ message: 'No coverage matches the filter: nothing to check.', extensions: { code: 'BAD_USER_INPUT' } });
  }, 120_000);

  it('keeps to the requester: their markets, their runs; never external, reviewer or users without settings', async () => {
    const mine = await ok<{ id: string; progress: { counts: Counts } }>(s, 'tx-settings', REQUEST, {
      f: { payerId, staleOnly: false },
    });
    expect(mine.progress.counts.total).toBe(1);
    await completed(s, 'tx-settings', mine.id);
    const items = await ok<{ items: Item[] }>(s, 'tx-settings', ITEMS, { id: mine.id });
    expect(items.items.map((i) => i.memberId)).toEqual(['TXM0001']);
    expect(texan.coverageId).toBeTruthy();

    // Another market's user may not read the run, nor hear it; an administrator reads every run.
    expect(await fails(s, 'fl-settings', RUN, { id: mine.id })).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await fails(s, 'fl-settings', ITEMS, { id: mine.id })).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const client = s.ws(await s.token('fl-settings'));
    const heard = subscribe(client, PROGRESS, { id: mine.id });
    await heard.waitFor((events, errors) => events.length > 0 || errors.length > 0, 15_000);
    expect(JSON.stringify([heard.events, heard.errors])).toContain('FORBIDDEN');
    heard.dispose();
    await client.dispose();
    const runs = await ok<{ id: string }[]>(s, 'fl-settings', RUNS, {});
    expect(runs.map((r) => r.id)).not.toContain(mine.id);
    expect((await ok<{ id: string }[]>(s, 'admin', RUNS, {})).map((r) => r.id)).toContain(mine.id);

    // Without settings, or external or reviewer (even holding settings): refused before anything is read.
    for (const who of ['coordinator', 'clinician', 'ext-settings', 'rev-settings']) {
      expect(await fails(s, who, REQUEST, { f: { payerId } }), who).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect(await fails(s, who, PREVIEW, { f: { payerId } }), who).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    }
  }, 120_000);

  it("naming another market's market widens nothing: the requester's own markets still bound what is picked", async () => {
    const marketPayer = await insurer(s, 'Market Health of Florida');
    const tampa = await stores.organization.create(
      s.db,
      { active: true, name: 'Tampa Bay', type: 'market', address: [{ state: 'FL' }] } as Organization,
      { authorId: null },
    );
    const [patient] = await s.addPatients([
      { ...makePatient('MKT0001', 'Bulk'), managingOrganization: { reference: `Organization/${tampa.id}` } },
    ]);
    await stores.coverage.create(
      s.db,
      {
        status: 'active',
        beneficiary: { reference: `Patient/${patient?.id}` },
        order: 1,
        payor: { reference: `Organization/${marketPayer}`, display: 'Market Health of Florida' },
        subscriberId: 'MKT0001',
        approval: 'approved',
        period: { start: '2026-01-01' },
      },
      { authorId: null },
    );
    const filters = { payerId: marketPayer, marketId: tampa.id, staleOnly: false };
    expect(await ok<number>(s, 'fl-settings', PREVIEW, { f: filters })).toBe(1);
    // A Texan user with settings names Florida's market: nothing of it is theirs to check.
    expect(await ok<number>(s, 'tx-settings', PREVIEW, { f: filters })).toBe(0);
    expect(await fails(s, 'tx-settings', REQUEST, { f: filters })).toMatchObject({ message: NOTHING_PICKED });
  });

  it('refuses bad input in words, never a 500', async () => {
    expect(await fails(s, 'admin', REQUEST, { f: { payerId: 'Aetna' } })).toMatchObject({
      message: 'filters.payerId Choose an insurer from the list.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await fails(s, 'admin', REQUEST, { f: { payerId: randomUUID() } })).toMatchObject({
      message: 'Choose an insurer from the list.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await fails(s, 'admin', REQUEST, { f: { admissionStatuses: ['gone'] } })).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await fails(s, 'admin', RUN, { id: 'nope' })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await fails(s, 'admin', ITEMS, { id: randomUUID(), first: 1000 })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await fails(s, 'admin', RUN, { id: randomUUID() })).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('marks Failed, after its retries, a check the payer never answers, and leaves the coverage as it was', async () => {
    const down = await insurer(s, 'Down Health');
    const unreachable = await covered(s, down, 'DOWN0001');
    const fine = await covered(s, down, 'DOWNOK01'.replace('DOWN', 'UPUP'));
    const run = await ok<{ id: string }>(s, 'admin', REQUEST, { f: { payerId: down } });
    const done = await completed(s, 'admin', run.id, 90);
    expect(done.progress.counts).toMatchObject({ total: 2, active: 1, failed: 1, pending: 0 });
    const { items } = await ok<{ items: Item[] }>(s, 'admin', ITEMS, { id: run.id });
    expect(items.find((i) => i.memberId === 'DOWN0001')).toMatchObject({
      status: 'failed',
      message: 'The eligibility service did not answer. The coverage was left as it was; check again later.',
      taskId: null,
    });
    const recorded = await s.db.select().from(eligibilityResponses).where(eq(eligibilityResponses.coverageId, unreachable.coverageId));
    expect(recorded).toHaveLength(0);
    expect((await stores.coverage.read(s.db, unreachable.coverageId))?.versionId).toBe(unreachable.version);
    expect(await s.db.select().from(eligibilityResponses).where(eq(eligibilityResponses.coverageId, fine.coverageId))).toHaveLength(1);
  }, 120_000);
});

describe.each(kinds)('bulk eligibility across a restart on %s', (kind) => {
  let s: TestServer;
  const apps: BuiltApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await s?.close();
  });

  /** Another server on the same database, with workers, each answer taking `delayMs`. */
  const worker = async (delayMs: number) => {
    const app = await startWorkerApp(s, { ELIGIBILITY_SIMULATOR_DELAY_MS: String(delayMs) });
    apps.push(app);
    return app;
  };

  it('loses nothing and checks nothing twice when the server stops mid-run', async () => {
    // This server only enqueues: the run waits for a worker.
    s = await startServer(kind);
    const payerId = await insurer(s, 'Restart Health');
    const coverageIds: string[] = [];
    // Eight jobs of 25: the first worker takes four at once (its concurrency), so four are left when it stops.
    for (let i = 0; i < 200; i++) coverageIds.push((await covered(s, payerId, `RST${String(i + 1).padStart(4, '0')}`)).coverageId);
    const run = await ok<{ id: string }>(s, 'admin', REQUEST, { f: { payerId } });

    // A first worker starts, checks some, and is stopped mid-run.
    const first = await worker(40);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const checked = await s.db
        .select({ seq: bulkEligibilityItems.seq })
        .from(bulkEligibilityItems)
        .where(and(eq(bulkEligibilityItems.runId, run.id), eq(bulkEligibilityItems.status, 'active')));
      if (checked.length >= 5) break;
      if (Date.now() > deadline) throw new Error('the first worker checked nothing');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const before = await ok<Run>(s, 'admin', RUN, { id: run.id });
    expect(before.completedAt).toBeNull();

    // A new server picks up what was left.
    await worker(0);
    const done = await completed(s, 'admin', run.id, 90);
    expect(done.progress.counts).toMatchObject({ total: 200, active: 200, pending: 0, failed: 0 });
    const results = await s.db.select().from(eligibilityResponses).where(inArray(eligibilityResponses.coverageId, coverageIds));
    expect(results).toHaveLength(200);
    expect(new Set(results.map((r) => r.coverageId)).size).toBe(200);
  }, 180_000);
});

describe('bulk eligibility through an X12 270/271 clearinghouse (ELIGIBILITY_SERVICE=x12)', () => {
  let s: TestServer;
  let clearinghouse: ClearinghouseServer;
  afterAll(async () => {
    await s?.close();
    await clearinghouse?.close();
  });

  it("records each 271's answer as the chart's check does", async () => {
    clearinghouse = await startClearinghouse();
    s = await startServer('pglite', {
      env: { JOB_WORKERS: 'true', ELIGIBILITY_SERVICE: 'x12', ELIGIBILITY_CLEARINGHOUSE_URL: clearinghouse.url },
    });
    const payerId = await insurer(s, 'X12 Health of Florida');
    for (const memberId of ['XTW123456781', 'XTW123456555', 'ERRX12']) await covered(s, payerId, memberId);
    const run = await ok<{ id: string }>(s, 'admin', REQUEST, { f: { payerId } });
    const done = await completed(s, 'admin', run.id);
    expect(done.progress.counts).toMatchObject({ total: 3, active: 1, inactive: 1, error: 1, failed: 0 });
    const { items } = await ok<{ items: Item[] }>(s, 'admin', ITEMS, { id: run.id });
    expect(items.find((i) => i.memberId === 'ERRX12')?.message).toBe(
      'Invalid/missing subscriber/insured ID, Invalid/missing subscriber/insured name',
    );
    expect(clearinghouse.received).toHaveLength(3);
    expect(clearinghouse.received.every((edi) => edi.includes('ST*270*'))).toBe(true);
  }, 120_000);
});
