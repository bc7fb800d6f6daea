// SPEC §2/§3/§4 discharge requests over GraphQL: filing one on an active admission orders its
// discharge ('Discharge pending'); Pending keeps it open; confirming discharges the admission and
// cancelling makes it active again; every version is kept with who and when; a stale version is
// CONFLICT with SPEC §8's words; bad input is refused by name; another market, external and
// reviewer users are refused. Also the Admissions tab's readmit and hospital (SPEC §3), and the
// Encounters and Appointments tabs' lists (SPEC §2 tabs 7 and 11) with who sees what.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { seedTerminology } from '../../server/seed/terminology.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { DISCHARGE_REQUEST_MESSAGES } from '../../src/domain/patients/discharge-request-rules.ts';
import type { AdmissionStatus, Encounter, EncounterWorkflowState } from '../../src/domain/resources.ts';
import { addAppointment, addPractitioner, type Clinic, fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer, unknownId } from './harness.ts';
import { publishConcept } from './terminology-fixtures.ts';

const FIELDS = `id versionId status patientId admissionId requestedOn requestedDate disposition dischargeOption reason reasonDisplay notes requestedBy`;
const CREATE = `mutation($input: DischargeRequestCreateInput!) { createDischargeRequest(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: DischargeRequestUpdateInput!) { updateDischargeRequest(input: $input) { ${FIELDS} } }`;
const GET = `query($id: ID!) { DischargeRequest(id: $id) { ${FIELDS} } }`;
const LIST = `query($patientId: ID!, $admissionId: ID, $first: Int, $after: String) {
  DischargeRequestList(patientId: $patientId, admissionId: $admissionId, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id status admissionId } } } }`;
const HISTORY = `query($id: ID!) { DischargeRequestHistory(id: $id) { versionId action status recordedAt authorName } }`;
const ADMISSIONS = `query($patientId: ID!) { AdmissionList(patientId: $patientId) {
  id versionId status periodEnd cancellationReason holdReason readmitReason readmitText hospitalName statusHistory { status start end } } }`;
const CHANGE = `mutation($input: AdmissionStatusInput!) { changeAdmissionStatus(input: $input) {
  id versionId status holdReason readmitReason readmitText hospitalName cancellationReason periodEnd } }`;
const ENCOUNTERS = `query($patientId: ID!, $first: Int, $after: String) { PatientEncounterList(patientId: $patientId, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id status stateText type deliveryType start clinicianName } } } }`;
const APPOINTMENTS = `query($patientId: ID!, $first: Int, $after: String) { PatientAppointmentList(patientId: $patientId, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id status appointmentType start end clinicianName } } } }`;

interface Request {
  id: string;
  versionId: number;
  status: string;
  patientId: string;
  admissionId: string;
  requestedOn: string;
  requestedDate: string | null;
  disposition: string | null;
  dischargeOption: string | null;
  reason: string | null;
  notes: string | null;
  requestedBy: string | null;
}
interface Admission {
  id: string;
  versionId: number;
  status: string;
  periodEnd: string | null;
  holdReason: string | null;
  readmitReason: string | null;
  readmitText: string | null;
  hospitalName: string | null;
  statusHistory?: { status: string; start: string; end: string | null }[];
}
interface Page<T> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: T }[];
}

const FIELDS_IN = {
  requestedDate: '06/30/2026',
  disposition: 'pcp',
  dischargeOption: 'end-hh-service',
  reason: ' wound-healed ',
  notes: '',
};

describe.each(kinds)('discharge requests on %s', (kind) => {
  let s: TestServer;
  let patientId: string;
  let otherPatientId: string;

  const admit = async (status: AdmissionStatus, patient = patientId) =>
    (
      await stores.episodeOfCare.create(
        s.db,
        {
          status,
          statusHistory: [{ status, period: { start: '2026-03-01T12:00:00.000Z' } }],
          patient: { reference: `Patient/${patient}` },
          period: { start: '2026-03-01T12:00:00.000Z' },
        },
        { authorId: s.user('admin').id },
      )
    ).id;
  const admission = async (id: string, patient = patientId) =>
    (await ok<Admission[]>(s, 'coordinator', ADMISSIONS, { patientId: patient })).find((a) => a.id === id);
  const file = (user: string, admissionId: string, fields: Record<string, unknown> = FIELDS_IN) =>
    ok<Request>(s, user, CREATE, { input: { patientId, admissionId, ...fields } });
  const edit = (user: string, r: Pick<Request, 'id' | 'versionId'>, changes: Record<string, unknown>) =>
    ok<Request>(s, user, UPDATE, {
      input: { id: r.id, versionId: r.versionId, ...FIELDS_IN, status: 'requested', ...changes },
    });

  beforeAll(async () => {
    s = await startServer(kind);
    const [patient, other] = await s.addPatients([makePatient('Dora', 'Discharge', { state: 'FL' }), makePatient('Otto', 'Other')]);
    if (!patient || !other) throw new Error('no patient');
    patientId = patient.id;
    otherPatientId = other.id;
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
    await s.addUser({
      key: 'fl-external',
      userType: 'external',
      roles: ['external'],
      jobFunctions: ['other'],
      permissions: ['patient'],
      markets: ['FL'],
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('filing a request orders the discharge; Pending keeps it; confirming discharges the admission; each version is kept with who and when', async () => {
    const id = await admit('active');
    const filed = await file('coordinator', id);
    expect(filed).toMatchObject({
      versionId: 1,
      status: 'requested',
      patientId,
      admissionId: id,
      requestedDate: '2026-06-30',
      disposition: 'pcp',
      dischargeOption: 'end-hh-service',
      reason: 'wound-healed',
      reasonDisplay: 'Wound healed',
      notes: null,
      requestedBy: 'Morgan Coordinator',
    });
    const ordered = await admission(id);
    expect(ordered).toMatchObject({ status: 'discharge-ordered', versionId: 2, periodEnd: null });
    expect(ordered?.statusHistory?.map((h) => h.status)).toEqual(['active', 'discharge-ordered']);
    expect(ordered?.statusHistory?.[0]?.end).toBe(ordered?.statusHistory?.[1]?.start);

    const list = await ok<Page<{ id: string; status: string; admissionId: string }>>(s, 'coordinator', LIST, { patientId });
    expect(list.edges.map((e) => e.node)).toContainEqual({ id: filed.id, status: 'requested', admissionId: id });
    expect(await ok<Request>(s, 'coordinator', GET, { id: filed.id })).toEqual(filed);

    const pending = await edit('admin', filed, { status: 'Pending', notes: 'Waiting on the PCP', dischargeOption: '' });
    expect(pending).toMatchObject({ versionId: 2, status: 'Pending', notes: 'Waiting on the PCP', dischargeOption: null });
    expect((await admission(id))?.status).toBe('discharge-ordered');

    const confirmed = await edit('coordinator', pending, { status: 'confirmed' });
    expect(confirmed).toMatchObject({ versionId: 3, status: 'confirmed' });
    const discharged = await admission(id);
    expect(discharged?.status).toBe('discharged');
    expect(discharged?.periodEnd).toBeTruthy();
    expect(discharged?.statusHistory?.map((h) => h.status)).toEqual(['active', 'discharge-ordered', 'discharged']);

    const history = await ok<{ versionId: number; action: string; status: string; authorName: string | null }[]>(s, 'reviewer', HISTORY, {
      id: filed.id,
    });
    expect(history.map((h) => [h.versionId, h.action, h.status, h.authorName])).toEqual([
      [1, 'create', 'requested', 'Morgan Coordinator'],
      [2, 'update', 'Pending', 'Avery Admin'],
      [3, 'update', 'confirmed', 'Morgan Coordinator'],
    ]);

    // A confirmed request is closed.
    const closed = await fails(s, 'coordinator', UPDATE, {
      input: { id: filed.id, versionId: 3, ...FIELDS_IN, status: 'cancelled' },
    });
    expect(closed).toMatchObject({ message: DISCHARGE_REQUEST_MESSAGES.closed, extensions: { code: 'BAD_USER_INPUT', field: 'status' } });
  });

  it('cancelling a request makes the admission active again', async () => {
    const id = await admit('active');
    const filed = await file('coordinator', id);
    const cancelled = await edit('coordinator', filed, { status: 'cancelled' });
    expect(cancelled.status).toBe('cancelled');
    const after = await admission(id);
    expect(after).toMatchObject({ status: 'active', periodEnd: null });
    expect(after?.statusHistory?.map((h) => h.status)).toEqual(['active', 'discharge-ordered', 'active']);
    // One admission's requests only, when asked.
    const mine = await ok<Page<{ id: string }>>(s, 'coordinator', LIST, { patientId, admissionId: id });
    expect(mine.edges.map((e) => e.node.id)).toEqual([filed.id]);
  });

  it('files only on an active admission of that patient', async () => {
    for (const status of ['planned', 'onhold-active', 'discharge-ordered', 'discharged'] as const) {
      const id = await admit(status);
      const error = await fails(s, 'coordinator', CREATE, { input: { patientId, admissionId: id, ...FIELDS_IN } });
      expect(error, status).toMatchObject({
        message: DISCHARGE_REQUEST_MESSAGES.needsActiveAdmission,
        extensions: { code: 'BAD_USER_INPUT', field: 'admissionId' },
      });
      expect((await stores.episodeOfCare.read(s.db, id))?.versionId).toBe(1);
    }
    const others = await admit('active', otherPatientId);
    const wrongPatient = await fails(s, 'coordinator', CREATE, { input: { patientId, admissionId: others, ...FIELDS_IN } });
    expect(wrongPatient.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses bad input by name, and a stale version with SPEC §8 words', async () => {
    const id = await admit('active');
    const input = (fields: Record<string, unknown>) => ({ input: { patientId, admissionId: id, ...FIELDS_IN, ...fields } });
    expect(await fails(s, 'coordinator', CREATE, input({ disposition: null }))).toMatchObject({
      message: 'This field is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'disposition' },
    });
    expect(await fails(s, 'coordinator', CREATE, input({ disposition: 'moon' }))).toMatchObject({
      message: 'This field has incorrect value',
      extensions: { field: 'disposition' },
    });
    expect(await fails(s, 'coordinator', CREATE, input({ requestedDate: '02/30/2026' }))).toMatchObject({
      message: 'Invalid date',
      extensions: { field: 'requestedDate' },
    });
    expect(await fails(s, 'coordinator', CREATE, input({ reason: '   ' }))).toMatchObject({ extensions: { field: 'reason' } });
    // SPEC §2 'discharge-reason': only a code the code system offers.
    expect(await fails(s, 'coordinator', CREATE, input({ reason: 'Wound healed' }))).toMatchObject({
      message: 'This field has incorrect value',
      extensions: { field: 'reason' },
    });
    expect(await fails(s, 'coordinator', CREATE, input({ notes: 'x'.repeat(10_001) }))).toMatchObject({ extensions: { field: 'notes' } });
    expect(await fails(s, 'coordinator', CREATE, input({ admissionId: 'nope' }))).toMatchObject({
      message: 'admissionId is not a valid id',
      extensions: { code: 'BAD_USER_INPUT', field: 'admissionId' },
    });
    expect((await stores.episodeOfCare.read(s.db, id))?.versionId).toBe(1);

    const filed = await file('coordinator', id);
    expect(
      await fails(s, 'coordinator', UPDATE, { input: { id: filed.id, versionId: 1, ...FIELDS_IN, status: 'approved' } }),
    ).toMatchObject({
      message: 'This field has incorrect value',
      extensions: { field: 'status' },
    });
    expect(await fails(s, 'coordinator', UPDATE, { input: { id: filed.id, versionId: 0, ...FIELDS_IN, status: 'Pending' } })).toMatchObject(
      {
        extensions: { code: 'BAD_USER_INPUT', field: 'versionId' },
      },
    );
    await edit('coordinator', filed, { notes: 'First' });
    const stale = await fails(s, 'admin', UPDATE, { input: { id: filed.id, versionId: 1, ...FIELDS_IN, status: 'cancelled' } });
    expect(stale).toMatchObject({ message: MESSAGES.conflict, extensions: { code: 'CONFLICT', currentVersion: 2 } });
    expect((await admission(id))?.status).toBe('discharge-ordered');
    expect((await fails(s, 'coordinator', GET, { id: unknownId() })).extensions?.code).toBe('NOT_FOUND');
    expect((await fails(s, 'coordinator', GET, { id: 'x' })).extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("reads its reasons from the 'discharge-reason' code system: a retired reason is refused on a new request and kept by one filed with it", async () => {
    await seedTerminology(s.db, new Date());
    const setHospice = (status: string) =>
      publishConcept(s, 'admin', 'discharge-reason', { code: 'hospice', display: 'Hospice', status }, false);
    const filed = await file('coordinator', await admit('active'), { ...FIELDS_IN, reason: 'hospice' });
    expect(filed).toMatchObject({ reason: 'hospice', reasonDisplay: 'Hospice' });

    await setHospice('inactive');
    const refused = await fails(s, 'coordinator', CREATE, {
      input: { patientId, admissionId: await admit('active'), ...FIELDS_IN, reason: 'hospice' },
    });
    expect(refused).toMatchObject({ message: MESSAGES.incorrectValue, extensions: { field: 'reason' } });
    // The request filed with it keeps it through an edit, and reads under its display.
    const edited = await ok<Request>(s, 'coordinator', UPDATE, {
      input: { id: filed.id, versionId: filed.versionId, ...FIELDS_IN, reason: 'hospice', notes: 'Still hospice', status: 'Pending' },
    });
    expect(edited).toMatchObject({ reason: 'hospice', reasonDisplay: 'Hospice', notes: 'Still hospice' });
    await setHospice('active');
  });

  it('refuses another market, external users and reviewers their writes; reviewers read', async () => {
    const id = await admit('active');
    const filed = await file('coordinator', id);
    for (const user of ['tx-coordinator', 'external']) {
      for (const [query, variables] of [
        [LIST, { patientId }],
        [GET, { id: filed.id }],
        [HISTORY, { id: filed.id }],
      ] as const) {
        expect((await fails(s, user, query, variables)).extensions?.code, `${user} ${query.slice(0, 30)}`).toBe('FORBIDDEN');
      }
    }
    expect(await ok<Request>(s, 'reviewer', GET, { id: filed.id })).toMatchObject({ id: filed.id });
    for (const user of ['tx-coordinator', 'external', 'fl-external', 'reviewer', 'nobody']) {
      expect(
        (await fails(s, user, UPDATE, { input: { id: filed.id, versionId: 1, ...FIELDS_IN, status: 'cancelled' } })).extensions?.code,
        user,
      ).toBe('FORBIDDEN');
      const other = await admit('active');
      expect((await fails(s, user, CREATE, { input: { patientId, admissionId: other, ...FIELDS_IN } })).extensions?.code, user).toBe(
        'FORBIDDEN',
      );
      expect((await stores.episodeOfCare.read(s.db, other))?.versionId).toBe(1);
    }
    expect((await stores.dischargeRequest.read(s.db, filed.id))?.versionId).toBe(1);
    expect((await admission(id))?.status).toBe('discharge-ordered');
  });
});

describe.each(kinds)('admission readmit and hospital on %s', (kind) => {
  let s: TestServer;
  let patientId: string;
  const change = (input: Record<string, unknown>) => ok<Admission>(s, 'coordinator', CHANGE, { input });

  beforeAll(async () => {
    s = await startServer(kind);
    const [patient] = await s.addPatients([makePatient('Rita', 'Readmit')]);
    if (!patient) throw new Error('no patient');
    patientId = patient.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  const admit = async (status: AdmissionStatus) =>
    (
      await stores.episodeOfCare.create(
        s.db,
        {
          status,
          statusHistory: [{ status, period: { start: '2026-03-01T12:00:00.000Z' } }],
          patient: { reference: `Patient/${patientId}` },
          period:
            status === 'discharged'
              ? { start: '2026-03-01T12:00:00.000Z', end: '2026-04-01T12:00:00.000Z' }
              : { start: '2026-03-01T12:00:00.000Z' },
        },
        { authorId: null },
      )
    ).id;

  it('keeps the hospital of a hospitalized hold (contained organization) while the hold lasts', async () => {
    const id = await admit('active');
    const held = await change({ admissionId: id, versionId: 1, action: 'hold', reason: 'hospitalized', hospitalName: ' Tampa  General ' });
    expect(held).toMatchObject({ status: 'onhold-hospitalized', hospitalName: 'Tampa General', holdReason: 'hospitalized' });
    const stored = await stores.episodeOfCare.read(s.db, id);
    expect(stored?.content.contained).toEqual([{ resourceType: 'Organization', id: 'hospital', name: 'Tampa General' }]);
    const resumed = await change({ admissionId: id, versionId: 2, action: 'resume' });
    expect(resumed).toMatchObject({ status: 'active', hospitalName: null, holdReason: null });
    // Another reason names no hospital, whatever is sent.
    const other = await change({ admissionId: id, versionId: 3, action: 'hold', reason: 'other', hospitalName: 'Somewhere' });
    expect(other.hospitalName).toBeNull();
  });

  it('readmits a discharged admission as planned with its reason; Other needs its text', async () => {
    const id = await admit('discharged');
    const missing = await fails(s, 'coordinator', CHANGE, { input: { admissionId: id, versionId: 1, action: 'readmit' } });
    expect(missing).toMatchObject({ message: 'This field is required', extensions: { code: 'BAD_USER_INPUT', field: 'readmitReason' } });
    const noText = await fails(s, 'coordinator', CHANGE, {
      input: { admissionId: id, versionId: 1, action: 'readmit', readmitReason: 'other' },
    });
    expect(noText).toMatchObject({ extensions: { field: 'readmitText' } });
    const bad = await fails(s, 'coordinator', CHANGE, {
      input: { admissionId: id, versionId: 1, action: 'readmit', readmitReason: 'bored' },
    });
    expect(bad.message).toMatch(/^readmitReason must be one of/);
    const readmitted = await change({
      admissionId: id,
      versionId: 1,
      action: 'readmit',
      readmitReason: 'other',
      readmitText: 'Fell at home',
    });
    expect(readmitted).toMatchObject({ status: 'planned', readmitReason: 'other', readmitText: 'Fell at home', periodEnd: null });
    const active = await admit('active');
    expect(
      (
        await fails(s, 'coordinator', CHANGE, {
          input: { admissionId: active, versionId: 1, action: 'readmit', readmitReason: 'new-wound' },
        })
      ).extensions?.field,
    ).toBe('action');
  });

  it("cancels a planned admission with a reason the 'admission-cancellation-reason' code system offers; one retired later stays on it", async () => {
    await seedTerminology(s.db, new Date());
    const id = await admit('planned');
    const input = (cancellationReason: unknown) => ({ input: { admissionId: id, versionId: 1, action: 'cancel', cancellationReason } });
    expect(await fails(s, 'coordinator', CHANGE, input(null))).toMatchObject({
      message: 'This field is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'cancellationReason' },
    });
    expect(await fails(s, 'coordinator', CHANGE, input('bored'))).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { field: 'cancellationReason' },
    });
    const cancelled = await change(input('moved-out-of-area').input);
    expect(cancelled).toMatchObject({ status: 'cancelled', versionId: 2, cancellationReason: 'Moved out of area' });
    // Retired (and reworded) since: refused for the next cancellation, kept as it was on this one.
    await publishConcept(
      s,
      'admin',
      'admission-cancellation-reason',
      { code: 'moved-out-of-area', display: 'Moved away', status: 'inactive' },
      false,
    );
    const next = await admit('planned');
    expect(
      await fails(s, 'coordinator', CHANGE, {
        input: { admissionId: next, versionId: 1, action: 'cancel', cancellationReason: 'moved-out-of-area' },
      }),
    ).toMatchObject({ extensions: { field: 'cancellationReason' } });
    const [kept] = (await ok<{ id: string; cancellationReason: string | null }[]>(s, 'coordinator', ADMISSIONS, { patientId })).filter(
      (a) => a.id === id,
    );
    expect(kept?.cancellationReason).toBe('Moved out of area');
    // An admission that started cannot be cancelled.
    const active = await admit('active');
    expect(
      (
        await fails(s, 'coordinator', CHANGE, {
          input: { admissionId: active, versionId: 1, action: 'cancel', cancellationReason: 'other' },
        })
      ).extensions?.field,
    ).toBe('action');
  });

  it('refuses an external user granted the market (SPEC §6: they change nothing)', async () => {
    await s.addUser({
      key: 'fl-external',
      userType: 'external',
      roles: ['external'],
      jobFunctions: ['other'],
      permissions: ['patient'],
      markets: ['FL'],
    });
    const id = await admit('active');
    const error = await fails(s, 'fl-external', CHANGE, { input: { admissionId: id, versionId: 1, action: 'hold', reason: 'other' } });
    expect(error.extensions?.code).toBe('FORBIDDEN');
  });
});

describe.each(kinds)('chart Encounters and Appointments tabs on %s', (kind) => {
  let s: TestServer;
  let patientId: string;
  let mine: Clinic;
  let theirs: Clinic;

  const encounter = async (
    clinic: Clinic,
    start: string,
    stateText: EncounterWorkflowState | null,
    status: Encounter['status'] = 'finished',
  ) => {
    const content: Encounter = {
      status,
      class: 'home',
      deliveryType: 'in-person',
      type: 'follow-up',
      period: { start },
      subject: { reference: `Patient/${patientId}` },
      practitioner: { reference: `Practitioner/${clinic.practitionerId}` },
    };
    if (stateText) content.stateText = stateText;
    return (await stores.encounter.create(s.db, content, { authorId: null })).id;
  };

  beforeAll(async () => {
    s = await startServer(kind);
    const [patient] = await s.addPatients([makePatient('Vera', 'Visits')]);
    if (!patient) throw new Error('no patient');
    patientId = patient.id;
    mine = await addPractitioner(s, 'FL', 'clinician', ['Tampa Bay']);
    theirs = await addPractitioner(s, 'FL');
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
    await encounter(mine, '2026-05-01T14:00:00.000Z', 'eSigned');
    await encounter(theirs, '2026-05-03T14:00:00.000Z', 'checkedOut');
    await encounter(mine, '2026-05-05T14:00:00.000Z', null, 'cancelled');
    await addAppointment(s, { patientId, practitionerId: mine.practitionerId, start: '2026-05-01T14:00:00.000Z', status: 'signed' });
    await addAppointment(s, { patientId, practitionerId: theirs.practitionerId, start: '2026-05-08T14:00:00.000Z', status: 'noshow' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("lists every practitioner's visits, newest first, with the clinician's name, a page at a time, for a coordinator", async () => {
    const all = await ok<Page<{ start: string; stateText: string | null; status: string; clinicianName: string; deliveryType: string }>>(
      s,
      'coordinator',
      ENCOUNTERS,
      { patientId },
    );
    expect(all.totalCount).toBe(3);
    expect(all.edges.map((e) => [e.node.start, e.node.status, e.node.stateText])).toEqual([
      ['2026-05-05T14:00:00.000Z', 'cancelled', null],
      ['2026-05-03T14:00:00.000Z', 'finished', 'checkedOut'],
      ['2026-05-01T14:00:00.000Z', 'finished', 'eSigned'],
    ]);
    expect(all.edges[0]?.node).toMatchObject({ clinicianName: 'Pat Practitioner FL', deliveryType: 'in-person' });
    const first = await ok<Page<{ id: string }>>(s, 'coordinator', ENCOUNTERS, { patientId, first: 1 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await ok<Page<{ id: string }>>(s, 'coordinator', ENCOUNTERS, { patientId, first: 2, after: first.pageInfo.endCursor });
    expect(next.edges).toHaveLength(2);
    expect(next.pageInfo.hasNextPage).toBe(false);

    const appointments = await ok<Page<{ status: string; appointmentType: string; clinicianName: string }>>(
      s,
      'coordinator',
      APPOINTMENTS,
      {
        patientId,
      },
    );
    expect(appointments.edges.map((e) => e.node.status)).toEqual(['noshow', 'signed']);
    expect(appointments.edges[0]?.node).toMatchObject({ appointmentType: 'follow-up', clinicianName: 'Pat Practitioner FL' });
  });

  it('keeps a clinician to their own visits and a reviewer to signed encounters (no appointments)', async () => {
    const own = await ok<Page<{ start: string }>>(s, 'clinician', ENCOUNTERS, { patientId });
    expect(own.edges.map((e) => e.node.start)).toEqual(['2026-05-05T14:00:00.000Z', '2026-05-01T14:00:00.000Z']);
    const ownAppointments = await ok<Page<{ status: string }>>(s, 'clinician', APPOINTMENTS, { patientId });
    expect(ownAppointments.edges.map((e) => e.node.status)).toEqual(['signed']);
    const signed = await ok<Page<{ stateText: string }>>(s, 'reviewer', ENCOUNTERS, { patientId });
    expect(signed.edges.map((e) => e.node.stateText)).toEqual(['eSigned']);
    expect((await fails(s, 'reviewer', APPOINTMENTS, { patientId })).extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses another market and external users; bad input by name', async () => {
    for (const user of ['tx-coordinator', 'external']) {
      expect((await fails(s, user, ENCOUNTERS, { patientId })).extensions?.code, user).toBe('FORBIDDEN');
      expect((await fails(s, user, APPOINTMENTS, { patientId })).extensions?.code, user).toBe('FORBIDDEN');
    }
    expect(await fails(s, 'coordinator', ENCOUNTERS, { patientId: 'x' })).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'patientId' },
    });
    expect(await fails(s, 'coordinator', ENCOUNTERS, { patientId, first: 0 })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect((await fails(s, 'coordinator', APPOINTMENTS, { patientId: randomUUID() })).extensions?.code).toBe('NOT_FOUND');
  });
});
