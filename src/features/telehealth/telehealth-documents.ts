// The GraphQL operations of telehealth (server/modules/telehealth/telehealth.graphql; SPEC §2
// /telemedicine, /my-encounters, /waiting-room; §7 PerformTMAutoCheckout). One fragment is the
// shape every telehealth screen shows: the lists and the waiting room read the same rows.
import { graphql } from '../../gql';

export const TelehealthEncounterFieldsFragmentDoc = graphql(`
  fragment TelehealthEncounterFields on TelehealthEncounter {
    id
    versionId
    telemedicineStatus
    requestedAt
    requestedByName
    patientId
    patientName
    patientState
    clinicianId
    clinicianName
    appointmentId
    checkedInAt
    checkedOutAt
    teleMedicineType
    meetingUrl
    homeHealthName
    onsiteProviderPhone
    encounter {
      id
      versionId
      status
      stateText
      state {
        allowCheckout
      }
    }
  }
`);

// ── The telehealth lists (/telemedicine, /my-encounters) ────────────────────────────────────

export const TelehealthEncounterListDocument = graphql(`
  query TelehealthEncounterList(
    $patientStates: [String!]
    $telemedicineStatuses: [String!]
    $mine: Boolean
    $term: String
    $first: Int
    $after: String
  ) {
    TelehealthEncounterList(
      patientStates: $patientStates
      telemedicineStatuses: $telemedicineStatuses
      mine: $mine
      term: $term
      first: $first
      after: $after
    ) {
      totalCount
      eventCursor
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...TelehealthEncounterFields
        }
      }
    }
  }
`);

export const TelehealthEncounterDocument = graphql(`
  query TelehealthEncounter($id: ID!) {
    TelehealthEncounter(id: $id) {
      ...TelehealthEncounterFields
    }
  }
`);

/** SPEC §4 telemedicine auto-checkout ('Close session'): a client mutation id and the version the client saw. */
export const PerformTmAutoCheckoutDocument = graphql(`
  mutation PerformTMAutoCheckout($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!) {
    PerformTMAutoCheckout(clientMutationId: $clientMutationId, encounterId: $encounterId, baseVersion: $baseVersion) {
      id
      versionId
      status
      stateText
    }
  }
`);

// ── The waiting room (requests, realtime changes, taking a request) ─────────────────────────

/** An onsite provider asks for a telehealth visit for a patient (SPEC §2 waiting room). */
export const RequestTelehealthVisitDocument = graphql(`
  mutation RequestTelehealthVisit($clientMutationId: ID!, $patientId: ID!, $meetingUrl: String) {
    requestTelehealthVisit(clientMutationId: $clientMutationId, patientId: $patientId, meetingUrl: $meetingUrl) {
      ...TelehealthEncounterFields
    }
  }
`);

export const CancelTelehealthRequestDocument = graphql(`
  mutation CancelTelehealthRequest($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!) {
    cancelTelehealthRequest(clientMutationId: $clientMutationId, encounterId: $encounterId, baseVersion: $baseVersion) {
      ...TelehealthEncounterFields
    }
  }
`);

/** SPEC §7 the waiting-room subscription: since is the last cursor the client has (replayed after a reconnect). */
export const OnWaitingRoomChangedDocument = graphql(`
  subscription OnWaitingRoomChanged($patientStates: [String!], $telemedicineStatuses: [String!], $since: String) {
    onWaitingRoomChanged(patientStates: $patientStates, telemedicineStatuses: $telemedicineStatuses, since: $since) {
      cursor
      kind
      request {
        ...TelehealthEncounterFields
      }
    }
  }
`);

/** SPEC §7 startEncounter with provenance and teleMedicineType: the first clinician to check in takes the request. */
export const TelehealthCheckInDocument = graphql(`
  mutation TelehealthCheckIn(
    $clientMutationId: ID!
    $encounterId: ID!
    $baseVersion: Int!
    $provenance: ProvenanceInput!
    $teleMedicineType: String!
  ) {
    startEncounter(
      clientMutationId: $clientMutationId
      encounterId: $encounterId
      baseVersion: $baseVersion
      provenance: $provenance
      teleMedicineType: $teleMedicineType
    ) {
      id
      versionId
      status
      stateText
      appointmentId
      practitionerId
    }
  }
`);
