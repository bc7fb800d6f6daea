import { describe, expect, it } from 'vitest';
import { CLIENT_TIME_LABELS, CLOCK_SKEW_MS, clientTimeMessage, clientTimeProblem } from './client-time';
import { WORKFLOW_MESSAGES } from './encounter-workflow';

const NEW_YORK = 'America/New_York';
const LOS_ANGELES = 'America/Los_Angeles';
const minutes = (n: number) => n * 60_000;
const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

describe('client times (SPEC §4, §8)', () => {
  // 2026-03-10 15:00 in New York (EDT, UTC-4); the visit is at 09:00 that day.
  const now = new Date('2026-03-10T19:00:00.000Z');
  const visitStart = '2026-03-10T13:00:00.000Z';
  const bounds = { now, visitStart, timeZone: NEW_YORK };

  it('accepts a time in the past, however late the outbox sends it', () => {
    expect(clientTimeProblem('2026-03-10T12:00:00.000Z', bounds)).toBeNull();
    expect(clientTimeProblem('2026-03-10T18:59:00.000Z', { ...bounds, now: new Date('2026-03-20T00:00:00.000Z') })).toBeNull();
  });

  it('accepts a device clock ahead by the skew, refuses one ahead by more', () => {
    expect(clientTimeProblem(now.toISOString(), bounds)).toBeNull();
    expect(clientTimeProblem(shift(now.toISOString(), CLOCK_SKEW_MS), bounds)).toBeNull();
    expect(clientTimeProblem(shift(now.toISOString(), CLOCK_SKEW_MS + 1), bounds)).toBe('future');
    expect(clientTimeProblem('2026-03-11T19:00:00.000Z', { now, timeZone: NEW_YORK })).toBe('future');
  });

  it('accepts a time early on the day of the visit, refuses the day before (in the patient zone)', () => {
    // 00:10 on the visit day in New York, before the visit's start.
    expect(clientTimeProblem('2026-03-10T04:10:00.000Z', bounds)).toBeNull();
    // 23:00 the day before, New York time (still the 10th in UTC).
    expect(clientTimeProblem('2026-03-10T03:00:00.000Z', bounds)).toBe('beforeVisitDay');
    expect(clientTimeProblem('2026-03-09T15:00:00.000Z', bounds)).toBe('beforeVisitDay');
  });

  it('judges the day in the zone it is given', () => {
    // 21:30 on the 9th in Los Angeles is 00:30 on the 10th in New York.
    const at = '2026-03-10T04:30:00.000Z';
    expect(clientTimeProblem(at, { ...bounds, timeZone: NEW_YORK })).toBeNull();
    expect(clientTimeProblem(at, { ...bounds, visitStart: '2026-03-10T16:00:00.000Z', timeZone: LOS_ANGELES })).toBe('beforeVisitDay');
  });

  it('gives a slow device clock the skew at midnight', () => {
    const midnight = '2026-03-10T04:00:00.000Z';
    expect(clientTimeProblem(shift(midnight, -minutes(4)), bounds)).toBeNull();
    expect(clientTimeProblem(shift(midnight, -minutes(6)), bounds)).toBe('beforeVisitDay');
  });

  it('needs no visit: without one only the future is refused', () => {
    expect(clientTimeProblem('2020-01-01T00:00:00.000Z', { now, timeZone: NEW_YORK })).toBeNull();
  });

  it('refuses a check-out before its check-in', () => {
    const checkedInAt = '2026-03-10T14:00:00.000Z';
    expect(clientTimeProblem('2026-03-10T13:59:59.000Z', { ...bounds, checkedInAt })).toBe('beforeCheckIn');
    expect(clientTimeProblem(checkedInAt, { ...bounds, checkedInAt })).toBeNull();
  });

  it('names the time in its refusal, with the spec words for a check-out before check-in', () => {
    expect(clientTimeMessage(CLIENT_TIME_LABELS.checkIn, 'future')).toBe('Check in time cannot be in the future');
    expect(clientTimeMessage(CLIENT_TIME_LABELS.recorded, 'beforeVisitDay')).toBe('Recorded time cannot be before the day of the visit');
    expect(clientTimeMessage(CLIENT_TIME_LABELS.checkOut, 'beforeCheckIn')).toBe(WORKFLOW_MESSAGES.checkoutBeforeCheckin);
  });
});
