// The GraphQL operations the client sends (typed by codegen: `npm run codegen`).
import { graphql } from '../gql';

export const MeDocument = graphql(`
  query Me {
    me {
      id
      email
      givenName
      familyName
      name
      status
      userType
      roles
      permissions
      jobFunctions {
        code
        title
      }
      practitionerId
      hasPin
      lastLoggedIn
    }
  }
`);

export const NotificationsCountDocument = graphql(`
  query GetNotificationsCount {
    GetNotificationsCount
  }
`);

export const NotificationListDocument = graphql(`
  query GetNotificationList($viewed: Boolean, $first: Int, $after: String) {
    GetNotificationList(viewed: $viewed, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          _id
          viewed
          createdAt
          event {
            title
            description
          }
          meta {
            patientId
            patientName
          }
        }
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

export const NotificationAddedDocument = graphql(`
  subscription OnNotificationAdded {
    onNotificationAdded {
      _id
      createdAt
      event {
        title
        description
      }
    }
  }
`);
