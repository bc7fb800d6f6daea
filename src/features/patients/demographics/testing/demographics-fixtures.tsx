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
export const CONTACT_ID = '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b';
export const NEW_CONTACT_ID = '2c3d4e5f-6071-4829-9bac-1d2e3f4a5b6c';
export const HOME_HEALTH_ID = '3d4e5f60-7182-493a-8bcd-2e3f4a5b6c7d';
export const PRACTICE_ID = '5f607182-93a4-4b5c-8def-4a5b6c7d8e9f';
export const PHYSICIAN_ID = '60718293-a4b5-4c6d-9ef0-5b6c7d8e9fa0';

const contact = (id: string, display: string, over: Record<string, unknown> = {}) => ({
  id,
  display,
  role: 'Director of nursing',
  active: true,
  primary: false,
  telecom: [{ system: 'phone', value: '8135550123', use: 'work', rank: 1 }],
  ...over,
});
const FACILITY_CONTACTS = [
  contact(CONTACT_ID, 'Dr Ann Lee', { primary: true }),
  contact('4e5f6071-8293-4a4b-9cde-3f4a5b6c7d8e', 'Old Contact', { active: false }),
];

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
  homeHealthId: null,
  homeHealthName: null,
  pcpPracticeId: null,
  pcpPhysicianId: null,
  pcpName: null,
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
      facilityContactId: null,
      facilityContactName: null,
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
  const added: Record<string, unknown>[] = [];
  let contacts = FACILITY_CONTACTS;
  const facility = () => ({ id: FACILITY_ID, name: 'Oak Manor Assisted Living', contacts });
  mockApi({
    'graphql:CareFacilityContacts': () => json({ data: { getHealthCareFacilityById: facility() } }),
    'graphql:AddCareFacilityContact': ({ body }) => {
      added.push(((body as Body)?.variables ?? {}) as Record<string, unknown>);
      contacts = [...contacts, contact(NEW_CONTACT_ID, 'Ms Rita Gomez')];
      return json({ data: { upsertPractitioners: facility() } });
    },
    'graphql:PcpPhysicians': () =>
      json({
        data: {
          CareTeamPhysicians: {
            edges: [
              {
                node: {
                  id: PHYSICIAN_ID,
                  name: 'Dr Ann Lee',
                  npi: '1234567893',
                  practiceId: PRACTICE_ID,
                  practiceName: 'Oak Family Medicine',
                  city: 'Tampa',
                  state: 'FL',
                },
              },
            ],
          },
        },
      }),
    'graphql:HomeHealthAgencies': () =>
      json({
        data: {
          getHealthCareFacilityList: {
            edges: [{ node: { id: HOME_HEALTH_ID, name: 'Sunrise Home Health', address: { city: 'Tampa', state: 'FL' } } }],
          },
        },
      }),
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
  return { sent, added, ...renderWithProviders(<EditDemographicsButton patientId={PATIENT_ID} />) };
}
