import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ELIGIBILITY_DAYS,
  ELIGIBILITY_ERRORS,
  ELIGIBILITY_IDENTIFIER_CODES,
  ELIGIBILITY_TASK_NOTE,
  formatEligibilityError,
  formatEligibilityErrors,
  identifierLabel,
  isEligibilityCurrent,
  pcpName,
} from './eligibility';

describe('eligibility errors (SPEC §8)', () => {
  it("removes the 'Error:' prefix and capitalises the first letter", () => {
    expect(formatEligibilityError('Error: subscriber/insured not found')).toBe('Subscriber/insured not found');
    expect(formatEligibilityError('Error:invalid/missing date-of-birth')).toBe('Invalid/missing date-of-birth');
    expect(formatEligibilityError('  error: lower case prefix ')).toBe('Lower case prefix');
    expect(formatEligibilityError('no prefix here')).toBe('No prefix here');
    expect(formatEligibilityError('Error:')).toBe('');
  });

  it('joins several by commas, each formatted, empty ones left out', () => {
    expect(formatEligibilityErrors([ELIGIBILITY_ERRORS['72'], { display: ELIGIBILITY_ERRORS['73'] }, 'Error: '])).toBe(
      'Invalid/missing subscriber/insured ID, Invalid/missing subscriber/insured name',
    );
    expect(formatEligibilityErrors([])).toBe('');
  });

  it("every code of the code system carries the system's prefix, so each reads formatted", () => {
    for (const display of Object.values(ELIGIBILITY_ERRORS)) {
      expect(display.startsWith('Error: ')).toBe(true);
      expect(formatEligibilityError(display)).toMatch(/^[A-Z]/);
    }
  });
});

describe('eligibility identifiers (SPEC §3)', () => {
  it('names the seven codes, in SPEC order', () => {
    expect(ELIGIBILITY_IDENTIFIER_CODES).toEqual(['RN', 'AN', 'PCPNPI', 'PCPFIRSTNAME', 'PCPLASTNAME', 'NPI', 'TAX']);
    expect(identifierLabel('RN')).toBe('Reference Number');
    expect(identifierLabel('AN')).toBe('Authorization Number');
    expect(identifierLabel('TAX')).toBe('Tax ID');
    expect(identifierLabel('ZZ')).toBe('ZZ');
  });

  it('PCP Name is first and last name, or nothing', () => {
    expect(
      pcpName([
        { code: 'PCPFIRSTNAME', value: 'Ana' },
        { code: 'PCPLASTNAME', value: 'Ortiz' },
      ]),
    ).toBe('Ana Ortiz');
    expect(pcpName([{ code: 'PCPLASTNAME', value: 'Ortiz' }])).toBe('Ortiz');
    expect(pcpName([])).toBeNull();
  });
});

describe('SPEC §9 constants', () => {
  it('a result stays current for the default eligibility constant, 60 days', () => {
    expect(DEFAULT_ELIGIBILITY_DAYS).toBe(60);
    const now = new Date('2026-06-30T12:00:00.000Z');
    expect(isEligibilityCurrent('2026-05-01T12:00:00.000Z', now)).toBe(true);
    expect(isEligibilityCurrent('2026-05-01T11:59:59.000Z', now)).toBe(false);
    expect(isEligibilityCurrent('not a date', now)).toBe(false);
  });

  it('quotes the eligibility note exactly', () => {
    expect(ELIGIBILITY_TASK_NOTE).toBe('New task created for PCC (with results of the last eligibility check)');
  });
});
