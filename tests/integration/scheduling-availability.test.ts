// A clinician's availability (SPEC §3 Slot, §4 'Availability', §5 messages) over GraphQL: never
// saved, the default week; a save is a new version of the practitioner with who and when; new
// slots get real ids and removed ones go; always available keeps no free slot and one busy
// marker; SPEC §5's words on the field; a stale version is CONFLICT; the clinician's own, a
// scheduler of their market, and nobody else: another market, external and reviewer users are
// refused and change nothing.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { addPractitioner, fails, ok } from './encounters-fixtures.ts';
import { kinds, startServer, type TestServer, unknownId } from './harness.ts';

const SLOT = 'id dayIndex order enabled startTime endTime durationMinutes status';
const EXCEPTION = 'id startDate endDate startTime endTime status isAlwaysAvailable';
const FIELDS = `clinicianId versionId lastUpdated timeZone saved alwaysAvailable slots { ${SLOT} } exceptions { ${EXCEPTION} }`;
const READ = `query($clinicianId: ID!) { ClinicianAvailability(clinicianId: $clinicianId) { ${FIELDS} } }`;
const SAVE = `mutation($input: ClinicianAvailabilityInput!) { saveClinicianAvailability(input: $input) { ${FIELDS} } }`;

interface Slot {
  id: string;
  dayIndex: number;
  order: number;
  enabled: boolean;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  status: string;
  deleted?: boolean;
}
interface Exception {
  id: string;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  status: string;
  isAlwaysAvailable: boolean;
}
interface Availability {
  clinicianId: string;
  versionId: number;
  timeZone: string;
  saved: boolean;
  alwaysAvailable: boolean;
  slots: Slot[];
  exceptions: Exception[];
}

const slot = (id: string, dayIndex: number, startTime: string, endTime: string, order = 0): Slot => ({
  id,
  dayIndex,
  order,
  enabled: true,
  startTime,
  endTime,
  // As the form sends it: the length of a valid range, else 0 (the server keeps its own count).
  durationMinutes: Math.max(0, dayjs(`2026-01-01T${endTime}`).diff(dayjs(`2026-01-01T${startTime}`), 'minute')),
  status: 'free',
});
const later = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

describe.each(kinds)('clinician availability on %s', (kind) => {
  let s: TestServer;
  let clinicianId: string;
  let txClinicianId: string;

  const read = (user = 'coordinator', id = clinicianId) => ok<Availability>(s, user, READ, { clinicianId: id });
  const input = (a: Availability, change: Partial<Pick<Availability, 'alwaysAvailable' | 'slots' | 'exceptions'>>) => ({
    clinicianId: a.clinicianId,
    versionId: a.versionId,
    alwaysAvailable: change.alwaysAvailable ?? a.alwaysAvailable,
    slots: change.slots ?? a.slots,
    exceptions: change.exceptions ?? a.exceptions,
  });

  beforeAll(async () => {
    s = await startServer(kind);
    clinicianId = (await addPractitioner(s, 'FL', 'clinician', ['FL'])).practitionerId;
    txClinicianId = (await addPractitioner(s, 'TX', undefined, ['TX'])).practitionerId;
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('never saved: the default week, weekdays 1–5 free 08:00–17:00 with temporary ids, in the clinician zone', async () => {
    const a = await read();
    expect(a).toMatchObject({
      clinicianId,
      versionId: 1,
      saved: false,
      alwaysAvailable: false,
      timeZone: 'America/New_York',
      exceptions: [],
    });
    expect(a.slots.map((x) => [x.dayIndex, x.startTime, x.endTime, x.status])).toEqual(
      [1, 2, 3, 4, 5].map((d) => [d, '08:00', '17:00', 'free']),
    );
    expect(a.slots.every((x) => x.id.startsWith('new:'))).toBe(true);
    // Two reads agree (the same temporary ids).
    expect((await read()).slots).toEqual(a.slots);
  });

  it('saves the week: new slots get real ids, a removed slot goes, a version with who and when', async () => {
    const before = await read();
    const monday = before.slots.find((x) => x.dayIndex === 1);
    if (!monday) throw new Error('no Monday');
    const saved = await ok<Availability>(s, 'coordinator', SAVE, {
      input: input(before, {
        slots: [
          ...before.slots.filter((x) => x.dayIndex !== 5),
          { ...slot('new:a', 1, '18:00', '19:00', 1) },
          { ...slot('new:b', 6, '09:00', '12:00') },
        ],
      }),
    });
    expect(saved).toMatchObject({ versionId: before.versionId + 1, saved: true });
    expect(saved.slots.some((x) => x.id.startsWith('new:'))).toBe(false);
    expect(saved.slots.map((x) => `${x.dayIndex} ${x.startTime}-${x.endTime}`)).toEqual([
      '1 08:00-17:00',
      '1 18:00-19:00',
      '2 08:00-17:00',
      '3 08:00-17:00',
      '4 08:00-17:00',
      '6 09:00-12:00',
    ]);
    const history = await stores.practitioner.history(s.db, clinicianId);
    expect(history.at(-1)).toMatchObject({ versionId: saved.versionId, authorId: s.user('coordinator').id });

    // A saved slot marked deleted goes; the rest stay with their ids.
    const saturday = saved.slots.find((x) => x.dayIndex === 6);
    if (!saturday) throw new Error('no Saturday');
    const next = await ok<Availability>(s, 'coordinator', SAVE, {
      input: input(saved, { slots: saved.slots.map((x) => (x.id === saturday.id ? { ...x, deleted: true } : x)) }),
    });
    expect(next.slots.map((x) => x.id)).toEqual(saved.slots.filter((x) => x.id !== saturday.id).map((x) => x.id));
  });

  it("SPEC §5's words on their field: overlapping slots, an end before its start, a date range backwards, a start in the past", async () => {
    const a = await read();
    const overlap = await fails(s, 'coordinator', SAVE, {
      input: input(a, { slots: [...a.slots, slot('new:o', 2, '16:00', '18:00', 1)] }),
    });
    expect(overlap).toMatchObject({ message: 'Slots in a day cannot be overlapped.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(overlap.extensions?.field).toBe(`slots.${a.slots.length}.startTime`);

    const backwards = await fails(s, 'coordinator', SAVE, { input: input(a, { slots: [slot('new:x', 3, '10:00', '09:00')] }) });
    expect(backwards).toMatchObject({ message: 'Invalid time range.', extensions: { code: 'BAD_USER_INPUT', field: 'slots.0.endTime' } });

    const exception = (startDate: string, endDate: string) => ({
      id: 'new:e',
      startDate,
      endDate,
      startTime: null,
      endTime: null,
      status: 'busy',
      isAlwaysAvailable: false,
    });
    const dates = await fails(s, 'coordinator', SAVE, { input: input(a, { exceptions: [exception(later(5), later(3))] }) });
    expect(dates).toMatchObject({ message: 'Invalid date range', extensions: { field: 'exceptions.0.endDate' } });
    const past = await fails(s, 'coordinator', SAVE, { input: input(a, { exceptions: [exception(later(-3), later(-2))] }) });
    expect(past).toMatchObject({
      message: 'Start time must be greater than the current time.',
      extensions: { field: 'exceptions.0.startDate' },
    });
    expect((await read()).versionId).toBe(a.versionId);
  });

  it('always available keeps no free slot and one busy marker; back to a week drops the marker', async () => {
    const a = await read();
    const always = await ok<Availability>(s, 'coordinator', SAVE, { input: input(a, { alwaysAvailable: true }) });
    expect(always.alwaysAvailable).toBe(true);
    expect(always.slots.filter((x) => x.status === 'free')).toEqual([]);
    expect(always.exceptions.filter((e) => e.isAlwaysAvailable)).toEqual([
      expect.objectContaining({ status: 'busy', startDate: expect.any(String), endDate: expect.any(String) }),
    ]);
    const again = await ok<Availability>(s, 'coordinator', SAVE, {
      input: input(always, { alwaysAvailable: false, slots: [slot('new:m', 1, '08:00', '12:00')] }),
    });
    expect(again.alwaysAvailable).toBe(false);
    expect(again.exceptions.filter((e) => e.isAlwaysAvailable)).toEqual([]);
    expect(again.slots).toHaveLength(1);
  });

  it('a stale version is CONFLICT with the current one, and nothing changes', async () => {
    const a = await read();
    const error = await fails(s, 'coordinator', SAVE, { input: { ...input(a, {}), versionId: a.versionId - 1 } });
    expect(error.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: a.versionId });
    expect((await read()).versionId).toBe(a.versionId);
  });

  it('the clinician reads and plans their own; another market, external and reviewer users are refused', async () => {
    const own = await read('clinician');
    expect(own.clinicianId).toBe(clinicianId);
    const saved = await ok<Availability>(s, 'clinician', SAVE, { input: input(own, {}) });
    expect(saved.versionId).toBe(own.versionId + 1);

    expect((await fails(s, 'tx-coordinator', READ, { clinicianId })).extensions?.code).toBe('FORBIDDEN');
    expect((await fails(s, 'tx-coordinator', SAVE, { input: input(saved, {}) })).extensions?.code).toBe('FORBIDDEN');
    expect((await read('tx-coordinator', txClinicianId)).clinicianId).toBe(txClinicianId);
    // The Florida clinician does not plan a Texas colleague's week.
    expect((await fails(s, 'clinician', READ, { clinicianId: txClinicianId })).extensions?.code).toBe('FORBIDDEN');
    for (const user of ['external', 'reviewer']) {
      expect((await fails(s, user, SAVE, { input: input(saved, {}) })).extensions?.code, user).toBe('FORBIDDEN');
    }
    expect((await read()).versionId).toBe(saved.versionId);
  });

  it('bad ids: a malformed one names the field; an unknown practitioner is Not Found', async () => {
    expect((await fails(s, 'coordinator', READ, { clinicianId: 'nope' })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'clinicianId',
    });
    expect((await fails(s, 'coordinator', READ, { clinicianId: unknownId() })).extensions?.code).toBe('NOT_FOUND');
  });
});
