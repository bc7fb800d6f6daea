// The account-security operations (issue 5): PIN, verification codes, passwords, audit trail.
import { graphql } from '../gql';

export const VerificationFieldsFragment = graphql(`
  fragment VerificationFields on VerificationCodeResponse {
    email
    createdOn
    attemptsRemaining
    resendRequestRemaining
    isValidCode
    isError
    errorMessage
  }
`);

export const AccountStatusFieldsFragment = graphql(`
  fragment AccountStatusFields on AccountStatus {
    passwordChangedOn
    passwordExpiresConfigValue
    passwordChangedSinceInDays
    isExtUserAccountExpired
    userPinModifiedOn
  }
`);

export const MyAccountDocument = graphql(`
  query MyAccount {
    me {
      id
      email
      name
      userType
      phone
      state
      hasPin
      userPinModifiedOn
      account {
        ...AccountStatusFields
      }
    }
  }
`);

export const SendPinVerificationCodeDocument = graphql(`
  mutation SendPINVerificationCode {
    sendPINVerificationCode {
      ...VerificationFields
    }
  }
`);

export const ValidatePinVerificationCodeDocument = graphql(`
  mutation ValidatePINVerificationCode($verificationCode: String!) {
    validatePINVerificationCode(verificationCode: $verificationCode) {
      ...VerificationFields
    }
  }
`);

export const UpsertUserPinDocument = graphql(`
  mutation UpsertUserPin($userPin: UserPinInput!) {
    upsertUserPin(userPin: $userPin) {
      id
      hasPin
      userPinModifiedOn
    }
  }
`);

export const ResetUserPinDocument = graphql(`
  mutation ResetUserPin($email: String!) {
    resetUserPin(email: $email)
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const ConfirmPasswordChangeDocument = graphql(`
  mutation ConfirmPasswordChange($email: String!, $verificationCode: String!, $newPassword: String!) {
    confirmPasswordChange(email: $email, verificationCode: $verificationCode, newPassword: $newPassword)
  }
`);

/** The profile page (/account): everything the signed-in user's own record shows. */
export const AccountProfileDocument = graphql(`
  query AccountProfile {
    me {
      id
      email
      name
      givenName
      familyName
      status
      userType
      roles
      jobFunctions {
        code
        title
      }
      phone
      state
      hasPin
      userPinModifiedOn
      lastLoggedIn
    }
  }
`);
