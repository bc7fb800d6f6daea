// The audit of administrative changes (server/modules/audit/audit.graphql): one record's
// entries, newest first, for its 'Change history' (src/ui/audit/change-history.tsx).
import { graphql } from '../gql';

export const AdminAuditListDocument = graphql(`
  query AdminAuditList($entityType: String!, $entityId: ID!, $first: Int, $after: String) {
    AdminAuditList(entityType: $entityType, entityId: $entityId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          at
          actorEmail
          action
          changedFields
        }
      }
    }
  }
`);
