// The schedule's writes, declared once for the write pipeline (DESIGN §5 'One write pipeline'):
// the visit operations of SPEC §3 Appointment and §4 scheduling — book a visit in a clinician's
// free time, reschedule it (the visit becomes waitlist 'Rescheduled' with by, date and reason, and
// a new one is booked), cancel it (reason, default NA 'The Patient is not available', by and date)
// or mark it missed (noshow 'Missed', by and date) — and the clinician's availability (SPEC §3
// Slot, §4 'Availability').
//
// Enforced here, whatever the screen offers: the caller plans schedules (never reviewer-readonly
// or external: the role limit), reads the patient (patient access rule) and the clinician (their
// own, or a clinician of their markets); a clinician is never booked twice at once (open visits,
// SPEC §3, double-booking.ts); a time outside the clinician's availability needs a reason; a
// signed visit never changes; a stale version is CONFLICT with the screen's words. Every target
// takes the clinician's row before their visits (DESIGN §5 one lock order, shared/lock-order.ts):
// bookings of one clinician are serialised on it, so two coordinators cannot both take one hour.
// Each change tells the clinician's boards (onScheduleChanged) after commit.
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../src/domain/access.ts';
import { isWithinAvailability } from '../../../src/domain/availability/local-time.ts';
import { type Availability, durationOf, isLive, isTemporaryId, type StoredAvailability } from '../../../src/domain/availability/slot.ts';
import type { OperationName } from '../../../src/domain/operation-permissions.ts';
import type { Appointment, Patient, Practitioner } from '../../../src/domain/resources.ts';
import { BOOKING_MESSAGES, changeRefusal } from '../../../src/domain/scheduling/booking-rules.ts';
import { mayPlanSchedule } from '../../../src/domain/scheduling/schedule-access.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, notFound } from '../../errors.ts';
import { scheduleChanged } from '../../realtime/schedule-change.ts';
import { clinicianTarget, lockReadableClinician } from '../shared/clinician-target.ts';
import { assertCanReadPractitionerRecords } from '../shared/encounter-access.ts';
import { type AppointmentView, refId, toAppointmentView } from '../shared/encounter-views.ts';
import { parseVersionId } from '../shared/input.ts';
import { lockVisitAfterClinician } from '../shared/lock-order.ts';
import type { RealtimeEvent } from '../shared/mutation-runner.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { type ClinicianAvailabilityChange, parseAvailability, parseClinicianId } from './availability-input.ts';
import { availabilityOf, clinicianTimeZone, toClinicianAvailabilityView } from './availability-views.ts';
import { type Booking, parseBooking, parseCancel, parseMissed, parseRescheduling } from './booking-input.ts';
import { bookingRepository } from './booking-repository.ts';
import { assertNotDoubleBooked } from './double-booking.ts';

export const VISIT_CONFLICT = 'This visit was changed by someone else. Refresh to see the change, then try again.';

export const AVAILABILITY_CONFLICT =
  "This clinician's availability was changed by someone else. Refresh to see the change, then try again.";

/** Only those who plan schedules change one (never reviewer-readonly or external). */
const planner = (operation: OperationName) => (me: SessionUser) => mayPlanSchedule(me, operation);

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

/** The event that tells the visit's clinician's boards (none for a visit without a clinician). */
const boardsOf = (view: AppointmentView, now: Date, alsoChanged: string | null = null): RealtimeEvent[] =>
  view.practitionerId ? [scheduleChanged(view.practitionerId, [view.id, alsoChanged], now)] : [];

interface BookingTarget {
  patient: ResourceRow<Patient>;
  clinician: ResourceRow<Practitioner>;
}

/** The patient the caller reads (NOT_FOUND / FORBIDDEN), then the clinician, readable and locked. */
const bookingTarget: WriteTarget<Booking, BookingTarget> = {
  kind: 'patient',
  async resolve(tx, me, booking) {
    await assertCanReadPatient(tx, me, booking.patientId);
    const patient = await stores.patient.read(tx, booking.patientId);
    if (!patient) throw notFound('Patient');
    const clinician = await lockReadableClinician(tx, me, booking.clinicianId);
    return { patient, clinician };
  },
};

interface VisitTarget {
  visit: ResourceRow<Appointment>;
  /** The visit's clinician, locked (null: the visit has none). */
  clinician: ResourceRow<Practitioner> | null;
}

/**
 * A visit to change, locked after its clinician (shared/lock-order.ts lockVisitAfterClinician),
 * readable by the caller (patient and clinician); its version is the visit's.
 */
const visitTarget: WriteTarget<{ appointmentId: string }, VisitTarget> = {
  kind: 'patient',
  async resolve(tx, me, { appointmentId: id }) {
    const { clinician, visit } = await lockVisitAfterClinician(tx, {
      peek: async () => refId((await stores.appointment.read(tx, id))?.content.practitioner),
      lock: () => stores.appointment.read(tx, id, { forUpdate: true }),
      clinicianOf: (locked) => refId(locked?.content.practitioner),
    });
    if (!visit) throw notFound('Appointment');
    await assertCanReadPatient(tx, me, refId(visit.content.patient) ?? '');
    const clinicianId = refId(visit.content.practitioner);
    if (clinicianId) await assertCanReadPractitionerRecords(tx, me, clinicianId);
    return { visit, clinician };
  },
  versionOf: (target) => target.visit.versionId,
};

/** SPEC §4: a visit that is closed or signed never changes (BAD_USER_INPUT on appointmentId). */
async function assertChangeable(tx: Executor, visit: ResourceRow<Appointment>): Promise<void> {
  const refusal = changeRefusal(visit.content.status, await bookingRepository.hasSignedEncounter(tx, visit.id));
  if (refusal) throw badInput(refusal, 'appointmentId');
}

const realId = (id: string): string => (isTemporaryId(id) ? randomUUID() : id);

/** What is stored of a parsed availability (SPEC §4). */
function toStored(availability: Availability, today: string): StoredAvailability {
  const slots = availability.slots
    .filter(isLive)
    .filter((slot) => !availability.alwaysAvailable || slot.status !== 'free')
    .map(({ deleted: _deleted, ...slot }) => ({ ...slot, id: realId(slot.id), durationMinutes: durationOf(slot.startTime, slot.endTime) }));
  const others = availability.exceptions.filter((e) => !e.isAlwaysAvailable).map((e) => ({ ...e, id: realId(e.id) }));
  if (!availability.alwaysAvailable) return { alwaysAvailable: false, slots, exceptions: others };
  const marker = availability.exceptions.find((e) => e.isAlwaysAvailable) ?? {
    id: randomUUID(),
    startDate: today,
    endDate: today,
    status: 'busy' as const,
    isAlwaysAvailable: true,
  };
  return { alwaysAvailable: true, slots, exceptions: [...others, { ...marker, id: realId(marker.id), status: 'busy' }] };
}

export const schedulingWrites = {
  bookAppointment: defineWrite({
    operation: 'Mutation.bookAppointment',
    roles: planner('Mutation.bookAppointment'),
    input: parseBooking,
    target: bookingTarget,
    conflictMessage: VISIT_CONFLICT,
    apply: async ({ tx, me, now, input: booking, target: { patient, clinician } }) => {
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
        { authorId: me.id, now },
      );
      return toAppointmentView(created, null);
    },
    events: ({ now }, view) => boardsOf(view, now),
  }),

  rescheduleAppointment: defineWrite({
    operation: 'Mutation.rescheduleAppointment',
    roles: planner('Mutation.rescheduleAppointment'),
    input: parseRescheduling,
    target: visitTarget,
    version: (change) => change.versionId,
    conflictMessage: VISIT_CONFLICT,
    apply: async ({ tx, me, now, input: change, target: { visit, clinician } }) => {
      await assertChangeable(tx, visit);
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
        { authorId: me.id, now },
      );
      await stores.appointment.update(
        tx,
        visit.id,
        {
          ...visit.content,
          status: 'waitlist',
          rescheduled: { by: me.id, date: now.toISOString(), reason: change.reason, to: { reference: `Appointment/${moved.id}` } },
        },
        visit.versionId,
        { authorId: me.id, now },
      );
      return toAppointmentView(moved, null);
    },
    events: ({ now, input }, view) => boardsOf(view, now, input.appointmentId),
  }),

  cancelAppointment: defineWrite({
    operation: 'Mutation.cancelAppointment',
    roles: planner('Mutation.cancelAppointment'),
    input: parseCancel,
    target: visitTarget,
    version: (change) => change.versionId,
    conflictMessage: VISIT_CONFLICT,
    apply: async ({ tx, me, now, input: change, target: { visit } }) => {
      await assertChangeable(tx, visit);
      const content: Appointment = {
        ...visit.content,
        status: 'cancelled',
        cancelled: { by: me.id, date: now.toISOString(), reason: change.reason },
      };
      return toAppointmentView(await stores.appointment.update(tx, visit.id, content, visit.versionId, { authorId: me.id, now }), null);
    },
    events: ({ now }, view) => boardsOf(view, now),
  }),

  markAppointmentMissed: defineWrite({
    operation: 'Mutation.markAppointmentMissed',
    roles: planner('Mutation.markAppointmentMissed'),
    input: parseMissed,
    target: visitTarget,
    version: (change) => change.versionId,
    conflictMessage: VISIT_CONFLICT,
    apply: async ({ tx, me, now, target: { visit } }) => {
      await assertChangeable(tx, visit);
      const content: Appointment = { ...visit.content, status: 'noshow', missed: { by: me.id, date: now.toISOString() } };
      return toAppointmentView(await stores.appointment.update(tx, visit.id, content, visit.versionId, { authorId: me.id, now }), null);
    },
    events: ({ now }, view) => boardsOf(view, now),
  }),

  /**
   * The clinician's availability, kept on the Practitioner record: each save is a new version of
   * the practitioner (who and when in its history). The availability is judged by the form's
   * schema in the clinician's zone against the stored copy, so it is parsed once the clinician is
   * read; the save keeps what SPEC §4 says a save means: removed slots go, new (temporary) ids
   * become real ones, always available keeps no free slot and exactly one busy marker exception.
   */
  saveClinicianAvailability: defineWrite({
    operation: 'Mutation.saveClinicianAvailability',
    roles: planner('Mutation.saveClinicianAvailability'),
    input: (raw: unknown) => {
      const change = raw as ClinicianAvailabilityChange;
      return { change, clinicianId: parseClinicianId(change.clinicianId), versionId: parseVersionId(change.versionId) };
    },
    target: clinicianTarget((i: { clinicianId: string }) => i.clinicianId),
    version: (i) => i.versionId,
    conflictMessage: AVAILABILITY_CONFLICT,
    apply: async ({ tx, me, now, input: { change, clinicianId }, target: row }) => {
      const timeZone = clinicianTimeZone(row.content);
      const saved = row.content.availability ?? { alwaysAvailable: false, slots: [], exceptions: [] };
      const availability = parseAvailability(change, timeZone, now, { clinicianId, timeZone, ...saved });
      const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
      const content = { ...row.content, availability: toStored(availability, today) };
      return toClinicianAvailabilityView(await stores.practitioner.update(tx, row.id, content, row.versionId, { authorId: me.id, now }));
    },
  }),
};
