// Clinical Rounds' operations (SPEC §2 /manage-session; server/modules/clinical-rounds).
import { graphql } from '../../gql';

export const RoundsSessionFieldsFragmentDoc = graphql(`
  fragment RoundsSessionFields on RoundsSession {
    date
    versionId
    savedAt
    patients {
      patientId
      name
      birthDate
      latestEncounter {
        id
        appointmentId
        type
        status
        stateText
        start
        clinicianName
      }
      openOrders
      problems
      woundProgress {
        at
        encounterId
        wound
        lengthCm
        widthCm
        areaCm2
      }
      note
      decision
    }
  }
`);

export const RoundsSessionDocument = graphql(`
  query RoundsSession($date: String!) {
    RoundsSession(date: $date) {
      ...RoundsSessionFields
    }
  }
`);

export const RoundsSessionDatesDocument = graphql(`
  query RoundsSessionDates {
    RoundsSessionDates
  }
`);

export const SaveRoundsSessionDocument = graphql(`
  mutation SaveRoundsSession($date: String!, $versionId: Int!, $entries: [RoundsEntryInput!]!) {
    saveRoundsSession(date: $date, versionId: $versionId, entries: $entries) {
      ...RoundsSessionFields
    }
  }
`);
