// A patient's task calls that two screens share (SPEC §2): the chart's Tasks tab
// (features/chart-records) and the /tasks work queue (features/tasks). Who may own the patient's
// tasks, and moving a task on (Start, Complete, Cancel task); both under the chart records' key.
import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../gql';
import { request } from './graphql-client';
import { queryKeys } from './query-keys';

export const PatientTaskOwnerListDocument = graphql(`
  query PatientTaskOwnerList($patientId: ID!) {
    PatientTaskOwnerList(patientId: $patientId) {
      id
      name
    }
  }
`);

export const ChangePatientTaskStatusDocument = graphql(`
  mutation ChangePatientTaskStatus($input: ChartRecordStatusInput!) {
    changePatientTaskStatus(input: $input) {
      id
      versionId
      status
    }
  }
`);

/** Who a task of the patient may be given to (active staff who read the patient). */
export const taskOwnerListQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...queryKeys.chartRecords(patientId), 'task-owners'] as const,
    queryFn: async () => (await request(PatientTaskOwnerListDocument, { patientId })).PatientTaskOwnerList,
    staleTime: 5 * 60_000,
  });

export const changeTaskStatus = (task: { id: string; versionId: number }, status: string) =>
  request(ChangePatientTaskStatusDocument, { input: { id: task.id, versionId: task.versionId, status } });
