import { describe, expect, it } from 'vitest';
import { waitEnd, waitedFor, waitedText } from './waited-time';

const at = (iso: string) => new Date(iso);
const REQUESTED = '2026-03-02T14:00:00.000Z';

describe('waitedText (SPEC §9: over 60 minutes as hours and minutes)', () => {
  it.each([
    ['2026-03-02T14:00:00.000Z', '0 min'],
    ['2026-03-02T14:00:59.999Z', '0 min'],
    ['2026-03-02T14:01:00.000Z', '1 min'],
    ['2026-03-02T14:59:59.000Z', '59 min'],
    ['2026-03-02T15:00:00.000Z', '1 h 0 min'],
    ['2026-03-02T15:05:30.000Z', '1 h 5 min'],
    ['2026-03-03T16:42:00.000Z', '26 h 42 min'],
  ])('to %s reads %s', (to, text) => {
    expect(waitedText(at(REQUESTED), at(to))).toBe(text);
  });

  it('an end before the start (a clock ahead of the server) reads 0 min', () => {
    expect(waitedText(at(REQUESTED), at('2026-03-02T13:58:00.000Z'))).toBe('0 min');
  });
});

describe('waitEnd / waitedFor', () => {
  const now = at('2026-03-02T15:30:00.000Z');

  it('a request nobody took yet waits until now', () => {
    const request = { telemedicineStatus: 'requested', requestedAt: REQUESTED, checkedInAt: null };
    expect(waitEnd(request, now)).toEqual(now);
    expect(waitedFor(request, now)).toBe('1 h 30 min');
  });

  it('a taken request waited until its check-in, whatever its status now', () => {
    for (const telemedicineStatus of ['in-progress', 'finished', 'cancelled']) {
      const request = { telemedicineStatus, requestedAt: REQUESTED, checkedInAt: '2026-03-02T14:12:00.000Z' };
      expect(waitedFor(request, now)).toBe('12 min');
    }
  });

  it('a request cancelled before anyone took it has no end to measure to', () => {
    const request = { telemedicineStatus: 'cancelled', requestedAt: REQUESTED };
    expect(waitEnd(request, now)).toBeNull();
    expect(waitedFor(request, now)).toBeNull();
  });
});
