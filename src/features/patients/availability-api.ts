// The patient's availability (SPEC §2 'Appointment Available Time'): the chart's frame carries it
// (demographics.availability, also offline); a change is online only and writes against the
// patient record's version the user saw, then the chart is read again.

import { request } from '../../api/graphql-client';
import type { PatientAvailability } from '../../domain/patients/availability';
import type { PatientAvailabilityFieldsFragment } from '../../gql/graphql';
import { UpdatePatientAvailabilityDocument } from './availability-documents';

export type Availability = PatientAvailabilityFieldsFragment;

export async function updatePatientAvailability(
  input: { patientId: string; versionId: number } & PatientAvailability,
): Promise<Availability> {
  return (await request(UpdatePatientAvailabilityDocument, { input })).updatePatientAvailability;
}
