import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Availability, AvailabilitySchema, durationOf, isTemporaryId, minutesOf, temporaryId, timeOf } from './slot';

const availability = (): Availability => ({
  clinicianId: 'pr-1',
  timeZone: 'America/New_York',
  alwaysAvailable: false,
  slots: [{ id: 's-1', dayIndex: 1, order: 0, enabled: true, startTime: '08:00', endTime: '17:00', durationMinutes: 540, status: 'free' }],
  exceptions: [{ id: 'e-1', startDate: '2026-07-03', endDate: '2026-07-03', status: 'busy' }],
});

describe('temporary ids (SPEC §4)', () => {
  it('marks an id made on the client, never a saved one', () => {
    const id = temporaryId(() => 'abc');
    expect(id).toBe('new:abc');
    expect(isTemporaryId(id)).toBe(true);
    expect(isTemporaryId('s-1')).toBe(false);
    expect(isTemporaryId('5f0c2f0e-1111-4111-8111-111111111111')).toBe(false);
  });

  it('makes a different id each time by default', () => {
    const a = temporaryId();
    expect(isTemporaryId(a)).toBe(true);
    expect(temporaryId()).not.toBe(a);
  });
});

describe('AvailabilitySchema (SPEC §3 Slot)', () => {
  it('accepts a weekly slot and an exception', () => {
    expect(v.safeParse(AvailabilitySchema, availability()).success).toBe(true);
  });

  it('refuses a day index outside 0–6, an unknown status and an unknown zone', () => {
    const bad = availability() as unknown as { slots: { dayIndex: number; status: string }[]; timeZone: string };
    const slot = bad.slots[0] as { dayIndex: number; status: string };
    slot.dayIndex = 7;
    slot.status = 'maybe';
    bad.timeZone = 'Mars/Olympus';
    const result = v.safeParse(AvailabilitySchema, bad);
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => v.getDotPath(i)).sort()).toEqual(['slots.0.dayIndex', 'slots.0.status', 'timeZone']);
    expect(result.issues?.every((i) => i.message === 'This field has incorrect value')).toBe(true);
  });

  it('refuses an empty id with the required words', () => {
    const result = v.safeParse(AvailabilitySchema, { ...availability(), clinicianId: '' });
    expect(result.issues?.[0]?.message).toBe('This field is required');
  });
});

describe('times', () => {
  it('reads and writes HH:mm as minutes since midnight', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('08:30')).toBe(510);
    expect(minutesOf('23:59')).toBe(1439);
    expect(minutesOf('24:00')).toBeNaN();
    expect(minutesOf('8:30')).toBeNaN();
    expect(timeOf(510)).toBe('08:30');
    expect(timeOf(0)).toBe('00:00');
  });

  it('measures a range, 0 when it is none', () => {
    expect(durationOf('08:00', '17:00')).toBe(540);
    expect(durationOf('17:00', '08:00')).toBe(0);
    expect(durationOf('08:00', '08:00')).toBe(0);
    expect(durationOf('', '08:00')).toBe(0);
  });
});
