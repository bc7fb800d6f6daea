import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { clinicDay, DAY_MESSAGES, dateField, INVALID_DATE, isClinicTime, isoDate, MAX_DATE, parseUsDate, withinBounds } from './date';

const issue = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('dates (SPEC §5: MM/dd/yyyy, min 1900-01-01)', () => {
  it('reads MM/dd/yyyy into a calendar date, refusing days that do not exist', () => {
    expect(parseUsDate('03/04/1950')).toBe('1950-03-04');
    expect(parseUsDate(' 3/4/1950 ')).toBe('1950-03-04');
    expect(parseUsDate('02/29/2024')).toBe('2024-02-29');
    expect(parseUsDate('02/29/2023')).toBeNull();
    expect(parseUsDate('13/01/2020')).toBeNull();
    expect(parseUsDate('00/10/2020')).toBeNull();
    expect(parseUsDate('1950-03-04')).toBeNull();
    expect(parseUsDate('03/04/50')).toBeNull();
    expect(isoDate('2024-04-31')).toBeNull();
    expect(isoDate('2024-04-30')).toBe('2024-04-30');
  });

  it('bounds include both ends; the default minimum is 1900-01-01', () => {
    expect(withinBounds('1900-01-01')).toBe(true);
    expect(withinBounds('1899-12-31')).toBe(false);
    expect(withinBounds('2030-01-01', { max: '2029-12-31' })).toBe(false);
    expect(withinBounds('2029-12-31', { max: '2029-12-31' })).toBe(true);
  });

  it('required empty → required; not a date or outside min/max → invalid', () => {
    const required = dateField({ required: true, max: '2026-12-31' });
    expect(issue(required, '')).toBe(MESSAGES.required);
    expect(issue(required, undefined)).toBe(MESSAGES.required);
    expect(issue(required, '13/45/2020')).toBe(INVALID_DATE);
    expect(issue(required, '1899-12-31')).toBe(INVALID_DATE);
    expect(issue(required, '2027-01-01')).toBe(INVALID_DATE);
    expect(v.parse(required, '1950-03-04')).toBe('1950-03-04');
    expect(v.parse(required, '03/04/1950')).toBe('1950-03-04');
  });

  it('DESIGN §5: every date within 1900-01-01..2100-12-31 unless a field says narrower', () => {
    expect(withinBounds(MAX_DATE)).toBe(true);
    expect(withinBounds('2101-01-01')).toBe(false);
    for (const far of ['3000-01-01', '9999-12-31']) expect(issue(dateField(), far)).toBe(INVALID_DATE);
    expect(v.parse(dateField(), '2100-12-31')).toBe('2100-12-31');
    expect(issue(clinicDay(), '9999-12-31')).toBe(DAY_MESSAGES.outOfRange);
    expect(issue(clinicDay(), '2026-02-30')).toBe(DAY_MESSAGES.malformed);
    expect(issue(clinicDay(), 42)).toBe(DAY_MESSAGES.malformed);
    expect(v.parse(clinicDay(), '2026-05-17')).toBe('2026-05-17');
    expect(isClinicTime('2026-05-17T10:00:00-04:00')).toBe(true);
    expect(isClinicTime('9999-12-31T23:59:59.999Z')).toBe(false);
    expect(isClinicTime('1899-12-31T23:59:59Z')).toBe(false);
    expect(isClinicTime('not a time')).toBe(false);
  });

  it('an optional date may stay empty', () => {
    expect(v.parse(dateField(), '')).toBe('');
    expect(v.parse(dateField(), undefined)).toBe('');
    expect(issue(dateField(), 'soon')).toBe(INVALID_DATE);
  });
});
