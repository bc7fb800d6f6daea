// A clinician's availability (SPEC §3 Slot, §4 'Availability'; server/modules/scheduling/scheduling.graphql).
import { graphql } from '../../gql';

export const ClinicianAvailabilityFieldsFragmentDoc = graphql(`
  fragment ClinicianAvailabilityFields on ClinicianAvailability {
    clinicianId
    versionId
    lastUpdated
    timeZone
    saved
    alwaysAvailable
    slots {
      id
      dayIndex
      order
      enabled
      startTime
      endTime
      durationMinutes
      status
    }
    exceptions {
      id
      startDate
      endDate
      startTime
      endTime
      status
      isAlwaysAvailable
    }
  }
`);

export const ClinicianAvailabilityDocument = graphql(`
  query ClinicianAvailability($clinicianId: ID!) {
    ClinicianAvailability(clinicianId: $clinicianId) {
      ...ClinicianAvailabilityFields
    }
  }
`);

export const SaveClinicianAvailabilityDocument = graphql(`
  mutation SaveClinicianAvailability($input: ClinicianAvailabilityInput!) {
    saveClinicianAvailability(input: $input) {
      ...ClinicianAvailabilityFields
    }
  }
`);
