// Encounters Review's calls (SPEC §2 /encounters-review): the queue as a paged list per review
// state, one encounter with its signed versions, its patient, what an amendment changed, the
// narrative PDF (a read), and a review. A review refreshes the queue and the encounter.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../../api/graphql-client';
import type { ReviewFormValues } from '../../domain/encounters/review-form';
import type { ReviewQueueState } from '../../domain/encounters/reviews';
import type { EncounterReviewListQuery, ReviewedEncounterFieldsFragment } from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';
import {
  EncounterReviewListDocument,
  EncounterVersionDiffDocument,
  ReviewEncounterDocument,
  ReviewedEncounterDocument,
  ReviewPatientDocument,
} from './review-documents';

export type ReviewedEncounter = ReviewedEncounterFieldsFragment;
export type QueueItem = EncounterReviewListQuery['EncounterReviewList']['edges'][number]['node'];

export const reviewKeys = {
  all: ['encounter-review'] as const,
  queue: (state: ReviewQueueState) => ['encounter-review', 'queue', state] as const,
  encounter: (id: string) => ['encounter-review', 'encounter', id] as const,
  diff: (id: string, from: number, to: number) => ['encounter-review', 'diff', id, from, to] as const,
  patient: (id: string) => ['encounter-review', 'patient', id] as const,
};

export const reviewQueueQuery = (state: ReviewQueueState) => (search: string) =>
  pagedListQuery(
    reviewKeys.queue(state),
    async ({ search: term, first, after }) =>
      (await request(EncounterReviewListDocument, { reviewState: [state], term: term || null, first, after })).EncounterReviewList,
    search,
  );

/** The encounter and its signed versions (GetEncounterVersion), read anew on each visit. */
export const reviewedEncounterQuery = (id: string) =>
  queryOptions({
    queryKey: reviewKeys.encounter(id),
    queryFn: async () => {
      const data = await request(ReviewedEncounterDocument, { id });
      return data.Encounter ? { encounter: data.Encounter, versions: data.GetEncounterVersion } : null;
    },
    staleTime: 0,
  });

export const reviewPatientQuery = (id: string) =>
  queryOptions({ queryKey: reviewKeys.patient(id), queryFn: async () => (await request(ReviewPatientDocument, { id })).Patient });

export const versionDiffQuery = (encounterId: string, from: number, to: number) =>
  queryOptions({
    queryKey: reviewKeys.diff(encounterId, from, to),
    queryFn: async () => (await request(EncounterVersionDiffDocument, { encounterId, from, to })).EncounterVersionDiff,
  });

export const reviewEncounter = (encounter: Pick<ReviewedEncounter, 'id' | 'versionId'>, review: ReviewFormValues) =>
  request(ReviewEncounterDocument, { encounterId: encounter.id, baseVersion: encounter.versionId, review });

/** After a review: the queue's states and the encounter read again. */
export function useReviewed() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: reviewKeys.all }), [queryClient]);
}
