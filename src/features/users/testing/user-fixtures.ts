// A user as the User query answers it, for the user screens' tests.
import type { UserDetail } from '../users-api';

export const MIAMI_ID = '6f1c1a52-6a53-4d0e-9a1f-0c4b7f7a1001';
export const SUNSHINE_ID = '6f1c1a52-6a53-4d0e-9a1f-0c4b7f7a2002';
export const CASEY_ID = '0d6c0f5e-0000-4000-8000-000000000002';

export const CASEY: UserDetail = {
  id: CASEY_ID,
  email: 'casey@demo.test',
  givenName: 'Casey',
  familyName: 'Clinician',
  name: 'Casey Clinician',
  phone: '3055550142',
  state: 'FL',
  status: 'active',
  statusUpdatedDate: '2026-01-05T14:00:00.000Z',
  userType: 'internal',
  roles: ['staff'],
  permissions: ['patient', 'tasking'],
  jobFunctions: [{ code: 'clin', title: 'Clinician' }],
  practitionerId: '9a3e2b1c-1111-4222-8333-444455556666',
  hasPin: true,
  userPinModifiedOn: '2026-02-01T10:00:00.000Z',
  lastLoggedIn: '2026-03-02T15:30:00.000Z',
  invitedAt: '2026-01-05T14:00:00.000Z',
  markets: ['FL', 'TX'],
  versionId: 3,
  legalEntities: [{ id: MIAMI_ID, name: 'Miami', type: 'market', state: 'FL' }],
  payers: [{ id: SUNSHINE_ID, name: 'Sunshine Health', type: 'ins', state: 'FL' }],
};

/** The OrganizationList answers of the form's choices (legal entities: type market; payers: the rest). */
export const organizationOptions = (type: readonly string[]) => ({
  OrganizationList: {
    edges: type.includes('market')
      ? [
          { node: { id: MIAMI_ID, name: 'Miami', type: 'market', state: 'FL' } },
          { node: { id: '6f1c1a52-6a53-4d0e-9a1f-0c4b7f7a1003', name: 'Houston', type: 'market', state: 'TX' } },
        ]
      : [
          { node: { id: SUNSHINE_ID, name: 'Sunshine Health', type: 'ins', state: 'FL' } },
          { node: { id: '6f1c1a52-6a53-4d0e-9a1f-0c4b7f7a2004', name: 'Gulf IPA', type: 'ipa', state: 'TX' } },
        ],
  },
});
