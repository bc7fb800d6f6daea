import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultVisitEnd, durationRows, EncounterDurationsInput, parseStoredDurations, storedDurations } from './encounter-duration';

describe('encounter duration (SPEC §2 /clinical-config/encounter-duration)', () => {
  it('is a default end: start + the duration within the day, or the slot end without one', () => {
    expect(defaultVisitEnd('09:00', '10:00', 45)).toBe('09:45');
    expect(defaultVisitEnd('09:30', '10:00', 90)).toBe('11:00');
    expect(defaultVisitEnd('23:30', '23:59', 60)).toBe('23:59');
    expect(defaultVisitEnd('09:00', '10:00', null)).toBe('10:00');
  });

  it('keeps durations of 15 to 480 minutes in steps of 5, one per visit type; stores and reads them back', () => {
    const ok = v.parse(EncounterDurationsInput, {
      durations: [
        { visitType: 'soc-patient', minutes: 90 },
        { visitType: 'follow-up', minutes: null },
      ],
    });
    const text = storedDurations(ok);
    expect(parseStoredDurations(text)).toEqual({ 'soc-patient': 90 });
    expect(durationRows(parseStoredDurations(text)).map((r) => [r.label, r.minutes])).toEqual([
      ['Start of Care', 90],
      ['Evaluation', null],
      ['Re-admit', null],
      ['Follow-up', null],
    ]);
    for (const minutes of [10, 500, 47, 1.5]) {
      expect(v.safeParse(EncounterDurationsInput, { durations: [{ visitType: 'follow-up', minutes }] }).success, `${minutes}`).toBe(false);
    }
    const twice = {
      durations: [
        { visitType: 'follow-up', minutes: 30 },
        { visitType: 'follow-up', minutes: 45 },
      ],
    };
    expect(v.safeParse(EncounterDurationsInput, twice).success).toBe(false);
    expect(parseStoredDurations('not json')).toEqual({});
    expect(parseStoredDurations('{"follow-up": 7, "x": 30}')).toEqual({});
  });
});
