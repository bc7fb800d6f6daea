import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { emailField, phoneField, TEXT_MAX, textField, zipField } from './fields';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('SPEC §5 field rules', () => {
  it('text: trimmed and collapsed; required; at most 10000 characters', () => {
    expect(v.parse(textField(), '  Wound   care \n clinic ')).toBe('Wound care clinic');
    expect(v.parse(textField(), undefined)).toBe('');
    expect(issues(textField({ required: true }), '   ')).toEqual([MESSAGES.required]);
    expect(issues(textField(), 'x'.repeat(TEXT_MAX + 1))).toEqual([MESSAGES.incorrectValue]);
    expect(issues(textField({ max: 36 }), 'x'.repeat(37))).toEqual([MESSAGES.incorrectValue]);
    expect(issues(textField(), 42)).toEqual([MESSAGES.incorrectValue]);
  });

  it('text: NUL and half a character refused; a value of zero-width characters is empty (DESIGN §5)', () => {
    expect(issues(textField(), 'Ann\ud800')).toEqual([MESSAGES.incorrectValue]);
    expect(issues(textField(), 'a\u0000b')).toEqual([MESSAGES.incorrectValue]);
    expect(issues(textField({ required: true }), '\u200b\u200b')).toEqual([MESSAGES.required]);
    expect(issues(textField({ required: true }), '\u3164')).toEqual([MESSAGES.required]);
    expect(v.parse(textField(), '\u200b \ufeff')).toBe('');
    expect(v.parse(textField(), '\u200bAcme Health\u200b')).toBe('Acme Health');
  });

  it('phone: 10 digits, the mask dropped', () => {
    expect(v.parse(phoneField(), '(555) 123-4567')).toBe('5551234567');
    expect(v.parse(phoneField(), '5551234567')).toBe('5551234567');
    expect(v.parse(phoneField(), '')).toBe('');
    expect(issues(phoneField({ required: true }), '')).toEqual([MESSAGES.required]);
    expect(issues(phoneField(), '(555) 123-456')).toEqual([MESSAGES.incorrectValue]);
    expect(issues(phoneField(), '55512345678')).toEqual([MESSAGES.incorrectValue]);
    expect(issues(phoneField(), '555123456a')).toEqual([MESSAGES.incorrectValue]);
  });

  it('zip: 5 or 9 digits', () => {
    expect(v.parse(zipField(), '12345')).toBe('12345');
    expect(v.parse(zipField(), '12345-6789')).toBe('123456789');
    expect(issues(zipField(), '1234')).toEqual([MESSAGES.incorrectValue]);
    expect(issues(zipField(), '123456')).toEqual([MESSAGES.incorrectValue]);
    expect(issues(zipField({ required: true }), undefined)).toEqual([MESSAGES.required]);
  });

  it('e-mail: trimmed, a valid address', () => {
    expect(v.parse(emailField(), ' nurse@example.com ')).toBe('nurse@example.com');
    expect(v.parse(emailField(), '')).toBe('');
    expect(issues(emailField(), 'nurse@')).toEqual([MESSAGES.incorrectValue]);
    expect(issues(emailField({ required: true }), ' ')).toEqual([MESSAGES.required]);
    expect(issues(emailField(), `${'a'.repeat(250)}@example.com`)).toEqual([MESSAGES.incorrectValue]);
  });
});
