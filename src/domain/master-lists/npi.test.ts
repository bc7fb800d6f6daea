import { describe, expect, it } from 'vitest';
import { isValidNpi, npiCheckDigit } from './npi';

describe('the NPI check digit (SPEC §2 PCP config)', () => {
  it('computes the CMS example: 123456789 → 3', () => {
    expect(npiCheckDigit('123456789')).toBe(3);
    expect(isValidNpi('1234567893')).toBe(true);
  });

  it('refuses a wrong check digit, a short or long number, and anything but digits', () => {
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678933')).toBe(false);
    expect(isValidNpi('12345678a3')).toBe(false);
    expect(isValidNpi('')).toBe(false);
  });

  it('accepts every check digit for its own nine digits, and no other', () => {
    for (const nine of ['100000000', '999999999', '150000000', '987654321']) {
      const digit = npiCheckDigit(nine);
      for (let d = 0; d <= 9; d++) expect(isValidNpi(`${nine}${d}`)).toBe(d === digit);
    }
  });
});
