// The chart's frame (SPEC §2 chart tabs, demographics labels) and the admissions tab over GraphQL:
// one request for the patient, the demographics and the twelve tab counts; the SSN leaves the
// server as its last 4 digits only; the patient access rule for another market, external and
// reviewer users; bad and unknown ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { CHART_TAB_KEYS } from '../../src/domain/patients/chart-tabs.ts';
import type { AdmissionStatus, Patient } from '../../src/domain/resources.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer, unknownId } from './harness.ts';

const CHART = `query($id: ID!) { PatientChart(id: $id) {
  patient { id name admissionStatus }
  demographics {
    fullName preferredName gender birthDate age maritalStatus externalNumber ssnLast4
    phones { use value display } emergencyContact { name relationship phone } caregivers { name relationship phone }
    addresses { line city state postalCode } email fax race ethnicity timeZone
  }
  tabs { key count }
} }`;
const ADMISSIONS = `query($patientId: ID!) { AdmissionList(patientId: $patientId) {
  id status periodStart periodEnd holdReason statusHistory { status start end }
} }`;

interface Chart {
  patient: { id: string; name: string; admissionStatus: string | null };
  demographics: Record<string, unknown> & { phones: { display: string }[] };
  tabs: { key: string; count: number }[];
}

describe.each(kinds)('patient chart on %s', (kind) => {
  let s: TestServer;
  let fl: string;
  let tx: string;

  beforeAll(async () => {
    s = await startServer(kind);
    const admin = s.user('admin').id;
    const florida: Patient = {
      ...makePatient('Rosa', 'Delgado', { state: 'FL', birthDate: '1944-02-29', phone: '8135550100' }),
      name: [
        { use: 'official', given: ['Rosa', 'Maria'], family: 'Delgado' },
        { use: 'nickname', given: ['Rosie'], family: 'Delgado' },
      ],
      telecom: [
        { system: 'phone', value: '8135550100', use: 'mobile' },
        { system: 'phone', value: '8135550101', use: 'work' },
        { system: 'fax', value: '8135550199' },
        { system: 'email', value: 'rosa@mail.example' },
      ],
      identifier: [
        { system: 'urn:demo:mrn', value: 'MRN777001', use: 'usual' },
        { system: 'http://hl7.org/fhir/sid/us-ssn', value: '123-45-6789', type: { coding: [{ code: 'SB' }] } },
      ],
      maritalStatus: 'Widowed',
      race: 'White',
      ethnicity: 'Hispanic or Latino',
      contact: [
        { kind: 'emergency', name: 'Ana Delgado', relationship: 'Daughter', phone: '8135550111' },
        { kind: 'caregiver', name: 'Luis Delgado', relationship: 'Son' },
      ],
    };
    const [a, b] = await s.addPatients([florida, makePatient('Tom', 'Texas', { state: 'TX' })]);
    if (!a || !b) throw new Error('fixtures missing');
    fl = a.id;
    tx = b.id;
    const admit = (status: AdmissionStatus, start: string, end?: string) =>
      stores.episodeOfCare.create(
        s.db,
        {
          status,
          statusHistory: [{ status, period: { start, ...(end ? { end } : {}) } }],
          patient: { reference: `Patient/${fl}` },
          period: { start, ...(end ? { end } : {}) },
          ...(status === 'onhold-active' ? { holdReason: 'patient-unavailable' } : {}),
        },
        { authorId: admin },
      );
    await admit('discharged', '2025-01-10T12:00:00.000Z', '2025-03-01T12:00:00.000Z');
    await admit('onhold-active', '2026-10-01T12:00:00.000Z');
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers the frame in one request: the patient, the demographics and the twelve tabs in order', async () => {
    const chart = await ok<Chart>(s, 'coordinator', CHART, { id: fl });
    expect(chart.patient).toEqual({ id: fl, name: 'Rosa Maria Delgado', admissionStatus: 'onhold-active' });
    expect(chart.tabs.map((t) => t.key)).toEqual([...CHART_TAB_KEYS]);
    expect(chart.tabs.find((t) => t.key === 'admissions')?.count).toBe(2);
    expect(chart.tabs.find((t) => t.key === 'alerts')?.count).toBe(0);
    expect(chart.demographics).toMatchObject({
      fullName: 'Rosa Maria Delgado',
      preferredName: 'Rosie',
      gender: 'female',
      birthDate: '1944-02-29',
      maritalStatus: 'Widowed',
      externalNumber: 'MRN777001',
      ssnLast4: '6789',
      emergencyContact: { name: 'Ana Delgado', relationship: 'Daughter', phone: '8135550111' },
      caregivers: [{ name: 'Luis Delgado', relationship: 'Son', phone: null }],
      email: 'rosa@mail.example',
      fax: '8135550199',
      race: 'White',
      ethnicity: 'Hispanic or Latino',
      timeZone: 'America/New_York',
    });
    expect(chart.demographics.phones.map((p) => p.display)).toEqual(['(813) 555-0100', '(Work) (813) 555-0101']);
  });

  it('never sends the whole SSN', async () => {
    const res = await s.gql(CHART, { id: fl }, await s.token('coordinator'));
    expect(JSON.stringify(res.body)).not.toContain('123-45');
    const patient = await s.gql('query($id: ID!) { Patient(id: $id) { id externalNumber } }', { id: fl }, await s.token('coordinator'));
    expect(JSON.stringify(patient.body)).not.toContain('123-45');
  });

  it('time zone follows the state (SPEC §9)', async () => {
    const chart = await ok<Chart>(s, 'admin', CHART, { id: tx });
    expect(chart.demographics.timeZone).toBe('America/Chicago');
    expect(chart.demographics.caregivers).toEqual([]);
    expect(chart.demographics.emergencyContact).toBeNull();
  });

  it('lists admissions newest first with their history and hold reason', async () => {
    const list = await ok<{ status: string; holdReason: string | null; periodEnd: string | null }[]>(s, 'coordinator', ADMISSIONS, {
      patientId: fl,
    });
    expect(list.map((a) => a.status)).toEqual(['onhold-active', 'discharged']);
    expect(list[0]?.holdReason).toBe('patient-unavailable');
    expect(list[1]?.periodEnd).toBe('2025-03-01T12:00:00.000Z');
  });

  it('refuses another market, an external user and a user without permission; a reviewer reads their market', async () => {
    for (const [user, query, variables] of [
      ['tx-coordinator', CHART, { id: fl }],
      ['tx-coordinator', ADMISSIONS, { patientId: fl }],
      ['external', CHART, { id: fl }],
      ['external', ADMISSIONS, { patientId: fl }],
      ['billing', CHART, { id: tx }],
    ] as const) {
      const error = await fails(s, user, query, variables);
      expect(error.extensions?.code, `${user} ${JSON.stringify(variables)}`).toBe('FORBIDDEN');
    }
    const reviewer = await ok<Chart>(s, 'reviewer', CHART, { id: fl });
    expect(reviewer.patient.id).toBe(fl);
  });

  it('an unknown patient is NOT_FOUND; a malformed id is refused by name', async () => {
    expect((await fails(s, 'admin', CHART, { id: unknownId() })).extensions?.code).toBe('NOT_FOUND');
    const bad = await fails(s, 'admin', ADMISSIONS, { patientId: 'nope' });
    expect(bad.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.message).toBe('patientId is not a valid id');
  });
});
