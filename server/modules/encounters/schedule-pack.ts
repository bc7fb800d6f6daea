// MySchedule: the signed-in clinician's days as one pack for the device's offline copy
// (DESIGN §4): appointments (cancelled included; the client filters), the patients on them,
// their encounters and each day's route order. Days are the practitioner's local days (SPEC §9
// time zone by state), so a 23:30 visit in Los Angeles is on its own date, not on UTC's next one.
// Every patient of the pack is one of the clinician's own visits, which the patient access rule
// always lets them read (src/domain/patient-access.ts: the visits they cover), whatever state.

import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Appointment, Encounter } from '../../../src/domain/resources.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { type FormsPackView, formsPack } from '../forms/forms-pack.ts';
import { type ChartPackView, chartPack } from '../patients/chart-pack.ts';
import { type PatientView, toPatientView } from '../patients/patient-views.ts';
import { appointmentRangeRepository } from '../shared/appointment-range-repository.ts';
import { notLinked } from '../shared/encounter-access.ts';
import { type AppointmentView, type EncounterView, refId, toAppointmentView, toEncounterView } from '../shared/encounter-views.ts';
import type { ScheduleRange } from './encounter-input.ts';
import { encounterRepository } from './encounter-repository.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

interface SchedulePackCore {
  practitionerId: string;
  from: string;
  to: string;
  syncedAt: string;
  appointments: AppointmentView[];
  patients: PatientView[];
  encounters: EncounterView[];
  days: { date: string; appointmentIds: string[] }[];
}

export type SchedulePackView = SchedulePackCore & FormsPackView & ChartPackView;

/** Route order within a day: the stop's position, then start time (unordered stops last). */
const byRoute = (a: ResourceRow<Appointment>, b: ResourceRow<Appointment>): number =>
  (a.content.routeOrder ?? Number.MAX_SAFE_INTEGER) - (b.content.routeOrder ?? Number.MAX_SAFE_INTEGER) ||
  Date.parse(a.content.start) - Date.parse(b.content.start) ||
  a.id.localeCompare(b.id);

/** Per appointment: its encounter that is not cancelled, else the latest cancelled one. */
function encounterIdByAppointment(encounters: readonly ResourceRow<Encounter>[]): Map<string, string> {
  const chosen = new Map<string, ResourceRow<Encounter>>();
  for (const e of encounters) {
    const appointmentId = refId(e.content.appointment);
    if (!appointmentId) continue;
    const current = chosen.get(appointmentId);
    if (!current || current.content.status === 'cancelled') chosen.set(appointmentId, e);
  }
  return new Map([...chosen].map(([appointmentId, e]) => [appointmentId, e.id]));
}

/**
 * The clinician's days from `range.from` to `range.to` (their local dates) as one pack, read in
 * one snapshot: appointment statuses and their encounters agree even while others write.
 */
export function readSchedulePack(db: Executor, practitionerId: string, range: ScheduleRange, now: Date): Promise<SchedulePackView> {
  return db.transaction(
    async (tx) => {
      const practitioner = await stores.practitioner.read(tx, practitionerId);
      if (!practitioner) throw notLinked();
      const zone = timeZoneForState(practitioner.content.address[0]?.state);
      const dates = Array.from({ length: range.days + 1 }, (_, i) => dayjs.utc(range.from).add(i, 'day').format('YYYY-MM-DD'));
      const start = dayjs.tz(range.from, zone).toDate();
      const end = dayjs.tz(dayjs.utc(range.to).add(1, 'day').format('YYYY-MM-DD'), zone).toDate();

      const appointments = await appointmentRangeRepository.between(tx, practitionerId, start, end);
      const ids = appointments.map((a) => a.id);
      const patientIds = [...new Set(appointments.map((a) => refId(a.content.patient)).filter((id): id is string => id !== null))];
      const encounters = await encounterRepository.encountersOfAppointments(tx, ids);
      const patients = await stores.patient.readMany(tx, patientIds);
      const forms = await formsPack(
        tx,
        encounters.map((e) => e.id),
        patientIds,
        start,
      );
      // The charts of the pack's patients, so they open offline too (chart-pack.ts).
      const charts = await chartPack(tx, patientIds, dayjs(now));

      const byDate = new Map<string, ResourceRow<Appointment>[]>(dates.map((d) => [d, []]));
      for (const a of appointments) byDate.get(dayjs(a.content.start).tz(zone).format('YYYY-MM-DD'))?.push(a);
      const days = dates.map((date) => ({ date, appointmentIds: (byDate.get(date) ?? []).sort(byRoute).map((a) => a.id) }));
      const position = new Map(days.flatMap((d) => d.appointmentIds).map((id, i) => [id, i]));
      const encounterIds = encounterIdByAppointment(encounters);
      const today = dayjs(now);

      return {
        practitionerId,
        from: range.from,
        to: range.to,
        syncedAt: now.toISOString(),
        appointments: appointments
          .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
          .map((a) => toAppointmentView(a, encounterIds.get(a.id) ?? null)),
        patients: patients.sort((a, b) => a.id.localeCompare(b.id)).map((p) => toPatientView(p, today)),
        encounters: encounters.map(toEncounterView),
        days,
        ...forms,
        ...charts,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
