// The notification operations (SPEC §7 notification and job-function calls; schema in
// server/modules/notifications/notification.graphql): the bell's count and live feed, the panel's list,
// its Filters' event counts, marking viewed, and the /notifications job-function settings.
import { graphql } from '../gql';

export const NotificationsCountDocument = graphql(`
  query GetNotificationsCount($practitionerId: ID, $notify: [String!]) {
    GetNotificationsCount(practitionerId: $practitionerId, notify: $notify)
  }
`);

export const NotificationFieldsFragment = graphql(`
  fragment NotificationFields on Notification {
    _id
    cursor
    viewed
    createdAt
    notify
    event {
      code
      title
      description
    }
    resource {
      admissionId
    }
    meta {
      patientId
      patientName
      practitionerName
    }
    resourceDetails {
      orderId
      serviceRequestId
      documentId
    }
  }
`);

export const NotificationListDocument = graphql(`
  query GetNotificationList($filters: NotificationFilters, $first: Int, $after: String) {
    GetNotificationList(filters: $filters, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...NotificationFields
        }
      }
    }
  }
`);

/** The newest notification's replay cursor: where the bell's live feed starts (DESIGN §8 'Realtime'). */
export const NewestNotificationDocument = graphql(`
  query GetNewestNotification {
    GetNotificationList(first: 1) {
      edges {
        node {
          _id
          cursor
        }
      }
    }
  }
`);

/** The Filters sub-panel's event types with their counts (SPEC §2). */
export const NotificationEventCountsDocument = graphql(`
  query GetNotificationEventCounts($filters: NotificationFilters) {
    GetNotificationList(filters: $filters, first: 1) {
      eventCounts {
        code
        title
        count
      }
    }
  }
`);

export const MarkNotificationViewedDocument = graphql(`
  mutation MarkNotificationViewed($id: ID!) {
    markNotificationViewed(id: $id) {
      _id
      viewed
    }
  }
`);

/** SPEC §7 setNotificationUpdates(id): every notification of the caller viewed; id is the caller's user id. */
export const MarkAllNotificationsViewedDocument = graphql(`
  mutation SetNotificationUpdates($id: ID!) {
    setNotificationUpdates(id: $id)
  }
`);

export const NotificationAddedDocument = graphql(`
  subscription OnNotificationAdded($id: ID, $notify: [String!], $since: String) {
    onNotificationAdded(id: $id, notify: $notify, since: $since) {
      ...NotificationFields
    }
  }
`);

export const JobFunctionFieldsFragment = graphql(`
  fragment JobFunctionFields on JobFunctionRecord {
    _id
    code
    title
    status
    events {
      _id
    }
  }
`);

export const JobFunctionsDocument = graphql(`
  query GetJobFunctions {
    GetJobFunctions {
      ...JobFunctionFields
    }
  }
`);

export const NotificationEventsDocument = graphql(`
  query GetEvents {
    GetEvents {
      _id
      title
      description
      status
    }
  }
`);

export const UpdateJobFunctionDocument = graphql(`
  mutation UpdateJobFunction($input: JobFunctionInput!) {
    updateJobFunction(input: $input) {
      ...JobFunctionFields
    }
  }
`);
