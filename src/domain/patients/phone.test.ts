import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  applyTelecom,
  CONSENT_ALREADY_SAVED,
  consentChangeRefused,
  MAX_PHONE_TYPES,
  PHONE_USE_OPTIONS,
  PhoneRows,
  type PhoneUse,
  phonesToTelecom,
  setFirstOfSystem,
  textConsentIssue,
} from './phone';

const issues = (rows: unknown) => {
  const result = v.safeParse(PhoneRows, rows);
  return result.success ? [] : result.issues.map((i) => [v.getDotPath(i), i.message]);
};
const row = (use: PhoneUse | '', value: string, extension = '') => ({ use, value, extension });

describe('phone rows (SPEC §3 Phone, §5 phone rules)', () => {
  it('labels the four uses Mobile, Home, Work, Other; at most 4 phone types', () => {
    expect(PHONE_USE_OPTIONS.map((o) => o.label)).toEqual(['Mobile', 'Home', 'Work', 'Other']);
    expect(MAX_PHONE_TYPES).toBe(4);
  });

  it('keeps the digits of a masked number and the work extension', () => {
    const parsed = v.parse(PhoneRows, [row('mobile', '(813) 555-0100'), row('work', '8135550101', '12')]);
    expect(parsed).toEqual([row('mobile', '8135550100'), row('work', '8135550101', '12')]);
  });

  it('needs the number once a type or an extension is given, and the type once a number is', () => {
    expect(issues([row('home', '')])).toEqual([['0.value', 'This field is required']]);
    expect(issues([row('', '', '12')])).toContainEqual(['0.value', 'This field is required']);
    expect(issues([row('', '8135550100')])).toEqual([['0.use', 'This field is required']]);
  });

  it('refuses a number that is not 10 digits, in SPEC words', () => {
    expect(issues([row('mobile', '813555')])).toEqual([['0.value', 'This field has incorrect value']]);
  });

  it('allows an extension only on a work phone, of 1-6 digits', () => {
    expect(issues([row('mobile', '8135550100', '12')])).toEqual([['0.extension', 'This field has incorrect value']]);
    expect(issues([row('work', '8135550100', '1234567')])).toEqual([['0.extension', 'This field has incorrect value']]);
    expect(issues([row('work', '8135550100', '123456')])).toEqual([]);
  });

  it('refuses a type given twice (on the repeat) and more than 4 rows', () => {
    expect(issues([row('home', '8135550100'), row('home', '8135550101')])).toEqual([['1.use', 'This field has incorrect value']]);
    const five = (['mobile', 'home', 'work', 'temp', 'temp'] as const).map((u, i) => row(u, `81355501${i}0`));
    expect(issues(five)[0]).toEqual([null, 'This field has incorrect value']);
  });

  it('drops emptied rows: clearing a value removes the entry', () => {
    expect(v.parse(PhoneRows, [row('', ''), row('mobile', '8135550100')])).toEqual([row('mobile', '8135550100')]);
  });
});

describe("'OK to text' consent (SPEC §5)", () => {
  it('is required once the patient has a number, until it is saved', () => {
    expect(textConsentIssue([{ value: '8135550100' }], '', false)).toBe('This field is required');
    expect(textConsentIssue([{ value: '8135550100' }], 'no', false)).toBeNull();
    expect(textConsentIssue([], '', false)).toBeNull();
    expect(textConsentIssue([{ value: '8135550100' }], '', true)).toBeNull();
  });

  it('cannot change once saved', () => {
    const saved = { value: 'yes' as const, recordedAt: '2026-01-01T00:00:00.000Z', recordedBy: 'u1' };
    expect(consentChangeRefused(saved, 'no')).toBe(true);
    expect(consentChangeRefused(saved, 'yes')).toBe(false);
    expect(consentChangeRefused(saved, '')).toBe(false);
    expect(consentChangeRefused(undefined, 'no')).toBe(false);
    expect(CONSENT_ALREADY_SAVED).toBe('Consent already saved');
  });
});

describe('telecom after an edit (SPEC §3)', () => {
  it('stores phones ranked in order, the extension on work only', () => {
    expect(phonesToTelecom([row('work', '8135550101', '7'), row('temp', '8135550102')])).toEqual([
      { system: 'phone', value: '8135550101', use: 'work', rank: 1, extension: '7' },
      { system: 'phone', value: '8135550102', use: 'temp', rank: 2 },
    ]);
  });

  it('replaces the phones, sets or removes email and fax, keeps the rest', () => {
    const current = [
      { system: 'phone' as const, value: '1', use: 'home' as const },
      { system: 'email' as const, value: 'old@x.example' },
      { system: 'url' as const, value: 'https://x.example' },
      { system: 'fax' as const, value: '8135550199' },
    ];
    expect(applyTelecom(current, { phones: [row('mobile', '8135550100')], email: 'new@x.example', fax: '' })).toEqual([
      { system: 'phone', value: '8135550100', use: 'mobile', rank: 1 },
      { system: 'email', value: 'new@x.example' },
      { system: 'url', value: 'https://x.example' },
    ]);
    expect(setFirstOfSystem([], 'fax', '8135550199')).toEqual([{ system: 'fax', value: '8135550199' }]);
  });
});
