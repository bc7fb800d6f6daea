// Clinical Rounds' calls (SPEC §2 /manage-session): a day's session (read anew on each visit), the
// days of the saved sessions, and a save, which refreshes both.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../../api/graphql-client';
import type { RoundsFormValues } from '../../domain/rounds/rounds-form';
import type { RoundsSessionFieldsFragment } from '../../gql/graphql';
import { RoundsSessionDatesDocument, RoundsSessionDocument, SaveRoundsSessionDocument } from './rounds-documents';

export type RoundsSessionView = RoundsSessionFieldsFragment;
export type RoundsPatient = RoundsSessionView['patients'][number];

export const roundsKeys = {
  all: ['clinical-rounds'] as const,
  session: (date: string) => ['clinical-rounds', 'session', date] as const,
  dates: () => ['clinical-rounds', 'dates'] as const,
};

export const roundsSessionQuery = (date: string) =>
  queryOptions({
    queryKey: roundsKeys.session(date),
    queryFn: async () => (await request(RoundsSessionDocument, { date })).RoundsSession,
    staleTime: 0,
  });

export const roundsDatesQuery = () =>
  queryOptions({ queryKey: roundsKeys.dates(), queryFn: async () => (await request(RoundsSessionDatesDocument, {})).RoundsSessionDates });

export const saveRoundsSession = (session: Pick<RoundsSessionView, 'date' | 'versionId'>, values: RoundsFormValues) =>
  request(SaveRoundsSessionDocument, {
    date: session.date,
    versionId: session.versionId,
    entries: values.entries.map((e) => ({ patientId: e.patientId, note: e.note || null, decision: e.decision || null })),
  });

export function useRoundsSaved() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: roundsKeys.all }), [queryClient]);
}
