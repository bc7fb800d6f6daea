// The GraphQL operations of the clinician's offline day (server/graphql/schema/encounter.graphql):
// the schedule pack, one encounter by id, and the offline-capable encounter mutations, which
// carry a client mutation id and the base version the device saw (DESIGN §4).
// The fragments are the shapes the device database stores (src/offline/device-db.ts).
import { graphql } from '../gql';

export const AppointmentFieldsFragmentDoc = graphql(`
  fragment AppointmentFields on Appointment {
    id
    versionId
    lastUpdated
    status
    appointmentType
    start
    end
    routeOrder
    patientId
    practitionerId
    encounterId
    address {
      line
      city
      state
      postalCode
      latitude
      longitude
    }
  }
`);

export const PatientFieldsFragmentDoc = graphql(`
  fragment PatientFields on Patient {
    id
    versionId
    lastUpdated
    name
    givenName
    familyName
    gender
    birthDate
    age
    phone
    payerName
    address {
      line
      city
      state
      postalCode
      latitude
      longitude
    }
  }
`);

export const EncounterFieldsFragmentDoc = graphql(`
  fragment EncounterFields on Encounter {
    id
    versionId
    lastUpdated
    status
    stateText
    type
    deliveryType
    period {
      start
      end
    }
    checkedInAt
    checkedOutAt
    signedAt
    cancelReason
    amendReason
    patientId
    practitionerId
    appointmentId
    episodeOfCareId
    hasActiveAuthorization
    state {
      status
      stateText
      allowCheckIn
      allowCheckout
      allowESign
      allowAmend
      allowCancel
      allowUndoCheckIn
    }
  }
`);

export const MyScheduleDocument = graphql(`
  query MySchedule($from: String!, $to: String!) {
    MySchedule(from: $from, to: $to) {
      practitionerId
      from
      to
      syncedAt
      appointments {
        ...AppointmentFields
      }
      patients {
        ...PatientFields
      }
      encounters {
        ...EncounterFields
      }
      days {
        date
        appointmentIds
      }
    }
  }
`);

export const EncounterByIdDocument = graphql(`
  query EncounterById($id: ID!) {
    Encounter(id: $id) {
      ...EncounterFields
    }
  }
`);

export const CreateEncounterDocument = graphql(`
  mutation CreateEncounter($clientMutationId: ID!, $encounter: EncounterCreateInput!) {
    createEncounter(clientMutationId: $clientMutationId, encounter: $encounter) {
      ...EncounterFields
    }
  }
`);

export const StartEncounterDocument = graphql(`
  mutation StartEncounter($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!, $provenance: ProvenanceInput!) {
    startEncounter(clientMutationId: $clientMutationId, encounterId: $encounterId, baseVersion: $baseVersion, provenance: $provenance) {
      ...EncounterFields
    }
  }
`);

export const UpdateEncounterDocument = graphql(`
  mutation UpdateEncounter($clientMutationId: ID!, $id: ID!, $baseVersion: Int!, $encounter: EncounterUpdateInput!) {
    updateEncounter(clientMutationId: $clientMutationId, id: $id, baseVersion: $baseVersion, encounter: $encounter) {
      ...EncounterFields
    }
  }
`);

export const EsignEncounterDocument = graphql(`
  mutation EsignEncounter($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!, $provenance: ProvenanceInput) {
    esignEncounter(clientMutationId: $clientMutationId, encounterId: $encounterId, baseVersion: $baseVersion, provenance: $provenance) {
      signed
      encounter {
        ...EncounterFields
      }
      missingAnswers {
        id
        title
      }
    }
  }
`);

export const CancelEncounterDocument = graphql(`
  mutation CancelEncounter($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!, $cancelReason: String) {
    cancelEncounter(clientMutationId: $clientMutationId, encounterId: $encounterId, baseVersion: $baseVersion, cancelReason: $cancelReason) {
      ...EncounterFields
    }
  }
`);

export const UndoCheckInDocument = graphql(`
  mutation UndoCheckIn($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!, $provenance: ProvenanceInput!) {
    undoCheckIn(clientMutationId: $clientMutationId, encounterId: $encounterId, baseVersion: $baseVersion, provenance: $provenance) {
      ...EncounterFields
    }
  }
`);
