// The coordinator's schedule board (SPEC §2 /schedule, §3 Scheduling state, §4): the clinicians
// a caller may plan for, and one clinician's visits, bookable slots and availableSOCCount over
// a range of their local days. Reading a schedule needs the operation's permission and the
// clinician (their own, a covering colleague's, or one of the caller's markets); a visit whose
// patient the caller may not read still holds its time but shows no patient
// (SPEC §9 placeholder 'Not Available').

import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { SessionUser } from '../../../src/domain/access.ts';
import { freeIntervals } from '../../../src/domain/availability/local-time.ts';
import { type PatientScope, scopeAllows } from '../../../src/domain/patient-access.ts';
import { displayName, type Patient } from '../../../src/domain/resources.ts';
import { bookableSlots } from '../../../src/domain/scheduling/schedule-board.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { topics } from '../../realtime/emitter.ts';
import { appointmentRangeRepository } from '../shared/appointment-range-repository.ts';
import { assertCanReadPractitionerRecords, readsAnyPractitioner } from '../shared/encounter-access.ts';
import { refId, toAppointmentView } from '../shared/encounter-views.ts';
import { parseId } from '../shared/ids.ts';
import { assertCanReadPatient, loadPatientScope } from '../shared/patient-access.ts';
import { availabilityOf } from './availability-views.ts';
import { bookingRepository } from './booking-repository.ts';
import { parseBoardRange } from './clinician-schedule-input.ts';
import {
  type ClinicianScheduleView,
  type SchedulableClinicianView,
  type ScheduleVisitView,
  toSchedulableClinicianView,
} from './clinician-schedule-views.ts';
import { schedulableClinicianRepository } from './schedulable-clinician-repository.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const NOT_AVAILABLE = 'Not Available';

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

export function createClinicianScheduleService(db: Database) {
  /** The caller may read the clinician's schedule (FORBIDDEN / NOT_FOUND otherwise). */
  const assertMayWatch = (me: SessionUser, clinicianId: string) => assertCanReadPractitionerRecords(db, me, clinicianId);

  return {
    /** onScheduleChanged: the topic of a clinician the caller may read; refused when subscribing otherwise. */
    async subscribeTopic(user: SessionUser | null, clinicianId: string): Promise<string> {
      const me = authorize(user, 'Subscription.onScheduleChanged');
      const id = parseId(clinicianId, 'clinicianId');
      await assertMayWatch(me, id);
      return topics.scheduleChanged(id);
    },

    /** Each event again, so a user who lost the market stops hearing at once (DESIGN §8 'Realtime'). */
    mayReceive: (user: SessionUser | null, clinicianId: string): Promise<boolean> =>
      user
        ? assertMayWatch(user, clinicianId).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false),

    /** The clinicians the caller may plan: a scheduler's markets (all for 'all'); a clinician themself. */
    async clinicians(user: SessionUser | null): Promise<SchedulableClinicianView[]> {
      const me = authorize(user, 'Query.SchedulableClinicians');
      if (!readsAnyPractitioner(me)) {
        // A clinician: themself and the colleagues who share a market with them (who they cover).
        const own = me.practitionerId ? await stores.practitioner.read(db, me.practitionerId) : null;
        if (!own?.content.active) return [];
        const colleagues = (await schedulableClinicianRepository.list(db, { states: null, markets: own.content.markets })).filter(
          (row) => row.id !== own.id,
        );
        return [own, ...colleagues].map(toSchedulableClinicianView);
      }
      const scope = await loadPatientScope(db, me);
      const rows = await schedulableClinicianRepository.list(db, { states: scope.kind === 'all' ? null : scope.states });
      return rows.map(toSchedulableClinicianView);
    },

    /** One visit with its clinician: the caller reads its patient and its clinician's records. */
    async visit(
      user: SessionUser | null,
      appointmentId: string,
    ): Promise<{ clinician: SchedulableClinicianView; visit: ScheduleVisitView }> {
      const me = authorize(user, 'Query.ScheduleVisit');
      const id = parseId(appointmentId, 'appointmentId');
      return db.transaction(
        async (tx) => {
          const row = await stores.appointment.read(tx, id);
          const clinicianId = row ? refId(row.content.practitioner) : null;
          if (!row || !clinicianId) throw notFound('Appointment');
          await assertCanReadPatient(tx, me, refId(row.content.patient) ?? '');
          await assertCanReadPractitionerRecords(tx, me, clinicianId);
          // One after another: one transaction's queries never run at once.
          const clinician = await stores.practitioner.read(tx, clinicianId);
          const patient = await stores.patient.read(tx, refId(row.content.patient) ?? '');
          const encounterIds = await bookingRepository.encounterIdsOf(tx, [row.id]);
          if (!clinician || !patient) throw notFound('Appointment');
          return {
            clinician: toSchedulableClinicianView(clinician),
            visit: visitView(row, patient, true, encounterIds.get(row.id) ?? null),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    async schedule(
      user: SessionUser | null,
      args: { clinicianId: string; from: string; to: string },
      now = new Date(),
    ): Promise<ClinicianScheduleView> {
      const me = authorize(user, 'Query.ClinicianSchedule');
      const range = parseBoardRange(args);
      return db.transaction(
        async (tx) => {
          await assertCanReadPractitionerRecords(tx, me, range.clinicianId);
          const clinician = await stores.practitioner.read(tx, range.clinicianId);
          if (!clinician) throw notFound('Practitioner');
          const availability = availabilityOf(clinician);
          const zone = availability.timeZone;
          const start = dayjs.tz(range.from, zone).toDate();
          const end = endOfLocalDay(range.to, zone);
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
          // Only slots still ahead can be booked.
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
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type ClinicianScheduleService = ReturnType<typeof createClinicianScheduleService>;
