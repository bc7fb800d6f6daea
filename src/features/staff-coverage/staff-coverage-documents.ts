// The coverage operations (server/modules/staff-coverage/staff-coverage.graphql: CoverageConfigList,
// CoverageConfig, updateCoverageConfig; the 'Change history' is src/api/audit-documents.ts's).
import { graphql } from '../../gql';

export const CoverageConfigFieldsFragmentDoc = graphql(`
  fragment CoverageConfigFields on CoverageConfig {
    kind
    userId
    name
    email
    status
    states
    markets {
      id
      name
      state
    }
    clinicians {
      id
      name
      state
      active
    }
    updatedAt
    versionId
  }
`);

export const CoverageConfigListDocument = graphql(`
  query CoverageConfigList($kind: String!, $term: String, $first: Int, $after: String) {
    CoverageConfigList(kind: $kind, term: $term, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...CoverageConfigFields
        }
      }
    }
  }
`);

export const CoverageConfigDocument = graphql(`
  query CoverageConfig($kind: String!, $userId: ID!) {
    CoverageConfig(kind: $kind, userId: $userId) {
      config {
        ...CoverageConfigFields
      }
      clinicianChoices {
        id
        name
        state
        active
      }
    }
  }
`);

export const UpdateCoverageConfigDocument = graphql(`
  mutation UpdateCoverageConfig($kind: String!, $userId: ID!, $versionId: Int!, $input: CoverageConfigInput!) {
    updateCoverageConfig(kind: $kind, userId: $userId, versionId: $versionId, input: $input) {
      ...CoverageConfigFields
    }
  }
`);
