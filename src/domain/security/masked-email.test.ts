import { describe, expect, it } from 'vitest';
import { maskEmail } from './masked-email';

describe('maskEmail', () => {
  it('keeps the first and last letter of the name and the whole domain', () => {
    expect(maskEmail('newuser@demo.test')).toBe('n***r@demo.test');
    expect(maskEmail('casey.clinician@wound-care.example.org')).toBe('c***n@wound-care.example.org');
    expect(maskEmail('abc@demo.test')).toBe('a***c@demo.test');
  });

  it('shows only the first letter of a name of 1 or 2 letters', () => {
    expect(maskEmail('ab@demo.test')).toBe('a***@demo.test');
    expect(maskEmail('a@demo.test')).toBe('a***@demo.test');
  });

  it('masks everything when there is no @, no name or no domain', () => {
    expect(maskEmail('newuser')).toBe('***');
    expect(maskEmail('')).toBe('***');
    expect(maskEmail('@demo.test')).toBe('***');
    expect(maskEmail('newuser@')).toBe('***');
  });

  it('splits at the last @', () => {
    expect(maskEmail('"a@b"@demo.test')).toBe('"***"@demo.test');
  });
});
