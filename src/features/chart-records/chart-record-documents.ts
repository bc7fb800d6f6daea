// The chart's Communication & Notes, Alerts, Orders, Referrals and Tasks operations (SPEC §2 chart
// tabs 1, 2, 5, 10, 12; server/modules/chart-records/chart-records.graphql).
import { graphql } from '../../gql';

export const CommunicationTopicListDocument = graphql(`
  query CommunicationTopicList {
    CommunicationTopicList {
      code
      display
      status
    }
  }
`);

export const PatientNoteListDocument = graphql(`
  query PatientNoteList($patientId: ID!, $topic: String, $term: String, $first: Int, $after: String) {
    PatientNoteList(patientId: $patientId, topic: $topic, term: $term, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          versionId
          sent
          topic
          topicDisplay
          text
          author
        }
      }
    }
  }
`);

export const AddPatientNoteDocument = graphql(`
  mutation AddPatientNote($input: PatientNoteInput!) {
    addPatientNote(input: $input) {
      id
    }
  }
`);

export const PatientAlertListDocument = graphql(`
  query PatientAlertList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {
    PatientAlertList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          versionId
          status
          category
          text
          start
          end
          author
        }
      }
    }
  }
`);

export const AddPatientAlertDocument = graphql(`
  mutation AddPatientAlert($input: PatientAlertInput!) {
    addPatientAlert(input: $input) {
      id
    }
  }
`);

export const DeactivatePatientAlertDocument = graphql(`
  mutation DeactivatePatientAlert($input: ChartRecordVersionInput!) {
    deactivatePatientAlert(input: $input) {
      id
      versionId
      status
    }
  }
`);

export const PatientOrderListDocument = graphql(`
  query PatientOrderList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {
    PatientOrderList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          versionId
          status
          text
          authoredOn
          requester
          admissionId
          admissionStart
        }
      }
    }
  }
`);

export const PatientOrderDetailsDocument = graphql(`
  query PatientOrderDetails($patientId: ID!) {
    PatientOrderDetails(patientId: $patientId) {
      draft
      active
      count
    }
  }
`);

export const AddPatientOrderDocument = graphql(`
  mutation AddPatientOrder($input: PatientOrderInput!) {
    addPatientOrder(input: $input) {
      id
    }
  }
`);

export const AddPatientOrderSetDocument = graphql(`
  mutation AddPatientOrderSet($input: PatientOrderSetInput!) {
    addPatientOrderSet(input: $input) {
      id
    }
  }
`);

export const ChangePatientOrderStatusDocument = graphql(`
  mutation ChangePatientOrderStatus($input: ChartRecordStatusInput!) {
    changePatientOrderStatus(input: $input) {
      id
      versionId
      status
    }
  }
`);

export const PatientReferralListDocument = graphql(`
  query PatientReferralList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {
    PatientReferralList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          versionId
          status
          referralDate
          source
          reason
          author
        }
      }
    }
  }
`);

export const AddPatientReferralDocument = graphql(`
  mutation AddPatientReferral($input: PatientReferralInput!) {
    addPatientReferral(input: $input) {
      id
    }
  }
`);

export const ChangePatientReferralStatusDocument = graphql(`
  mutation ChangePatientReferralStatus($input: ChartRecordStatusInput!) {
    changePatientReferralStatus(input: $input) {
      id
      versionId
      status
    }
  }
`);

export const PatientTaskListDocument = graphql(`
  query PatientTaskList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {
    PatientTaskList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          versionId
          title
          status
          priority
          ownerId
          owner
          ownerJobFunctionTitle
          dueDate
          authoredOn
          requester
          completedOn
          overdue
          originLabel
        }
      }
    }
  }
`);

export const PatientTaskSummaryDocument = graphql(`
  query PatientTaskSummary($patientId: ID!) {
    PatientTaskSummary(patientId: $patientId) {
      open
      overdue
    }
  }
`);

export const AddPatientTaskDocument = graphql(`
  mutation AddPatientTask($input: PatientTaskInput!) {
    addPatientTask(input: $input) {
      id
    }
  }
`);

export const PatientOrderDocument = graphql(`
  query PatientOrder($patientId: ID!, $id: ID!) {
    PatientOrder(patientId: $patientId, id: $id) {
      order {
        id
        versionId
        status
        text
        code
        authoredOn
        requester
        admissionId
        admissionStart
      }
      changes {
        versionId
        at
        by
        status
      }
    }
  }
`);
