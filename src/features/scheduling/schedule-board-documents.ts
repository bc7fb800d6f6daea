// The coordinator's schedule board (server/modules/scheduling/scheduling.graphql): the clinicians a
// caller may plan, one clinician's board over a range of days, the visit operations and the
// live change event.
import { graphql } from '../../gql';

export const SchedulableClinicianFieldsFragmentDoc = graphql(`
  fragment SchedulableClinicianFields on SchedulableClinician {
    id
    name
    state
    timeZone
    home {
      label
      latitude
      longitude
    }
  }
`);

export const SchedulableCliniciansDocument = graphql(`
  query SchedulableClinicians {
    SchedulableClinicians {
      ...SchedulableClinicianFields
    }
  }
`);

export const ClinicianScheduleDocument = graphql(`
  query ClinicianSchedule($clinicianId: ID!, $from: String!, $to: String!) {
    ClinicianSchedule(clinicianId: $clinicianId, from: $from, to: $to) {
      clinician {
        ...SchedulableClinicianFields
      }
      from
      to
      availableSOCCount
      freeSlots {
        start
        end
      }
      visits {
        patientName
        asap
        overrideReason
        appointment {
          ...AppointmentFields
        }
      }
    }
  }
`);

export const ScheduleVisitDocument = graphql(`
  query ScheduleVisit($appointmentId: ID!) {
    ScheduleVisit(appointmentId: $appointmentId) {
      clinician {
        ...SchedulableClinicianFields
      }
      visit {
        patientName
        asap
        overrideReason
        appointment {
          ...AppointmentFields
        }
      }
    }
  }
`);

export const BookAppointmentDocument = graphql(`
  mutation BookAppointment($input: BookAppointmentInput!) {
    bookAppointment(input: $input) {
      id
    }
  }
`);

export const RescheduleAppointmentDocument = graphql(`
  mutation RescheduleAppointment($input: RescheduleAppointmentInput!) {
    rescheduleAppointment(input: $input) {
      id
    }
  }
`);

export const CancelAppointmentDocument = graphql(`
  mutation CancelAppointment($input: CancelAppointmentInput!) {
    cancelAppointment(input: $input) {
      id
    }
  }
`);

export const MarkAppointmentMissedDocument = graphql(`
  mutation MarkAppointmentMissed($input: MarkAppointmentMissedInput!) {
    markAppointmentMissed(input: $input) {
      id
    }
  }
`);

export const OnScheduleChangedDocument = graphql(`
  subscription OnScheduleChanged($clinicianId: ID!) {
    onScheduleChanged(clinicianId: $clinicianId) {
      clinicianId
      appointmentIds
      at
    }
  }
`);
