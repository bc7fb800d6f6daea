import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdmissionFieldsFragment, PatientChartFieldsFragment } from '../gql/graphql';
import { readChart } from './chart-store';
import { dropKeys, keysOf, setKeyFallback } from './crypto/key-ring';
import { deviceDb } from './device-db';
import type { GraphqlRequest } from './graphql-request';
import { pullSchedulePack } from './pack';
import { seedStorage } from './testing/fixtures';
import { RANGE, signedInDevice } from './testing/harness';
import { provideTestKeys, unlockTestKeys } from './testing/keys';
import { rawRows } from './testing/raw-idb';

function chartOf(patientId: string): PatientChartFieldsFragment {
  return {
    patient: {
      id: patientId,
      name: `Patient ${patientId}`,
      birthDate: '1950-01-01',
      age: 76,
      gender: 'female',
      phone: null,
      externalNumber: 'MRN1',
      admissionStatus: 'active',
      state: 'FL',
      marketName: 'Miami',
    },
    demographics: {
      fullName: `Patient ${patientId}`,
      preferredName: null,
      gender: 'female',
      birthDate: '1950-01-01',
      age: 76,
      maritalStatus: null,
      externalNumber: 'MRN1',
      ssnLast4: null,
      email: null,
      fax: null,
      race: null,
      ethnicity: null,
      timeZone: 'America/New_York',
      homeHealthName: null,
      pcpName: null,
      phones: [],
      emergencyContact: null,
      caregivers: [],
      addresses: [],
      availability: {
        patientId,
        versionId: 1,
        type: 'PATIENT_ALWAYS_AVAILABLE',
        timeZone: 'America/New_York',
        lastUpdated: '2026-03-01T00:00:00.000Z',
        weekdays: [],
        dates: [],
      },
    },
    tabs: [{ key: 'admissions', count: 1 }],
  } as PatientChartFieldsFragment;
}

const admissionOf = (id: string): AdmissionFieldsFragment =>
  ({
    id,
    versionId: 1,
    status: 'active',
    periodStart: '2026-01-01T00:00:00.000Z',
    periodEnd: null,
    holdReason: null,
    statusHistory: [{ status: 'active', start: '2026-01-01T00:00:00.000Z', end: null }],
  }) as AdmissionFieldsFragment;

/** The fake server's pack with the charts of its patients (as MySchedule carries them). */
const withCharts = (request: GraphqlRequest): GraphqlRequest =>
  (async (document: unknown, variables?: unknown) => {
    const send = request as unknown as (document: unknown, variables?: unknown) => Promise<unknown>;
    const answer = (await send(document, variables)) as { MySchedule?: { patients: { id: string }[] } };
    if (!answer.MySchedule) return answer;
    const ids = answer.MySchedule.patients.map((p) => p.id);
    return {
      MySchedule: {
        ...answer.MySchedule,
        charts: ids.map(chartOf),
        chartAdmissions: ids.map((patientId) => ({ patientId, admissions: [admissionOf(`adm-${patientId}`)] })),
      },
    };
  }) as unknown as GraphqlRequest;

afterEach(() => {
  provideTestKeys();
});

describe('the charts of the pack (offline)', () => {
  it("holds each pack patient's chart and admissions, sealed; drops them with the patient's last visit", async () => {
    const storage = seedStorage(2);
    const { userId, server } = await signedInDevice(storage);
    await pullSchedulePack(userId, RANGE, { request: withCharts(server.request) });

    const record = await readChart(userId, 'p-1');
    expect(record?.chart.patient.id).toBe('p-1');
    expect(record?.chart.demographics.availability.type).toBe('PATIENT_ALWAYS_AVAILABLE');
    expect(record?.admissions.map((a) => a.id)).toEqual(['adm-p-1']);
    expect(await readChart(userId, 'nobody')).toBeNull();
    // Sealed at rest: the stored row holds no name.
    const raw = JSON.stringify((await rawRows(deviceDb(userId).name)).charts);
    expect(raw).toContain('p-1');
    expect(raw).not.toContain('Patient p-1');

    // p-2's visit is gone from the server: so is its chart from the device.
    storage.appointments.delete('a-2');
    storage.patients.delete('p-2');
    await pullSchedulePack(userId, RANGE, { request: withCharts(server.request) });
    expect(await readChart(userId, 'p-2')).toBeNull();
    expect((await readChart(userId, 'p-1'))?.chart.patient.id).toBe('p-1');
  });

  it('a read while the device is locked waits for the unlock, then answers', async () => {
    const { userId, server } = await signedInDevice(seedStorage(1));
    await pullSchedulePack(userId, RANGE, { request: withCharts(server.request) });
    setKeyFallback(null);
    dropKeys(userId);
    expect(keysOf(userId)).toBeUndefined();
    let answered = false;
    const reading = readChart(userId, 'p-1').then((r) => {
      answered = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    provideTestKeys();
    await unlockTestKeys(userId);
    expect((await reading)?.chart.patient.id).toBe('p-1');
  });
});
