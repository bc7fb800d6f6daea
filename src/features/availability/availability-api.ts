// A clinician's availability (SPEC §3 Slot, §4 'Availability'): one read of the weekly slots and
// exceptions in the clinician's time zone, and the save of the whole availability as the form
// holds it (online only: the server checks the version the user saw, SPEC §5 rules on their fields).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import type { ClinicianAvailabilityFieldsFragment, ClinicianAvailabilityInput } from '../../gql/graphql';
import { ClinicianAvailabilityDocument, SaveClinicianAvailabilityDocument } from './clinician-availability-documents';

export type ClinicianAvailability = ClinicianAvailabilityFieldsFragment;

export const availabilityKeys = {
  all: ['clinician-availability'] as const,
  clinician: (clinicianId: string) => ['clinician-availability', clinicianId] as const,
};

export const clinicianAvailabilityQuery = (clinicianId: string) =>
  queryOptions({
    queryKey: availabilityKeys.clinician(clinicianId),
    queryFn: async (): Promise<ClinicianAvailability> =>
      (await request(ClinicianAvailabilityDocument, { clinicianId })).ClinicianAvailability,
    staleTime: 30_000,
  });

export async function saveClinicianAvailability(input: ClinicianAvailabilityInput): Promise<ClinicianAvailability> {
  return (await request(SaveClinicianAvailabilityDocument, { input })).saveClinicianAvailability;
}
