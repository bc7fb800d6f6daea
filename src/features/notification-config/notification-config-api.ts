// The calls of /notifications (SPEC §2 'Subscribed Events for '; §7 GetJobFunctions, GetEvents,
// updateJobFunction): one key factory, the job functions with the events each receives, the
// events, and the save that puts the answer back in the cache.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import { JobFunctionsDocument, NotificationEventsDocument, UpdateJobFunctionDocument } from '../../api/notification-documents';
import type { GetEventsQuery, JobFunctionFieldsFragment } from '../../gql/graphql';

export type JobFunctionItem = JobFunctionFieldsFragment;
export type NotificationEventItem = GetEventsQuery['GetEvents'][number];

export const notificationConfigKeys = {
  all: ['notification-config'] as const,
  jobFunctions: () => ['notification-config', 'job-functions'] as const,
  events: () => ['notification-config', 'events'] as const,
};

export const jobFunctionsQuery = () =>
  queryOptions({
    queryKey: notificationConfigKeys.jobFunctions(),
    queryFn: async () => (await request(JobFunctionsDocument)).GetJobFunctions,
  });

export const notificationEventsQuery = () =>
  queryOptions({
    queryKey: notificationConfigKeys.events(),
    queryFn: async () => (await request(NotificationEventsDocument)).GetEvents,
    staleTime: 10 * 60_000,
  });

/** updateJobFunction(input: { _id: the job function's code, events }); the saved record replaces the cached one. */
export function useUpdateJobFunction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { _id: string; events: string[] }) => (await request(UpdateJobFunctionDocument, { input })).updateJobFunction,
    onSuccess: (saved) => {
      queryClient.setQueryData(jobFunctionsQuery().queryKey, (all) => all?.map((j) => (j.code === saved.code ? saved : j)));
    },
  });
}
