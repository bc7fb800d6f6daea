// The charts of the schedule pack's patients (DESIGN §4: the patients on the clinician's days,
// chart summary): each one's frame (chart-frame.ts, what PatientChart answers) and admissions
// (what AdmissionList answers), so the device opens them offline. The caller has already decided
// the patients (the clinician's own visits, which the patient access rule lets them read) and
// runs this inside its read-only snapshot.
import type dayjs from 'dayjs';
import type { Executor } from '../../db/client.ts';
import { type ChartFrame, toChartFrame } from './chart-frame.ts';
import { patientRepository } from './patient-repository.ts';
import { type AdmissionView, toAdmissionView } from './patient-views.ts';

export interface ChartPackView {
  charts: ChartFrame[];
  chartAdmissions: { patientId: string; admissions: AdmissionView[] }[];
}

export async function chartPack(tx: Executor, patientIds: readonly string[], today: dayjs.Dayjs): Promise<ChartPackView> {
  // One query per kind for every patient (not three per patient): the pack of a busy week holds dozens.
  const rows = await patientRepository.readMany(tx, patientIds);
  const ids = rows.map((row) => row.id).sort();
  const counts = await patientRepository.chartCountsOf(tx, ids);
  const admissions = await patientRepository.admissionsOf(tx, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const charts: ChartFrame[] = [];
  const chartAdmissions: ChartPackView['chartAdmissions'] = [];
  for (const patientId of ids) {
    const row = byId.get(patientId);
    if (!row) continue;
    charts.push(toChartFrame(row, counts.get(patientId) ?? {}, today));
    chartAdmissions.push({ patientId, admissions: (admissions.get(patientId) ?? []).map(toAdmissionView) });
  }
  return { charts, chartAdmissions };
}
