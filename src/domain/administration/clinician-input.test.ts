import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { additionalMarketRepeats, type ClinicianFormValues, ClinicianInput, emptyClinicianAddress } from './clinician-input';

const base: ClinicianFormValues = {
  employeeId: 'E123456',
  phones: [{ use: 'mobile', value: '(813) 555-0100', extension: '' }],
  email: ' pat@clinic.example ',
  address: { line1: '9 Clinic Rd', line2: '', city: 'Tampa', state: 'FL', postalCode: '33601' },
  qualifications: [{ code: 'RN', periodEnd: '12/31/2027' }],
  adpSyncEnabled: true,
  clinicianStartDate: '01/15/2024',
  markets: ['Tampa Bay'],
  additionalMarkets: ['Orlando'],
};

/** The first issue's dotted path and message. */
function issue(input: unknown) {
  const result = v.safeParse(ClinicianInput, input);
  if (result.success) return null;
  const [first] = result.issues;
  return { path: v.getDotPath(first), message: first.message };
}

describe('ClinicianInput', () => {
  it('keeps dates as YYYY-MM-DD, phones as digits and the e-mail trimmed', () => {
    const out = v.parse(ClinicianInput, base);
    expect(out).toMatchObject({
      employeeId: 'E123456',
      phones: [{ use: 'mobile', value: '8135550100', extension: '' }],
      email: 'pat@clinic.example',
      address: { line1: '9 Clinic Rd', city: 'Tampa', state: 'FL', postalCode: '33601' },
      qualifications: [{ code: 'RN', periodEnd: '2027-12-31' }],
      clinicianStartDate: '2024-01-15',
    });
  });

  it('takes an empty edit: no address, no markets', () => {
    const out = v.parse(ClinicianInput, {});
    expect(out).toMatchObject({ employeeId: '', phones: [], address: null, markets: [], additionalMarkets: [], adpSyncEnabled: false });
    expect(v.parse(ClinicianInput, { address: emptyClinicianAddress() }).address).toBeNull();
  });

  it('refuses an employee id that is not alphanumeric or longer than 20', () => {
    expect(issue({ ...base, employeeId: 'E-12' })).toEqual({ path: 'employeeId', message: MESSAGES.incorrectValue });
    expect(issue({ ...base, employeeId: 'E'.repeat(21) })).toEqual({ path: 'employeeId', message: MESSAGES.incorrectValue });
  });

  it('needs a qualification code (at most 60) and a real period end', () => {
    expect(issue({ ...base, qualifications: [{ code: ' ', periodEnd: '' }] })).toEqual({
      path: 'qualifications.0.code',
      message: MESSAGES.required,
    });
    expect(issue({ ...base, qualifications: [{ code: 'x'.repeat(61) }] })?.path).toBe('qualifications.0.code');
    expect(issue({ ...base, qualifications: [{ code: 'RN', periodEnd: '02/30/2027' }] })?.path).toBe('qualifications.0.periodEnd');
  });

  it('applies the address rules once any part is given, on the part', () => {
    const partial = { line1: '9 Clinic Rd', line2: '', city: '', state: '', postalCode: '' };
    expect(issue({ ...base, address: partial })).toEqual({ path: 'address.city', message: MESSAGES.required });
    expect(issue({ ...base, address: { ...base.address, state: 'ZZ' } })).toEqual({
      path: 'address.state',
      message: MESSAGES.incorrectValue,
    });
    expect(issue({ ...base, address: { ...base.address, postalCode: '336' } })?.path).toBe('address.postalCode');
  });

  it('refuses a market twice, or in both lists, on the repeat', () => {
    expect(issue({ ...base, markets: ['Tampa Bay', 'tampa bay'] })).toEqual({ path: 'markets.1', message: MESSAGES.incorrectValue });
    expect(issue({ ...base, additionalMarkets: ['Orlando', 'Tampa Bay'] })).toEqual({
      path: 'additionalMarkets.1',
      message: MESSAGES.incorrectValue,
    });
    expect(additionalMarketRepeats(['A', 'b'], ['B', 'c', 'a'])).toEqual([0, 2]);
  });

  it('uses the phone rules of SPEC §5', () => {
    expect(issue({ ...base, phones: [{ use: 'mobile', value: '813' }] })).toEqual({
      path: 'phones.0.value',
      message: MESSAGES.incorrectValue,
    });
    expect(issue({ ...base, email: 'nope' })).toEqual({ path: 'email', message: MESSAGES.incorrectValue });
  });
});
