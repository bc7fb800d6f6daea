// The Encounters screen's operations (SPEC §2 /clinician-encounters, §7 EncounterList,
// GetActiveEncounterByAppointmentId, GetEncounterVersion, GetAdditionalActionsStatus).
import { graphql } from '../../gql';

export const ListedEncounterFieldsFragmentDoc = graphql(`
  fragment ListedEncounterFields on Encounter {
    id
    versionId
    status
    stateText
    type
    deliveryType
    period {
      start
      end
    }
    signedAt
    patientId
    patientName
    practitionerId
    practitionerName
    appointmentId
    episodeOfCareId
    amendReason
    reviewState
  }
`);

export const ClinicianEncounterListDocument = graphql(`
  query ClinicianEncounterList(
    $patientId: ID
    $episodeOfCareId: ID
    $status: [String!]
    $stateStatus: [String!]
    $periodStart: DateTime
    $periodEnd: DateTime
    $type: [String!]
    $typeNot: [String!]
    $deliveryType: String
    $tmStatuses: [String!]
    $practitionerIds: [ID!]
    $includeSP: Boolean
    $sort: String
    $term: String
    $first: Int
    $after: String
  ) {
    EncounterList(
      patientId: $patientId
      episodeOfCareId: $episodeOfCareId
      status: $status
      stateStatus: $stateStatus
      period_start: $periodStart
      periodEnd: $periodEnd
      type: $type
      typeNot: $typeNot
      deliveryType: $deliveryType
      tmStatuses: $tmStatuses
      practitionerIds: $practitionerIds
      includeSP: $includeSP
      sort: $sort
      term: $term
      first: $first
      after: $after
    ) {
      totalCount
      totalCountCapped
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...ListedEncounterFields
        }
      }
    }
  }
`);

export const EncounterFilterCliniciansDocument = graphql(`
  query EncounterFilterClinicians {
    SchedulableClinicians {
      id
      name
    }
  }
`);

export const ClinicianEncounterDocument = graphql(`
  query ClinicianEncounter($appointmentId: ID!) {
    GetActiveEncounterByAppointmentId(appointmentId: $appointmentId) {
      ...ListedEncounterFields
      checkedInAt
      checkedOutAt
      cancelReason
    }
  }
`);

export const EncounterVersionsDocument = graphql(`
  query EncounterVersions($encounterId: ID!, $patientId: ID!) {
    GetEncounterVersion(encounterId: $encounterId) {
      id
      version
      status
      signedAt
      lastUpdated
      reasons
      clinician {
        name
        npi
      }
      onsiteProvider {
        name
        npi
      }
      amendClinician {
        name
        npi
      }
    }
    GetAdditionalActionsStatus(patientId: $patientId) {
      orderDetails {
        draft
        active
        count
      }
      problemDetails {
        draft
        active
        count
      }
      patientDetails {
        status
        dischargedOn
      }
    }
    Patient(id: $patientId) {
      id
      name
      birthDate
    }
  }
`);
