// Test data of the /clinicians screens: clinicians as the server's ClinicianFields answer them.
import type { ClinicianItem } from '../clinicians-api';

export const CLINICIAN_ID = '0b6f2a8e-6a55-4f0e-8f0e-2d4c3b1a9e01';

export function clinicianNode(over: Partial<ClinicianItem> = {}): ClinicianItem {
  return {
    id: CLINICIAN_ID,
    versionId: 3,
    lastUpdated: '2026-01-05T15:00:00.000Z',
    name: 'Fiona Florida',
    givenName: 'Fiona',
    familyName: 'Florida',
    npi: '1234567890',
    employeeId: 'E100',
    phones: [{ use: 'work', value: '8135550111', extension: '12' }],
    email: 'fiona@clinic.example',
    address: { line: ['9 Clinic Rd'], city: 'Tampa', state: 'FL', postalCode: '33601' },
    state: 'FL',
    qualifications: [{ code: 'RN', periodEnd: '2027-12-31' }],
    adpSyncEnabled: true,
    clinicianStartDate: '2024-01-15',
    markets: ['Tampa Bay'],
    additionalMarkets: ['Orlando'],
    active: true,
    linkedUser: { id: 'u-1', name: 'Fiona Florida', email: 'fiona@demo.test' },
    ...over,
  };
}

export const MARKETS = [
  { id: 'm-1', name: 'Tampa Bay', state: 'FL' },
  { id: 'm-2', name: 'Orlando', state: 'FL' },
  { id: 'm-3', name: 'Houston', state: 'TX' },
];
