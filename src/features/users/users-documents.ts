// The user administration operations (SPEC §7 User, UserList, createUser, updateUser,
// reinviteUser, resetUserPassword, deactivateUser, reactivateUser; schema in
// server/modules/users/user.graphql and account.graphql). resetUserPin(email) is
// src/api/account-documents.ts's, the change history src/api/audit-documents.ts's.
import { graphql } from '../../gql';

export const UserListDocument = graphql(`
  query UserList(
    $term: String
    $active: Boolean
    $firstName: String
    $lastName: String
    $organizationId: ID
    $jobFunction: String
    $state: String
    $role: String
    $first: Int
    $after: String
  ) {
    UserList(
      term: $term
      active: $active
      firstName: $firstName
      lastName: $lastName
      organizationId: $organizationId
      jobFunction: $jobFunction
      state: $state
      role: $role
      first: $first
      after: $after
    ) {
      edges {
        node {
          id
          email
          givenName
          familyName
          name
          status
          roles
          jobFunctions {
            code
            title
          }
          lastLoggedIn
        }
      }
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const UserDocument = graphql(`
  query User($id: ID!) {
    User(id: $id) {
      id
      email
      givenName
      familyName
      name
      phone
      state
      status
      statusUpdatedDate
      userType
      roles
      permissions
      jobFunctions {
        code
        title
      }
      practitionerId
      hasPin
      userPinModifiedOn
      lastLoggedIn
      invitedAt
      markets
      versionId
      legalEntities {
        id
        name
        type
        state
      }
      payers {
        id
        name
        type
        state
      }
    }
  }
`);

export const CreateUserDocument = graphql(`
  mutation CreateUser($user: UserInput!) {
    createUser(user: $user)
  }
`);

export const UpdateUserDocument = graphql(`
  mutation UpdateUser($id: ID!, $versionId: Int!, $user: UserInput!) {
    updateUser(id: $id, versionId: $versionId, user: $user)
  }
`);

export const ReinviteUserDocument = graphql(`
  mutation ReinviteUser($id: ID!) {
    reinviteUser(id: $id)
  }
`);

export const ResetUserPasswordDocument = graphql(`
  mutation ResetUserPassword($id: ID!) {
    resetUserPassword(id: $id)
  }
`);

export const DeactivateUserDocument = graphql(`
  mutation DeactivateUser($id: ID!) {
    deactivateUser(id: $id)
  }
`);

export const ReactivateUserDocument = graphql(`
  mutation ReactivateUser($id: ID!) {
    reactivateUser(id: $id)
  }
`);

/** The organizations a user can belong to: legal entities (type market) and payers (ins, mso, ipa). */
