import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatSsn, isPlausibleSsn, nameField, ssnField } from './person-fields';

const message = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

describe('names (SPEC §5: 36 characters, alphanumeric with - : % / \\ ( ) . +)', () => {
  it('trims and collapses, and accepts accents, apostrophes and the allowed marks', () => {
    expect(v.parse(nameField(), '  Mary   Ann ')).toBe('Mary Ann');
    for (const name of ["O'Neil", 'José', 'Muñoz-Rivera', 'Smith (Jr.)', 'A+B/C']) expect(message(nameField(), name)).toBeNull();
  });

  it('refuses other characters and more than 36, and an empty required name, in SPEC words', () => {
    expect(message(nameField(), 'Bob!')).toBe('This field has incorrect value');
    expect(message(nameField(), 'x'.repeat(37))).toBe('This field has incorrect value');
    expect(message(nameField({ required: true }), ' ')).toBe('This field is required');
    expect(message(nameField(), '')).toBeNull();
  });
});

describe('SSN (SPEC §3 SB identifier, §5)', () => {
  it('takes 9 digits with or without dashes; empty keeps the stored one', () => {
    expect(v.parse(ssnField(), '123-45-6789')).toBe('123456789');
    expect(v.parse(ssnField(), '')).toBe('');
    expect(formatSsn('123456789')).toBe('123-45-6789');
  });

  it('refuses what is not an SSN', () => {
    for (const bad of ['12345678', '1234567890', '000-12-3456', '666-12-3456', '912-12-3456', '123-00-4567', '123-45-0000', 'abc']) {
      expect(message(ssnField(), bad), bad).toBe('This field has incorrect value');
    }
    expect(isPlausibleSsn('123456789')).toBe(true);
  });
});
