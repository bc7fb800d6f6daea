// The schedule's visit operations (SPEC §3 Appointment, §4 scheduling): book a visit in a
// clinician's free time, reschedule it (the visit becomes waitlist 'Rescheduled' with by, date and
// reason, and a new one is booked), cancel it (reason, default NA 'The Patient is not available',
// by and date) or mark it missed (noshow 'Missed', by and date). Enforced here, whatever the
// screen offers: the caller plans schedules (never reviewer-readonly or external), reads the
// patient (patient access rule) and the clinician (their own, or a clinician of their markets);
// a clinician is never booked twice at once (open visits, SPEC §3); a time outside the
// clinician's availability needs a reason; a signed visit never changes; a stale version is
// CONFLICT. Bookings of one clinician are serialised on the practitioner row, so two
// coordinators cannot both take the same hour; a change to a visit locks its clinician before
// the visit (DESIGN §5 one lock order, shared/lock-order.ts), as a route save does.

import type { SessionUser } from '../../../src/domain/access.ts';
import { isWithinAvailability } from '../../../src/domain/availability/local-time.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import type { Appointment, Practitioner } from '../../../src/domain/resources.ts';
import { BOOKING_MESSAGES, changeRefusal } from '../../../src/domain/scheduling/booking-rules.ts';
import { mayPlanSchedule } from '../../../src/domain/scheduling/schedule-access.ts';
import { authorize, type GuardedOperation } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, type ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, forbidden, notFound } from '../../errors.ts';
import type { Realtime } from '../../realtime/emitter.ts';
import { scheduleChanged } from '../../realtime/schedule-change.ts';
import { assertCanReadPractitionerRecords } from '../shared/encounter-access.ts';
import { type AppointmentView, refId, toAppointmentView } from '../shared/encounter-views.ts';
import { lockClinician, lockVisitAfterClinician } from '../shared/lock-order.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { availabilityOf } from './availability-views.ts';
import { parseBooking, parseCancel, parseMissed, parseRescheduling } from './booking-input.ts';
import { bookingRepository } from './booking-repository.ts';
import { assertNotDoubleBooked } from './double-booking.ts';

export const VISIT_CONFLICT = 'This visit was changed by someone else. Refresh to see the change, then try again.';

const conflict = (currentVersion: number) => new AppError(ERROR_CODES.CONFLICT, VISIT_CONFLICT, { currentVersion });

function planner(user: SessionUser | null, operation: GuardedOperation): SessionUser {
  const me = authorize(user, operation);
  if (!mayPlanSchedule(me, operation)) throw forbidden();
  return me;
}

/** The clinician's row, locked: bookings of one clinician happen one at a time. */
async function lockedClinician(tx: Executor, me: SessionUser, clinicianId: string): Promise<ResourceRow<Practitioner>> {
  await assertCanReadPractitionerRecords(tx, me, clinicianId);
  const row = await lockClinician(tx, clinicianId);
  if (!row) throw notFound('Practitioner');
  return row;
}

/** SPEC §4: no double booking; outside availability only with a reason (on the field that can fix it). */
async function assertBookable(
  tx: Executor,
  clinician: ResourceRow<Practitioner>,
  time: { start: string; end: string },
  overrideReason: string | null | undefined,
  exceptId?: string,
): Promise<void> {
  await assertNotDoubleBooked(tx, clinician.id, time, exceptId ? { exceptId } : {});
  if (!overrideReason && !isWithinAvailability(availabilityOf(clinician), time.start, time.end)) {
    throw badInput(BOOKING_MESSAGES.outsideAvailability, 'overrideReason');
  }
}

/**
 * A visit to change, locked after its clinician (null: it has none): readable by the caller
 * (patient and clinician), at the version they saw, still changeable.
 */
async function changeableVisit(
  tx: Executor,
  me: SessionUser,
  id: string,
  versionId: number,
): Promise<{ visit: ResourceRow<Appointment>; clinician: ResourceRow<Practitioner> | null }> {
  const { clinician, visit: row } = await lockVisitAfterClinician(tx, {
    peek: async () => refId((await stores.appointment.read(tx, id))?.content.practitioner),
    lock: () => stores.appointment.read(tx, id, { forUpdate: true }),
    clinicianOf: (locked) => refId(locked?.content.practitioner),
  });
  if (!row) throw notFound('Appointment');
  await assertCanReadPatient(tx, me, refId(row.content.patient) ?? '');
  const clinicianId = refId(row.content.practitioner);
  if (clinicianId) await assertCanReadPractitionerRecords(tx, me, clinicianId);
  if (row.versionId !== versionId) throw conflict(row.versionId);
  const refusal = changeRefusal(row.content.status, await bookingRepository.hasSignedEncounter(tx, row.id));
  if (refusal) throw new AppError(ERROR_CODES.BAD_USER_INPUT, refusal, { field: 'appointmentId' });
  return { visit: row, clinician };
}

async function update(tx: Executor, me: SessionUser, row: ResourceRow<Appointment>, content: Appointment) {
  try {
    return await stores.appointment.update(tx, row.id, content, row.versionId, { authorId: me.id });
  } catch (error) {
    if (error instanceof ConflictError) throw conflict(error.currentVersion);
    throw error;
  }
}

/** Tells the clinician's boards (onScheduleChanged); a lost event only waits for the next read. */
async function announce(
  realtime: Realtime | undefined,
  view: AppointmentView,
  alsoChanged: string | null = null,
): Promise<AppointmentView> {
  if (!realtime || !view.practitionerId) return view;
  const event = scheduleChanged(view.practitionerId, [view.id, alsoChanged]);
  await realtime.publish(event.topic, event.payload).catch(() => undefined);
  return view;
}

export function createBookingService(db: Database, realtime?: Realtime) {
  return {
    async book(user: SessionUser | null, input: unknown): Promise<AppointmentView> {
      const me = planner(user, 'Mutation.bookAppointment');
      const booking = parseBooking(input);
      const booked = await db.transaction(async (tx) => {
        await assertCanReadPatient(tx, me, booking.patientId);
        const patient = await stores.patient.read(tx, booking.patientId);
        if (!patient) throw notFound('Patient');
        const clinician = await lockedClinician(tx, me, booking.clinicianId);
        await assertBookable(tx, clinician, booking, booking.overrideReason);
        const address = patient.content.address[0];
        const created = await stores.appointment.create(
          tx,
          {
            status: 'booked',
            appointmentType: booking.appointmentType,
            serviceType: 'woundcare',
            start: booking.start,
            end: booking.end,
            patient: { reference: `Patient/${patient.id}` },
            practitioner: { reference: `Practitioner/${clinician.id}` },
            ...(address ? { location: { address } } : {}),
            ...(booking.asap ? { asap: true } : {}),
            ...(booking.overrideReason ? { overrideReason: booking.overrideReason } : {}),
          },
          { authorId: me.id },
        );
        return toAppointmentView(created, null);
      });
      return announce(realtime, booked);
    },

    async reschedule(user: SessionUser | null, input: unknown): Promise<AppointmentView> {
      const me = planner(user, 'Mutation.rescheduleAppointment');
      const change = parseRescheduling(input);
      const moved = await db.transaction(async (tx) => {
        const { visit, clinician } = await changeableVisit(tx, me, change.appointmentId, change.versionId);
        if (!refId(visit.content.practitioner)) throw badInput(BOOKING_MESSAGES.notOpen, 'appointmentId');
        if (!clinician) throw notFound('Practitioner');
        await assertBookable(tx, clinician, change, change.overrideReason, visit.id);
        // The new visit: the same patient, clinician, type and place; its own id, history and reasons.
        const {
          id: _id,
          meta: _meta,
          cancelled: _c,
          missed: _m,
          rescheduled: _r,
          overrideReason: _o,
          routeOrder: _ro,
          ...kept
        } = visit.content;
        const moved = await stores.appointment.create(
          tx,
          {
            ...kept,
            status: 'booked',
            start: change.start,
            end: change.end,
            ...(change.overrideReason ? { overrideReason: change.overrideReason } : {}),
          },
          { authorId: me.id },
        );
        await update(tx, me, visit, {
          ...visit.content,
          status: 'waitlist',
          rescheduled: { by: me.id, date: new Date().toISOString(), reason: change.reason, to: { reference: `Appointment/${moved.id}` } },
        });
        return toAppointmentView(moved, null);
      });
      return announce(realtime, moved, change.appointmentId);
    },

    async cancel(user: SessionUser | null, input: unknown): Promise<AppointmentView> {
      const me = planner(user, 'Mutation.cancelAppointment');
      const change = parseCancel(input);
      const cancelled = await db.transaction(async (tx) => {
        const { visit } = await changeableVisit(tx, me, change.appointmentId, change.versionId);
        const saved = await update(tx, me, visit, {
          ...visit.content,
          status: 'cancelled',
          cancelled: { by: me.id, date: new Date().toISOString(), reason: change.reason },
        });
        return toAppointmentView(saved, null);
      });
      return announce(realtime, cancelled);
    },

    async markMissed(user: SessionUser | null, input: unknown): Promise<AppointmentView> {
      const me = planner(user, 'Mutation.markAppointmentMissed');
      const change = parseMissed(input);
      const missed = await db.transaction(async (tx) => {
        const { visit } = await changeableVisit(tx, me, change.appointmentId, change.versionId);
        const saved = await update(tx, me, visit, {
          ...visit.content,
          status: 'noshow',
          missed: { by: me.id, date: new Date().toISOString() },
        });
        return toAppointmentView(saved, null);
      });
      return announce(realtime, missed);
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
