// Who may read and change encounters (DESIGN §5, checked in the service): a clinician reads only
// their own practitioner's; coordinators and users with 'settings' read any; only the encounter's
// own practitioner and a covering colleague of the same market change it. Also: EncounterList paging and filters, unknown ids, and the
// documented hasActiveAuthorization rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import {
  addAppointment,
  addPractitioner,
  addVisit,
  type Clinic,
  cmid,
  deviceTime,
  type EncounterResult,
  fails,
  historyCount,
  M,
  ok,
  provenanceCount,
  Q,
  todayAt,
} from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer, unknownId } from './harness.ts';

interface ListPage {
  totalCount: number;
  edges: { cursor: string; node: { id: string; status: string; practitionerId: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

describe.each(kinds)('encounter access on %s', (kind) => {
  let s: TestServer;
  let mine: Clinic;
  let theirs: Clinic;
  let appointmentId: string;
  let encounter: EncounterResult;
  let planned: EncounterResult;
  let theirEncounter: EncounterResult;

  beforeAll(async () => {
    s = await startServer(kind);
    mine = await addPractitioner(s, 'FL', 'clinician');
    theirs = await addPractitioner(s, 'FL', 'clinician2');
    appointmentId = await addVisit(s, mine, '08:00', 1);
    const created = await ok<EncounterResult>(s, 'clinician', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId } });
    encounter = await ok<EncounterResult>(s, 'clinician', M.start, { cmid: cmid(), id: created.id, v: 1, p: { recorded: deviceTime(10) } });
    planned = await ok<EncounterResult>(s, 'clinician', M.create, {
      cmid: cmid(),
      encounter: { id: cmid(), appointmentId: await addVisit(s, mine, '09:00', 2) },
    });
    theirEncounter = await ok<EncounterResult>(s, 'clinician2', M.create, {
      cmid: cmid(),
      encounter: { id: cmid(), appointmentId: await addVisit(s, theirs, '09:00', 1) },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it.each([
    ['Encounter', Q.encounter, () => ({ id: encounter.id })],
    ['EncounterState', Q.state, () => ({ id: encounter.id })],
    ['GetProvenance', Q.provenance, () => ({ id: encounter.id })],
    ['GetActiveEncounterByAppointmentId', Q.active, () => ({ id: appointmentId })],
    ['LatestEncounterForPractitioner', Q.latest, () => ({ id: mine.practitionerId })],
    ['EncounterList of their practitioner', Q.list, () => ({ practitionerIds: [mine.practitionerId] })],
  ])('another clinician may not read %s of mine (FORBIDDEN)', async (_name, query, variables) => {
    const error = await fails(s, 'clinician2', query, variables());
    expect(error.extensions?.code).toBe('FORBIDDEN');
  });

  it.each(['coordinator', 'admin'])("%s reads any practitioner's encounters", async (userKey) => {
    expect(await ok(s, userKey, Q.encounter, { id: encounter.id })).toMatchObject({ id: encounter.id, status: 'in-progress' });
    expect(await ok(s, userKey, Q.state, { id: encounter.id })).toMatchObject({ allowCheckout: true });
    expect(await ok<unknown[]>(s, userKey, Q.provenance, { id: encounter.id })).toHaveLength(2);
    expect(await ok(s, userKey, Q.latest, { id: mine.practitionerId })).toMatchObject({ id: encounter.id });
    const page = await ok<ListPage>(s, userKey, Q.list, {});
    expect(page.totalCount).toBe(3);
  });

  it("gives a clinician's list only their own practitioner's encounters", async () => {
    const page = await ok<ListPage>(s, 'clinician2', Q.list, {});
    expect(page.edges.map((e) => e.node.id)).toEqual([theirEncounter.id]);
    const own = await ok<ListPage>(s, 'clinician2', Q.list, { practitionerIds: [theirs.practitionerId] });
    expect(own.totalCount).toBe(1);
  });

  it('pages and filters EncounterList', async () => {
    const first = await ok<ListPage>(s, 'coordinator', Q.list, { practitionerIds: [mine.practitionerId], first: 1 });
    expect(first.totalCount).toBe(2);
    // The checked-in one first (latest period start), then the planned one.
    expect(first.edges.map((e) => e.node.id)).toEqual([encounter.id]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await ok<ListPage>(s, 'coordinator', Q.list, {
      practitionerIds: [mine.practitionerId],
      first: 1,
      after: first.pageInfo.endCursor,
    });
    expect(second.edges.map((e) => e.node.id)).toEqual([planned.id]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const inProgress = await ok<ListPage>(s, 'coordinator', Q.list, { status: ['in-progress'] });
    expect(inProgress.edges.map((e) => e.node.id)).toEqual([encounter.id]);
    const byPatient = await ok<ListPage>(s, 'coordinator', Q.list, { patientId: theirEncounter.patientId });
    expect(byPatient.edges.map((e) => e.node.id)).toEqual([theirEncounter.id]);
    const bad = await fails(s, 'coordinator', Q.list, { status: ['done'] });
    expect(bad.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['startEncounter', M.start, () => ({ id: planned.id, v: 1, p: { recorded: deviceTime(1) } })],
    ['cancelEncounter', M.cancel, () => ({ id: planned.id, v: 1 })],
    ['updateEncounter', M.update, () => ({ id: encounter.id, v: 2, e: { checkedOutAt: deviceTime(0) } })],
    ['undoCheckIn', M.undo, () => ({ id: encounter.id, v: 2, p: { recorded: deviceTime(1) } })],
    // A stale version: still FORBIDDEN, so nothing about the encounter leaks.
    ['amendEncounter (stale version)', M.amend, () => ({ id: encounter.id, v: 1 })],
  ])("only the encounter's own practitioner may %s", async (_name, mutation, variables) => {
    const before = await historyCount(s, encounter.id);
    for (const userKey of ['clinician2', 'coordinator', 'admin']) {
      const error = await fails(s, userKey, mutation, { cmid: cmid(), ...variables() });
      expect(error.extensions?.code, userKey).toBe('FORBIDDEN');
    }
    expect(await historyCount(s, encounter.id)).toBe(before);
  });

  it("refuses to create an encounter on another practitioner's visit", async () => {
    const visit = await addVisit(s, mine, '10:00', 3);
    const error = await fails(s, 'clinician2', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId: visit } });
    expect(error.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers unknown ids: null for Encounter, NOT_FOUND where one is required', async () => {
    const res = await s.gql(Q.encounter, { id: unknownId() }, await s.token('clinician'));
    expect(res.body).toEqual({ data: { Encounter: null } });
    expect((await fails(s, 'clinician', Q.state, { id: unknownId() })).extensions?.code).toBe('NOT_FOUND');
    expect(
      (await fails(s, 'clinician', M.start, { cmid: cmid(), id: unknownId(), v: 1, p: { recorded: deviceTime(1) } })).extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('has an active authorization only when the encounter says so', async () => {
    expect(encounter.hasActiveAuthorization).toBe(false);
    const row = await stores.encounter.read(s.db, planned.id);
    if (!row) throw new Error('no encounter');
    await stores.encounter.update(s.db, row.id, { ...row.content, authorization: { active: true } }, row.versionId, { authorId: null });
    expect(await ok(s, 'clinician', Q.encounter, { id: planned.id })).toMatchObject({ hasActiveAuthorization: true });
  });

  describe('a covering colleague (a clinician whose practitioner shares a market)', () => {
    let owner: Clinic;
    let visitId: string;
    let shared: EncounterResult;

    beforeAll(async () => {
      const clinician = s.user('clinician');
      // Florida clinicians: user administration grants the state (their practitioners' markets only say whom they cover).
      for (const key of ['owner', 'colleague', 'faraway']) {
        await s.addUser({
          key,
          roles: clinician.roles,
          jobFunctions: clinician.jobFunctions,
          permissions: clinician.permissions,
          markets: ['FL'],
        });
      }
      owner = await addPractitioner(s, 'FL', 'owner', ['Tampa Bay']);
      await addPractitioner(s, 'FL', 'colleague', ['Orlando', 'Tampa Bay']);
      await addPractitioner(s, 'FL', 'faraway', ['Orlando']);
      visitId = await addVisit(s, owner, '11:00', 1);
      shared = await ok<EncounterResult>(s, 'owner', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId: visitId } });
    });

    it('reads one record of the colleague, but lists stay their own', async () => {
      expect(await ok(s, 'colleague', Q.encounter, { id: shared.id })).toMatchObject({ id: shared.id });
      expect(await ok(s, 'colleague', Q.active, { id: visitId })).toMatchObject({ id: shared.id });
      const page = await ok<ListPage>(s, 'colleague', Q.list, {});
      expect(page.totalCount).toBe(0);
    });

    it('changes the visit, and the provenance names the colleague', async () => {
      const started = await ok<EncounterResult>(s, 'colleague', M.start, {
        cmid: cmid(),
        id: shared.id,
        v: 1,
        p: { recorded: deviceTime(5) },
      });
      expect(started).toMatchObject({ status: 'in-progress', versionId: 2 });
      const provenance = await ok<{ activity: string; agentId: string }[]>(s, 'owner', Q.provenance, { id: shared.id });
      // By activity: the list is in recorded order, and the check-in's recorded is a device time
      // (deviceTime shrinks its minutes in the hour after a midnight) while the create's is the
      // server's, so their order depends on the hour the suite runs.
      expect(provenance.map((p) => [p.activity, p.agentId]).sort()).toEqual([
        ['check-in', s.user('colleague').id],
        ['create', s.user('owner').id],
      ]);
      // The owner's device, one version behind, is refused with CONFLICT, not overwritten.
      const stale = await fails(s, 'owner', M.undo, { cmid: cmid(), id: shared.id, v: 1, p: { recorded: deviceTime(1) } });
      expect(stale.extensions?.code).toBe('CONFLICT');
    });

    it('a clinician of another market may neither read nor change it', async () => {
      expect((await fails(s, 'faraway', Q.encounter, { id: shared.id })).extensions?.code).toBe('FORBIDDEN');
      const before = await historyCount(s, shared.id);
      const error = await fails(s, 'faraway', M.undo, { cmid: cmid(), id: shared.id, v: 2, p: { recorded: deviceTime(1) } });
      expect(error.extensions?.code).toBe('FORBIDDEN');
      expect(await historyCount(s, shared.id)).toBe(before);
    });

    it('an inactive practitioner covers nobody', async () => {
      const row = await stores.practitioner.read(s.db, owner.practitionerId);
      if (!row) throw new Error('no practitioner');
      await stores.practitioner.update(s.db, row.id, { ...row.content, active: false }, row.versionId, { authorId: null });
      expect((await fails(s, 'colleague', Q.encounter, { id: shared.id })).extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe("a patient outside the caller's access (DESIGN §8: every encounter command reads its patient)", () => {
    const SYNC = `mutation($commands: [EncounterCommandInput!]!) {
      syncEncounterCommands(commands: $commands) { clientMutationId error { code } } }`;
    let texan: string;
    let visitId: string;
    /** A second visit of the Texas patient's, for the forms' case. */
    let secondVisitId: string;

    beforeAll(async () => {
      // Two Florida clinicians of one market: Gulf covers Bay's visits, but only Bay has a visit
      // of the Texas patient (the visit lets Bay read them; nothing lets Gulf).
      const clinician = s.user('clinician');
      for (const key of ['bay', 'gulf']) {
        await s.addUser({
          key,
          roles: clinician.roles,
          jobFunctions: clinician.jobFunctions,
          permissions: clinician.permissions,
          markets: ['FL'],
        });
      }
      const bay = await addPractitioner(s, 'FL', 'bay', ['Gulf Coast']);
      await addPractitioner(s, 'FL', 'gulf', ['Gulf Coast']);
      const [patient] = await s.addPatients([makePatient('Tex', 'Outside', { state: 'TX' })]);
      if (!patient) throw new Error('no patient');
      texan = patient.id;
      visitId = await addAppointment(s, { patientId: texan, practitionerId: bay.practitionerId, start: todayAt(bay.zone, '12:00') });
      secondVisitId = await addAppointment(s, { patientId: texan, practitionerId: bay.practitionerId, start: todayAt(bay.zone, '14:00') });
      expect((await fails(s, 'gulf', Q.active, { id: visitId })).extensions?.code).toBe('FORBIDDEN');
    });

    it('refuses to create the encounter, alone or in a batch, writing nothing', async () => {
      const id = cmid();
      const error = await fails(s, 'gulf', M.create, { cmid: cmid(), encounter: { id, appointmentId: visitId } });
      expect(error.extensions?.code).toBe('FORBIDDEN');
      const [outcome] = await ok<{ error: { code: string } | null }[]>(s, 'gulf', SYNC, {
        commands: [{ createEncounter: { clientMutationId: cmid(), encounter: { id, appointmentId: visitId } } }],
      });
      expect(outcome?.error?.code).toBe('FORBIDDEN');
      expect(await stores.encounter.read(s.db, id)).toBeNull();
    });

    it('refuses every command on the encounter its own clinician made, writing nothing', async () => {
      const made = await ok<EncounterResult>(s, 'bay', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId: visitId } });
      const before = await historyCount(s, made.id);
      const attempts: [string, string, Record<string, unknown>][] = [
        ['cancelEncounter', M.cancel, { id: made.id, v: made.versionId, reason: 'Error' }],
        ['startEncounter', M.start, { id: made.id, v: made.versionId, p: { recorded: deviceTime(1) } }],
        ['createProvenance', M.provenance, { p: { recorded: deviceTime(1) }, target: made.id, activity: 'create' }],
      ];
      for (const [name, mutation, variables] of attempts) {
        expect((await fails(s, 'gulf', mutation, { cmid: cmid(), ...variables })).extensions?.code, name).toBe('FORBIDDEN');
      }
      const outcomes = await ok<{ error: { code: string } | null }[]>(s, 'gulf', SYNC, {
        commands: [{ cancelEncounter: { clientMutationId: cmid(), encounterId: made.id, baseVersion: made.versionId } }],
      });
      expect(outcomes.map((o) => o.error?.code)).toEqual(['FORBIDDEN']);
      expect(await historyCount(s, made.id)).toBe(before);
      expect(await provenanceCount(s, made.id)).toBe(1);
      // Its own clinician still cancels it.
      const cancelled = await ok<EncounterResult>(s, 'bay', M.cancel, { cmid: cmid(), id: made.id, v: made.versionId });
      expect(cancelled.status).toBe('cancelled');
    });

    it("refuses the encounter's forms: answers, the form list and its changes, writing nothing", async () => {
      const made = await ok<EncounterResult>(s, 'bay', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId: secondVisitId } });
      const before = await historyCount(s, made.id);
      const attempts: [string, string, Record<string, unknown>][] = [
        [
          'saveQuestionnaireResponse',
          `mutation($cmid: ID!, $e: ID!) { saveQuestionnaireResponse(clientMutationId: $cmid, encounterId: $e,
            questionnaireCode: "wound-assessment", baseVersion: 0, answers: {}) { id } }`,
          { cmid: cmid(), e: made.id },
        ],
        ['createEncounterForms', 'mutation($e: ID!) { createEncounterForms(encounterId: $e) { questionnaireCode } }', { e: made.id }],
        [
          'updateEncounterQuestionnaireList',
          'mutation($e: ID!) { updateEncounterQuestionnaireList(encounterId: $e, questionnaireCodes: []) { questionnaireCode } }',
          { e: made.id },
        ],
      ];
      for (const [name, mutation, variables] of attempts) {
        expect((await fails(s, 'gulf', mutation, variables)).extensions?.code, name).toBe('FORBIDDEN');
      }
      const [outcome] = await ok<{ error: { code: string } | null }[]>(s, 'gulf', SYNC, {
        commands: [
          {
            saveQuestionnaireResponse: {
              clientMutationId: cmid(),
              encounterId: made.id,
              questionnaireCode: 'wound-assessment',
              baseVersion: 0,
              answers: {},
            },
          },
        ],
      });
      expect(outcome?.error?.code).toBe('FORBIDDEN');
      expect(await historyCount(s, made.id)).toBe(before);
    });
  });
});
