// The chart's frame (SPEC §2, the PatientChart type): the patient, the demographics with the
// availability, and every tab's count. One definition for the chart read and for the schedule
// pack (chart-pack.ts), so a chart opened offline is the one the server would have answered.
import type dayjs from 'dayjs';
import type { ChartTabKey } from '../../../src/domain/patients/chart-tabs.ts';
import { type AvailabilityView, toAvailabilityView } from './patient-availability-views.ts';
import type { PatientListRow } from './patient-repository.ts';
import { type DemographicsView, type PatientView, toChartTabs, toDemographicsView, toPatientView } from './patient-views.ts';

export interface ChartFrame {
  patient: PatientView;
  demographics: DemographicsView & { availability: AvailabilityView };
  tabs: ReturnType<typeof toChartTabs>;
}

export const toChartFrame = (row: PatientListRow, counts: Partial<Record<ChartTabKey, number>>, today: dayjs.Dayjs): ChartFrame => ({
  patient: toPatientView(row, today),
  demographics: { ...toDemographicsView(row.content, today), availability: toAvailabilityView(row) },
  tabs: toChartTabs(counts),
});
