// The coordinator's schedule board (SPEC §2 /schedule, §3 Scheduling state, §4): one clinician's
// visits, bookable slots and availableSOCCount over a range of their local days, and one visit
// of it with its patient, each read in one read-only snapshot once the caller may read the
// clinician (scheduling-read-targets.ts). A visit whose patient the caller may not read still
// holds its time but shows no patient (SPEC §9 placeholder 'Not Available').
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { SessionUser } from '../../../src/domain/access.ts';
import { freeIntervals } from '../../../src/domain/availability/local-time.ts';
import { type PatientScope, scopeAllows } from '../../../src/domain/patient-access.ts';
import { displayName, type Patient, type Practitioner } from '../../../src/domain/resources.ts';
import { bookableSlots } from '../../../src/domain/scheduling/schedule-board.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { appointmentRangeRepository } from '../shared/appointment-range-repository.ts';
import { refId, toAppointmentView } from '../shared/encounter-views.ts';
import { loadPatientScope } from '../shared/patient-access.ts';
import { availabilityOf } from './availability-views.ts';
import { bookingRepository } from './booking-repository.ts';
import type { BoardRange } from './clinician-schedule-input.ts';
import {
  type ClinicianScheduleView,
  type SchedulableClinicianView,
  type ScheduleVisitView,
  toSchedulableClinicianView,
} from './clinician-schedule-views.ts';
import type { ReadableVisit } from './scheduling-read-targets.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const NOT_AVAILABLE = 'Not Available';

/** Every read of the board at one moment. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** The start of the local date after `date` in `zone`, as an instant. */
const endOfLocalDay = (date: string, zone: string): Date => dayjs.tz(dayjs.utc(date).add(1, 'day').format('YYYY-MM-DD'), zone).toDate();

function visitView(
  row: Parameters<typeof toAppointmentView>[0],
  patient: ResourceRow<Patient> | undefined,
  readable: boolean,
  encounterId: string | null,
): ScheduleVisitView {
  const appointment = toAppointmentView(row, encounterId);
  if (!readable || !patient) {
    return {
      appointment: { ...appointment, address: null },
      patientName: NOT_AVAILABLE,
      asap: row.content.asap === true,
      overrideReason: null,
    };
  }
  return {
    appointment,
    patientName: displayName(patient.content.name),
    asap: row.content.asap === true,
    overrideReason: row.content.overrideReason ?? null,
  };
}

const readableBy = (scope: PatientScope, clinicianId: string, patient: ResourceRow<Patient> | undefined): boolean =>
  patient !== undefined &&
  scopeAllows(scope, {
    state: patient.content.address[0]?.state ?? null,
    coveredByVisit: scope.kind === 'scoped' && scope.visitsOf === clinicianId,
  });

/** The clinician's board over `range` (their local dates); only slots still ahead of `now` can be booked. */
export function readBoard(
  db: Executor,
  me: SessionUser,
  clinician: ResourceRow<Practitioner>,
  range: BoardRange,
  now: Date,
): Promise<ClinicianScheduleView> {
  return db.transaction(async (tx) => {
    const availability = availabilityOf(clinician);
    const zone = availability.timeZone;
    const start = dayjs.tz(range.from, zone).toDate();
    const end = endOfLocalDay(range.to, zone);
    // One after another: one transaction's queries never run at once.
    const appointments = await appointmentRangeRepository.between(tx, clinician.id, start, end);
    const patientIds = [...new Set(appointments.map((a) => refId(a.content.patient)).filter((id): id is string => id !== null))];
    const patients = await stores.patient.readMany(tx, patientIds);
    const scope = await loadPatientScope(tx, me);
    const encounterIds = await bookingRepository.encounterIdsOf(
      tx,
      appointments.map((a) => a.id),
    );
    const patientById = new Map(patients.map((p) => [p.id, p]));
    const visits = appointments.map((a) => {
      const patient = patientById.get(refId(a.content.patient) ?? '');
      return visitView(a, patient, readableBy(scope, clinician.id, patient), encounterIds.get(a.id) ?? null);
    });
    const freeSlots = bookableSlots(
      freeIntervals(availability, range.from, range.to),
      appointments.map((a) => a.content),
    ).filter((slot) => Date.parse(slot.start) >= now.getTime());
    return {
      clinician: toSchedulableClinicianView(clinician),
      from: range.from,
      to: range.to,
      visits,
      freeSlots,
      availableSOCCount: freeSlots.length,
    };
  }, SNAPSHOT);
}

/** One visit with its clinician and patient (the caller reads both: readableVisitTarget). */
export function readVisit(
  db: Executor,
  { visit, clinicianId, patientId }: ReadableVisit,
): Promise<{
  clinician: SchedulableClinicianView;
  visit: ScheduleVisitView;
}> {
  return db.transaction(async (tx) => {
    // One after another: one transaction's queries never run at once.
    const clinician = await stores.practitioner.read(tx, clinicianId);
    const patient = await stores.patient.read(tx, patientId);
    const encounterIds = await bookingRepository.encounterIdsOf(tx, [visit.id]);
    if (!clinician || !patient) throw notFound('Appointment');
    return {
      clinician: toSchedulableClinicianView(clinician),
      visit: visitView(visit, patient, true, encounterIds.get(visit.id) ?? null),
    };
  }, SNAPSHOT);
}
