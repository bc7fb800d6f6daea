// The CCD's operations (SPEC §3 'CCD request', §7 canGenenerateCCD, GetCCDRequestList; server/modules/ccd).
import { graphql } from '../../../gql';

export const CcdRequestFieldsFragmentDoc = graphql(`
  fragment CcdRequestFields on CCDRequest {
    id
    episodeOfCareId
    documentId
    error
    createdAt
    completedAt
    requestDetails {
      status
      userName
      dateRange {
        start
        end
      }
    }
  }
`);

export const CanGenerateCcdDocument = graphql(`
  query CanGenerateCcd($episodeOfCareId: ID!) {
    canGenenerateCCD(episodeOfCareId: $episodeOfCareId) {
      canGenerate
      reason
    }
  }
`);

export const CcdRequestListDocument = graphql(`
  query CcdRequestList($filters: CCDRequestFilters!) {
    GetCCDRequestList(filters: $filters) {
      totalRecords
      requests {
        ...CcdRequestFields
      }
    }
  }
`);

export const RequestCcdDocument = graphql(`
  mutation RequestCcd($episodeOfCareId: ID!, $dateRange: CCDDateRangeInput) {
    requestCCD(episodeOfCareId: $episodeOfCareId, dateRange: $dateRange) {
      ...CcdRequestFields
    }
  }
`);

export const CcdDocumentDocument = graphql(`
  query CcdDocument($documentId: ID!) {
    CCDDocument(documentId: $documentId) {
      id
      patientId
      episodeOfCareId
      title
      date
      author
      fileName
      size
      html
    }
  }
`);
