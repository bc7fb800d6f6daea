// SPEC §2 '/tasks' work queue over the real server: views mine / job-function / team with the
// patient's name and state, origin and overdue; an admission hold leaves the case managers an
// urgent task that assignTask moves into one owner's queue (TaskHistory: who and what, newest
// first); status filters after changePatientTaskStatus; every view stays inside the patient
// access rule (another market sees none, even of a colleague shared with it); refusals by code
// and field (FORBIDDEN, BAD_USER_INPUT, CONFLICT), never a 500.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { fails, localDate, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';

const WORK_FIELDS = `id versionId patientId patientName state title status priority ownerId owner ownerJobFunction
  ownerJobFunctionTitle dueDate overdue origin originLabel`;
const LIST = `query($view: String!, $status: String, $origin: String, $overdue: Boolean, $term: String) {
  TaskList(view: $view, status: $status, origin: $origin, overdue: $overdue, term: $term, first: 100) {
    totalCount edges { node { ${WORK_FIELDS} } } } }`;
const HISTORY = 'query($id: ID!) { TaskHistory(id: $id) { versionId by status owner ownerJobFunctionTitle priority dueDate } }';
const ASSIGN = `mutation($input: TaskAssignInput!) { assignTask(input: $input) { ${WORK_FIELDS} } }`;
const ADD_TASK = 'mutation($input: PatientTaskInput!) { addPatientTask(input: $input) { id versionId } }';
const CHANGE_TASK = 'mutation($input: ChartRecordStatusInput!) { changePatientTaskStatus(input: $input) { id versionId status } }';
const CHANGE_ADMISSION = 'mutation($input: AdmissionStatusInput!) { changeAdmissionStatus(input: $input) { id status } }';

type WorkTask = Record<string, unknown> & { id: string; versionId: number };
const FL_DAY = (days: number) => localDate('America/New_York', days);

describe.each(kinds)('task work queue on %s', (kind) => {
  let s: TestServer;

  const patient = async (given: string, state = 'FL') => {
    const [p] = await s.addPatients([makePatient(given, 'Tasker', { state })]);
    if (!p) throw new Error('no patient');
    return p.id;
  };
  /** The ids (or the tasks) of a user's view. */
  const queue = async (user: string, view: string, filters: Record<string, unknown> = {}) =>
    (await ok<{ edges: { node: WorkTask }[] }>(s, user, LIST, { view, ...filters })).edges.map((e) => e.node);
  const ids = async (user: string, view: string, filters: Record<string, unknown> = {}) =>
    (await queue(user, view, filters)).map((t) => t.id);
  const addTask = async (patientId: string, fields: Record<string, unknown> = {}, by = 'coordinator') =>
    (await ok<WorkTask>(s, by, ADD_TASK, { input: { patientId, title: 'Call the family', priority: 'routine', ...fields } })).id;
  /** An admission of the patient put on hold by the coordinator: the case managers' task it leaves. */
  const holdTask = async (patientId: string) => {
    const start = '2026-01-05T12:00:00.000Z';
    const admission = await stores.episodeOfCare.create(
      s.db,
      {
        status: 'active',
        statusHistory: [{ status: 'active', period: { start } }],
        patient: { reference: `Patient/${patientId}` },
        period: { start },
      },
      { authorId: null },
    );
    await ok(s, 'coordinator', CHANGE_ADMISSION, {
      input: { admissionId: admission.id, versionId: 1, action: 'hold', reason: 'hospitalized' },
    });
    const [task] = await s.db.select({ id: schema.tasks.id }).from(schema.tasks).where(eq(schema.tasks.patientId, patientId));
    if (!task) throw new Error('the hold left no task');
    return task.id;
  };
  const code = async (user: string, query: string, variables: Record<string, unknown>) =>
    (await fails(s, user, query, variables)).extensions;

  beforeAll(async () => {
    s = await startServer(kind);
    const internal = { roles: ['staff' as const], permissions: ['patient' as const, 'tasking' as const] };
    await s.addUser({ key: 'fl-coordinator', ...internal, jobFunctions: ['other'], markets: ['FL'] });
    await s.addUser({ key: 'tx-coordinator', ...internal, jobFunctions: ['cmon'], markets: ['TX'] });
    await s.addUser({ key: 'fl-tx', givenName: 'Fran', familyName: 'Both', ...internal, jobFunctions: ['other'], markets: ['FL', 'TX'] });
    await s.addUser({
      key: 'fl-external',
      userType: 'external',
      roles: ['external'],
      jobFunctions: ['cmon'],
      permissions: internal.permissions,
      markets: ['FL'],
    });
    await s.addUser({
      key: 'tasking-reviewer',
      roles: ['reviewer-readonly'],
      jobFunctions: ['cmon'],
      permissions: internal.permissions,
      markets: ['FL'],
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("'mine' holds the owner's tasks with their patient and origin; overdue follows the due date", async () => {
    const patientId = await patient('Mina');
    const late = await addTask(patientId, { title: 'Late call', ownerId: s.user('pcc').id, dueDate: FL_DAY(-1) });
    const soon = await addTask(patientId, { title: 'Soon call', ownerId: s.user('pcc').id, dueDate: FL_DAY(3) });
    const mine = await queue('pcc', 'mine');
    expect(mine.map((t) => t.id)).toEqual(expect.arrayContaining([late, soon]));
    expect(mine.find((t) => t.id === late)).toMatchObject({
      patientId,
      patientName: 'Mina Tasker',
      state: 'FL',
      owner: 'Parker Care',
      origin: 'manual',
      originLabel: 'By hand',
      ownerJobFunction: null,
      overdue: true,
    });
    expect(mine.find((t) => t.id === soon)?.overdue).toBe(false);
    const overdue = await ids('pcc', 'mine', { overdue: true });
    expect(overdue).toContain(late);
    expect(overdue).not.toContain(soon);
    for (const other of ['fl-coordinator', 'coordinator']) expect(await ids(other, 'mine'), other).not.toContain(late);
  });

  it("an admission hold queues an urgent task for the case managers; assignTask moves it into one owner's 'mine'", async () => {
    const patientId = await patient('Hugo');
    const taskId = await holdTask(patientId);
    const queued = (await queue('casemanager', 'job-function')).find((t) => t.id === taskId);
    expect(queued).toMatchObject({
      versionId: 1,
      title: 'Admission on hold (Hospitalized): follow up with the patient',
      origin: 'admission',
      originLabel: 'Admission change',
      ownerJobFunction: 'cmon',
      ownerJobFunctionTitle: 'Case Manager',
      priority: 'urgent',
      dueDate: FL_DAY(2),
      ownerId: null,
      overdue: false,
    });
    expect(await ids('casemanager', 'job-function', { origin: 'admission' })).toContain(taskId);
    expect(await ids('casemanager', 'job-function', { origin: 'manual' })).not.toContain(taskId);
    expect(await ids('pcc', 'job-function'), 'another job function').not.toContain(taskId);

    const assigned = await ok<WorkTask>(s, 'casemanager', ASSIGN, {
      input: { id: taskId, versionId: 1, ownerId: s.user('fl-coordinator').id },
    });
    expect(assigned).toMatchObject({
      versionId: 2,
      ownerId: s.user('fl-coordinator').id,
      ownerJobFunction: null,
      patientName: 'Hugo Tasker',
    });
    expect(await ids('casemanager', 'job-function')).not.toContain(taskId);
    expect(await ids('fl-coordinator', 'mine')).toContain(taskId);
    expect(await ok(s, 'casemanager', HISTORY, { id: taskId })).toEqual([
      {
        versionId: 2,
        by: 'Cameron Manager',
        status: 'requested',
        owner: 'fl-coordinator Fixture',
        ownerJobFunctionTitle: null,
        priority: 'urgent',
        dueDate: FL_DAY(2),
      },
      {
        versionId: 1,
        by: 'Morgan Coordinator',
        status: 'requested',
        owner: null,
        ownerJobFunctionTitle: 'Case Manager',
        priority: 'urgent',
        dueDate: FL_DAY(2),
      },
    ]);
  });

  it('a completed task leaves the open list and shows as closed or completed', async () => {
    const taskId = await addTask(await patient('Cora'), { ownerId: s.user('pcc').id });
    await ok(s, 'pcc', CHANGE_TASK, { input: { id: taskId, versionId: 1, status: 'completed' } });
    expect(await ids('pcc', 'mine')).not.toContain(taskId);
    for (const status of ['closed', 'completed'])
      expect(
        (await queue('pcc', 'mine', { status })).find((t) => t.id === taskId),
        status,
      ).toMatchObject({ status: 'completed', overdue: false });
    expect(await ids('pcc', 'mine', { status: 'cancelled' })).not.toContain(taskId);
  });

  it('refuses other markets, read-only roles, users without tasking, bad owners, closed or stale tasks and bad input', async () => {
    const patientId = await patient('Rita');
    const held = await holdTask(patientId);
    const shared = await addTask(patientId, { ownerId: s.user('fl-tx').id });
    // A Florida patient's task owned by the Texas coordinator (written directly: the chart would refuse that owner).
    const stray = await stores.task.create(
      s.db,
      {
        status: 'requested',
        for: { reference: `Patient/${patientId}` },
        title: 'Stray',
        priority: 'routine',
        authoredOn: new Date().toISOString(),
        owner: { reference: `User/${s.user('tx-coordinator').id}`, display: 'Tex' },
      },
      { authorId: null },
    );
    expect(await ids('fl-tx', 'team')).toEqual(expect.arrayContaining([shared, stray.id]));
    for (const view of ['mine', 'job-function', 'team']) {
      const seen = await queue('tx-coordinator', view);
      expect(seen.filter((t) => t.state === 'FL' || t.id === held).length, view).toBe(0);
    }
    const assign = (ownerId: string, versionId = 1, id = held) => ({ input: { id, versionId, ownerId } });
    const owner = s.user('fl-coordinator').id;
    for (const user of ['tx-coordinator', 'external', 'fl-external', 'reviewer', 'tasking-reviewer'])
      expect((await code(user, ASSIGN, assign(owner)))?.code, user).toBe('FORBIDDEN');
    expect((await code('clinician', LIST, { view: 'mine' }))?.code).toBe('FORBIDDEN');
    expect((await code('tx-coordinator', HISTORY, { id: held }))?.code).toBe('FORBIDDEN');
    expect(await fails(s, 'coordinator', ASSIGN, assign(s.user('tx-coordinator').id))).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { code: 'BAD_USER_INPUT', field: 'ownerId' },
    });
    expect(await code('coordinator', ASSIGN, assign(owner, 7))).toMatchObject({ code: 'CONFLICT', currentVersion: 1 });
    await ok(s, 'coordinator', CHANGE_TASK, { input: { id: shared, versionId: 1, status: 'completed' } });
    expect(await code('coordinator', ASSIGN, assign(owner, 2, shared))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    expect((await s.db.select().from(schema.tasks).where(eq(schema.tasks.id, held)))[0]?.versionId).toBe(1);

    const bad: [string, Record<string, unknown>, string][] = [
      [LIST, { view: 'everyone' }, 'view'],
      [LIST, { view: 'mine', status: 'nope' }, 'status'],
      [LIST, { view: 'mine', origin: 'magic' }, 'origin'],
      [HISTORY, { id: 'not-an-id' }, 'id'],
      [ASSIGN, assign(owner, 1, 'not-an-id'), 'id'],
      [ASSIGN, assign('nobody'), 'ownerId'],
    ];
    for (const [query, variables, field] of bad) {
      const res = await s.gql(query, variables, await s.token('coordinator'));
      expect(res.status, field).not.toBe(500);
      expect(res.body.errors?.[0]?.extensions, JSON.stringify(variables)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it("'team' never widens a user's patients: a colleague's Texas task stays out of a Florida-only user's view", async () => {
    const texan = await addTask(await patient('Tess', 'TX'), { ownerId: s.user('fl-tx').id }, 'admin');
    const floridian = await addTask(await patient('Flo'), { ownerId: s.user('fl-tx').id });
    expect(await ids('fl-tx', 'team')).toEqual(expect.arrayContaining([texan, floridian]));
    const team = await queue('fl-coordinator', 'team');
    expect(team.map((t) => t.id)).toContain(floridian);
    expect(team.map((t) => t.id)).not.toContain(texan);
    expect(team.filter((t) => t.state !== 'FL')).toEqual([]);
    expect(await ids('fl-tx', 'team', { term: 'Tess' })).toEqual([texan]);
    expect(await ids('fl-coordinator', 'team', { term: 'Tess' })).toEqual([]);
    expect((await code('fl-coordinator', HISTORY, { id: texan }))?.code).toBe('FORBIDDEN');
  });

  it('the dashboard counts what the queue lists: each bar is a filter of All Tasks, and a completed task leaves the open counts', async () => {
    const DASHBOARD = `query { TaskDashboard { open overdue byStatus { key label count } byOwner { key label count }
      byAge { key label count } byMarket { key label count } } }`;
    type Count = { key: string; label: string; count: number };
    type Dashboard = { open: number; overdue: number; byStatus: Count[]; byOwner: Count[]; byAge: Count[]; byMarket: Count[] };
    const TOTAL = `query($status: String, $owner: String, $age: String, $state: String, $overdue: Boolean) {
      TaskList(view: "all", status: $status, owner: $owner, age: $age, state: $state, overdue: $overdue, first: 1) { totalCount } }`;
    const total = async (filters: Record<string, unknown>) => (await ok<{ totalCount: number }>(s, 'admin', TOTAL, filters)).totalCount;
    const patientId = await patient('Dash');
    const task = await addTask(patientId, { ownerId: s.user('pcc').id, dueDate: FL_DAY(-2) });
    await holdTask(await patient('Queue'));

    const before = await ok<Dashboard>(s, 'admin', DASHBOARD, {});
    expect(before.open).toBe(await total({}));
    expect(before.overdue).toBe(await total({ overdue: true }));
    for (const bar of before.byStatus) expect(bar.count, bar.label).toBe(await total({ status: bar.key }));
    for (const bar of [...before.byOwner, ...before.byAge, ...before.byMarket]) {
      const filter = before.byOwner.includes(bar) ? { owner: bar.key } : before.byAge.includes(bar) ? { age: bar.key } : { state: bar.key };
      expect(bar.count, bar.label).toBe(await total(filter));
    }
    expect(before.byOwner.map((b) => b.label)).toEqual(expect.arrayContaining(['Parker Care', 'Case Manager queue']));
    expect(before.byAge.map((b) => b.label)).toEqual(['0–2 days', '3–7 days', '8–14 days', '15–30 days', 'Over 30 days']);

    await ok(s, 'pcc', CHANGE_TASK, { input: { id: task, versionId: 1, status: 'completed' } });
    const after = await ok<Dashboard>(s, 'admin', DASHBOARD, {});
    expect(after.open).toBe(before.open - 1);
    expect(after.overdue).toBe(before.overdue - 1);
    const completed = (d: Dashboard) => d.byStatus.find((b) => b.key === 'completed')?.count ?? 0;
    expect(completed(after)).toBe(completed(before) + 1);
    const pcc = (d: Dashboard) => d.byOwner.find((b) => b.key === s.user('pcc').id)?.count ?? 0;
    expect(pcc(after)).toBe(pcc(before) - 1);

    // Dashboard > Tasking is the settings permission's; a coordinator (tasking, no settings) is refused.
    expect((await code('coordinator', DASHBOARD, {}))?.code).toBe('FORBIDDEN');
    const res = await s.gql(TOTAL.replace('view: "all"', 'view: "all"'), { owner: 'queue:wizard' }, await s.token('admin'));
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'owner' });
  });
});
