import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_ID_SYSTEM, NPI_SYSTEM, type Practitioner } from '../resources';
import { ClinicianInput } from './clinician-input';
import { applyClinicianEdit, clinicianAuditShape, employeeIdOf, npiOf } from './clinician-record';

const current: Practitioner = {
  id: 'p1',
  meta: { versionId: '3' },
  active: true,
  name: [{ use: 'official', given: ['Pat'], family: 'Lee' }],
  telecom: [
    { system: 'phone', value: '8135550100', use: 'mobile' },
    { system: 'email', value: 'old@clinic.example', use: 'work' },
    { system: 'fax', value: '8135550199' },
  ],
  address: [
    { line: ['9 Clinic Rd'], city: 'Tampa', state: 'FL', postalCode: '33601', district: 'Hillsborough', latitude: 28, longitude: -82 },
  ],
  identifier: [
    { system: NPI_SYSTEM, value: '1234567890' },
    { system: EMPLOYEE_ID_SYSTEM, value: 'E1' },
  ],
  markets: ['Tampa Bay'],
  clinicianStartDate: '2020-01-01',
};

const edit = (values: Record<string, unknown>) => v.parse(ClinicianInput, values);

describe('applyClinicianEdit', () => {
  it('reads the NPI and the employee id', () => {
    expect(npiOf(current)).toBe('1234567890');
    expect(employeeIdOf(current)).toBe('E1');
    expect(employeeIdOf({})).toBeNull();
  });

  it('changes what the screen owns and keeps the name, NPI, fax and geocode of the same place', () => {
    const next = applyClinicianEdit(
      current,
      edit({
        employeeId: 'E2',
        phones: [{ use: 'work', value: '8135550111', extension: '12' }],
        email: 'new@clinic.example',
        address: { line1: '9 Clinic Rd', city: 'Tampa', state: 'FL', postalCode: '33601' },
        qualifications: [{ code: 'RN', periodEnd: '2027-12-31' }, { code: 'WCC' }],
        adpSyncEnabled: true,
        markets: ['Tampa Bay'],
        additionalMarkets: ['Orlando'],
      }),
    );
    expect(next.name).toEqual(current.name);
    expect(npiOf(next)).toBe('1234567890');
    expect(employeeIdOf(next)).toBe('E2');
    expect(next.telecom).toEqual([
      { system: 'phone', value: '8135550111', use: 'work', rank: 1, extension: '12' },
      { system: 'email', value: 'new@clinic.example', use: 'work' },
      { system: 'fax', value: '8135550199' },
    ]);
    expect(next.address).toEqual([
      { line: ['9 Clinic Rd'], city: 'Tampa', state: 'FL', postalCode: '33601', district: 'Hillsborough', latitude: 28, longitude: -82 },
    ]);
    expect(next.qualification).toEqual([{ code: 'RN', periodEnd: '2027-12-31' }, { code: 'WCC' }]);
    expect(next.additionalMarkets).toEqual(['Orlando']);
    expect(next.clinicianStartDate).toBeUndefined();
  });

  it('drops the geocode of a moved address, the address when blank, and the employee id when cleared', () => {
    const moved = applyClinicianEdit(current, edit({ address: { line1: '1 New St', city: 'Tampa', state: 'FL', postalCode: '33602' } }));
    expect(moved.address[0]).toEqual({ line: ['1 New St'], city: 'Tampa', state: 'FL', postalCode: '33602' });
    const none = applyClinicianEdit(current, edit({ clinicianStartDate: '03/01/2024' }));
    expect(none.address).toEqual([]);
    expect(none.identifier).toEqual([{ system: NPI_SYSTEM, value: '1234567890' }]);
    expect(none.telecom).toEqual([{ system: 'fax', value: '8135550199' }]);
    expect(none.clinicianStartDate).toBe('2024-03-01');
  });

  it('audits the record without its version stamp', () => {
    expect(clinicianAuditShape(current)).not.toHaveProperty('meta');
    expect(clinicianAuditShape(current)).toMatchObject({ markets: ['Tampa Bay'] });
  });
});
