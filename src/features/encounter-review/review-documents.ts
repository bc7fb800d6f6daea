// Encounters Review's operations (SPEC §2 /encounters-review; server/modules/encounter-review and
// the forms area's versions and narrative).
import { graphql } from '../../gql';

export const ReviewFieldsFragmentDoc = graphql(`
  fragment ReviewFields on EncounterReview {
    id
    status
    type
    text
    reviewerName
    recorded
    signedAt
  }
`);

export const ReviewedEncounterFieldsFragmentDoc = graphql(`
  fragment ReviewedEncounterFields on Encounter {
    id
    versionId
    status
    stateText
    type
    deliveryType
    signedAt
    checkedInAt
    patientId
    practitionerId
    reviewState
    amendReason
    reviews {
      ...ReviewFields
    }
  }
`);

export const EncounterReviewListDocument = graphql(`
  query EncounterReviewList($reviewState: [String!], $term: String, $first: Int, $after: String) {
    EncounterReviewList(reviewState: $reviewState, term: $term, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          patientName
          clinicianName
          encounter {
            ...ReviewedEncounterFields
          }
        }
      }
    }
  }
`);

export const ReviewedEncounterDocument = graphql(`
  query ReviewedEncounter($id: ID!) {
    Encounter(id: $id) {
      ...ReviewedEncounterFields
    }
    GetEncounterVersion(encounterId: $id) {
      id
      version
      status
      signedAt
      reasons
      clinician {
        name
        npi
      }
      amendClinician {
        name
        npi
      }
    }
  }
`);

export const ReviewPatientDocument = graphql(`
  query ReviewPatient($id: ID!) {
    Patient(id: $id) {
      id
      name
      birthDate
    }
  }
`);

export const EncounterVersionDiffDocument = graphql(`
  query EncounterVersionDiff($encounterId: ID!, $from: Int!, $to: Int!) {
    EncounterVersionDiff(encounterId: $encounterId, from: $from, to: $to) {
      formCode
      formTitle
      linkId
      question
      before
      after
      kind
    }
  }
`);

export const ReviewEncounterDocument = graphql(`
  mutation ReviewEncounter($encounterId: ID!, $baseVersion: Int!, $review: EncounterReviewInput!) {
    reviewEncounter(encounterId: $encounterId, baseVersion: $baseVersion, review: $review) {
      ...ReviewedEncounterFields
    }
  }
`);
