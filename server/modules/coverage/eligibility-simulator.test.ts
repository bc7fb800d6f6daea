import { describe, expect, it } from 'vitest';
import { formatEligibilityErrors } from '../../../src/domain/coverage/eligibility.ts';
import { createEligibilityService, type EligibilityRequest } from './eligibility-service.ts';
import { npiFrom, simulateEligibility } from './eligibility-simulator.ts';

const request = (memberId: string, over: Partial<EligibilityRequest> = {}): EligibilityRequest => ({
  memberId,
  groupNumber: 'GRP-100',
  insurer: { id: 'org-1', name: 'Summit Health of Florida', payerId: '12345' },
  patient: { givenName: 'Ana', familyName: 'Lopez', birthDate: '1950-03-04', state: 'FL' },
  serviceDate: '2026-04-15',
  ...over,
});

describe('the eligibility simulator (DESIGN §8: deterministic, no outside call)', () => {
  it('answers the same request the same way every time, and the member id decides it', () => {
    const a = simulateEligibility(request('ABC123456'));
    expect(simulateEligibility(request('ABC123456'))).toEqual(a);
    expect(simulateEligibility(request('abc123456'))).toEqual(a);
    const b = simulateEligibility(request('XYZ987654'));
    expect(b.identifiers.find((i) => i.code === 'RN')?.value).not.toBe(a.identifiers.find((i) => i.code === 'RN')?.value);
  });

  it('answers an ordinary id with a coverage in force and every SPEC §3 figure', () => {
    const a = simulateEligibility(request('ABC123456'));
    expect(a).toMatchObject({
      outcome: 'complete',
      inforce: true,
      insurer: { name: 'Summit Health of Florida', id: '12345' },
      memberId: 'ABC123456',
      groupNumber: 'GRP-100',
      effectiveDate: '2026-01-01',
      terminationDate: '2026-12-31',
      state: 'FL',
      errors: [],
    });
    for (const field of [
      'planName',
      'planType',
      'copay',
      'deductible',
      'coinsurance',
      'patientResponsibility',
      'labCompany',
      'contactNumber',
      'address',
    ])
      expect(a, field).toHaveProperty(field);
    const codes = a.identifiers.map((i) => i.code);
    for (const code of ['RN', 'PCPNPI', 'PCPFIRSTNAME', 'PCPLASTNAME', 'NPI', 'TAX']) expect(codes).toContain(code);
    expect(a.contactNumber).toMatch(/^\d{10}$/);
    expect(a.identifiers.find((i) => i.code === 'TAX')?.value).toMatch(/^\d{2}-\d{7}$/);
  });

  it('the patient pays the copay and their coinsurance of the rest of a visit', () => {
    const a = simulateEligibility(request('ABC123456'));
    const copay = a.copay ?? 0;
    expect(a.patientResponsibility).toBeCloseTo(copay + ((185 - copay) * (a.coinsurance ?? 0)) / 100, 2);
  });

  it('gives errors of the eligibility-error code system for the documented ids', () => {
    const notFound = simulateEligibility(request('MBR1000'));
    expect(notFound).toMatchObject({ outcome: 'error', inforce: null });
    expect(notFound.errors.map((e) => e.code)).toEqual(['75']);
    expect(formatEligibilityErrors(notFound.errors)).toBe('Subscriber/insured not found');
    expect(simulateEligibility(request('err-42')).errors.map((e) => e.code)).toEqual(['72', '73']);
    expect(formatEligibilityErrors(simulateEligibility(request('ERR1')).errors)).toBe(
      'Invalid/missing subscriber/insured ID, Invalid/missing subscriber/insured name',
    );
    expect(simulateEligibility(request('Q999')).errors.map((e) => e.code)).toEqual(['42']);
  });

  it('an id ending in 555 is answered but not in force', () => {
    expect(simulateEligibility(request('ZZ555'))).toMatchObject({ outcome: 'complete', inforce: false, errors: [] });
  });

  it('makes valid NPIs (the Luhn check over 80840)', () => {
    expect(npiFrom('123456789')).toBe('1234567893');
    for (const id of ['ABC123456', 'XYZ987654', 'M42']) {
      const npi = simulateEligibility(request(id)).identifiers.find((i) => i.code === 'NPI')?.value ?? '';
      expect(npi).toMatch(/^1\d{9}$/);
      expect(npiFrom(npi.slice(0, 9))).toBe(npi);
    }
  });

  it('is what the configuration selects by default', async () => {
    const service = createEligibilityService('simulator');
    expect(service.kind).toBe('simulator');
    expect(await service.check(request('ABC123456'))).toEqual(simulateEligibility(request('ABC123456')));
  });
});
