// Raising events (SPEC §3 Event, §6 notification subscriptions) over the real server: an order and
// an admission change notify the active users of the subscribed job functions who may read the
// patient (DESIGN §8 'Access'), once each, never the one who acted, nor a user of another market,
// nor external or reviewer-readonly users; a named practitioner's user is told too; a job
// function's subscriptions follow updateJobFunction.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { addAppointment, addPractitioner, cmid, deviceTime, type EncounterResult, M, ok, todayAt } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';

const ADD_ORDER = 'mutation($input: PatientOrderInput!) { addPatientOrder(input: $input) { id } }';
const CHANGE = 'mutation($input: AdmissionStatusInput!) { changeAdmissionStatus(input: $input) { id versionId status } }';
const UPDATE_JOB = 'mutation($input: JobFunctionInput!) { updateJobFunction(input: $input) { code events { _id } } }';

describe.each(kinds)('notification fan-out on %s', (kind) => {
  let s: TestServer;
  let patientId: string;

  /** Who got a notification about this resource, with why. */
  const recipients = async (resourceId: string) => {
    const rows = await s.db
      .select({ userId: schema.notifications.userId, notify: schema.notifications.notify })
      .from(schema.notifications)
      .where(eq(schema.notifications.resourceId, resourceId));
    const keyOf = new Map([...s.users.values()].map((u) => [u.id, u.key]));
    return rows.map((r) => ({ key: keyOf.get(r.userId) ?? r.userId, notify: r.notify }));
  };
  const keys = async (resourceId: string) => (await recipients(resourceId)).map((r) => r.key).sort();

  const admit = async () =>
    (
      await stores.episodeOfCare.create(
        s.db,
        {
          status: 'active',
          statusHistory: [{ status: 'active', period: { start: '2026-09-01T12:00:00.000Z' } }],
          patient: { reference: `Patient/${patientId}` },
          period: { start: '2026-09-01T12:00:00.000Z' },
        },
        { authorId: null },
      )
    ).id;

  beforeAll(async () => {
    s = await startServer(kind);
    const [patient] = await s.addPatients([makePatient('Nora', 'Notify', { state: 'FL' })]);
    if (!patient) throw new Error('no patient');
    patientId = patient.id;
    await s.addUser({ key: 'tx-clin', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'], markets: ['TX'] });
    await s.addUser({
      key: 'ext-clin',
      userType: 'external',
      roles: ['external'],
      jobFunctions: ['clin'],
      permissions: ['patient'],
      markets: ['FL'],
    });
    await s.addUser({ key: 'rev-cmon', roles: ['reviewer-readonly'], jobFunctions: ['cmon'], permissions: ['patient'], markets: ['FL'] });
    await s.addUser({
      key: 'gone-clin',
      roles: ['staff'],
      jobFunctions: ['clin'],
      permissions: ['patient'],
      markets: ['FL'],
      status: 'inactive',
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a new order reaches the subscribed job functions of the patient’s market, once each, not the one who ordered', async () => {
    const order = await ok<{ id: string }>(s, 'clinician', ADD_ORDER, { input: { patientId, text: 'Silver alginate', status: 'active' } });
    const got = await recipients(order.id);
    const who = got.map((r) => r.key);
    expect(new Set(who).size).toBe(who.length);
    // clin and pons/poff receive orders (SPEC §6); cmon, leadclin and the telehealth clinician do not.
    expect(who).toEqual(expect.arrayContaining(['clinician2', 'pcc']));
    for (const key of ['clinician', 'casemanager', 'leadclin', 'telehealth', 'coordinator', 'tx-clin', 'ext-clin', 'rev-cmon', 'gone-clin'])
      expect(who).not.toContain(key);
    expect(got.find((r) => r.key === 'pcc')?.notify).toBe('pons');
    expect(got.find((r) => r.key === 'clinician2')?.notify).toBe('clin');
  });

  it('an admission change reaches case managers and lead clinicians with the patient and the admission', async () => {
    const admissionId = await admit();
    await ok(s, 'coordinator', CHANGE, { input: { admissionId, versionId: 1, action: 'hold', reason: 'patient-unavailable' } });
    const who = await keys(admissionId);
    expect(who).toEqual(expect.arrayContaining(['casemanager', 'leadclin', 'clinician', 'pcc']));
    expect(who).not.toContain('rev-cmon');
    expect(who).not.toContain('tx-clin');
    expect(who).not.toContain('coordinator');
    const [row] = await s.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, s.user('casemanager').id));
    expect(row).toMatchObject({
      eventCode: 'admission-status-changed',
      eventTitle: 'Admission status changed',
      notify: 'cmon',
      patientId,
      patientName: 'Nora Notify',
      admissionId,
      resourceType: 'EpisodeOfCare',
      viewed: false,
    });
  });

  it('a named practitioner’s user is told too, once even when also subscribed', async () => {
    const billing = await addPractitioner(s, 'FL', 'billing');
    const tele = await addPractitioner(s, 'FL', 'telehealth');
    const resourceId = randomUUID();
    const publish = await s.db.transaction((tx) =>
      s.built.services.notifications.raise(
        tx,
        {
          eventCode: 'waiting-room-request',
          patientId,
          resourceType: 'Encounter',
          resourceId,
          namedPractitionerIds: [billing.practitionerId, tele.practitionerId],
        },
        new Date(),
      ),
    );
    await publish();
    const got = await recipients(resourceId);
    // telehealth2 is subscribed (telemedicine-clinician) and reads Florida, though not named.
    expect(got.map((r) => r.key).sort()).toEqual(['billing', 'telehealth', 'telehealth2']);
    expect(got.find((r) => r.key === 'billing')?.notify).toBe('practitioner');
    expect(got.find((r) => r.key === 'telehealth')?.notify).toBe('telemedicine-clinician');
    expect(publish.notifications.every((n) => n.event.title === 'New waiting room request')).toBe(true);
  });

  it('follows the subscriptions set by updateJobFunction', async () => {
    const admin = await s.token('admin');
    const changed = await s.gql(UPDATE_JOB, { input: { _id: 'clin', events: ['order-created'] } }, admin);
    expect(changed.body.data).toEqual({ updateJobFunction: { code: 'clin', events: [{ _id: 'order-created' }] } });
    try {
      const admissionId = await admit();
      await ok(s, 'coordinator', CHANGE, { input: { admissionId, versionId: 1, action: 'hold', reason: 'patient-unavailable' } });
      const who = await keys(admissionId);
      expect(who).toContain('casemanager');
      expect(who).not.toContain('clinician');
      expect(who).not.toContain('clinician2');
    } finally {
      await s.gql(UPDATE_JOB, { input: { _id: 'clin', events: ['admission-status-changed', 'order-created', 'encounter-signed'] } }, admin);
    }
  });

  it('an e-signed encounter reaches clinicians, case managers and lead clinicians, with its practitioner', async () => {
    const clinic = await addPractitioner(s, 'FL', 'clinician');
    const appointmentId = await addAppointment(s, {
      patientId,
      practitionerId: clinic.practitionerId,
      start: todayAt(clinic.zone, '08:00'),
    });
    const created = await ok<EncounterResult>(s, 'clinician', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId } });
    const started = await ok<EncounterResult>(s, 'clinician', M.start, {
      cmid: cmid(),
      id: created.id,
      v: 1,
      p: { recorded: deviceTime(30) },
    });
    const out = await ok<EncounterResult>(s, 'clinician', M.update, {
      cmid: cmid(),
      id: created.id,
      v: started.versionId,
      e: { checkedOutAt: deviceTime(5) },
    });
    const signed = await ok<{ signed: boolean }>(s, 'clinician', M.esign, {
      cmid: cmid(),
      id: created.id,
      v: out.versionId,
      p: { recorded: deviceTime(4) },
    });
    expect(signed.signed).toBe(true);
    const got = await recipients(created.id);
    const who = got.map((r) => r.key);
    expect(who).toEqual(expect.arrayContaining(['clinician2', 'casemanager', 'leadclin']));
    for (const key of ['clinician', 'pcc', 'rev-cmon', 'tx-clin']) expect(who).not.toContain(key);
    const [row] = await s.db.select().from(schema.notifications).where(eq(schema.notifications.resourceId, created.id)).limit(1);
    expect(row).toMatchObject({
      eventCode: 'encounter-signed',
      practitionerId: clinic.practitionerId,
      practitionerName: 'Pat Practitioner FL',
    });
  });
});
