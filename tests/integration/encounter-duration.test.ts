// SPEC §2 /clinical-config/encounter-duration over the real server: the clinical admin sets each
// visit type's length (15 to 480 minutes in steps of 5; empty keeps the slot's end), every user who
// books reads it, each change is audited; no one else changes it (an administrator's settings, a
// reviewer with clinical-admin, an external user), and bad input is refused on its field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsRepository } from '../../server/modules/settings/settings-repository.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, NOBODY, startServer, type TestServer } from './harness.ts';

const READ = '{ EncounterDurations { visitType label minutes } }';
const UPDATE = `mutation($durations: [EncounterDurationInput!]!) { updateEncounterDurations(durations: $durations) { visitType minutes } }`;
const AUDIT = `{ AdminAuditList(entityType: "Setting", entityId: "EncounterDuration") { edges { node { action after } } } }`;

describe.each(kinds)('encounter duration on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
    await s.addUser({ key: 'reviewer-clinical', roles: ['reviewer-readonly'], jobFunctions: ['other'], permissions: ['clinical-admin'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the clinical admin sets the durations; a booking user reads them; the change is audited', async () => {
    expect((await ok<{ minutes: number | null }[]>(s, 'coordinator', READ, {})).map((r) => r.minutes)).toEqual([null, null, null, null]);
    await ok(s, 'clinical-admin', UPDATE, {
      durations: [
        { visitType: 'soc-patient', minutes: 90 },
        { visitType: 'follow-up', minutes: 45 },
        { visitType: 're-admit', minutes: null },
      ],
    });
    expect(await ok(s, 'coordinator', READ, {})).toEqual([
      { visitType: 'soc-patient', label: 'Start of Care', minutes: 90 },
      { visitType: 'soc-evaluation', label: 'Evaluation', minutes: null },
      { visitType: 're-admit', label: 'Re-admit', minutes: null },
      { visitType: 'follow-up', label: 'Follow-up', minutes: 45 },
    ]);
    const audit = await ok<{ edges: { node: { action: string; after: unknown } }[] }>(s, 'admin', AUDIT, {});
    expect(audit.edges[0]?.node).toEqual({ action: 'update', after: { 'soc-patient': 90, 'follow-up': 45 } });
  });

  it('refuses everyone but the clinical admin, and bad input on its field; nothing changes', async () => {
    const before = (await settingsRepository.byKey(s.db, 'EncounterDuration'))?.value;
    const change = { durations: [{ visitType: 'follow-up', minutes: 30 }] };
    for (const key of ['admin', 'coordinator', 'reviewer-clinical', 'external', NOBODY.key]) {
      expect((await fails(s, key, UPDATE, change)).extensions?.code, key).toBe('FORBIDDEN');
    }
    for (const [durations, field] of [
      [[{ visitType: 'follow-up', minutes: 10 }], 'durations.0.minutes'],
      [[{ visitType: 'follow-up', minutes: 47 }], 'durations.0.minutes'],
      [[{ visitType: 'walk-in', minutes: 30 }], 'durations.0.visitType'],
    ] as const) {
      expect((await fails(s, 'clinical-admin', UPDATE, { durations })).extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect((await settingsRepository.byKey(s.db, 'EncounterDuration'))?.value).toBe(before);
  });
});
