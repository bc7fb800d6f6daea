// The GraphQL operations of the clinician's offline day (server/modules/encounters/encounter.graphql):
// the schedule pack, one encounter by id, and the outbox's offline-capable encounter mutations,
// sent as one syncEncounterCommands batch, each with a client mutation id and the base version
// the device saw (DESIGN §4).
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
    amendRequest {
      id
      type
      text
      reviewerName
      recorded
    }
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
      questionnaires {
        ...QuestionnaireFields
      }
      plans {
        ...PlanFields
      }
      responses {
        ...ResponseFields
      }
      earlierResponses {
        questionnaireCode
        encounterId
        patientId
        visitStart
        answers
      }
      charts {
        ...PatientChartFields
      }
      chartAdmissions {
        patientId
        admissions {
          ...AdmissionFields
        }
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

/** The outbox in one request (DESIGN §4): each command as its own mutation would, in order. */
export const SyncEncounterCommandsDocument = graphql(`
  mutation SyncEncounterCommands($commands: [EncounterCommandInput!]!) {
    syncEncounterCommands(commands: $commands) {
      clientMutationId
      encounter {
        ...EncounterFields
      }
      esign {
        signed
        missingAnswers {
          id
          title
          conditions {
            id
            name
            linkIds
          }
        }
      }
      response {
        ...ResponseFields
      }
      error {
        code
        message
        field
        currentVersion
        encounterId
        retryable
      }
    }
  }
`);

/** Another device or user changed one of the clinician's encounters (the device pulls its pack). */
export const OnEncounterCreatedDocument = graphql(`
  subscription OnEncounterCreated {
    onEncounterCreated {
      id
      versionId
    }
  }
`);

export const OnEncounterUpdatedDocument = graphql(`
  subscription OnEncounterUpdated {
    onEncounterUpdated {
      id
      versionId
    }
  }
`);
