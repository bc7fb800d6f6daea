// Chart visit rows → the ChartEncounter and ChartAppointment types of chart-visits.graphql.
import { type Appointment, displayName, type Encounter } from '../../../src/domain/resources.ts';
import type { WithClinician } from './chart-visits-repository.ts';

export interface ChartEncounterView {
  id: string;
  versionId: number;
  status: string;
  stateText: string | null;
  type: string;
  deliveryType: string;
  start: string | null;
  end: string | null;
  clinicianName: string | null;
  appointmentId: string | null;
  cancelReason: string | null;
}

export interface ChartAppointmentView {
  id: string;
  versionId: number;
  status: string;
  appointmentType: string;
  start: string;
  end: string;
  clinicianName: string | null;
}

const clinician = (names: WithClinician<unknown>['clinicianNames']): string | null =>
  names && names.length > 0 ? displayName(names) || null : null;

export const toChartEncounterView = (row: WithClinician<Encounter>): ChartEncounterView => {
  const e = row.content;
  return {
    id: row.id,
    versionId: row.versionId,
    status: e.status,
    stateText: e.stateText ?? null,
    type: e.type,
    deliveryType: e.deliveryType,
    start: e.period.start ?? e.checkedInAt ?? null,
    end: e.period.end ?? e.checkedOutAt ?? null,
    clinicianName: clinician(row.clinicianNames),
    appointmentId: e.appointment?.reference.split('/')[1] ?? null,
    cancelReason: e.cancelReason ?? null,
  };
};

export const toChartAppointmentView = (row: WithClinician<Appointment>): ChartAppointmentView => ({
  id: row.id,
  versionId: row.versionId,
  status: row.content.status,
  appointmentType: row.content.appointmentType,
  start: row.content.start,
  end: row.content.end,
  clinicianName: clinician(row.clinicianNames),
});
