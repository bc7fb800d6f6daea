// Test data of the /teams screen: teams as the server's CareTeamFields answer them, clinicians
// to pick and markets.
import type { CareTeamItem } from '../teams-api';

export const TEAM_ID = '5d1e8a0c-9a3f-4c51-8f0e-2d4c3b1a9e10';
export const LEAD_ID = '5d1e8a0c-9a3f-4c51-8f0e-2d4c3b1a9e21';
export const NURSE_ID = '5d1e8a0c-9a3f-4c51-8f0e-2d4c3b1a9e22';
export const MARKET_ID = '5d1e8a0c-9a3f-4c51-8f0e-2d4c3b1a9e31';

export function teamNode(over: Partial<CareTeamItem> = {}): CareTeamItem {
  return {
    id: TEAM_ID,
    versionId: 2,
    lastUpdated: '2026-01-05T15:00:00.000Z',
    name: 'Tampa North',
    active: true,
    state: 'FL',
    note: 'Covers the north side.',
    managingMarket: { id: MARKET_ID, name: 'Tampa Bay' },
    participants: [
      { practitionerId: LEAD_ID, practitionerName: 'Lee Lead', role: 'leadclin', roleLabel: 'Lead Clinician', specialty: 'Wound care' },
    ],
    ...over,
  };
}

export const CLINICIANS = [
  { id: LEAD_ID, name: 'Lee Lead', state: 'FL' },
  { id: NURSE_ID, name: 'Nia Nurse', state: 'FL' },
];

export const MARKETS = [{ id: MARKET_ID, name: 'Tampa Bay', state: 'FL' }];
