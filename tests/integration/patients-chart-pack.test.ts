// DESIGN §4: the schedule pack carries the charts of its patients (what PatientChart and
// AdmissionList answer, the availability included), so the device opens them offline; patients
// not on the clinician's days are not in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { addAppointment, addPatient, addPractitioner, type Clinic, localDate, ok, todayAt } from './encounters-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

const CHART_FIELDS = `patient { id name versionId admissionStatus marketName }
  demographics { fullName age phones { display } caregivers { name } timeZone
    availability { patientId versionId type weekdays { day ranges { start end } } dates { date ranges { start end } } } }
  tabs { key count }`;
const ADMISSION_FIELDS = 'id versionId status periodStart periodEnd holdReason statusHistory { status start end }';
const PACK = `query($from: String!, $to: String!) { MySchedule(from: $from, to: $to) {
  patients { id }
  charts { ${CHART_FIELDS} }
  chartAdmissions { patientId admissions { ${ADMISSION_FIELDS} } }
} }`;
const CHART = `query($id: ID!) { PatientChart(id: $id) { ${CHART_FIELDS} } }`;
const ADMISSIONS = `query($id: ID!) { AdmissionList(patientId: $id) { ${ADMISSION_FIELDS} } }`;

interface Chart {
  patient: { id: string };
  demographics: { availability: { patientId: string; type: string | null } };
  tabs: { key: string; count: number }[];
}
interface Pack {
  patients: { id: string }[];
  charts: Chart[];
  chartAdmissions: { patientId: string; admissions: { id: string; status: string }[] }[];
}

describe.each(kinds)('the charts in the schedule pack on %s', (kind) => {
  let s: TestServer;
  let fl: Clinic;
  let admitted: string;
  let plain: string;
  let elsewhere: string;

  beforeAll(async () => {
    s = await startServer(kind);
    fl = await addPractitioner(s, 'FL', 'clinician');
    admitted = await addPatient(s, 'Packed', 'Admitted');
    plain = await addPatient(s, 'Packed', 'Plain');
    elsewhere = await addPatient(s, 'Not', 'Scheduled');
    const row = await stores.patient.read(s.db, admitted);
    if (!row) throw new Error('no patient');
    await stores.patient.update(
      s.db,
      admitted,
      { ...row.content, availability: { type: 'PATIENT_ALWAYS_AVAILABLE', weekdays: [], dates: [] } },
      row.versionId,
      { authorId: null },
    );
    for (const [status, start] of [
      ['discharged', '2025-01-10T12:00:00.000Z'],
      ['active', '2026-01-10T12:00:00.000Z'],
    ] as const) {
      await stores.episodeOfCare.create(
        s.db,
        { status, statusHistory: [{ status, period: { start } }], patient: { reference: `Patient/${admitted}` }, period: { start } },
        { authorId: null },
      );
    }
    await addAppointment(s, { patientId: admitted, practitionerId: fl.practitionerId, start: todayAt(fl.zone, '09:00') });
    await addAppointment(s, { patientId: plain, practitionerId: fl.practitionerId, start: todayAt(fl.zone, '11:00') });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("holds each pack patient's chart and admissions exactly as PatientChart and AdmissionList answer them, and no one else's", async () => {
    const pack = await ok<Pack>(s, 'clinician', PACK, { from: localDate(fl.zone, -1), to: localDate(fl.zone, 7) });
    const ids = pack.patients.map((p) => p.id).sort();
    expect(ids).toEqual([admitted, plain].sort());
    expect(pack.charts.map((c) => c.patient.id).sort()).toEqual(ids);
    expect(pack.chartAdmissions.map((c) => c.patientId).sort()).toEqual(ids);
    expect(pack.charts.some((c) => c.patient.id === elsewhere)).toBe(false);

    for (const id of ids) {
      const chart = await ok<Chart>(s, 'clinician', CHART, { id });
      expect(pack.charts.find((c) => c.patient.id === id)).toEqual(chart);
      const admissions = await ok<unknown[]>(s, 'clinician', ADMISSIONS, { id });
      expect(pack.chartAdmissions.find((c) => c.patientId === id)?.admissions).toEqual(admissions);
    }
    const packed = pack.charts.find((c) => c.patient.id === admitted);
    expect(packed?.demographics.availability).toMatchObject({ patientId: admitted, type: 'PATIENT_ALWAYS_AVAILABLE' });
    expect(packed?.tabs.find((t) => t.key === 'admissions')?.count).toBe(2);
    expect(pack.chartAdmissions.find((c) => c.patientId === admitted)?.admissions.map((a) => a.status)).toEqual(['active', 'discharged']);
    expect(pack.chartAdmissions.find((c) => c.patientId === plain)?.admissions).toEqual([]);
  });
});
