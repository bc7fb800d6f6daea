// The Encounter Duration screen's change: the durations saved at once; the answer is the list every booking reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encounterDurationKeys } from '../../api/encounter-durations';
import { request } from '../../api/graphql-client';
import type { EncounterDurationsValues } from '../../domain/scheduling/encounter-duration';
import { UpdateEncounterDurationsDocument } from './encounter-duration-documents';

export function useSaveEncounterDurations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: EncounterDurationsValues) =>
      (await request(UpdateEncounterDurationsDocument, { durations: values.durations })).updateEncounterDurations,
    onSuccess: (saved) => queryClient.setQueryData(encounterDurationKeys.all, saved),
  });
}
