// The /clinicians operations (schema in server/modules/clinicians/clinician.graphql): the list, one
// clinician and its edit (SPEC §2). The market choices are src/api/patient-documents.ts's
// MarketList, the change history src/api/audit-documents.ts's AdminAuditList.
import { graphql } from '../../gql';

export const ClinicianFieldsFragment = graphql(`
  fragment ClinicianFields on Clinician {
    id
    versionId
    lastUpdated
    name
    givenName
    familyName
    npi
    employeeId
    phones {
      use
      value
      extension
    }
    email
    address {
      line
      city
      state
      postalCode
    }
    state
    qualifications {
      code
      periodEnd
    }
    adpSyncEnabled
    clinicianStartDate
    markets
    additionalMarkets
    active
    linkedUser {
      id
      name
      email
    }
  }
`);

export const ClinicianListDocument = graphql(`
  query ClinicianList($term: String, $state: String, $market: String, $active: Boolean, $first: Int, $after: String) {
    ClinicianList(term: $term, state: $state, market: $market, active: $active, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...ClinicianFields
        }
      }
    }
  }
`);

export const ClinicianDocument = graphql(`
  query Clinician($id: ID!) {
    Clinician(id: $id) {
      ...ClinicianFields
    }
  }
`);

export const UpdateClinicianDocument = graphql(`
  mutation UpdateClinician($id: ID!, $versionId: Int!, $clinician: ClinicianInput!) {
    updateClinician(id: $id, versionId: $versionId, clinician: $clinician) {
      ...ClinicianFields
    }
  }
`);
