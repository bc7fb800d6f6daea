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
  const charts: ChartFrame[] = [];
  const chartAdmissions: ChartPackView['chartAdmissions'] = [];
  // One patient after another: the snapshot is one connection, which runs one query at a time anyway.
  for (const patientId of [...patientIds].sort()) {
    const row = await patientRepository.read(tx, patientId);
    if (!row) continue;
    const [counts, admissions] = [await patientRepository.chartCounts(tx, patientId), await patientRepository.admissions(tx, patientId)];
    charts.push(toChartFrame(row, counts, today));
    chartAdmissions.push({ patientId, admissions: admissions.map(toAdmissionView) });
  }
  return { charts, chartAdmissions };
}
