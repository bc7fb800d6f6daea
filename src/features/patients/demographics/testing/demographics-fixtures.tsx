// A patient's demographics record and the API the edit dialog calls, for the editors' tests.
import { sessionStore } from '../../../../api/session-store';
import { json, mockApi } from '../../../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../../../test-utils/fixtures';
import { renderWithProviders } from '../../../../test-utils/render';
import type { DemographicsRecord } from '../demographics-api';
import { EditDemographicsButton } from '../edit-demographics';

export const PATIENT_ID = '5f3c1a52-7a8e-4d2b-9a43-2c1f0e9d8b7a';
export const MARKET_ID = '0d6f6a1e-1b2c-4d3e-8f9a-0b1c2d3e4f5a';
export const FACILITY_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export const record = (over: Partial<DemographicsRecord> = {}): DemographicsRecord => ({
  patientId: PATIENT_ID,
  versionId: 4,
  lastUpdated: '2026-03-01T12:00:00.000Z',
  firstName: 'Dana',
  middleName: '',
  lastName: 'Demo',
  preferredName: '',
  gender: 'female',
  birthDate: '1950-06-15',
  maritalStatus: 'Married',
  race: null,
  ethnicity: null,
  email: null,
  fax: null,
  ssnLast4: '6789',
  externalNumber: 'MRN100001',
  phones: [{ use: 'mobile', value: '8135550100', extension: null, display: '(813) 555-0100' }],
  okToText: null,
  textConsentSaved: false,
  emergencyContact: null,
  caregivers: [],
  addresses: [
    {
      addressType: 'home',
      line: ['1 Main St'],
      city: 'Tampa',
      state: 'FL',
      postalCode: '33612',
      county: 'Hillsborough',
      marketId: MARKET_ID,
      marketName: 'Tampa Bay',
      facilityId: null,
      facilityName: null,
      instruction: null,
      serviceAddress: true,
      verified: false,
      additionalMarket: false,
    },
  ],
  ...over,
});

type Body = { variables?: Record<string, unknown> } | null;

/** Renders the chart's edit button with the API answering `current`; returns what the saves sent. */
export function renderEditor(current: DemographicsRecord = record(), answer?: () => Response) {
  const sent: Record<string, unknown>[] = [];
  mockApi({
    'graphql:PatientDemographicsRecord': () => json({ data: { PatientDemographicsRecord: current } }),
    'graphql:UpdatePatientDemographics': ({ body }) => {
      sent.push(((body as Body)?.variables?.input ?? {}) as Record<string, unknown>);
      return answer ? answer() : json({ data: { updatePatientDemographics: { ...current, versionId: current.versionId + 1 } } });
    },
    'graphql:CountyList': () =>
      json({ data: { CountyList: { totalCount: 2, edges: ['Hillsborough', 'Pasco'].map((name) => ({ node: { name, state: 'FL' } })) } } }),
    'graphql:MarketList': () =>
      json({ data: { MarketList: { totalCount: 1, edges: [{ node: { id: MARKET_ID, name: 'Tampa Bay', state: 'FL' } }] } } }),
    'graphql:CareFacilityLookup': () =>
      json({
        data: {
          CareFacilityLookup: {
            totalCount: 1,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [
              {
                node: {
                  id: FACILITY_ID,
                  name: 'Oak Manor Assisted Living',
                  type: 'assisted-living-facility',
                  phone: '8135550188',
                  address: { line: ['9 Oak Rd'], city: 'Lutz', state: 'FL', postalCode: '33548', county: 'Hillsborough' },
                },
              },
            ],
          },
        },
      }),
  });
  storeSession(USERS.admin);
  sessionStore.current();
  return { sent, ...renderWithProviders(<EditDemographicsButton patientId={PATIENT_ID} />) };
}
