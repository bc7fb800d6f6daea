// SPEC §2 'Appointment Available Time' (SPEC §3 availability types) over GraphQL: the patient's
// availability is read on its own (PatientAvailability, for scheduling) and inside the chart's
// demographics; a change is a new version of the patient record with who and when; a stale
// version is CONFLICT; SPEC §5's rules refuse bad input by name; a user of another market, an
// external user and a reviewer are refused and change nothing.
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer, unknownId } from './harness.ts';

const FIELDS = 'patientId versionId type timeZone lastUpdated weekdays { day ranges { start end } } dates { date ranges { start end } }';
const UPDATE = `mutation($input: PatientAvailabilityInput!) { updatePatientAvailability(input: $input) { ${FIELDS} } }`;
const READ = `query($patientId: ID!) { PatientAvailability(patientId: $patientId) { ${FIELDS} } }`;
const CHART = `query($id: ID!) { PatientChart(id: $id) { demographics { availability { ${FIELDS} } } } }`;

interface Availability {
  patientId: string;
  versionId: number;
  type: string | null;
  timeZone: string;
  lastUpdated: string;
  weekdays: { day: number; ranges: { start: string; end: string }[] }[];
  dates: { date: string; ranges: { start: string; end: string }[] }[];
}

const r = (start: string, end: string) => ({ start, end });
/** A day well after today, in any zone. */
const later = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

describe.each(kinds)('patient availability on %s', (kind) => {
  let s: TestServer;
  let patientId: string;

  const update = (user: string, input: Record<string, unknown>) => ok<Availability>(s, user, UPDATE, { input });
  const read = () => ok<Availability>(s, 'coordinator', READ, { patientId });

  beforeAll(async () => {
    s = await startServer(kind);
    const [patient] = await s.addPatients([makePatient('Ava', 'Available', { state: 'FL' })]);
    if (!patient) throw new Error('no patient');
    patientId = patient.id;
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
    await s.addUser({
      key: 'fl-external',
      userType: 'external',
      roles: ['external'],
      jobFunctions: ['other'],
      permissions: ['patient'],
      markets: ['FL'],
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a patient never set has no type, empty lists, the version and the zone of the patient', async () => {
    expect(await read()).toMatchObject({ patientId, versionId: 1, type: null, weekdays: [], dates: [], timeZone: 'America/New_York' });
    const chart = await ok<{ demographics: { availability: Availability } }>(s, 'coordinator', CHART, { id: patientId });
    expect(chart.demographics.availability).toMatchObject({ patientId, versionId: 1, type: null });
  });

  it('sets weekdays, then specific dates, then always; each is a version with who and when, and reads back normalised', async () => {
    const before = (await read()).versionId;
    const general = await update('coordinator', {
      patientId,
      versionId: before,
      type: 'GENERAL_AVAILABLE',
      weekdays: [
        { day: 3, ranges: [r('13:00', '15:00'), r('09:00', '11:00')] },
        { day: 1, ranges: [r('09:00', '17:00')] },
      ],
    });
    expect(general).toMatchObject({
      patientId,
      versionId: before + 1,
      type: 'GENERAL_AVAILABLE',
      weekdays: [
        { day: 1, ranges: [r('09:00', '17:00')] },
        { day: 3, ranges: [r('09:00', '11:00'), r('13:00', '15:00')] },
      ],
      dates: [],
    });
    expect(await read()).toEqual(general);

    const date = later(10);
    const specific = await update('clinician', {
      patientId,
      versionId: general.versionId,
      type: 'SPECIFIC_AVAILABLE',
      // The other type's rows may come along; they are not kept.
      weekdays: [{ day: 1, ranges: [r('09:00', '17:00')] }],
      dates: [{ date, ranges: [r('08:00', '12:00')] }],
    });
    expect(specific).toMatchObject({
      versionId: before + 2,
      type: 'SPECIFIC_AVAILABLE',
      weekdays: [],
      dates: [{ date, ranges: [r('08:00', '12:00')] }],
    });

    const always = await update('admin', { patientId, versionId: specific.versionId, type: 'PATIENT_ALWAYS_AVAILABLE' });
    expect(always).toMatchObject({ versionId: before + 3, type: 'PATIENT_ALWAYS_AVAILABLE', weekdays: [], dates: [] });

    const history = await s.db
      .select({
        versionId: schema.resourceHistory.versionId,
        authorId: schema.resourceHistory.authorId,
        recordedAt: schema.resourceHistory.recordedAt,
      })
      .from(schema.resourceHistory)
      .where(eq(schema.resourceHistory.id, patientId));
    const authors = history
      .filter((h) => h.versionId > before)
      .sort((a, b) => a.versionId - b.versionId)
      .map((h) => h.authorId);
    expect(authors).toEqual([s.user('coordinator').id, s.user('clinician').id, s.user('admin').id]);
    expect(history.every((h) => h.recordedAt instanceof Date)).toBe(true);
    // The rest of the patient record is as it was.
    const row = await stores.patient.read(s.db, patientId);
    expect(row?.content.name[0]?.family).toBe('Available');
    expect(row?.content.availability?.type).toBe('PATIENT_ALWAYS_AVAILABLE');
  });

  it('a stale version is CONFLICT with the current one, and changes nothing', async () => {
    const current = await read();
    const error = await fails(s, 'coordinator', UPDATE, {
      input: { patientId, versionId: current.versionId - 1, type: 'PATIENT_ALWAYS_AVAILABLE' },
    });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.extensions?.currentVersion).toBe(current.versionId);
    expect((await read()).versionId).toBe(current.versionId);
  });

  it("refuses SPEC §5's broken rules by name, and bad values, never changing the record", async () => {
    const { versionId } = await read();
    const refused = async (input: Record<string, unknown>) => {
      const error = await fails(s, 'coordinator', UPDATE, { input: { patientId, versionId, ...input } });
      expect(error.extensions?.code, JSON.stringify(error)).toBe('BAD_USER_INPUT');
      return error;
    };
    expect(await refused({ type: 'GENERAL_AVAILABLE', weekdays: [{ day: 1, ranges: [r('10:00', '09:00')] }] })).toMatchObject({
      message: 'Invalid time range.',
      extensions: { field: 'weekdays.0.ranges.0.end' },
    });
    expect(
      await refused({ type: 'GENERAL_AVAILABLE', weekdays: [{ day: 2, ranges: [r('09:00', '12:00'), r('11:00', '13:00')] }] }),
    ).toMatchObject({ message: 'Slots in a day cannot be overlapped.', extensions: { field: 'weekdays.0.ranges.1.start' } });
    expect(await refused({ type: 'GENERAL_AVAILABLE', weekdays: [] })).toMatchObject({
      message: 'This field is required',
      extensions: { field: 'weekdays' },
    });
    expect(await refused({ type: 'SPECIFIC_AVAILABLE', dates: [{ date: later(-3), ranges: [r('09:00', '10:00')] }] })).toMatchObject({
      message: 'Start time must be greater than the current time.',
      extensions: { field: 'dates.0.ranges.0.start' },
    });
    expect(await refused({ type: 'SPECIFIC_AVAILABLE', dates: [{ date: '2030-02-31', ranges: [r('09:00', '10:00')] }] })).toMatchObject({
      message: 'Invalid date',
      extensions: { field: 'dates.0.date' },
    });
    expect((await refused({ type: 'GENERAL_AVAILABLE', weekdays: [{ day: 9, ranges: [r('09:00', '10:00')] }] })).extensions?.field).toBe(
      'weekdays.0.day',
    );
    expect((await refused({ type: 'WHENEVER' })).message).toMatch(/^type must be one of/);
    expect((await refused({ type: 'GENERAL_AVAILABLE', weekdays: [{ day: 1, ranges: [r('9am', '10:00')] }] })).message).toBe(
      'This field has incorrect value',
    );
    const many = Array.from({ length: 61 }, (_, i) => ({ date: later(i + 1), ranges: [r('09:00', '10:00')] }));
    expect((await refused({ type: 'SPECIFIC_AVAILABLE', dates: many })).extensions?.field).toBe('dates');
    expect((await refused({ versionId: 0, type: 'PATIENT_ALWAYS_AVAILABLE' })).extensions?.field).toBe('versionId');
    const badId = await fails(s, 'coordinator', UPDATE, { input: { patientId: 'x', versionId, type: 'PATIENT_ALWAYS_AVAILABLE' } });
    expect(badId).toMatchObject({ message: 'patientId is not a valid id', extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await fails(s, 'coordinator', UPDATE, {
      input: { patientId: unknownId(), versionId, type: 'PATIENT_ALWAYS_AVAILABLE' },
    });
    expect(unknown.extensions?.code).toBe('NOT_FOUND');
    expect((await read()).versionId).toBe(versionId);
  });

  it('a range booked earlier today stays when the rest is changed (only new ranges must start after now)', async () => {
    const { versionId } = await read();
    const date = later(5);
    const set = await update('coordinator', {
      patientId,
      versionId,
      type: 'SPECIFIC_AVAILABLE',
      dates: [{ date, ranges: [r('09:00', '10:00')] }],
    });
    // Back-date the saved range as if it had been set for today, earlier.
    const row = await stores.patient.read(s.db, patientId);
    if (!row?.content.availability) throw new Error('no availability');
    const today = dayjs().subtract(2, 'day').format('YYYY-MM-DD');
    const saved = await stores.patient.update(
      s.db,
      patientId,
      {
        ...row.content,
        availability: { type: 'SPECIFIC_AVAILABLE', weekdays: [], dates: [{ date: today, ranges: [r('09:00', '10:00')] }] },
      },
      set.versionId,
      { authorId: null },
    );
    const kept = await update('coordinator', {
      patientId,
      versionId: saved.versionId,
      type: 'SPECIFIC_AVAILABLE',
      dates: [
        { date: today, ranges: [r('09:00', '10:00')] },
        { date, ranges: [r('14:00', '15:00')] },
      ],
    });
    expect(kept.dates.map((d) => d.date)).toEqual([today, date]);
  });

  it('refuses a user of another market, an external user (even one granted the market) and a reviewer, and changes nothing', async () => {
    const { versionId } = await read();
    for (const user of ['tx-coordinator', 'external', 'fl-external', 'reviewer']) {
      const error = await fails(s, user, UPDATE, { input: { patientId, versionId, type: 'PATIENT_ALWAYS_AVAILABLE' } });
      expect(error.extensions?.code, user).toBe('FORBIDDEN');
    }
    // Reading: another market and an external user without the market are refused; a reviewer reads.
    for (const user of ['tx-coordinator', 'external']) {
      expect((await fails(s, user, READ, { patientId })).extensions?.code, user).toBe('FORBIDDEN');
    }
    expect((await ok<Availability>(s, 'reviewer', READ, { patientId })).patientId).toBe(patientId);
    expect((await fails(s, 'nobody', READ, { patientId })).extensions?.code).toBe('FORBIDDEN');
    expect((await read()).versionId).toBe(versionId);
  });
});
