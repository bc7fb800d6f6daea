// EncounterList's SPEC §7 filters (/clinician-encounters): episode of care, patient, appointment,
// status and workflow state, period (period_start and periodStart alike), type and type-not,
// delivery type, telemedicine statuses, practitioners with the encounters they supervise, an
// active authorization, and the sort; each inside the caller's access; and GetAdditionalActionsStatus.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import type { Encounter } from '../../src/domain/resources.ts';
import { addPatient, addPractitioner, type Clinic, fails, ok } from './encounters-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

const LIST = `query($a: ID, $e: ID, $p: ID, $s: [String!], $st: [String!], $ps: DateTime, $from: DateTime, $to: DateTime, $t: [String!], $tn: [String!],
  $d: String, $tm: [String!], $pr: [ID!], $sp: Boolean, $auth: Boolean, $sort: String, $term: String) {
  EncounterList(appointment: $a, episodeOfCareId: $e, patientId: $p, status: $s, stateStatus: $st, period_start: $ps, periodStart: $from, periodEnd: $to,
    type: $t, typeNot: $tn, deliveryType: $d, tmStatuses: $tm, practitionerIds: $pr, includeSP: $sp, authorization: $auth, sort: $sort, term: $term) {
    totalCount totalCountCapped edges { node { id } } } }`;
const ACTIONS = `query($p: ID!) { GetAdditionalActionsStatus(patientId: $p) {
  orderDetails { draft active count } problemDetails { draft active count } patientDetails { status dischargedOn } } }`;

describe.each(kinds)('EncounterList filters on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;
  let supervisor: Clinic;
  let patientId: string;
  let episodeId: string;
  const ids: Record<string, string> = {};

  /** A stored encounter of the patient; a field given as undefined is left out. */
  const encounter = async (key: string, over: { [K in keyof Encounter]?: Encounter[K] | undefined }) => {
    const content = {
      status: 'finished',
      stateText: 'eSigned',
      class: 'home',
      deliveryType: 'in-person',
      type: 'follow-up',
      period: { start: '2026-10-01T14:00:00.000Z' },
      subject: { reference: `Patient/${patientId}` },
      practitioner: { reference: `Practitioner/${clinic.practitionerId}` },
      ...over,
    } as Encounter;
    for (const [field, value] of Object.entries(content)) if (value === undefined) delete content[field as keyof Encounter];
    ids[key] = (await stores.encounter.create(s.db, content, { authorId: null })).id;
  };
  const list = async (vars: Record<string, unknown>, who = 'coordinator') =>
    (await ok<{ edges: { node: { id: string } }[] }>(s, who, LIST, { p: patientId, ...vars })).edges.map((e) => e.node.id);
  const named = (...keys: string[]) => keys.map((k) => ids[k]);

  beforeAll(async () => {
    s = await startServer(kind);
    clinic = await addPractitioner(s, 'FL', 'clinician');
    supervisor = await addPractitioner(s, 'FL');
    patientId = await addPatient(s, 'Filtered', 'Encounters');
    episodeId = (
      await stores.episodeOfCare.create(
        s.db,
        {
          status: 'discharged',
          statusHistory: [{ status: 'discharged', period: { start: '2026-10-20T12:00:00.000Z' } }],
          patient: { reference: `Patient/${patientId}` },
          period: { start: '2026-09-01T12:00:00.000Z', end: '2026-10-20T12:00:00.000Z' },
        },
        { authorId: null },
      )
    ).id;
    await encounter('signedSoc', {
      type: 'soc-patient',
      period: { start: '2026-09-02T14:00:00.000Z' },
      episodeOfCare: { reference: `EpisodeOfCare/${episodeId}` },
    });
    await encounter('checkedOut', {
      stateText: 'checkedOut',
      period: { start: '2026-10-05T14:00:00.000Z' },
      authorization: { active: true },
    });
    await encounter('telehealthWaiting', {
      status: 'planned',
      stateText: undefined,
      deliveryType: 'telehealth',
      class: 'virtual',
      practitioner: undefined,
      period: { start: '2026-10-10T14:00:00.000Z' },
    });
    await encounter('supervised', {
      practitioner: { reference: `Practitioner/${supervisor.practitionerId}` },
      supervisingPhysician: { reference: `Practitioner/${clinic.practitionerId}` },
      period: { start: '2026-10-12T14:00:00.000Z' },
    });
    await stores.serviceRequest.createMany(
      s.db,
      (['draft', 'active', 'active', 'completed'] as const).map((status) => ({
        status,
        category: 'order' as const,
        subject: { reference: `Patient/${patientId}` },
        authoredOn: '2026-10-01T12:00:00.000Z',
        text: 'Wound culture',
      })),
      { authorId: null },
    );
    await stores.condition.create(
      s.db,
      {
        clinicalStatus: 'active',
        subject: { reference: `Patient/${patientId}` },
        code: { code: 'L97.219', display: 'Ulcer' },
        recordedDate: '2026-10-01T12:00:00.000Z',
        rank: 1,
      },
      { authorId: null },
    );
  });
  afterAll(async () => {
    await s?.close();
  });

  it('filters by admission, workflow state, period, type and type-not, delivery and telemedicine status, authorization', async () => {
    expect(await list({})).toEqual(named('supervised', 'telehealthWaiting', 'checkedOut', 'signedSoc'));
    expect(await list({ e: episodeId })).toEqual(named('signedSoc'));
    expect(await list({ st: ['checkedOut'] })).toEqual(named('checkedOut'));
    expect(await list({ ps: '2026-10-04T00:00:00Z', to: '2026-10-11T00:00:00Z' })).toEqual(named('telehealthWaiting', 'checkedOut'));
    expect(await list({ from: '2026-10-04T00:00:00Z', to: '2026-10-11T00:00:00Z' })).toEqual(named('telehealthWaiting', 'checkedOut'));
    expect(await list({ t: ['soc-patient'] })).toEqual(named('signedSoc'));
    expect(await list({ tn: ['follow-up'] })).toEqual(named('signedSoc'));
    expect(await list({ d: 'telehealth' })).toEqual(named('telehealthWaiting'));
    expect(await list({ tm: ['requested'] })).toEqual(named('telehealthWaiting'));
    expect(await list({ tm: ['finished'] })).toEqual([]);
    expect(await list({ auth: true })).toEqual(named('checkedOut'));
    expect(await list({ s: ['planned'] })).toEqual(named('telehealthWaiting'));
    expect(await list({ p: null, term: 'filtered', st: ['checkedOut'] })).toEqual(named('checkedOut'));
    expect(await list({ p: null, term: 'nobody-so-named' })).toEqual([]);
  });

  it("sorts, and lists a practitioner's own encounters or also those they supervise", async () => {
    expect(await list({ sort: 'period-asc' })).toEqual(named('signedSoc', 'checkedOut', 'telehealthWaiting', 'supervised'));
    expect(await list({ pr: [clinic.practitionerId] })).toEqual(named('checkedOut', 'signedSoc'));
    expect(await list({ pr: [clinic.practitionerId], sp: true })).toEqual(named('supervised', 'checkedOut', 'signedSoc'));
  });

  it('refuses bad filters by name, and keeps to who may read', async () => {
    for (const [vars, field] of [
      [{ st: ['signed'] }, 'stateStatus'],
      [{ t: ['visit'] }, 'type'],
      [{ tn: ['visit'] }, 'typeNot'],
      [{ d: 'phone' }, 'deliveryType'],
      [{ tm: ['waiting'] }, 'tmStatuses'],
      [{ sort: 'name' }, 'sort'],
      [{ e: 'nope' }, 'episodeOfCareId'],
      [{ ps: 'yesterday' }, 'period_start'],
    ] as const) {
      expect((await fails(s, 'coordinator', LIST, { p: patientId, ...vars })).extensions, field).toMatchObject({
        code: 'BAD_USER_INPUT',
        // An array's field names the item: stateStatus.0.
        field: expect.stringMatching(new RegExp(`^${field}(\\.0)?$`)),
      });
    }
    // The clinician reads only their own practitioner's; the reviewer only signed ones; external none.
    expect(await list({}, 'clinician')).toEqual(named('checkedOut', 'signedSoc'));
    expect(await list({}, 'reviewer')).toEqual(named('supervised', 'signedSoc'));
    expect((await fails(s, 'external', LIST, { p: patientId })).extensions?.code).toBe('FORBIDDEN');
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
    expect((await fails(s, 'tx-coordinator', LIST, { p: patientId })).extensions?.code).toBe('FORBIDDEN');
    expect(await ok<{ totalCount: number }>(s, 'tx-coordinator', LIST, { p: null })).toMatchObject({
      totalCount: 0,
      totalCountCapped: false,
    });
    // Under the count's cap (paging.ts COUNT_CAP past the page) the count is exact, not a floor.
    const all = await ok<{ totalCount: number; totalCountCapped: boolean; edges: unknown[] }>(s, 'coordinator', LIST, { p: patientId });
    expect(all).toMatchObject({ totalCountCapped: false, totalCount: all.edges.length });
  });

  it('GetAdditionalActionsStatus: orders and problems by status, the admission and its discharge', async () => {
    expect(await ok(s, 'coordinator', ACTIONS, { p: patientId })).toEqual({
      orderDetails: { draft: 1, active: 2, count: 4 },
      problemDetails: { draft: 0, active: 1, count: 1 },
      patientDetails: { status: 'discharged', dischargedOn: '2026-10-20T12:00:00.000Z' },
    });
    const fresh = await addPatient(s, 'Never', 'Admitted');
    expect(await ok(s, 'coordinator', ACTIONS, { p: fresh })).toMatchObject({ patientDetails: { status: null, dischargedOn: null } });
    expect((await fails(s, 'tx-coordinator', ACTIONS, { p: patientId })).extensions?.code).toBe('FORBIDDEN');
    expect((await fails(s, 'coordinator', ACTIONS, { p: randomUUID() })).extensions?.code).toBe('NOT_FOUND');
  });
});
