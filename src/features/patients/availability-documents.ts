// The patient's availability (SPEC §2 'Appointment Available Time'; server/modules/patients/patient.graphql).
import { graphql } from '../../gql';

export const PatientAvailabilityFieldsFragmentDoc = graphql(`
  fragment PatientAvailabilityFields on PatientAvailability {
    patientId
    versionId
    type
    timeZone
    lastUpdated
    weekdays {
      day
      ranges {
        start
        end
      }
    }
    dates {
      date
      ranges {
        start
        end
      }
    }
  }
`);

export const UpdatePatientAvailabilityDocument = graphql(`
  mutation UpdatePatientAvailability($input: PatientAvailabilityInput!) {
    updatePatientAvailability(input: $input) {
      ...PatientAvailabilityFields
    }
  }
`);
