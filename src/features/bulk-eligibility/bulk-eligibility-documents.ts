// Bulk eligibility's operations (SPEC §2 /bulk-eligibility; server/modules/bulk-eligibility).
import { graphql } from '../../gql';

export const BulkRunFieldsFragment = graphql(`
  fragment BulkRunFields on BulkEligibilityRun {
    id
    description
    userName
    createdAt
    completedAt
    progress {
      ...BulkProgressFields
    }
  }
`);

export const BulkProgressFieldsFragment = graphql(`
  fragment BulkProgressFields on BulkEligibilityProgress {
    runId
    status
    percent
    counts {
      total
      pending
      active
      inactive
      error
      failed
    }
  }
`);

export const BulkEligibilityPreviewDocument = graphql(`
  query BulkEligibilityPreview($filters: BulkEligibilityFiltersInput!) {
    BulkEligibilityPreview(filters: $filters)
  }
`);

export const BulkEligibilityRunsDocument = graphql(`
  query BulkEligibilityRuns($first: Int) {
    BulkEligibilityRuns(first: $first) {
      ...BulkRunFields
    }
  }
`);

export const BulkEligibilityRunDocument = graphql(`
  query BulkEligibilityRun($runId: ID!) {
    BulkEligibilityRun(runId: $runId) {
      ...BulkRunFields
    }
  }
`);

export const BulkEligibilityItemsDocument = graphql(`
  query BulkEligibilityItems($runId: ID!, $statuses: [String!], $after: Int, $first: Int) {
    BulkEligibilityItems(runId: $runId, statuses: $statuses, after: $after, first: $first) {
      endCursor
      items {
        seq
        patientId
        patientName
        coverageId
        insurer
        memberId
        status
        message
        taskId
        checkedAt
      }
    }
  }
`);

export const RequestBulkEligibilityDocument = graphql(`
  mutation RequestBulkEligibility($filters: BulkEligibilityFiltersInput!) {
    requestBulkEligibility(filters: $filters) {
      ...BulkRunFields
    }
  }
`);

export const BulkEligibilityProgressDocument = graphql(`
  subscription BulkEligibilityProgress($runId: ID!) {
    onBulkEligibilityProgress(runId: $runId) {
      ...BulkProgressFields
    }
  }
`);
