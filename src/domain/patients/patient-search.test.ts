import { describe, expect, it } from 'vitest';
import { externalPatientNumber, parsePatientSearch, phoneDigitsOf } from './patient-search';

describe('parsePatientSearch', () => {
  it('reads nothing from an empty or blank term', () => {
    expect(parsePatientSearch('')).toEqual({ kind: 'none' });
    expect(parsePatientSearch('   ')).toEqual({ kind: 'none' });
    expect(parsePatientSearch(null)).toEqual({ kind: 'none' });
  });

  it('reads a date of birth as MM/dd/yyyy (SPEC §5) or ISO', () => {
    expect(parsePatientSearch('03/07/1948')).toEqual({ kind: 'birthDate', date: '1948-03-07' });
    expect(parsePatientSearch('3/7/1948')).toEqual({ kind: 'birthDate', date: '1948-03-07' });
    expect(parsePatientSearch('1948-03-07')).toEqual({ kind: 'birthDate', date: '1948-03-07' });
  });

  it('does not read an impossible date as a date', () => {
    expect(parsePatientSearch('02/30/1948').kind).not.toBe('birthDate');
    expect(parsePatientSearch('13/01/1948').kind).not.toBe('birthDate');
  });

  it('reads phone digits whatever punctuation they are typed with', () => {
    expect(parsePatientSearch('(305) 555-0142')).toEqual({ kind: 'number', digits: '3055550142' });
    expect(parsePatientSearch('305.555')).toEqual({ kind: 'number', digits: '305555' });
    expect(parsePatientSearch('100001')).toEqual({ kind: 'number', digits: '100001' });
  });

  it('reads fewer than three digits as a name word, not a number', () => {
    expect(parsePatientSearch('12')).toMatchObject({ kind: 'name', words: ['12'] });
  });

  it('reads name words in lower case, parted by spaces and commas', () => {
    expect(parsePatientSearch("Smith, Mary-Ann O'Neil")).toEqual({
      kind: 'name',
      words: ['smith', 'mary-ann', "o'neil"],
      text: "smith mary-ann o'neil",
      number: null,
    });
  });

  it('keeps pattern characters as literal text', () => {
    expect(parsePatientSearch('%')).toMatchObject({ kind: 'name', words: ['%'] });
    expect(parsePatientSearch('a_b')).toMatchObject({ kind: 'name', words: ['a_b'] });
  });

  it('reads one word with a digit also as an external number', () => {
    expect(parsePatientSearch('MRN1000')).toEqual({ kind: 'name', words: ['mrn1000'], text: 'mrn1000', number: 'mrn1000' });
  });
});

describe('externalPatientNumber', () => {
  it('is the usual identifier, else the first that is not an SSN', () => {
    expect(
      externalPatientNumber([
        { value: '1234', type: { coding: [{ code: 'SB' }] } },
        { value: 'MRN1', use: 'usual' },
      ]),
    ).toBe('MRN1');
    expect(externalPatientNumber([{ value: '1234', type: { coding: [{ code: 'SB' }] } }, { value: 'X9' }])).toBe('X9');
    expect(externalPatientNumber([])).toBeNull();
    expect(externalPatientNumber(undefined)).toBeNull();
  });
});

describe('phoneDigitsOf', () => {
  it('joins every phone number as digits, leaving out fax and e-mail', () => {
    expect(
      phoneDigitsOf({
        telecom: [
          { system: 'phone', value: '(305) 555-0142', use: 'mobile' },
          { system: 'fax', value: '(305) 555-0199' },
          { system: 'phone', value: '305-555-0100', use: 'work' },
          { system: 'email', value: 'a@b.example' },
        ],
      }),
    ).toBe('3055550142 3055550100');
  });
});
