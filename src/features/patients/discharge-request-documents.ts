// The discharge request operations (server/modules/patients/discharge-request.graphql).
import { graphql } from '../../gql';

export const DischargeRequestFieldsFragmentDoc = graphql(`
  fragment DischargeRequestFields on DischargeRequest {
    id
    versionId
    lastUpdated
    status
    patientId
    admissionId
    requestedOn
    requestedDate
    disposition
    dischargeOption
    reason
    reasonDisplay
    notes
    requestedBy
  }
`);

export const DischargeRequestListDocument = graphql(`
  query DischargeRequestList($patientId: ID!, $admissionId: ID, $first: Int, $after: String) {
    DischargeRequestList(patientId: $patientId, admissionId: $admissionId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...DischargeRequestFields
        }
      }
    }
  }
`);

export const DischargeRequestDocument = graphql(`
  query DischargeRequest($id: ID!) {
    DischargeRequest(id: $id) {
      ...DischargeRequestFields
    }
  }
`);

export const DischargeRequestHistoryDocument = graphql(`
  query DischargeRequestHistory($id: ID!) {
    DischargeRequestHistory(id: $id) {
      versionId
      action
      status
      recordedAt
      authorName
    }
  }
`);

export const CreateDischargeRequestDocument = graphql(`
  mutation CreateDischargeRequest($input: DischargeRequestCreateInput!) {
    createDischargeRequest(input: $input) {
      ...DischargeRequestFields
    }
  }
`);

export const UpdateDischargeRequestDocument = graphql(`
  mutation UpdateDischargeRequest($input: DischargeRequestUpdateInput!) {
    updateDischargeRequest(input: $input) {
      ...DischargeRequestFields
    }
  }
`);
