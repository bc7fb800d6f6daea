import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, changeRefusal, collisions, rangesOverlap } from './booking-rules';

const at = (h: number, m = 0) => `2026-12-01T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00.000Z`;

describe('booking rules (SPEC §3, §4)', () => {
  it('visits overlap when they share time; touching does not', () => {
    expect(rangesOverlap({ start: at(9), end: at(10) }, { start: at(9, 30), end: at(10, 30) })).toBe(true);
    expect(rangesOverlap({ start: at(9), end: at(10) }, { start: at(10), end: at(11) })).toBe(false);
    expect(rangesOverlap({ start: at(9), end: at(12) }, { start: at(10), end: at(11) })).toBe(true);
  });

  it('only open visits collide (checked-in, booked, pending), and never the visit itself', () => {
    const visits = [
      { id: 'a', status: 'booked' as const, start: at(9), end: at(10) },
      { id: 'b', status: 'cancelled' as const, start: at(9), end: at(10) },
      { id: 'c', status: 'noshow' as const, start: at(9), end: at(10) },
      { id: 'd', status: 'checked-in' as const, start: at(9, 30), end: at(10, 30) },
      { id: 'e', status: 'pending' as const, start: at(11), end: at(12) },
    ];
    expect(collisions({ start: at(9), end: at(10) }, visits).map((v) => v.id)).toEqual(['a', 'd']);
    expect(collisions({ start: at(9), end: at(10) }, visits, 'a').map((v) => v.id)).toEqual(['d']);
  });

  it('a signed visit never changes; a visit in progress, a cancelled or missed one neither', () => {
    expect(changeRefusal('booked', false)).toBeNull();
    expect(changeRefusal('pending', false)).toBeNull();
    expect(changeRefusal('booked', true)).toBe(BOOKING_MESSAGES.signed);
    expect(changeRefusal('signed', false)).toBe(BOOKING_MESSAGES.signed);
    expect(changeRefusal('checked-out', false)).toBe(BOOKING_MESSAGES.signed);
    expect(changeRefusal('checked-in', false)).toBe(BOOKING_MESSAGES.inProgress);
    expect(changeRefusal('cancelled', false)).toBe(BOOKING_MESSAGES.notOpen);
    expect(changeRefusal('noshow', false)).toBe(BOOKING_MESSAGES.notOpen);
    expect(changeRefusal('waitlist', false)).toBe(BOOKING_MESSAGES.notOpen);
  });
});
