// The schedule's visit operations over GraphQL (SPEC §3 Appointment, §4 scheduling): book in the
// clinician's free time (status booked), never twice at once, outside availability only with a
// reason; reschedule (the visit becomes waitlist 'Rescheduled' with by/date/reason, a new one is
// booked and its old time is free again); cancel (default reason NA 'The Patient is not
// available', by/date); missed (noshow, by/date); a signed visit never changes; a stale version
// is CONFLICT; a user of another market, external and reviewer users are refused and change
// nothing; bad input names its field.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { BOOKING_MESSAGES } from '../../src/domain/scheduling/booking-rules.ts';
import { addAppointment, addPatient, addPractitioner, type Clinic, fails, localInstant, ok } from './encounters-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

const VISIT = 'id versionId status appointmentType start end patientId practitionerId address { city state }';
const BOOK = `mutation($input: BookAppointmentInput!) { bookAppointment(input: $input) { ${VISIT} } }`;
const RESCHEDULE = `mutation($input: RescheduleAppointmentInput!) { rescheduleAppointment(input: $input) { ${VISIT} } }`;
const CANCEL = `mutation($input: CancelAppointmentInput!) { cancelAppointment(input: $input) { ${VISIT} } }`;
const MISSED = `mutation($input: MarkAppointmentMissedInput!) { markAppointmentMissed(input: $input) { ${VISIT} } }`;

interface Visit {
  id: string;
  versionId: number;
  status: string;
  appointmentType: string;
  start: string;
  end: string;
  patientId: string;
  practitionerId: string;
}

/** A weekday (Tuesday) at least a week ahead, in the clinician's zone. */
const nextTuesday = (zone: string, weeks = 1): string => {
  const today = dayjs().tz(zone);
  return today.add(weeks * 7 + ((2 - today.day() + 7) % 7), 'day').format('YYYY-MM-DD');
};

describe.each(kinds)('booking visits on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;
  let patientId: string;
  let day: string;
  const at = (hhmm: string, date = day) => localInstant(clinic.zone, `${date} ${hhmm}`);
  const bookAs = async (user: string, from: string, to: string, extra: Record<string, unknown> = {}) =>
    ok<Visit>(s, user, BOOK, {
      input: { patientId, clinicianId: clinic.practitionerId, start: at(from), end: at(to), appointmentType: 'follow-up', ...extra },
    });

  beforeAll(async () => {
    s = await startServer(kind);
    clinic = await addPractitioner(s, 'FL', 'clinician', ['FL']);
    patientId = await addPatient(s, 'Bea', 'Booked');
    day = nextTuesday(clinic.zone);
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('books a visit in free time: booked, at the patient address, a version by the coordinator', async () => {
    const visit = await bookAs('coordinator', '09:00', '10:00', { appointmentType: 'soc-patient', asap: true });
    expect(visit).toMatchObject({ status: 'booked', appointmentType: 'soc-patient', patientId, practitionerId: clinic.practitionerId });
    expect(visit.start).toBe(at('09:00'));
    const row = await stores.appointment.read(s.db, visit.id);
    expect(row?.content).toMatchObject({ asap: true, serviceType: 'woundcare', location: { address: { city: 'Tampa' } } });
    expect((await stores.appointment.history(s.db, visit.id))[0]?.authorId).toBe(s.user('coordinator').id);
  });

  it('never books the clinician twice at once; a visit that only touches is fine', async () => {
    const error = await fails(s, 'coordinator', BOOK, {
      input: { patientId, clinicianId: clinic.practitionerId, start: at('09:30'), end: at('10:30'), appointmentType: 'follow-up' },
    });
    expect(error).toMatchObject({ message: BOOKING_MESSAGES.doubleBooked, extensions: { code: 'BAD_USER_INPUT', field: 'start' } });
    expect((await bookAs('coordinator', '10:00', '11:00')).status).toBe('booked');
  });

  it('outside the availability (the default week: weekdays 08:00–17:00) only with a reason', async () => {
    const evening = await fails(s, 'coordinator', BOOK, {
      input: { patientId, clinicianId: clinic.practitionerId, start: at('18:00'), end: at('19:00'), appointmentType: 'follow-up' },
    });
    expect(evening).toMatchObject({ message: BOOKING_MESSAGES.outsideAvailability, extensions: { field: 'overrideReason' } });
    const given = await bookAs('coordinator', '18:00', '19:00', { overrideReason: 'Family visits after work' });
    expect((await stores.appointment.read(s.db, given.id))?.content.overrideReason).toBe('Family visits after work');
  });

  it('reschedules: the visit becomes Rescheduled with by, date and reason; the new one is booked; the old hour is free again', async () => {
    const visit = await bookAs('coordinator', '13:00', '14:00');
    const moved = await ok<Visit>(s, 'coordinator', RESCHEDULE, {
      input: {
        appointmentId: visit.id,
        versionId: visit.versionId,
        start: at('15:00'),
        end: at('16:00'),
        reason: 'Patient asked for later',
      },
    });
    expect(moved).toMatchObject({ status: 'booked', start: at('15:00'), patientId });
    expect(moved.id).not.toBe(visit.id);
    const old = await stores.appointment.read(s.db, visit.id);
    expect(old?.content).toMatchObject({
      status: 'waitlist',
      rescheduled: { by: s.user('coordinator').id, reason: 'Patient asked for later', to: { reference: `Appointment/${moved.id}` } },
    });
    expect((await bookAs('coordinator', '13:00', '14:00')).status).toBe('booked');
  });

  it('cancels with SPEC §3 default reason NA, and marks another missed; neither changes again', async () => {
    const first = await bookAs('coordinator', '08:00', '08:45', {});
    const cancelled = await ok<Visit>(s, 'coordinator', CANCEL, { input: { appointmentId: first.id, versionId: first.versionId } });
    expect(cancelled.status).toBe('cancelled');
    expect((await stores.appointment.read(s.db, first.id))?.content.cancelled).toMatchObject({
      by: s.user('coordinator').id,
      reason: { code: 'NA', display: 'The Patient is not available' },
    });
    const again = await fails(s, 'coordinator', MISSED, { input: { appointmentId: first.id, versionId: cancelled.versionId } });
    expect(again).toMatchObject({ message: BOOKING_MESSAGES.notOpen, extensions: { code: 'BAD_USER_INPUT' } });

    const second = await bookAs('coordinator', '16:00', '17:00');
    const missed = await ok<Visit>(s, 'coordinator', MISSED, { input: { appointmentId: second.id, versionId: second.versionId } });
    expect(missed.status).toBe('noshow');
    expect((await stores.appointment.read(s.db, second.id))?.content.missed?.by).toBe(s.user('coordinator').id);
  });

  it('a signed visit never changes; a stale version is CONFLICT', async () => {
    const start = at('11:00', nextTuesday(clinic.zone, 2));
    const signedVisit = await addAppointment(s, { patientId, practitionerId: clinic.practitionerId, start });
    await stores.encounter.create(
      s.db,
      {
        status: 'finished',
        stateText: 'eSigned',
        class: 'home',
        deliveryType: 'in-person',
        type: 'follow-up',
        period: { start },
        subject: { reference: `Patient/${patientId}` },
        practitioner: { reference: `Practitioner/${clinic.practitionerId}` },
        appointment: { reference: `Appointment/${signedVisit}` },
        signedAt: start,
      },
      { authorId: null },
    );
    const signed = await fails(s, 'coordinator', CANCEL, { input: { appointmentId: signedVisit, versionId: 1 } });
    expect(signed.message).toBe(BOOKING_MESSAGES.signed);

    const visit = await bookAs('coordinator', '12:00', '12:30');
    const stale = await fails(s, 'coordinator', CANCEL, { input: { appointmentId: visit.id, versionId: visit.versionId + 1 } });
    expect(stale.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: visit.versionId });
    expect((await stores.appointment.read(s.db, visit.id))?.content.status).toBe('booked');
  });

  it('refuses another market, external and reviewer users, and they change nothing', async () => {
    const visit = await bookAs('coordinator', '14:00', '14:30');
    for (const user of ['tx-coordinator', 'external', 'reviewer']) {
      const booked = await fails(s, user, BOOK, {
        input: { patientId, clinicianId: clinic.practitionerId, start: at('07:00'), end: at('07:30'), appointmentType: 'follow-up' },
      });
      expect(booked.extensions?.code, user).toBe('FORBIDDEN');
      const cancelled = await fails(s, user, CANCEL, { input: { appointmentId: visit.id, versionId: visit.versionId } });
      expect(cancelled.extensions?.code, user).toBe('FORBIDDEN');
    }
    expect((await stores.appointment.read(s.db, visit.id))?.versionId).toBe(visit.versionId);
  });

  it('bad input names its field: an end before the start, an unknown visit type, no reason to reschedule', async () => {
    const backwards = await fails(s, 'coordinator', BOOK, {
      input: { patientId, clinicianId: clinic.practitionerId, start: at('10:00'), end: at('09:00'), appointmentType: 'follow-up' },
    });
    expect(backwards).toMatchObject({ message: 'Invalid time range.', extensions: { code: 'BAD_USER_INPUT', field: 'end' } });
    const type = await fails(s, 'coordinator', BOOK, {
      input: { patientId, clinicianId: clinic.practitionerId, start: at('10:00'), end: at('11:00'), appointmentType: 'lunch' },
    });
    expect(type.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'appointmentType' });
    const visit = await bookAs('coordinator', '07:00', '07:30', { overrideReason: 'Early start' });
    const reason = await fails(s, 'coordinator', RESCHEDULE, {
      input: { appointmentId: visit.id, versionId: visit.versionId, start: at('08:00'), end: at('08:30'), reason: '  ' },
    });
    expect(reason).toMatchObject({ message: 'This field is required', extensions: { field: 'reason' } });
  });
});
