import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { dateField, INVALID_DATE, isoDate, parseUsDate, withinBounds } from './date';

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

  it('an optional date may stay empty', () => {
    expect(v.parse(dateField(), '')).toBe('');
    expect(v.parse(dateField(), undefined)).toBe('');
    expect(issue(dateField(), 'soon')).toBe(INVALID_DATE);
  });
});
