// The chart's Documents tab operations (SPEC §2 chart tab 9, §3 Document reference). The file
// itself goes up and comes down over REST (file-transfer.ts).
import { graphql } from '../../gql';

export const DocumentListDocument = graphql(`
  query DocumentList($patientId: ID!, $category: String, $first: Int, $after: String) {
    DocumentList(patientId: $patientId, category: $category, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          versionId
          category
          categoryLabel
          description
          date
          author
          attachment {
            id
            title
            contentType
            size
            url
          }
        }
      }
    }
  }
`);

export const DeleteDocumentDocument = graphql(`
  mutation DeleteDocument($id: ID!, $versionId: Int!) {
    deleteDocument(id: $id, versionId: $versionId) {
      id
      versionId
      status
    }
  }
`);
