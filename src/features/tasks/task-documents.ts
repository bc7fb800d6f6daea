// The task work queue's operations (SPEC §2 '/tasks'; server/modules/tasks/tasks.graphql). A
// task's status changes through the chart's changePatientTaskStatus (src/api/patient-tasks.ts).
import { graphql } from '../../gql';

export const WorkTaskFieldsFragmentDoc = graphql(`
  fragment WorkTaskFields on WorkTask {
    id
    versionId
    patientId
    patientName
    title
    status
    priority
    ownerId
    owner
    ownerJobFunctionTitle
    dueDate
    overdue
    originLabel
    authoredOn
    requester
    completedOn
  }
`);

export const TaskListDocument = graphql(`
  query TaskList(
    $view: String!
    $status: String
    $priority: String
    $origin: String
    $overdue: Boolean
    $term: String
    $state: String
    $owner: String
    $age: String
    $first: Int
    $after: String
  ) {
    TaskList(
      view: $view
      status: $status
      priority: $priority
      origin: $origin
      overdue: $overdue
      term: $term
      state: $state
      owner: $owner
      age: $age
      first: $first
      after: $after
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...WorkTaskFields
        }
      }
    }
  }
`);

export const TaskHistoryDocument = graphql(`
  query TaskHistory($id: ID!) {
    TaskHistory(id: $id) {
      versionId
      at
      by
      status
      owner
      ownerJobFunctionTitle
      priority
      dueDate
    }
  }
`);

export const AssignTaskDocument = graphql(`
  mutation AssignTask($input: TaskAssignInput!) {
    assignTask(input: $input) {
      ...WorkTaskFields
    }
  }
`);

export const TaskDashboardDocument = graphql(`
  query TaskDashboard {
    TaskDashboard {
      open
      overdue
      byStatus {
        key
        label
        count
      }
      byOwner {
        key
        label
        count
      }
      byAge {
        key
        label
        count
      }
      byMarket {
        key
        label
        count
      }
    }
  }
`);
