// The chart's Encounters and Appointments tabs (server/modules/patients/chart-visits.graphql).
import { graphql } from '../../gql';

export const PatientEncounterListDocument = graphql(`
  query PatientEncounterList($patientId: ID!, $first: Int, $after: String) {
    PatientEncounterList(patientId: $patientId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          status
          stateText
          type
          deliveryType
          start
          end
          clinicianName
          cancelReason
        }
      }
    }
  }
`);

export const PatientAppointmentListDocument = graphql(`
  query PatientAppointmentList($patientId: ID!, $first: Int, $after: String) {
    PatientAppointmentList(patientId: $patientId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          status
          appointmentType
          start
          end
          clinicianName
        }
      }
    }
  }
`);
