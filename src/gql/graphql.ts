/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** SPEC §4 admission holds: action hold (with a SPEC §3 hold reason), resume ('Resume Admission') or remove-hold ('Remove hold'); versionId is the version the user saw. */
export type AdmissionStatusInput = {
  action: string;
  admissionId: string | number;
  reason?: string | null | undefined;
  versionId: number;
};

export type AmendEncounterCommand = {
  baseVersion?: number | null | undefined;
  clientMutationId: string | number;
  encounterId: string | number;
  provenance?: ProvenanceInput | null | undefined;
  reason?: string | null | undefined;
};

export type CancelEncounterCommand = {
  baseVersion?: number | null | undefined;
  cancelReason?: string | null | undefined;
  clientMutationId: string | number;
  encounterId: string | number;
  provenance?: ProvenanceInput | null | undefined;
  resetStopActual?: boolean | null | undefined;
};

export type CreateEncounterCommand = {
  clientMutationId: string | number;
  encounter: EncounterCreateInput;
  provenance?: ProvenanceInput | null | undefined;
};

/**
 * One command of a device's outbox for syncEncounterCommands (DESIGN §4). Exactly one field is
 * set; its fields are the arguments of the mutation of the same name, except that baseVersion may
 * be left out on a command that follows another command of the same encounter in the batch: it
 * is then the version that command produced.
 */
export type EncounterCommandInput = {
  amendEncounter?: AmendEncounterCommand | null | undefined;
  cancelEncounter?: CancelEncounterCommand | null | undefined;
  createEncounter?: CreateEncounterCommand | null | undefined;
  esignEncounter?: EsignEncounterCommand | null | undefined;
  /** A form's answers (saveQuestionnaireResponse). Its baseVersion is the response's version; chained per form, like an encounter's. */
  saveQuestionnaireResponse?: SaveResponseCommand | null | undefined;
  startEncounter?: EncounterStepCommand | null | undefined;
  undoCheckIn?: EncounterStepCommand | null | undefined;
  updateEncounter?: UpdateEncounterCommand | null | undefined;
};

export type EncounterCreateInput = {
  appointmentId: string | number;
  deliveryType?: string | null | undefined;
  /** Client-made id (uuid), so an encounter created offline keeps its id. */
  id: string | number;
};

export type EncounterStepCommand = {
  baseVersion?: number | null | undefined;
  clientMutationId: string | number;
  encounterId: string | number;
  provenance: ProvenanceInput;
};

export type EncounterUpdateInput = {
  /** Check-out time; not before check-in (SPEC §8). */
  checkedOutAt?: string | null | undefined;
};

export type EsignEncounterCommand = {
  baseVersion?: number | null | undefined;
  clientMutationId: string | number;
  encounterId: string | number;
  provenance?: ProvenanceInput | null | undefined;
};

export type ProvenanceInput = {
  /** At most 200 characters. */
  device?: string | null | undefined;
  /** -90..90; given together with longitude. */
  latitude?: number | null | undefined;
  /** -180..180; given together with latitude. */
  longitude?: number | null | undefined;
  /** At most 10000 characters. */
  reason?: string | null | undefined;
  /** When it happened on the device (may be long before the mutation reaches the server). */
  recorded: string;
};

export type SaveResponseCommand = {
  answers: unknown;
  authored?: string | null | undefined;
  baseVersion?: number | null | undefined;
  clientMutationId: string | number;
  complete?: boolean | null | undefined;
  encounterId: string | number;
  questionnaireCode: string;
};

export type UpdateEncounterCommand = {
  baseVersion?: number | null | undefined;
  clientMutationId: string | number;
  encounter: EncounterUpdateInput;
  id: string | number;
};

export type UserPinInput = {
  confirmPin: string;
  /** Required when the user already has a PIN ('Enter your password to change PIN'). */
  password?: string | null | undefined;
  pin: string;
  /** Required for internal users: the code sent by sendPINVerificationCode. */
  verificationCode?: string | null | undefined;
};

export type VerificationFieldsFragment = { email: string | null, createdOn: string | null, attemptsRemaining: number, resendRequestRemaining: number, isValidCode: boolean, isError: boolean, errorMessage: string | null };

export type AccountStatusFieldsFragment = { passwordChangedOn: string, passwordExpiresConfigValue: number, passwordChangedSinceInDays: number, isExtUserAccountExpired: boolean, userPinModifiedOn: string | null };

export type MyAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountQuery = { me: { id: string, email: string, name: string, userType: string, phone: string | null, state: string | null, hasPin: boolean, userPinModifiedOn: string | null, account: { passwordChangedOn: string, passwordExpiresConfigValue: number, passwordChangedSinceInDays: number, isExtUserAccountExpired: boolean, userPinModifiedOn: string | null } } };

export type SendPinVerificationCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendPinVerificationCodeMutation = { sendPINVerificationCode: { email: string | null, createdOn: string | null, attemptsRemaining: number, resendRequestRemaining: number, isValidCode: boolean, isError: boolean, errorMessage: string | null } };

export type ValidatePinVerificationCodeMutationVariables = Exact<{
  verificationCode: string;
}>;


export type ValidatePinVerificationCodeMutation = { validatePINVerificationCode: { email: string | null, createdOn: string | null, attemptsRemaining: number, resendRequestRemaining: number, isValidCode: boolean, isError: boolean, errorMessage: string | null } };

export type UpsertUserPinMutationVariables = Exact<{
  userPin: UserPinInput;
}>;


export type UpsertUserPinMutation = { upsertUserPin: { id: string, hasPin: boolean, userPinModifiedOn: string | null } };

export type ResetUserPinMutationVariables = Exact<{
  email: string;
}>;


export type ResetUserPinMutation = { resetUserPin: string };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type ConfirmPasswordChangeMutationVariables = Exact<{
  email: string;
  verificationCode: string;
  newPassword: string;
}>;


export type ConfirmPasswordChangeMutation = { confirmPasswordChange: boolean };

export type AccountProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountProfileQuery = { me: { id: string, email: string, name: string, givenName: string, familyName: string, status: string, userType: string, roles: Array<string>, phone: string | null, state: string | null, hasPin: boolean, userPinModifiedOn: string | null, lastLoggedIn: string | null, jobFunctions: Array<{ code: string, title: string }> } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, givenName: string, familyName: string, name: string, status: string, userType: string, roles: Array<string>, permissions: Array<string>, practitionerId: string | null, hasPin: boolean, lastLoggedIn: string | null, jobFunctions: Array<{ code: string, title: string }> } };

export type GetNotificationsCountQueryVariables = Exact<{ [key: string]: never; }>;


export type GetNotificationsCountQuery = { GetNotificationsCount: number };

export type GetNotificationListQueryVariables = Exact<{
  viewed?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetNotificationListQuery = { GetNotificationList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { _id: string, viewed: boolean, createdAt: string, event: { title: string, description: string }, meta: { patientId: string | null, patientName: string | null } } }> } };

export type MarkNotificationViewedMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationViewedMutation = { markNotificationViewed: { _id: string, viewed: boolean } };

export type OnNotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnNotificationAddedSubscription = { onNotificationAdded: { _id: string, createdAt: string, event: { title: string, description: string } } };

export type AppointmentFieldsFragment = { id: string, versionId: number, lastUpdated: string, status: string, appointmentType: string, start: string, end: string, routeOrder: number | null, patientId: string, practitionerId: string | null, encounterId: string | null, address: { line: Array<string>, city: string, state: string, postalCode: string, latitude: number | null, longitude: number | null } | null };

export type PatientFieldsFragment = { id: string, versionId: number, lastUpdated: string, name: string, givenName: string, familyName: string, gender: string, birthDate: string, age: number, phone: string | null, payerName: string | null, address: { line: Array<string>, city: string, state: string, postalCode: string, latitude: number | null, longitude: number | null } | null };

export type EncounterFieldsFragment = { id: string, versionId: number, lastUpdated: string, status: string, stateText: string | null, type: string, deliveryType: string, checkedInAt: string | null, checkedOutAt: string | null, signedAt: string | null, cancelReason: string | null, amendReason: string | null, patientId: string, practitionerId: string | null, appointmentId: string | null, episodeOfCareId: string | null, hasActiveAuthorization: boolean, period: { start: string | null, end: string | null }, state: { status: string, stateText: string | null, allowCheckIn: boolean, allowCheckout: boolean, allowESign: boolean, allowAmend: boolean, allowCancel: boolean, allowUndoCheckIn: boolean } };

export type MyScheduleQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type MyScheduleQuery = { MySchedule: { practitionerId: string, from: string, to: string, syncedAt: string, appointments: Array<{ id: string, versionId: number, lastUpdated: string, status: string, appointmentType: string, start: string, end: string, routeOrder: number | null, patientId: string, practitionerId: string | null, encounterId: string | null, address: { line: Array<string>, city: string, state: string, postalCode: string, latitude: number | null, longitude: number | null } | null }>, patients: Array<{ id: string, versionId: number, lastUpdated: string, name: string, givenName: string, familyName: string, gender: string, birthDate: string, age: number, phone: string | null, payerName: string | null, address: { line: Array<string>, city: string, state: string, postalCode: string, latitude: number | null, longitude: number | null } | null }>, encounters: Array<{ id: string, versionId: number, lastUpdated: string, status: string, stateText: string | null, type: string, deliveryType: string, checkedInAt: string | null, checkedOutAt: string | null, signedAt: string | null, cancelReason: string | null, amendReason: string | null, patientId: string, practitionerId: string | null, appointmentId: string | null, episodeOfCareId: string | null, hasActiveAuthorization: boolean, period: { start: string | null, end: string | null }, state: { status: string, stateText: string | null, allowCheckIn: boolean, allowCheckout: boolean, allowESign: boolean, allowAmend: boolean, allowCancel: boolean, allowUndoCheckIn: boolean } }>, days: Array<{ date: string, appointmentIds: Array<string> }>, questionnaires: Array<{ id: string, versionId: number, code: string, title: string, status: string, items: unknown }>, plans: Array<{ id: string, versionId: number, title: string, encounterType: string, deliveryType: string, forms: Array<{ questionnaireCode: string, logic: string, label: string, listed: boolean, required: boolean }> }>, responses: Array<{ id: string, versionId: number, lastUpdated: string, questionnaireCode: string, questionnaireVersion: number, encounterId: string, authorId: string | null, authored: string, status: string, answers: unknown }>, earlierResponses: Array<{ questionnaireCode: string, encounterId: string, patientId: string, visitStart: string, answers: unknown }> } };

export type EncounterByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type EncounterByIdQuery = { Encounter: { id: string, versionId: number, lastUpdated: string, status: string, stateText: string | null, type: string, deliveryType: string, checkedInAt: string | null, checkedOutAt: string | null, signedAt: string | null, cancelReason: string | null, amendReason: string | null, patientId: string, practitionerId: string | null, appointmentId: string | null, episodeOfCareId: string | null, hasActiveAuthorization: boolean, period: { start: string | null, end: string | null }, state: { status: string, stateText: string | null, allowCheckIn: boolean, allowCheckout: boolean, allowESign: boolean, allowAmend: boolean, allowCancel: boolean, allowUndoCheckIn: boolean } } | null };

export type SyncEncounterCommandsMutationVariables = Exact<{
  commands: Array<EncounterCommandInput> | EncounterCommandInput;
}>;


export type SyncEncounterCommandsMutation = { syncEncounterCommands: Array<{ clientMutationId: string, encounter: { id: string, versionId: number, lastUpdated: string, status: string, stateText: string | null, type: string, deliveryType: string, checkedInAt: string | null, checkedOutAt: string | null, signedAt: string | null, cancelReason: string | null, amendReason: string | null, patientId: string, practitionerId: string | null, appointmentId: string | null, episodeOfCareId: string | null, hasActiveAuthorization: boolean, period: { start: string | null, end: string | null }, state: { status: string, stateText: string | null, allowCheckIn: boolean, allowCheckout: boolean, allowESign: boolean, allowAmend: boolean, allowCancel: boolean, allowUndoCheckIn: boolean } } | null, esign: { signed: boolean, missingAnswers: Array<{ id: string, title: string, conditions: Array<{ id: string, name: string, linkIds: Array<string> }> }> } | null, response: { id: string, versionId: number, lastUpdated: string, questionnaireCode: string, questionnaireVersion: number, encounterId: string, authorId: string | null, authored: string, status: string, answers: unknown } | null, error: { code: string, message: string, field: string | null, currentVersion: number | null, encounterId: string | null } | null }> };

export type OnEncounterCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnEncounterCreatedSubscription = { onEncounterCreated: { id: string, versionId: number } };

export type OnEncounterUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnEncounterUpdatedSubscription = { onEncounterUpdated: { id: string, versionId: number } };

export type QuestionnaireFieldsFragment = { id: string, versionId: number, code: string, title: string, status: string, items: unknown };

export type PlanFieldsFragment = { id: string, versionId: number, title: string, encounterType: string, deliveryType: string, forms: Array<{ questionnaireCode: string, logic: string, label: string, listed: boolean, required: boolean }> };

export type ResponseFieldsFragment = { id: string, versionId: number, lastUpdated: string, questionnaireCode: string, questionnaireVersion: number, encounterId: string, authorId: string | null, authored: string, status: string, answers: unknown };

export type EncounterResponsesQueryVariables = Exact<{
  encounterId: string | number;
}>;


export type EncounterResponsesQuery = { QuestionnaireResponseListForClinical: Array<{ id: string, versionId: number, lastUpdated: string, questionnaireCode: string, questionnaireVersion: number, encounterId: string, authorId: string | null, authored: string, status: string, answers: unknown }> };

export type NarrativePdfMutationVariables = Exact<{
  encounterId: string | number;
}>;


export type NarrativePdfMutation = { generateEncounterNarrativePDF: { fileName: string, contentType: string, data: string } };

export type PatientListQueryVariables = Exact<{
  term?: string | null | undefined;
  state?: string | null | undefined;
  market?: string | number | null | undefined;
  admission?: Array<string> | string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PatientListQuery = { PatientList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, givenName: string, familyName: string, birthDate: string, age: number, gender: string, phone: string | null, externalNumber: string | null, admissionStatus: string | null, state: string | null, marketName: string | null, address: { line: Array<string>, city: string, state: string } | null } }> } };

export type MarketListQueryVariables = Exact<{
  states?: Array<string> | string | null | undefined;
  term?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type MarketListQuery = { MarketList: { totalCount: number, edges: Array<{ node: { id: string, name: string, state: string | null } }> } };

export type PatientChartQueryVariables = Exact<{
  id: string | number;
}>;


export type PatientChartQuery = { PatientChart: { patient: { id: string, name: string, birthDate: string, age: number, gender: string, phone: string | null, externalNumber: string | null, admissionStatus: string | null, state: string | null, marketName: string | null }, demographics: { fullName: string, preferredName: string | null, gender: string, birthDate: string, age: number, maritalStatus: string | null, externalNumber: string | null, ssnLast4: string | null, email: string | null, fax: string | null, race: string | null, ethnicity: string | null, timeZone: string, phones: Array<{ use: string | null, value: string, display: string }>, emergencyContact: { name: string, relationship: string | null, phone: string | null } | null, caregivers: Array<{ name: string, relationship: string | null, phone: string | null }>, addresses: Array<{ line: Array<string>, city: string, state: string, postalCode: string }> }, tabs: Array<{ key: string, count: number }> } };

export type AdmissionListQueryVariables = Exact<{
  patientId: string | number;
}>;


export type AdmissionListQuery = { AdmissionList: Array<{ id: string, versionId: number, status: string, periodStart: string, periodEnd: string | null, holdReason: string | null, statusHistory: Array<{ status: string, start: string, end: string | null }> }> };

export type ChangeAdmissionStatusMutationVariables = Exact<{
  input: AdmissionStatusInput;
}>;


export type ChangeAdmissionStatusMutation = { changeAdmissionStatus: { id: string, versionId: number, status: string, holdReason: string | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const VerificationFieldsFragmentDoc = new TypedDocumentString(`
    fragment VerificationFields on VerificationCodeResponse {
  email
  createdOn
  attemptsRemaining
  resendRequestRemaining
  isValidCode
  isError
  errorMessage
}
    `, {"fragmentName":"VerificationFields"}) as unknown as TypedDocumentString<VerificationFieldsFragment, unknown>;
export const AccountStatusFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccountStatusFields on AccountStatus {
  passwordChangedOn
  passwordExpiresConfigValue
  passwordChangedSinceInDays
  isExtUserAccountExpired
  userPinModifiedOn
}
    `, {"fragmentName":"AccountStatusFields"}) as unknown as TypedDocumentString<AccountStatusFieldsFragment, unknown>;
export const AppointmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment AppointmentFields on Appointment {
  id
  versionId
  lastUpdated
  status
  appointmentType
  start
  end
  routeOrder
  patientId
  practitionerId
  encounterId
  address {
    line
    city
    state
    postalCode
    latitude
    longitude
  }
}
    `, {"fragmentName":"AppointmentFields"}) as unknown as TypedDocumentString<AppointmentFieldsFragment, unknown>;
export const PatientFieldsFragmentDoc = new TypedDocumentString(`
    fragment PatientFields on Patient {
  id
  versionId
  lastUpdated
  name
  givenName
  familyName
  gender
  birthDate
  age
  phone
  payerName
  address {
    line
    city
    state
    postalCode
    latitude
    longitude
  }
}
    `, {"fragmentName":"PatientFields"}) as unknown as TypedDocumentString<PatientFieldsFragment, unknown>;
export const EncounterFieldsFragmentDoc = new TypedDocumentString(`
    fragment EncounterFields on Encounter {
  id
  versionId
  lastUpdated
  status
  stateText
  type
  deliveryType
  period {
    start
    end
  }
  checkedInAt
  checkedOutAt
  signedAt
  cancelReason
  amendReason
  patientId
  practitionerId
  appointmentId
  episodeOfCareId
  hasActiveAuthorization
  state {
    status
    stateText
    allowCheckIn
    allowCheckout
    allowESign
    allowAmend
    allowCancel
    allowUndoCheckIn
  }
}
    `, {"fragmentName":"EncounterFields"}) as unknown as TypedDocumentString<EncounterFieldsFragment, unknown>;
export const QuestionnaireFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuestionnaireFields on Questionnaire {
  id
  versionId
  code
  title
  status
  items
}
    `, {"fragmentName":"QuestionnaireFields"}) as unknown as TypedDocumentString<QuestionnaireFieldsFragment, unknown>;
export const PlanFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlanFields on PlanDefinition {
  id
  versionId
  title
  encounterType
  deliveryType
  forms {
    questionnaireCode
    logic
    label
    listed
    required
  }
}
    `, {"fragmentName":"PlanFields"}) as unknown as TypedDocumentString<PlanFieldsFragment, unknown>;
export const ResponseFieldsFragmentDoc = new TypedDocumentString(`
    fragment ResponseFields on QuestionnaireResponse {
  id
  versionId
  lastUpdated
  questionnaireCode
  questionnaireVersion
  encounterId
  authorId
  authored
  status
  answers
}
    `, {"fragmentName":"ResponseFields"}) as unknown as TypedDocumentString<ResponseFieldsFragment, unknown>;
export const MyAccountDocument = new TypedDocumentString(`
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
    fragment AccountStatusFields on AccountStatus {
  passwordChangedOn
  passwordExpiresConfigValue
  passwordChangedSinceInDays
  isExtUserAccountExpired
  userPinModifiedOn
}`) as unknown as TypedDocumentString<MyAccountQuery, MyAccountQueryVariables>;
export const SendPinVerificationCodeDocument = new TypedDocumentString(`
    mutation SendPINVerificationCode {
  sendPINVerificationCode {
    ...VerificationFields
  }
}
    fragment VerificationFields on VerificationCodeResponse {
  email
  createdOn
  attemptsRemaining
  resendRequestRemaining
  isValidCode
  isError
  errorMessage
}`) as unknown as TypedDocumentString<SendPinVerificationCodeMutation, SendPinVerificationCodeMutationVariables>;
export const ValidatePinVerificationCodeDocument = new TypedDocumentString(`
    mutation ValidatePINVerificationCode($verificationCode: String!) {
  validatePINVerificationCode(verificationCode: $verificationCode) {
    ...VerificationFields
  }
}
    fragment VerificationFields on VerificationCodeResponse {
  email
  createdOn
  attemptsRemaining
  resendRequestRemaining
  isValidCode
  isError
  errorMessage
}`) as unknown as TypedDocumentString<ValidatePinVerificationCodeMutation, ValidatePinVerificationCodeMutationVariables>;
export const UpsertUserPinDocument = new TypedDocumentString(`
    mutation UpsertUserPin($userPin: UserPinInput!) {
  upsertUserPin(userPin: $userPin) {
    id
    hasPin
    userPinModifiedOn
  }
}
    `) as unknown as TypedDocumentString<UpsertUserPinMutation, UpsertUserPinMutationVariables>;
export const ResetUserPinDocument = new TypedDocumentString(`
    mutation ResetUserPin($email: String!) {
  resetUserPin(email: $email)
}
    `) as unknown as TypedDocumentString<ResetUserPinMutation, ResetUserPinMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ConfirmPasswordChangeDocument = new TypedDocumentString(`
    mutation ConfirmPasswordChange($email: String!, $verificationCode: String!, $newPassword: String!) {
  confirmPasswordChange(
    email: $email
    verificationCode: $verificationCode
    newPassword: $newPassword
  )
}
    `) as unknown as TypedDocumentString<ConfirmPasswordChangeMutation, ConfirmPasswordChangeMutationVariables>;
export const AccountProfileDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<AccountProfileQuery, AccountProfileQueryVariables>;
export const MeDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const GetNotificationsCountDocument = new TypedDocumentString(`
    query GetNotificationsCount {
  GetNotificationsCount
}
    `) as unknown as TypedDocumentString<GetNotificationsCountQuery, GetNotificationsCountQueryVariables>;
export const GetNotificationListDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<GetNotificationListQuery, GetNotificationListQueryVariables>;
export const MarkNotificationViewedDocument = new TypedDocumentString(`
    mutation MarkNotificationViewed($id: ID!) {
  markNotificationViewed(id: $id) {
    _id
    viewed
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationViewedMutation, MarkNotificationViewedMutationVariables>;
export const OnNotificationAddedDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<OnNotificationAddedSubscription, OnNotificationAddedSubscriptionVariables>;
export const MyScheduleDocument = new TypedDocumentString(`
    query MySchedule($from: String!, $to: String!) {
  MySchedule(from: $from, to: $to) {
    practitionerId
    from
    to
    syncedAt
    appointments {
      ...AppointmentFields
    }
    patients {
      ...PatientFields
    }
    encounters {
      ...EncounterFields
    }
    days {
      date
      appointmentIds
    }
    questionnaires {
      ...QuestionnaireFields
    }
    plans {
      ...PlanFields
    }
    responses {
      ...ResponseFields
    }
    earlierResponses {
      questionnaireCode
      encounterId
      patientId
      visitStart
      answers
    }
  }
}
    fragment AppointmentFields on Appointment {
  id
  versionId
  lastUpdated
  status
  appointmentType
  start
  end
  routeOrder
  patientId
  practitionerId
  encounterId
  address {
    line
    city
    state
    postalCode
    latitude
    longitude
  }
}
fragment PatientFields on Patient {
  id
  versionId
  lastUpdated
  name
  givenName
  familyName
  gender
  birthDate
  age
  phone
  payerName
  address {
    line
    city
    state
    postalCode
    latitude
    longitude
  }
}
fragment EncounterFields on Encounter {
  id
  versionId
  lastUpdated
  status
  stateText
  type
  deliveryType
  period {
    start
    end
  }
  checkedInAt
  checkedOutAt
  signedAt
  cancelReason
  amendReason
  patientId
  practitionerId
  appointmentId
  episodeOfCareId
  hasActiveAuthorization
  state {
    status
    stateText
    allowCheckIn
    allowCheckout
    allowESign
    allowAmend
    allowCancel
    allowUndoCheckIn
  }
}
fragment QuestionnaireFields on Questionnaire {
  id
  versionId
  code
  title
  status
  items
}
fragment PlanFields on PlanDefinition {
  id
  versionId
  title
  encounterType
  deliveryType
  forms {
    questionnaireCode
    logic
    label
    listed
    required
  }
}
fragment ResponseFields on QuestionnaireResponse {
  id
  versionId
  lastUpdated
  questionnaireCode
  questionnaireVersion
  encounterId
  authorId
  authored
  status
  answers
}`) as unknown as TypedDocumentString<MyScheduleQuery, MyScheduleQueryVariables>;
export const EncounterByIdDocument = new TypedDocumentString(`
    query EncounterById($id: ID!) {
  Encounter(id: $id) {
    ...EncounterFields
  }
}
    fragment EncounterFields on Encounter {
  id
  versionId
  lastUpdated
  status
  stateText
  type
  deliveryType
  period {
    start
    end
  }
  checkedInAt
  checkedOutAt
  signedAt
  cancelReason
  amendReason
  patientId
  practitionerId
  appointmentId
  episodeOfCareId
  hasActiveAuthorization
  state {
    status
    stateText
    allowCheckIn
    allowCheckout
    allowESign
    allowAmend
    allowCancel
    allowUndoCheckIn
  }
}`) as unknown as TypedDocumentString<EncounterByIdQuery, EncounterByIdQueryVariables>;
export const SyncEncounterCommandsDocument = new TypedDocumentString(`
    mutation SyncEncounterCommands($commands: [EncounterCommandInput!]!) {
  syncEncounterCommands(commands: $commands) {
    clientMutationId
    encounter {
      ...EncounterFields
    }
    esign {
      signed
      missingAnswers {
        id
        title
        conditions {
          id
          name
          linkIds
        }
      }
    }
    response {
      ...ResponseFields
    }
    error {
      code
      message
      field
      currentVersion
      encounterId
    }
  }
}
    fragment EncounterFields on Encounter {
  id
  versionId
  lastUpdated
  status
  stateText
  type
  deliveryType
  period {
    start
    end
  }
  checkedInAt
  checkedOutAt
  signedAt
  cancelReason
  amendReason
  patientId
  practitionerId
  appointmentId
  episodeOfCareId
  hasActiveAuthorization
  state {
    status
    stateText
    allowCheckIn
    allowCheckout
    allowESign
    allowAmend
    allowCancel
    allowUndoCheckIn
  }
}
fragment ResponseFields on QuestionnaireResponse {
  id
  versionId
  lastUpdated
  questionnaireCode
  questionnaireVersion
  encounterId
  authorId
  authored
  status
  answers
}`) as unknown as TypedDocumentString<SyncEncounterCommandsMutation, SyncEncounterCommandsMutationVariables>;
export const OnEncounterCreatedDocument = new TypedDocumentString(`
    subscription OnEncounterCreated {
  onEncounterCreated {
    id
    versionId
  }
}
    `) as unknown as TypedDocumentString<OnEncounterCreatedSubscription, OnEncounterCreatedSubscriptionVariables>;
export const OnEncounterUpdatedDocument = new TypedDocumentString(`
    subscription OnEncounterUpdated {
  onEncounterUpdated {
    id
    versionId
  }
}
    `) as unknown as TypedDocumentString<OnEncounterUpdatedSubscription, OnEncounterUpdatedSubscriptionVariables>;
export const EncounterResponsesDocument = new TypedDocumentString(`
    query EncounterResponses($encounterId: ID!) {
  QuestionnaireResponseListForClinical(encounterId: $encounterId) {
    ...ResponseFields
  }
}
    fragment ResponseFields on QuestionnaireResponse {
  id
  versionId
  lastUpdated
  questionnaireCode
  questionnaireVersion
  encounterId
  authorId
  authored
  status
  answers
}`) as unknown as TypedDocumentString<EncounterResponsesQuery, EncounterResponsesQueryVariables>;
export const NarrativePdfDocument = new TypedDocumentString(`
    mutation NarrativePdf($encounterId: ID!) {
  generateEncounterNarrativePDF(encounterId: $encounterId) {
    fileName
    contentType
    data
  }
}
    `) as unknown as TypedDocumentString<NarrativePdfMutation, NarrativePdfMutationVariables>;
export const PatientListDocument = new TypedDocumentString(`
    query PatientList($term: String, $state: String, $market: ID, $admission: [String!], $first: Int, $after: String) {
  PatientList(
    term: $term
    state: $state
    market: $market
    admission: $admission
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
        id
        name
        givenName
        familyName
        birthDate
        age
        gender
        phone
        externalNumber
        admissionStatus
        state
        marketName
        address {
          line
          city
          state
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PatientListQuery, PatientListQueryVariables>;
export const MarketListDocument = new TypedDocumentString(`
    query MarketList($states: [String!], $term: String, $first: Int) {
  MarketList(states: $states, term: $term, first: $first) {
    totalCount
    edges {
      node {
        id
        name
        state
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MarketListQuery, MarketListQueryVariables>;
export const PatientChartDocument = new TypedDocumentString(`
    query PatientChart($id: ID!) {
  PatientChart(id: $id) {
    patient {
      id
      name
      birthDate
      age
      gender
      phone
      externalNumber
      admissionStatus
      state
      marketName
    }
    demographics {
      fullName
      preferredName
      gender
      birthDate
      age
      maritalStatus
      externalNumber
      ssnLast4
      phones {
        use
        value
        display
      }
      emergencyContact {
        name
        relationship
        phone
      }
      caregivers {
        name
        relationship
        phone
      }
      addresses {
        line
        city
        state
        postalCode
      }
      email
      fax
      race
      ethnicity
      timeZone
    }
    tabs {
      key
      count
    }
  }
}
    `) as unknown as TypedDocumentString<PatientChartQuery, PatientChartQueryVariables>;
export const AdmissionListDocument = new TypedDocumentString(`
    query AdmissionList($patientId: ID!) {
  AdmissionList(patientId: $patientId) {
    id
    versionId
    status
    periodStart
    periodEnd
    holdReason
    statusHistory {
      status
      start
      end
    }
  }
}
    `) as unknown as TypedDocumentString<AdmissionListQuery, AdmissionListQueryVariables>;
export const ChangeAdmissionStatusDocument = new TypedDocumentString(`
    mutation ChangeAdmissionStatus($input: AdmissionStatusInput!) {
  changeAdmissionStatus(input: $input) {
    id
    versionId
    status
    holdReason
  }
}
    `) as unknown as TypedDocumentString<ChangeAdmissionStatusMutation, ChangeAdmissionStatusMutationVariables>;