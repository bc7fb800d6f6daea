// SPEC §3/§4 admission holds over GraphQL: hold with a reason, 'Resume Admission', 'Remove hold';
// the status history and the stored versions with who and when; a stale version is CONFLICT;
// bad input is refused by name; another market, external and reviewer users are refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import type { AdmissionStatus } from '../../src/domain/resources.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer, unknownId } from './harness.ts';

const CHANGE = `mutation($input: AdmissionStatusInput!) { changeAdmissionStatus(input: $input) {
  id versionId status holdReason statusHistory { status start end }
} }`;

interface Changed {
  id: string;
  versionId: number;
  status: string;
  holdReason: string | null;
  statusHistory: { status: string; start: string; end: string | null }[];
}

describe.each(kinds)('admission holds on %s', (kind) => {
  let s: TestServer;
  let patientId: string;

  const admit = async (status: AdmissionStatus) =>
    (
      await stores.episodeOfCare.create(
        s.db,
        {
          status,
          statusHistory: [{ status, period: { start: '2026-09-01T12:00:00.000Z' } }],
          patient: { reference: `Patient/${patientId}` },
          period: { start: '2026-09-01T12:00:00.000Z' },
        },
        { authorId: s.user('admin').id },
      )
    ).id;
  const change = (user: string, input: Record<string, unknown>) => ok<Changed>(s, user, CHANGE, { input });

  beforeAll(async () => {
    s = await startServer(kind);
    const [patient] = await s.addPatients([makePatient('Hana', 'Hold', { state: 'FL' })]);
    if (!patient) throw new Error('no patient');
    patientId = patient.id;
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('puts an active admission on hold with a reason, then resumes it; each step is a version with who and when', async () => {
    const id = await admit('active');
    const held = await change('coordinator', { admissionId: id, versionId: 1, action: 'hold', reason: 'patient-unavailable' });
    expect(held).toMatchObject({ id, versionId: 2, status: 'onhold-active', holdReason: 'patient-unavailable' });
    expect(held.statusHistory.map((h) => h.status)).toEqual(['active', 'onhold-active']);
    expect(held.statusHistory[0]?.end).toBe(held.statusHistory[1]?.start);
    expect(held.statusHistory[1]?.end).toBeNull();

    const resumed = await change('coordinator', { admissionId: id, versionId: 2, action: 'resume' });
    expect(resumed).toMatchObject({ versionId: 3, status: 'active', holdReason: null });
    expect(resumed.statusHistory.map((h) => h.status)).toEqual(['active', 'onhold-active', 'active']);

    const history = await s.db
      .select({
        versionId: schema.resourceHistory.versionId,
        authorId: schema.resourceHistory.authorId,
        recordedAt: schema.resourceHistory.recordedAt,
      })
      .from(schema.resourceHistory)
      .where(eq(schema.resourceHistory.id, id));
    const coordinator = s.user('coordinator').id;
    expect(history.filter((h) => h.versionId > 1).map((h) => [h.versionId, h.authorId])).toEqual([
      [2, coordinator],
      [3, coordinator],
    ]);
  });

  it('holds a hospitalized patient as such, a planned admission as Planned - on hold, and removes that hold', async () => {
    const active = await admit('active');
    expect((await change('coordinator', { admissionId: active, versionId: 1, action: 'hold', reason: 'hospitalized' })).status).toBe(
      'onhold-hospitalized',
    );
    const planned = await admit('planned-scheduled');
    expect((await change('coordinator', { admissionId: planned, versionId: 1, action: 'hold', reason: 'not-eligible' })).status).toBe(
      'onhold-planned',
    );
    expect((await change('coordinator', { admissionId: planned, versionId: 2, action: 'remove-hold' })).status).toBe('planned');
  });

  it('a stale version is CONFLICT and changes nothing', async () => {
    const id = await admit('active');
    await change('coordinator', { admissionId: id, versionId: 1, action: 'hold', reason: 'other' });
    const error = await fails(s, 'admin', CHANGE, { input: { admissionId: id, versionId: 1, action: 'hold', reason: 'other' } });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.extensions?.currentVersion).toBe(2);
    expect((await stores.episodeOfCare.read(s.db, id))?.versionId).toBe(2);
  });

  it('refuses what the status does not allow, a hold without a reason and bad values, by name', async () => {
    const id = await admit('discharged');
    const notAllowed = await fails(s, 'coordinator', CHANGE, { input: { admissionId: id, versionId: 1, action: 'hold', reason: 'other' } });
    expect(notAllowed.extensions?.code).toBe('BAD_USER_INPUT');
    const active = await admit('active');
    const noReason = await fails(s, 'coordinator', CHANGE, { input: { admissionId: active, versionId: 1, action: 'hold' } });
    expect(noReason).toMatchObject({ message: 'This field is required', extensions: { code: 'BAD_USER_INPUT', field: 'reason' } });
    const badReason = await fails(s, 'coordinator', CHANGE, {
      input: { admissionId: active, versionId: 1, action: 'hold', reason: 'bored' },
    });
    expect(badReason.extensions?.code).toBe('BAD_USER_INPUT');
    expect(badReason.message).toMatch(/^reason must be one of/);
    const badAction = await fails(s, 'coordinator', CHANGE, { input: { admissionId: active, versionId: 1, action: 'discharge' } });
    expect(badAction.message).toMatch(/^action must be one of/);
    const badId = await fails(s, 'coordinator', CHANGE, { input: { admissionId: 'x', versionId: 1, action: 'resume' } });
    expect(badId.message).toBe('admissionId is not a valid id');
    expect(
      (await fails(s, 'coordinator', CHANGE, { input: { admissionId: unknownId(), versionId: 1, action: 'resume' } })).extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await stores.episodeOfCare.read(s.db, active))?.versionId).toBe(1);
  });

  it('refuses a user of another market, an external user and a reviewer, and changes nothing', async () => {
    const id = await admit('active');
    for (const user of ['tx-coordinator', 'external', 'reviewer']) {
      const error = await fails(s, user, CHANGE, { input: { admissionId: id, versionId: 1, action: 'hold', reason: 'other' } });
      expect(error.extensions?.code, user).toBe('FORBIDDEN');
    }
    expect((await stores.episodeOfCare.read(s.db, id))?.versionId).toBe(1);
  });
});
