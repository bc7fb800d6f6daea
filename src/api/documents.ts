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
