import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO 8601 date-time string. */
  DateTime: { input: string; output: string; }
  /** A JSON value: a form's item tree, as QuestionnaireItem[] of src/domain/forms/questionnaire.ts. */
  JSON: { input: unknown; output: unknown; }
};

/** SPEC §3 user fields of the signed-in user's own account (on login and on `me`). */
export type AccountStatus = {
  __typename?: 'AccountStatus';
  isExtUserAccountExpired: Scalars['Boolean']['output'];
  passwordChangedOn: Scalars['DateTime']['output'];
  passwordChangedSinceInDays: Scalars['Int']['output'];
  /** Days a password lasts (setting PasswordExpiresDays, default 90). */
  passwordExpiresConfigValue: Scalars['Int']['output'];
  userPinModifiedOn?: Maybe<Scalars['DateTime']['output']>;
};

/** SPEC §3 Admission (an episode of care). */
export type Admission = {
  __typename?: 'Admission';
  holdReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  periodEnd?: Maybe<Scalars['DateTime']['output']>;
  periodStart: Scalars['DateTime']['output'];
  status: Scalars['String']['output'];
  statusHistory: Array<AdmissionStatusPeriod>;
  versionId: Scalars['Int']['output'];
};

/** SPEC §4 admission holds: action hold (with a SPEC §3 hold reason), resume ('Resume Admission') or remove-hold ('Remove hold'); versionId is the version the user saw. */
export type AdmissionStatusInput = {
  action: Scalars['String']['input'];
  admissionId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  versionId: Scalars['Int']['input'];
};

export type AdmissionStatusPeriod = {
  __typename?: 'AdmissionStatusPeriod';
  end?: Maybe<Scalars['DateTime']['output']>;
  start: Scalars['DateTime']['output'];
  status: Scalars['String']['output'];
};

export type AmendEncounterCommand = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
  provenance?: InputMaybe<ProvenanceInput>;
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type Appointment = {
  __typename?: 'Appointment';
  address?: Maybe<PatientAddress>;
  /** soc-patient | soc-evaluation | re-admit | follow-up */
  appointmentType: Scalars['String']['output'];
  /** The appointment's encounter, when one exists: the one not cancelled, else the latest cancelled one. */
  encounterId?: Maybe<Scalars['ID']['output']>;
  end: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  patientId: Scalars['ID']['output'];
  practitionerId?: Maybe<Scalars['ID']['output']>;
  routeOrder?: Maybe<Scalars['Int']['output']>;
  start: Scalars['DateTime']['output'];
  /** SPEC §3 appointment status code (booked, checked-in, checked-out, signed, cancelled, noshow, ...) */
  status: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

export type AuthEvent = {
  __typename?: 'AuthEvent';
  address?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  detail?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** sign-in, sign-in-failed, lockout, sso-sign-in, sign-out, refresh-reuse, pin-change, pin-reset, unlock, unlock-failed, code-sent, code-failed, password-change, password-reset */
  kind: Scalars['String']['output'];
  userId?: Maybe<Scalars['ID']['output']>;
};

export type CancelEncounterCommand = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  cancelReason?: InputMaybe<Scalars['String']['input']>;
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
  provenance?: InputMaybe<ProvenanceInput>;
  resetStopActual?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One chart tab (SPEC §2) with its count. */
export type ChartTab = {
  __typename?: 'ChartTab';
  count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
};

/** Why one command of a batch was not applied: what the mutation alone would have answered. */
export type CommandError = {
  __typename?: 'CommandError';
  /** An error code (BAD_USER_INPUT, CONFLICT, FORBIDDEN, NOT_FOUND), or SKIPPED: an earlier command of the same encounter in this batch was not applied, so this one was not tried. */
  code: Scalars['String']['output'];
  /** CONFLICT: the current version (createEncounter: of the appointment's existing encounter). */
  currentVersion?: Maybe<Scalars['Int']['output']>;
  /** CONFLICT on createEncounter: the appointment's existing encounter. */
  encounterId?: Maybe<Scalars['ID']['output']>;
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type CreateEncounterCommand = {
  clientMutationId: Scalars['ID']['input'];
  encounter: EncounterCreateInput;
  provenance?: InputMaybe<ProvenanceInput>;
};

/** A prefilled form's answers from an earlier visit of the patient (interval history starts from them). */
export type EarlierResponse = {
  __typename?: 'EarlierResponse';
  answers: Scalars['JSON']['output'];
  encounterId: Scalars['ID']['output'];
  patientId: Scalars['ID']['output'];
  questionnaireCode: Scalars['String']['output'];
  visitStart: Scalars['DateTime']['output'];
};

export type Encounter = {
  __typename?: 'Encounter';
  amendReason?: Maybe<Scalars['String']['output']>;
  appointmentId?: Maybe<Scalars['ID']['output']>;
  cancelReason?: Maybe<Scalars['String']['output']>;
  checkedInAt?: Maybe<Scalars['DateTime']['output']>;
  checkedOutAt?: Maybe<Scalars['DateTime']['output']>;
  /** in-person | telehealth */
  deliveryType: Scalars['String']['output'];
  episodeOfCareId?: Maybe<Scalars['ID']['output']>;
  /** Whether an active authorization is attached (SPEC §8 authorization messages): true only when the encounter carries authorization.active = true (none does yet, so false). */
  hasActiveAuthorization: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  patientId: Scalars['ID']['output'];
  period: Period;
  practitionerId?: Maybe<Scalars['ID']['output']>;
  signedAt?: Maybe<Scalars['DateTime']['output']>;
  state: EncounterState;
  /** inProgress | Checked-in | checkedOut | eSigned | amendmentInprogress */
  stateText?: Maybe<Scalars['String']['output']>;
  /** planned | in-progress | finished | cancelled */
  status: Scalars['String']['output'];
  /** soc-patient | soc-evaluation | re-admit | follow-up */
  type: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

/**
 * One command of a device's outbox for syncEncounterCommands (DESIGN §4). Exactly one field is
 * set; its fields are the arguments of the mutation of the same name, except that baseVersion may
 * be left out on a command that follows another command of the same encounter in the batch: it
 * is then the version that command produced.
 */
export type EncounterCommandInput = {
  amendEncounter?: InputMaybe<AmendEncounterCommand>;
  cancelEncounter?: InputMaybe<CancelEncounterCommand>;
  createEncounter?: InputMaybe<CreateEncounterCommand>;
  esignEncounter?: InputMaybe<EsignEncounterCommand>;
  /** A form's answers (saveQuestionnaireResponse). Its baseVersion is the response's version; chained per form, like an encounter's. */
  saveQuestionnaireResponse?: InputMaybe<SaveResponseCommand>;
  startEncounter?: InputMaybe<EncounterStepCommand>;
  undoCheckIn?: InputMaybe<EncounterStepCommand>;
  updateEncounter?: InputMaybe<UpdateEncounterCommand>;
};

/** What one command of syncEncounterCommands did, in the order sent. */
export type EncounterCommandOutcome = {
  __typename?: 'EncounterCommandOutcome';
  clientMutationId: Scalars['ID']['output'];
  /** The encounter as the command left it (esignEncounter: the e-sign result's encounter); null on error and for saveQuestionnaireResponse. */
  encounter?: Maybe<Encounter>;
  error?: Maybe<CommandError>;
  /** esignEncounter only: the e-sign result. */
  esign?: Maybe<EsignResult>;
  /** saveQuestionnaireResponse only: the form's response as saved. */
  response?: Maybe<QuestionnaireResponse>;
};

export type EncounterConnection = {
  __typename?: 'EncounterConnection';
  edges: Array<EncounterEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type EncounterCreateInput = {
  appointmentId: Scalars['ID']['input'];
  deliveryType?: InputMaybe<Scalars['String']['input']>;
  /** Client-made id (uuid), so an encounter created offline keeps its id. */
  id: Scalars['ID']['input'];
};

export type EncounterEdge = {
  __typename?: 'EncounterEdge';
  cursor: Scalars['String']['output'];
  node: Encounter;
};

/** A form's state on the encounter screen. */
export type EncounterFormStatus = {
  __typename?: 'EncounterFormStatus';
  questionnaireCode: Scalars['String']['output'];
  /** Must be complete before e-sign (the plan's form-logic code). */
  required: Scalars['Boolean']['output'];
  responseId?: Maybe<Scalars['ID']['output']>;
  responseVersion?: Maybe<Scalars['Int']['output']>;
  /** not started | draft | complete | signed */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Flags the screens follow: an action is offered only when the server allows it. */
export type EncounterState = {
  __typename?: 'EncounterState';
  allowAmend: Scalars['Boolean']['output'];
  allowCancel: Scalars['Boolean']['output'];
  allowCheckIn: Scalars['Boolean']['output'];
  allowCheckout: Scalars['Boolean']['output'];
  allowESign: Scalars['Boolean']['output'];
  allowUndoCheckIn: Scalars['Boolean']['output'];
  stateText?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type EncounterStepCommand = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
  provenance: ProvenanceInput;
};

export type EncounterUpdateInput = {
  /** Check-out time; not before check-in (SPEC §8). */
  checkedOutAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** One signed version of an encounter's documentation: one per e-sign (SPEC §3 Encounter versions). */
export type EncounterVersion = {
  __typename?: 'EncounterVersion';
  /** Who asked for the amendment this version signs (null for the first version). */
  amendClinician?: Maybe<VersionParticipant>;
  /** Who e-signed this version. */
  clinician?: Maybe<VersionParticipant>;
  encounterId: Scalars['ID']['output'];
  /** The e-sign's provenance id (the spec's compositionId). */
  id: Scalars['ID']['output'];
  /** When the server recorded the signature. */
  lastUpdated: Scalars['DateTime']['output'];
  /** The onsite provider (not recorded yet: always null). */
  onsiteProvider?: Maybe<VersionParticipant>;
  /** The reasons given for the amendment this version signs. */
  reasons: Array<Scalars['String']['output']>;
  /** When it was signed on the device. */
  signedAt: Scalars['DateTime']['output'];
  /** eSigned (the first signature) | Amended (a signature after an amendment) */
  status: Scalars['String']['output'];
  /** 1 for the first e-sign, +1 for each e-sign after an amendment. */
  version: Scalars['Int']['output'];
};

/** A filled form and the encounter it belongs to. */
export type EncounterWithResponse = {
  __typename?: 'EncounterWithResponse';
  encounter: Encounter;
  response: QuestionnaireResponse;
};

export type EsignEncounterCommand = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
  provenance?: InputMaybe<ProvenanceInput>;
};

export type EsignResult = {
  __typename?: 'EsignResult';
  encounter: Encounter;
  missingAnswers: Array<MissingAnswer>;
  signed: Scalars['Boolean']['output'];
};

export type JobFunction = {
  __typename?: 'JobFunction';
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** The patient's latest completed wound assessment. */
export type LatestAssessmentResponse = {
  __typename?: 'LatestAssessmentResponse';
  encounter: Encounter;
  encounterId: Scalars['ID']['output'];
  response: QuestionnaireResponse;
  /** The wounds it assesses, as ids for onWoundUpdated: {encounterId}:w{n}. */
  woundIds: Array<Scalars['ID']['output']>;
};

/** SPEC §3 Market: id, name, address.state. */
export type Market = {
  __typename?: 'Market';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
};

export type MarketConnection = {
  __typename?: 'MarketConnection';
  edges: Array<MarketEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MarketEdge = {
  __typename?: 'MarketEdge';
  cursor: Scalars['String']['output'];
  node: Market;
};

export type MissingAnswer = {
  __typename?: 'MissingAnswer';
  conditions: Array<MissingAnswerCondition>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type MissingAnswerCondition = {
  __typename?: 'MissingAnswerCondition';
  id: Scalars['ID']['output'];
  linkIds: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  PerformTMAutoCheckout: Encounter;
  amendEncounter: Encounter;
  cancelEncounter: Encounter;
  changeAdmissionStatus: Admission;
  /** Changes the signed-in user's password (the policy of src/domain/security/password.ts). */
  changePassword: Scalars['Boolean']['output'];
  /** Sets a new password after an e-mailed code was validated (password-expired screen → Reset Password). No sign-in needed. */
  confirmPasswordChange: Scalars['Boolean']['output'];
  /** provenance: when and where it happened on the device (optional; default the server's time), as for the other offline commands. */
  createEncounter: Encounter;
  /**
   * The encounter's forms with their state (as GetEncounterFormStatus, with the encounter's own
   * form list). Creates nothing: a form's response is made by its first saveQuestionnaireResponse
   * (baseVersion 0), which works offline, so calling this again is harmless. encounterType, when
   * given, must be the encounter's visit type. Only who may change the encounter may call it.
   */
  createEncounterForms: Array<EncounterFormStatus>;
  /** Records an act on an encounter (activity: one of Provenance.activity). With a clientMutationId a resend is not recorded twice. */
  createProvenance: Provenance;
  deactivateUser: Scalars['ID']['output'];
  /** Removes a draft (not a completed form of a signed encounter); returns whether it was deleted. */
  discardQuestionnaireResponse: Scalars['Boolean']['output'];
  esignEncounter: EsignResult;
  /** The encounter narrative as a PDF: the patient, the visit, each filled form's answers in order, signatures and amendments. */
  generateEncounterNarrativePDF: NarrativePdf;
  markNotificationViewed: Notification;
  reactivateUser: Scalars['ID']['output'];
  /** Clears another user's PIN (security permission); they create a new one at next sign-in. */
  resetUserPin: Scalars['ID']['output'];
  /**
   * Saves the answers of one form of an encounter (offline-capable, DESIGN §4): baseVersion is the
   * response version the device saw (0 for the first save). Answers of hidden items are dropped;
   * an answer that does not fit its item is refused (BAD_USER_INPUT, field the linkId). With
   * complete: true the form must have every required answer (BAD_USER_INPUT 'Missing answers: …').
   * A signed encounter's forms change only while an amendment is in progress.
   */
  saveQuestionnaireResponse: QuestionnaireResponse;
  /** E-mails a 6-character code to the signed-in internal user (for creating or changing the PIN). */
  sendPINVerificationCode: VerificationCodeResponse;
  startEncounter: Encounter;
  /**
   * Applies up to 100 outbox commands in the order given, each exactly as its own mutation would
   * (its own transaction and receipt: a resend answers the stored result). A failed command does
   * not stop the others, but later commands of the same encounter are SKIPPED, so an encounter's
   * commands never apply out of order. An e-sign that does not sign counts as failed here.
   */
  syncEncounterCommands: Array<EncounterCommandOutcome>;
  undoCheckIn: Encounter;
  updateEncounter: Encounter;
  /**
   * Sets which forms the encounter lists: the codes of the forms to keep, out of those its plan
   * lists. Only optional forms can be left out: a required one (form logic must or one-or-more),
   * one with saved answers, or a code the plan does not list is refused (BAD_USER_INPUT). Not once
   * the encounter is signed (amend it first) or cancelled. Returns the forms as createEncounterForms.
   */
  updateEncounterQuestionnaireList: Array<EncounterFormStatus>;
  /** Creates or changes the signed-in user's PIN (stored only as an argon2id hash). */
  upsertUserPin: User;
  validatePINVerificationCode: VerificationCodeResponse;
};


export type MutationPerformTmAutoCheckoutArgs = {
  baseVersion: Scalars['Int']['input'];
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
};


export type MutationAmendEncounterArgs = {
  baseVersion: Scalars['Int']['input'];
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
  provenance?: InputMaybe<ProvenanceInput>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCancelEncounterArgs = {
  baseVersion: Scalars['Int']['input'];
  cancelReason?: InputMaybe<Scalars['String']['input']>;
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
  provenance?: InputMaybe<ProvenanceInput>;
  resetStopActual?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationChangeAdmissionStatusArgs = {
  input: AdmissionStatusInput;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmPasswordChangeArgs = {
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  verificationCode: Scalars['String']['input'];
};


export type MutationCreateEncounterArgs = {
  clientMutationId: Scalars['ID']['input'];
  encounter: EncounterCreateInput;
  provenance?: InputMaybe<ProvenanceInput>;
};


export type MutationCreateEncounterFormsArgs = {
  encounterId: Scalars['ID']['input'];
  encounterType?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateProvenanceArgs = {
  activity: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['ID']['input']>;
  provenance: ProvenanceInput;
  targetId: Scalars['ID']['input'];
};


export type MutationDeactivateUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDiscardQuestionnaireResponseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEsignEncounterArgs = {
  baseVersion: Scalars['Int']['input'];
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
  provenance?: InputMaybe<ProvenanceInput>;
};


export type MutationGenerateEncounterNarrativePdfArgs = {
  encounterId: Scalars['ID']['input'];
};


export type MutationMarkNotificationViewedArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReactivateUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetUserPinArgs = {
  email: Scalars['String']['input'];
};


export type MutationSaveQuestionnaireResponseArgs = {
  answers: Scalars['JSON']['input'];
  authored?: InputMaybe<Scalars['DateTime']['input']>;
  baseVersion: Scalars['Int']['input'];
  clientMutationId: Scalars['ID']['input'];
  complete?: InputMaybe<Scalars['Boolean']['input']>;
  encounterId: Scalars['ID']['input'];
  questionnaireCode: Scalars['String']['input'];
};


export type MutationStartEncounterArgs = {
  baseVersion: Scalars['Int']['input'];
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
  provenance: ProvenanceInput;
};


export type MutationSyncEncounterCommandsArgs = {
  commands: Array<EncounterCommandInput>;
};


export type MutationUndoCheckInArgs = {
  baseVersion: Scalars['Int']['input'];
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
  provenance: ProvenanceInput;
};


export type MutationUpdateEncounterArgs = {
  baseVersion: Scalars['Int']['input'];
  clientMutationId: Scalars['ID']['input'];
  encounter: EncounterUpdateInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateEncounterQuestionnaireListArgs = {
  encounterId: Scalars['ID']['input'];
  questionnaireCodes: Array<Scalars['String']['input']>;
};


export type MutationUpsertUserPinArgs = {
  userPin: UserPinInput;
};


export type MutationValidatePinVerificationCodeArgs = {
  verificationCode: Scalars['String']['input'];
};

/** A generated PDF. */
export type NarrativePdf = {
  __typename?: 'NarrativePdf';
  contentType: Scalars['String']['output'];
  /** The file, base64. */
  data: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
};

export type Notification = {
  __typename?: 'Notification';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  event: NotificationEvent;
  meta: NotificationMeta;
  resourceDetails: NotificationResourceDetails;
  viewed: Scalars['Boolean']['output'];
};

export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  edges: Array<NotificationEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  cursor: Scalars['String']['output'];
  node: Notification;
};

export type NotificationEvent = {
  __typename?: 'NotificationEvent';
  description: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type NotificationMeta = {
  __typename?: 'NotificationMeta';
  patientId?: Maybe<Scalars['ID']['output']>;
  patientName?: Maybe<Scalars['String']['output']>;
};

export type NotificationResourceDetails = {
  __typename?: 'NotificationResourceDetails';
  id?: Maybe<Scalars['ID']['output']>;
  resourceType?: Maybe<Scalars['String']['output']>;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Patient = {
  __typename?: 'Patient';
  address?: Maybe<PatientAddress>;
  /** The status of the patient's latest admission (SPEC §3 Admission statuses); null: never admitted. */
  admissionStatus?: Maybe<Scalars['String']['output']>;
  age: Scalars['Int']['output'];
  birthDate: Scalars['String']['output'];
  /** SPEC §2 'External Patient Number'. */
  externalNumber?: Maybe<Scalars['String']['output']>;
  familyName: Scalars['String']['output'];
  gender: Scalars['String']['output'];
  givenName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  marketId?: Maybe<Scalars['ID']['output']>;
  marketName?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  payerName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** The patient's state (the first address's). */
  state?: Maybe<Scalars['String']['output']>;
  versionId: Scalars['Int']['output'];
};

export type PatientAddress = {
  __typename?: 'PatientAddress';
  city: Scalars['String']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  line: Array<Scalars['String']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  postalCode: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type PatientChart = {
  __typename?: 'PatientChart';
  demographics: PatientDemographics;
  patient: Patient;
  /** SPEC §2's twelve tabs in order. */
  tabs: Array<ChartTab>;
};

export type PatientConnection = {
  __typename?: 'PatientConnection';
  edges: Array<PatientEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** SPEC §2 'Emergency Contact' / 'Relationship' / 'Caregivers'. */
export type PatientContact = {
  __typename?: 'PatientContact';
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  relationship?: Maybe<Scalars['String']['output']>;
};

/** SPEC §2 demographics labels, in their order. */
export type PatientDemographics = {
  __typename?: 'PatientDemographics';
  addresses: Array<PatientAddress>;
  age: Scalars['Int']['output'];
  birthDate: Scalars['String']['output'];
  caregivers: Array<PatientContact>;
  email?: Maybe<Scalars['String']['output']>;
  emergencyContact?: Maybe<PatientContact>;
  ethnicity?: Maybe<Scalars['String']['output']>;
  externalNumber?: Maybe<Scalars['String']['output']>;
  fax?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  gender: Scalars['String']['output'];
  maritalStatus?: Maybe<Scalars['String']['output']>;
  phones: Array<PatientPhone>;
  /** The nickname (SPEC §3 'names (nickname use supported)'). */
  preferredName?: Maybe<Scalars['String']['output']>;
  race?: Maybe<Scalars['String']['output']>;
  /** Only the last 4 digits ever leave the server (shown XXX-XX-####, SPEC §5). */
  ssnLast4?: Maybe<Scalars['String']['output']>;
  /** SPEC §9 time zone by state. */
  timeZone: Scalars['String']['output'];
};

export type PatientEdge = {
  __typename?: 'PatientEdge';
  cursor: Scalars['String']['output'];
  node: Patient;
};

/** SPEC §3 Phone: use (mobile, home, work, temp), digits, the work extension; display per SPEC §3. */
export type PatientPhone = {
  __typename?: 'PatientPhone';
  display: Scalars['String']['output'];
  extension?: Maybe<Scalars['String']['output']>;
  use?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type Period = {
  __typename?: 'Period';
  end?: Maybe<Scalars['DateTime']['output']>;
  start?: Maybe<Scalars['DateTime']['output']>;
};

/** Which forms an encounter type needs, for one delivery type. */
export type PlanDefinition = {
  __typename?: 'PlanDefinition';
  /** in-person or telehealth */
  deliveryType: Scalars['String']['output'];
  /** Visit type: soc-patient, soc-evaluation, re-admit or follow-up. */
  encounterType: Scalars['String']['output'];
  forms: Array<PlannedForm>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

/** A form as a plan asks for it. */
export type PlannedForm = {
  __typename?: 'PlannedForm';
  /** The code's label: Yes, Always, Periodic, No or Never. */
  label: Scalars['String']['output'];
  /** Listed on the encounter. */
  listed: Scalars['Boolean']['output'];
  /** Form-logic code: must, one-or-more, any, could, no or never. */
  logic: Scalars['String']['output'];
  /** The form itself (null if the plan names a form that no longer exists). */
  questionnaire?: Maybe<Questionnaire>;
  questionnaireCode: Scalars['String']['output'];
  /** Must be complete before e-sign. */
  required: Scalars['Boolean']['output'];
};

/** An encounter and the same patient's previous encounter that is not cancelled. */
export type PreviousAndCurrentEncounter = {
  __typename?: 'PreviousAndCurrentEncounter';
  current: Encounter;
  /** Null when there is none (or none the caller may read). */
  previous?: Maybe<Encounter>;
};

export type Provenance = {
  __typename?: 'Provenance';
  /** check-in | check-out | e-sign | cancel | undo-check-in | amend | create */
  activity: Scalars['String']['output'];
  agentId?: Maybe<Scalars['ID']['output']>;
  device?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  recorded: Scalars['DateTime']['output'];
  targetId: Scalars['ID']['output'];
};

export type ProvenanceInput = {
  /** At most 200 characters. */
  device?: InputMaybe<Scalars['String']['input']>;
  /** -90..90; given together with longitude. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** -180..180; given together with latitude. */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** At most 10000 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** When it happened on the device (may be long before the mutation reaches the server). */
  recorded: Scalars['DateTime']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The patient's admissions, newest first. */
  AdmissionList: Array<Admission>;
  /** The auth audit trail, newest first (security permission). */
  AuthEvents: Array<AuthEvent>;
  Encounter?: Maybe<Encounter>;
  EncounterList: EncounterConnection;
  EncounterState: EncounterState;
  GetActiveEncounterByAppointmentId?: Maybe<Encounter>;
  /** Each form the encounter lists, with its state. */
  GetEncounterFormStatus: Array<EncounterFormStatus>;
  /** The encounter's signed versions, oldest first (from its e-sign and amend provenance). */
  GetEncounterVersion: Array<EncounterVersion>;
  GetJobFunctions: Array<JobFunction>;
  /**
   * The patient's latest encounter, not cancelled, with a complete (or amended) response of the
   * form, and that response; with `before`, the latest one before that encounter (of the same
   * patient). Interval history looks back 2 weeks (SPEC §9) from `before`'s visit time (or now):
   * an older one is not returned. Null when none.
   */
  GetLatestEncounterWithQuestionnaireResponse?: Maybe<EncounterWithResponse>;
  GetNotificationList: NotificationConnection;
  /** Unread notifications of the signed-in user. */
  GetNotificationsCount: Scalars['Int']['output'];
  GetPlanDefinitionById?: Maybe<PlanDefinition>;
  /** The encounter, and the same patient's latest encounter before it that is not cancelled. */
  GetPreviousAndCurrentEncounter: PreviousAndCurrentEncounter;
  GetProvenance: Array<Provenance>;
  /** The patient's latest encounter with a completed (or amended) wound assessment, and that response; null when none. */
  LatestAssessmentResponses?: Maybe<LatestAssessmentResponse>;
  /** The practitioner's most recently checked-in encounter that is not cancelled (null when none). */
  LatestEncounterForPractitioner?: Maybe<Encounter>;
  /** SPEC §7 MarketList(states, term, paging): markets by state and name (SPEC §9: 200 per fetch). */
  MarketList: MarketConnection;
  /** What e-sign would refuse for: per required form, the required answers still missing (id: the form's code; conditions: one per missing answer, its linkId). */
  MissingAnswers: Array<MissingAnswer>;
  /**
   * The signed-in clinician's appointments, patients and encounters from one date to another,
   * both YYYY-MM-DD in the clinician's time zone, inclusive; `to` is not before `from` and at most
   * 14 days after it. NOT_FOUND with the SPEC §6 message when the user has no linked clinician.
   */
  MySchedule: SchedulePack;
  Patient?: Maybe<Patient>;
  /** The chart's frame in one request: the patient, the demographics and every tab's count. */
  PatientChart: PatientChart;
  /**
   * SPEC §2 patient list: `term` is a name (word starts, any order; a mistyped name when nothing
   * starts so), a date of birth (MM/dd/yyyy), a phone or external number fragment; `admission`
   * holds filter keys planned, active, active-on-hold, planned-on-hold (SPEC §3 filter labels).
   */
  PatientList: PatientConnection;
  /** The plan of a visit type and delivery type (default in-person); null when there is none. */
  PlanDefinitionForEncounterType?: Maybe<PlanDefinition>;
  /** The forms listed for an encounter (its visit type and delivery type); the caller must be allowed to read the encounter. */
  QuestionnaireListByEncounter: Array<Questionnaire>;
  /** The forms listed for a visit type and delivery type (default in-person). */
  QuestionnaireListByEncounterType: Array<Questionnaire>;
  /** The forms a plan lists (form-logic code not 'never'), in plan order. */
  QuestionnaireListByPlanDefinition: Array<Questionnaire>;
  /** The encounter's filled forms (drafts too); the caller must be allowed to read the encounter. */
  QuestionnaireResponseListForClinical: Array<QuestionnaireResponse>;
  /** The encounter's filled forms (drafts too), each with the status of the encounter's latest signed version. */
  QuestionnaireResponsesByLatestCompositionStatus: Array<ResponseWithVersionStatus>;
  User?: Maybe<User>;
  UserList: UserConnection;
  /**
   * Whether the history form (code 'history') is complete or amended on any encounter, not
   * cancelled, of the patient or of the admission (EpisodeOfCare): give exactly one of them.
   */
  checkMedicalHistoryFilled: Scalars['Boolean']['output'];
  /** When the encounter's filled forms last changed (server time); null when it has none. */
  getLatestUpdatedFormsDate?: Maybe<Scalars['DateTime']['output']>;
  /** The signed-in user. */
  me: User;
};


export type QueryAdmissionListArgs = {
  patientId: Scalars['ID']['input'];
};


export type QueryAuthEventsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryEncounterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEncounterListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  patientId?: InputMaybe<Scalars['ID']['input']>;
  periodEnd?: InputMaybe<Scalars['DateTime']['input']>;
  periodStart?: InputMaybe<Scalars['DateTime']['input']>;
  practitionerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  status?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryEncounterStateArgs = {
  encounterId: Scalars['ID']['input'];
};


export type QueryGetActiveEncounterByAppointmentIdArgs = {
  appointmentId: Scalars['ID']['input'];
};


export type QueryGetEncounterFormStatusArgs = {
  encounterId: Scalars['ID']['input'];
};


export type QueryGetEncounterVersionArgs = {
  encounterId: Scalars['ID']['input'];
};


export type QueryGetLatestEncounterWithQuestionnaireResponseArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  patientId: Scalars['ID']['input'];
  questionnaireCode: Scalars['String']['input'];
};


export type QueryGetNotificationListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  viewed?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryGetPlanDefinitionByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetPreviousAndCurrentEncounterArgs = {
  encounterId: Scalars['ID']['input'];
};


export type QueryGetProvenanceArgs = {
  targetId: Scalars['ID']['input'];
};


export type QueryLatestAssessmentResponsesArgs = {
  patientId: Scalars['ID']['input'];
};


export type QueryLatestEncounterForPractitionerArgs = {
  practitionerId: Scalars['ID']['input'];
};


export type QueryMarketListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  states?: InputMaybe<Array<Scalars['String']['input']>>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMissingAnswersArgs = {
  encounterId: Scalars['ID']['input'];
};


export type QueryMyScheduleArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryPatientArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPatientChartArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPatientListArgs = {
  admission?: InputMaybe<Array<Scalars['String']['input']>>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  market?: InputMaybe<Scalars['ID']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPlanDefinitionForEncounterTypeArgs = {
  deliveryType?: InputMaybe<Scalars['String']['input']>;
  encounterType: Scalars['String']['input'];
};


export type QueryQuestionnaireListByEncounterArgs = {
  encounterId: Scalars['ID']['input'];
};


export type QueryQuestionnaireListByEncounterTypeArgs = {
  deliveryType?: InputMaybe<Scalars['String']['input']>;
  encounterType: Scalars['String']['input'];
};


export type QueryQuestionnaireListByPlanDefinitionArgs = {
  planDefinitionId: Scalars['ID']['input'];
};


export type QueryQuestionnaireResponseListForClinicalArgs = {
  encounterId: Scalars['ID']['input'];
};


export type QueryQuestionnaireResponsesByLatestCompositionStatusArgs = {
  encounterId: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserListArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCheckMedicalHistoryFilledArgs = {
  admissionId?: InputMaybe<Scalars['ID']['input']>;
  patientId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetLatestUpdatedFormsDateArgs = {
  encounterId: Scalars['ID']['input'];
};

/** A form (SPEC §3 Questionnaires): one current version per code. */
export type Questionnaire = {
  __typename?: 'Questionnaire';
  /** Stable code, e.g. wound-assessment. */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The item tree: linkId, text, type, required, visibleWhen, requiredWhen, answer options, bounds and nested items (to 5 levels). */
  items: Scalars['JSON']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  /** draft | active | retired */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

/** A filled form (SPEC §3 QuestionnaireResponse): one per form and encounter. */
export type QuestionnaireResponse = {
  __typename?: 'QuestionnaireResponse';
  /** Answers by linkId, each a list: { linkId: [value, ...] } (src/domain/forms/questionnaire.ts). */
  answers: Scalars['JSON']['output'];
  authorId?: Maybe<Scalars['ID']['output']>;
  /** When the answers were last changed on the device. */
  authored: Scalars['DateTime']['output'];
  encounterId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  questionnaireCode: Scalars['String']['output'];
  /** The questionnaire version the answers were given against. */
  questionnaireVersion: Scalars['Int']['output'];
  /** in-progress (a draft) | completed | amended */
  status: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

/** Sent when a filled form of the encounter is saved: refetch what shows it. */
export type ResourceNarrativeUpdate = {
  __typename?: 'ResourceNarrativeUpdate';
  encounterId: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  questionnaireCode: Scalars['String']['output'];
  resourceId: Scalars['ID']['output'];
  /** QuestionnaireResponse */
  resourceType: Scalars['String']['output'];
  /** in-progress | completed | amended */
  status: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

/** A filled form with the status of the encounter's latest signed version. */
export type ResponseWithVersionStatus = {
  __typename?: 'ResponseWithVersionStatus';
  /** Whether the form changed after the latest version was signed (an amendment in progress). */
  changedSinceVersion: Scalars['Boolean']['output'];
  response: QuestionnaireResponse;
  versionNumber?: Maybe<Scalars['Int']['output']>;
  /** The latest version's status (eSigned | Amended); null when the encounter was never signed. */
  versionStatus?: Maybe<Scalars['String']['output']>;
};

export type SaveResponseCommand = {
  answers: Scalars['JSON']['input'];
  authored?: InputMaybe<Scalars['DateTime']['input']>;
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId: Scalars['ID']['input'];
  complete?: InputMaybe<Scalars['Boolean']['input']>;
  encounterId: Scalars['ID']['input'];
  questionnaireCode: Scalars['String']['input'];
};

export type ScheduleDay = {
  __typename?: 'ScheduleDay';
  /** The day's appointments in route order (cancelled ones included; every date of the range has an entry, maybe empty). */
  appointmentIds: Array<Scalars['ID']['output']>;
  /** YYYY-MM-DD in the clinician's time zone */
  date: Scalars['String']['output'];
};

/** Everything the clinician's offline day needs, for a date range (the 'pack' of DESIGN §4). */
export type SchedulePack = {
  __typename?: 'SchedulePack';
  appointments: Array<Appointment>;
  days: Array<ScheduleDay>;
  /** Per patient of the pack: the answers of prefilled forms (interval history) from visits since the look-back before the first day. */
  earlierResponses: Array<EarlierResponse>;
  encounters: Array<Encounter>;
  from: Scalars['String']['output'];
  patients: Array<Patient>;
  /** Every plan: which forms each visit type lists and which must be complete before e-sign. */
  plans: Array<PlanDefinition>;
  practitionerId: Scalars['ID']['output'];
  /** Every current form: the device documents visits offline with them (issue 4). */
  questionnaires: Array<Questionnaire>;
  /** The filled forms (drafts too) of the pack's encounters. */
  responses: Array<QuestionnaireResponse>;
  syncedAt: Scalars['DateTime']['output'];
  to: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Encounters of the caller's own practitioner (or, for telehealth users, the given telehealth clinician). */
  onEncounterCreated: Encounter;
  onEncounterUpdated: Encounter;
  onNotificationAdded: Notification;
  /** A filled form of the encounter was saved. The caller must be allowed to read the encounter. */
  onResourceNarrativeUpdated: ResourceNarrativeUpdate;
  /** A wound ({encounterId}:w{n}) of the encounter's wound assessment was saved. The caller must be allowed to read the encounter. */
  onWoundUpdated: WoundUpdate;
};


export type SubscriptionOnEncounterCreatedArgs = {
  telemedicineClinicianId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionOnEncounterUpdatedArgs = {
  telemedicineClinicianId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionOnResourceNarrativeUpdatedArgs = {
  encounterId: Scalars['ID']['input'];
};


export type SubscriptionOnWoundUpdatedArgs = {
  woundId: Scalars['ID']['input'];
};

export type UpdateEncounterCommand = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId: Scalars['ID']['input'];
  encounter: EncounterUpdateInput;
  id: Scalars['ID']['input'];
};

export type User = {
  __typename?: 'User';
  account: AccountStatus;
  email: Scalars['String']['output'];
  familyName: Scalars['String']['output'];
  givenName: Scalars['String']['output'];
  hasPin: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  jobFunctions: Array<JobFunction>;
  lastLoggedIn?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  permissions: Array<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  practitionerId?: Maybe<Scalars['ID']['output']>;
  roles: Array<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  statusUpdatedDate: Scalars['DateTime']['output'];
  userPinModifiedOn?: Maybe<Scalars['DateTime']['output']>;
  userType: Scalars['String']['output'];
};

export type UserConnection = {
  __typename?: 'UserConnection';
  edges: Array<UserEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type UserEdge = {
  __typename?: 'UserEdge';
  cursor: Scalars['String']['output'];
  node: User;
};

export type UserPinInput = {
  confirmPin: Scalars['String']['input'];
  /** Required when the user already has a PIN ('Enter your password to change PIN'). */
  password?: InputMaybe<Scalars['String']['input']>;
  pin: Scalars['String']['input'];
  /** Required for internal users: the code sent by sendPINVerificationCode. */
  verificationCode?: InputMaybe<Scalars['String']['input']>;
};

/** SPEC §3 Verification code response. `email` is masked (n***r@demo.test). */
export type VerificationCodeResponse = {
  __typename?: 'VerificationCodeResponse';
  attemptsRemaining: Scalars['Int']['output'];
  createdOn?: Maybe<Scalars['DateTime']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  isError: Scalars['Boolean']['output'];
  isValidCode: Scalars['Boolean']['output'];
  resendRequestRemaining: Scalars['Int']['output'];
};

/** Someone named on an encounter version. */
export type VersionParticipant = {
  __typename?: 'VersionParticipant';
  /** The id of whoever the provenance names (see reference). */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** From the clinician account's NPI identifier, when it has one. */
  npi?: Maybe<Scalars['String']['output']>;
  /** Their clinician account, when the user is linked to one. */
  practitionerId?: Maybe<Scalars['ID']['output']>;
  /** User/{id} (the acting user), or Practitioner/{id} for a clinician recorded without a user account. */
  reference: Scalars['String']['output'];
};

/** Sent when a wound of a wound assessment is saved. */
export type WoundUpdate = {
  __typename?: 'WoundUpdate';
  encounterId: Scalars['ID']['output'];
  /** {encounterId}:w{n} */
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  /** The wound's number on the form (1-5). */
  number: Scalars['Int']['output'];
  /** The wound's answers are gone (the number of wounds went below it). */
  removed: Scalars['Boolean']['output'];
  responseId: Scalars['ID']['output'];
  responseVersion: Scalars['Int']['output'];
  /** The response's status: in-progress | completed | amended. */
  status: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountStatus: ResolverTypeWrapper<AccountStatus>;
  Admission: ResolverTypeWrapper<Admission>;
  AdmissionStatusInput: AdmissionStatusInput;
  AdmissionStatusPeriod: ResolverTypeWrapper<AdmissionStatusPeriod>;
  AmendEncounterCommand: AmendEncounterCommand;
  Appointment: ResolverTypeWrapper<Appointment>;
  AuthEvent: ResolverTypeWrapper<AuthEvent>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelEncounterCommand: CancelEncounterCommand;
  ChartTab: ResolverTypeWrapper<ChartTab>;
  CommandError: ResolverTypeWrapper<CommandError>;
  CreateEncounterCommand: CreateEncounterCommand;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EarlierResponse: ResolverTypeWrapper<EarlierResponse>;
  Encounter: ResolverTypeWrapper<Encounter>;
  EncounterCommandInput: EncounterCommandInput;
  EncounterCommandOutcome: ResolverTypeWrapper<EncounterCommandOutcome>;
  EncounterConnection: ResolverTypeWrapper<EncounterConnection>;
  EncounterCreateInput: EncounterCreateInput;
  EncounterEdge: ResolverTypeWrapper<EncounterEdge>;
  EncounterFormStatus: ResolverTypeWrapper<EncounterFormStatus>;
  EncounterState: ResolverTypeWrapper<EncounterState>;
  EncounterStepCommand: EncounterStepCommand;
  EncounterUpdateInput: EncounterUpdateInput;
  EncounterVersion: ResolverTypeWrapper<EncounterVersion>;
  EncounterWithResponse: ResolverTypeWrapper<EncounterWithResponse>;
  EsignEncounterCommand: EsignEncounterCommand;
  EsignResult: ResolverTypeWrapper<EsignResult>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  JobFunction: ResolverTypeWrapper<JobFunction>;
  LatestAssessmentResponse: ResolverTypeWrapper<LatestAssessmentResponse>;
  Market: ResolverTypeWrapper<Market>;
  MarketConnection: ResolverTypeWrapper<MarketConnection>;
  MarketEdge: ResolverTypeWrapper<MarketEdge>;
  MissingAnswer: ResolverTypeWrapper<MissingAnswer>;
  MissingAnswerCondition: ResolverTypeWrapper<MissingAnswerCondition>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NarrativePdf: ResolverTypeWrapper<NarrativePdf>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationConnection: ResolverTypeWrapper<NotificationConnection>;
  NotificationEdge: ResolverTypeWrapper<NotificationEdge>;
  NotificationEvent: ResolverTypeWrapper<NotificationEvent>;
  NotificationMeta: ResolverTypeWrapper<NotificationMeta>;
  NotificationResourceDetails: ResolverTypeWrapper<NotificationResourceDetails>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Patient: ResolverTypeWrapper<Patient>;
  PatientAddress: ResolverTypeWrapper<PatientAddress>;
  PatientChart: ResolverTypeWrapper<PatientChart>;
  PatientConnection: ResolverTypeWrapper<PatientConnection>;
  PatientContact: ResolverTypeWrapper<PatientContact>;
  PatientDemographics: ResolverTypeWrapper<PatientDemographics>;
  PatientEdge: ResolverTypeWrapper<PatientEdge>;
  PatientPhone: ResolverTypeWrapper<PatientPhone>;
  Period: ResolverTypeWrapper<Period>;
  PlanDefinition: ResolverTypeWrapper<PlanDefinition>;
  PlannedForm: ResolverTypeWrapper<PlannedForm>;
  PreviousAndCurrentEncounter: ResolverTypeWrapper<PreviousAndCurrentEncounter>;
  Provenance: ResolverTypeWrapper<Provenance>;
  ProvenanceInput: ProvenanceInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Questionnaire: ResolverTypeWrapper<Questionnaire>;
  QuestionnaireResponse: ResolverTypeWrapper<QuestionnaireResponse>;
  ResourceNarrativeUpdate: ResolverTypeWrapper<ResourceNarrativeUpdate>;
  ResponseWithVersionStatus: ResolverTypeWrapper<ResponseWithVersionStatus>;
  SaveResponseCommand: SaveResponseCommand;
  ScheduleDay: ResolverTypeWrapper<ScheduleDay>;
  SchedulePack: ResolverTypeWrapper<SchedulePack>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateEncounterCommand: UpdateEncounterCommand;
  User: ResolverTypeWrapper<User>;
  UserConnection: ResolverTypeWrapper<UserConnection>;
  UserEdge: ResolverTypeWrapper<UserEdge>;
  UserPinInput: UserPinInput;
  VerificationCodeResponse: ResolverTypeWrapper<VerificationCodeResponse>;
  VersionParticipant: ResolverTypeWrapper<VersionParticipant>;
  WoundUpdate: ResolverTypeWrapper<WoundUpdate>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountStatus: AccountStatus;
  Admission: Admission;
  AdmissionStatusInput: AdmissionStatusInput;
  AdmissionStatusPeriod: AdmissionStatusPeriod;
  AmendEncounterCommand: AmendEncounterCommand;
  Appointment: Appointment;
  AuthEvent: AuthEvent;
  Boolean: Scalars['Boolean']['output'];
  CancelEncounterCommand: CancelEncounterCommand;
  ChartTab: ChartTab;
  CommandError: CommandError;
  CreateEncounterCommand: CreateEncounterCommand;
  DateTime: Scalars['DateTime']['output'];
  EarlierResponse: EarlierResponse;
  Encounter: Encounter;
  EncounterCommandInput: EncounterCommandInput;
  EncounterCommandOutcome: EncounterCommandOutcome;
  EncounterConnection: EncounterConnection;
  EncounterCreateInput: EncounterCreateInput;
  EncounterEdge: EncounterEdge;
  EncounterFormStatus: EncounterFormStatus;
  EncounterState: EncounterState;
  EncounterStepCommand: EncounterStepCommand;
  EncounterUpdateInput: EncounterUpdateInput;
  EncounterVersion: EncounterVersion;
  EncounterWithResponse: EncounterWithResponse;
  EsignEncounterCommand: EsignEncounterCommand;
  EsignResult: EsignResult;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  JobFunction: JobFunction;
  LatestAssessmentResponse: LatestAssessmentResponse;
  Market: Market;
  MarketConnection: MarketConnection;
  MarketEdge: MarketEdge;
  MissingAnswer: MissingAnswer;
  MissingAnswerCondition: MissingAnswerCondition;
  Mutation: Record<PropertyKey, never>;
  NarrativePdf: NarrativePdf;
  Notification: Notification;
  NotificationConnection: NotificationConnection;
  NotificationEdge: NotificationEdge;
  NotificationEvent: NotificationEvent;
  NotificationMeta: NotificationMeta;
  NotificationResourceDetails: NotificationResourceDetails;
  PageInfo: PageInfo;
  Patient: Patient;
  PatientAddress: PatientAddress;
  PatientChart: PatientChart;
  PatientConnection: PatientConnection;
  PatientContact: PatientContact;
  PatientDemographics: PatientDemographics;
  PatientEdge: PatientEdge;
  PatientPhone: PatientPhone;
  Period: Period;
  PlanDefinition: PlanDefinition;
  PlannedForm: PlannedForm;
  PreviousAndCurrentEncounter: PreviousAndCurrentEncounter;
  Provenance: Provenance;
  ProvenanceInput: ProvenanceInput;
  Query: Record<PropertyKey, never>;
  Questionnaire: Questionnaire;
  QuestionnaireResponse: QuestionnaireResponse;
  ResourceNarrativeUpdate: ResourceNarrativeUpdate;
  ResponseWithVersionStatus: ResponseWithVersionStatus;
  SaveResponseCommand: SaveResponseCommand;
  ScheduleDay: ScheduleDay;
  SchedulePack: SchedulePack;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  UpdateEncounterCommand: UpdateEncounterCommand;
  User: User;
  UserConnection: UserConnection;
  UserEdge: UserEdge;
  UserPinInput: UserPinInput;
  VerificationCodeResponse: VerificationCodeResponse;
  VersionParticipant: VersionParticipant;
  WoundUpdate: WoundUpdate;
};

export type AccountStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountStatus'] = ResolversParentTypes['AccountStatus']> = {
  isExtUserAccountExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordChangedOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  passwordChangedSinceInDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passwordExpiresConfigValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userPinModifiedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AdmissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Admission'] = ResolversParentTypes['Admission']> = {
  holdReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['AdmissionStatusPeriod']>, ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdmissionStatusPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdmissionStatusPeriod'] = ResolversParentTypes['AdmissionStatusPeriod']> = {
  end?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Appointment'] = ResolversParentTypes['Appointment']> = {
  address?: Resolver<Maybe<ResolversTypes['PatientAddress']>, ParentType, ContextType>;
  appointmentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  encounterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  practitionerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  routeOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthEvent'] = ResolversParentTypes['AuthEvent']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ChartTabResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChartTab'] = ResolversParentTypes['ChartTab']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommandErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommandError'] = ResolversParentTypes['CommandError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  encounterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EarlierResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EarlierResponse'] = ResolversParentTypes['EarlierResponse']> = {
  answers?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  encounterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionnaireCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visitStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type EncounterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Encounter'] = ResolversParentTypes['Encounter']> = {
  amendReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appointmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkedInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkedOutAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  episodeOfCareId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hasActiveAuthorization?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Period'], ParentType, ContextType>;
  practitionerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EncounterState'], ParentType, ContextType>;
  stateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EncounterCommandOutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EncounterCommandOutcome'] = ResolversParentTypes['EncounterCommandOutcome']> = {
  clientMutationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  encounter?: Resolver<Maybe<ResolversTypes['Encounter']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['CommandError']>, ParentType, ContextType>;
  esign?: Resolver<Maybe<ResolversTypes['EsignResult']>, ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['QuestionnaireResponse']>, ParentType, ContextType>;
};

export type EncounterConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EncounterConnection'] = ResolversParentTypes['EncounterConnection']> = {
  edges?: Resolver<Array<ResolversTypes['EncounterEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EncounterEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EncounterEdge'] = ResolversParentTypes['EncounterEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType>;
};

export type EncounterFormStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EncounterFormStatus'] = ResolversParentTypes['EncounterFormStatus']> = {
  questionnaireCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  responseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  responseVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EncounterStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EncounterState'] = ResolversParentTypes['EncounterState']> = {
  allowAmend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowCheckIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowCheckout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowESign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowUndoCheckIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EncounterVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EncounterVersion'] = ResolversParentTypes['EncounterVersion']> = {
  amendClinician?: Resolver<Maybe<ResolversTypes['VersionParticipant']>, ParentType, ContextType>;
  clinician?: Resolver<Maybe<ResolversTypes['VersionParticipant']>, ParentType, ContextType>;
  encounterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  onsiteProvider?: Resolver<Maybe<ResolversTypes['VersionParticipant']>, ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EncounterWithResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EncounterWithResponse'] = ResolversParentTypes['EncounterWithResponse']> = {
  encounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType>;
  response?: Resolver<ResolversTypes['QuestionnaireResponse'], ParentType, ContextType>;
};

export type EsignResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EsignResult'] = ResolversParentTypes['EsignResult']> = {
  encounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType>;
  missingAnswers?: Resolver<Array<ResolversTypes['MissingAnswer']>, ParentType, ContextType>;
  signed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type JobFunctionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobFunction'] = ResolversParentTypes['JobFunction']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LatestAssessmentResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LatestAssessmentResponse'] = ResolversParentTypes['LatestAssessmentResponse']> = {
  encounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType>;
  encounterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  response?: Resolver<ResolversTypes['QuestionnaireResponse'], ParentType, ContextType>;
  woundIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type MarketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Market'] = ResolversParentTypes['Market']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MarketConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketConnection'] = ResolversParentTypes['MarketConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MarketEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketEdge'] = ResolversParentTypes['MarketEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
};

export type MissingAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissingAnswer'] = ResolversParentTypes['MissingAnswer']> = {
  conditions?: Resolver<Array<ResolversTypes['MissingAnswerCondition']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MissingAnswerConditionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissingAnswerCondition'] = ResolversParentTypes['MissingAnswerCondition']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  PerformTMAutoCheckout?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationPerformTmAutoCheckoutArgs, 'baseVersion' | 'clientMutationId' | 'encounterId'>>;
  amendEncounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationAmendEncounterArgs, 'baseVersion' | 'clientMutationId' | 'encounterId'>>;
  cancelEncounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationCancelEncounterArgs, 'baseVersion' | 'clientMutationId' | 'encounterId'>>;
  changeAdmissionStatus?: Resolver<ResolversTypes['Admission'], ParentType, ContextType, RequireFields<MutationChangeAdmissionStatusArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmPasswordChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfirmPasswordChangeArgs, 'email' | 'newPassword' | 'verificationCode'>>;
  createEncounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationCreateEncounterArgs, 'clientMutationId' | 'encounter'>>;
  createEncounterForms?: Resolver<Array<ResolversTypes['EncounterFormStatus']>, ParentType, ContextType, RequireFields<MutationCreateEncounterFormsArgs, 'encounterId'>>;
  createProvenance?: Resolver<ResolversTypes['Provenance'], ParentType, ContextType, RequireFields<MutationCreateProvenanceArgs, 'activity' | 'provenance' | 'targetId'>>;
  deactivateUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeactivateUserArgs, 'id'>>;
  discardQuestionnaireResponse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDiscardQuestionnaireResponseArgs, 'id'>>;
  esignEncounter?: Resolver<ResolversTypes['EsignResult'], ParentType, ContextType, RequireFields<MutationEsignEncounterArgs, 'baseVersion' | 'clientMutationId' | 'encounterId'>>;
  generateEncounterNarrativePDF?: Resolver<ResolversTypes['NarrativePdf'], ParentType, ContextType, RequireFields<MutationGenerateEncounterNarrativePdfArgs, 'encounterId'>>;
  markNotificationViewed?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationViewedArgs, 'id'>>;
  reactivateUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationReactivateUserArgs, 'id'>>;
  resetUserPin?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationResetUserPinArgs, 'email'>>;
  saveQuestionnaireResponse?: Resolver<ResolversTypes['QuestionnaireResponse'], ParentType, ContextType, RequireFields<MutationSaveQuestionnaireResponseArgs, 'answers' | 'baseVersion' | 'clientMutationId' | 'encounterId' | 'questionnaireCode'>>;
  sendPINVerificationCode?: Resolver<ResolversTypes['VerificationCodeResponse'], ParentType, ContextType>;
  startEncounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationStartEncounterArgs, 'baseVersion' | 'clientMutationId' | 'encounterId' | 'provenance'>>;
  syncEncounterCommands?: Resolver<Array<ResolversTypes['EncounterCommandOutcome']>, ParentType, ContextType, RequireFields<MutationSyncEncounterCommandsArgs, 'commands'>>;
  undoCheckIn?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationUndoCheckInArgs, 'baseVersion' | 'clientMutationId' | 'encounterId' | 'provenance'>>;
  updateEncounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationUpdateEncounterArgs, 'baseVersion' | 'clientMutationId' | 'encounter' | 'id'>>;
  updateEncounterQuestionnaireList?: Resolver<Array<ResolversTypes['EncounterFormStatus']>, ParentType, ContextType, RequireFields<MutationUpdateEncounterQuestionnaireListArgs, 'encounterId' | 'questionnaireCodes'>>;
  upsertUserPin?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpsertUserPinArgs, 'userPin'>>;
  validatePINVerificationCode?: Resolver<ResolversTypes['VerificationCodeResponse'], ParentType, ContextType, RequireFields<MutationValidatePinVerificationCodeArgs, 'verificationCode'>>;
};

export type NarrativePdfResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NarrativePdf'] = ResolversParentTypes['NarrativePdf']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['NotificationEvent'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['NotificationMeta'], ParentType, ContextType>;
  resourceDetails?: Resolver<ResolversTypes['NotificationResourceDetails'], ParentType, ContextType>;
  viewed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
};

export type NotificationEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEvent'] = ResolversParentTypes['NotificationEvent']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationMetaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationMeta'] = ResolversParentTypes['NotificationMeta']> = {
  patientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  patientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NotificationResourceDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationResourceDetails'] = ResolversParentTypes['NotificationResourceDetails']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  resourceType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PatientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Patient'] = ResolversParentTypes['Patient']> = {
  address?: Resolver<Maybe<ResolversTypes['PatientAddress']>, ParentType, ContextType>;
  admissionStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  birthDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  externalNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  familyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  marketId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  marketName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientAddress'] = ResolversParentTypes['PatientAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  line?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PatientChartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientChart'] = ResolversParentTypes['PatientChart']> = {
  demographics?: Resolver<ResolversTypes['PatientDemographics'], ParentType, ContextType>;
  patient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType>;
  tabs?: Resolver<Array<ResolversTypes['ChartTab']>, ParentType, ContextType>;
};

export type PatientConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientConnection'] = ResolversParentTypes['PatientConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PatientEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientContact'] = ResolversParentTypes['PatientContact']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relationship?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PatientDemographicsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientDemographics'] = ResolversParentTypes['PatientDemographics']> = {
  addresses?: Resolver<Array<ResolversTypes['PatientAddress']>, ParentType, ContextType>;
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  birthDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  caregivers?: Resolver<Array<ResolversTypes['PatientContact']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContact?: Resolver<Maybe<ResolversTypes['PatientContact']>, ParentType, ContextType>;
  ethnicity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maritalStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['PatientPhone']>, ParentType, ContextType>;
  preferredName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  race?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ssnLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PatientEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientEdge'] = ResolversParentTypes['PatientEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Patient'], ParentType, ContextType>;
};

export type PatientPhoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientPhone'] = ResolversParentTypes['PatientPhone']> = {
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  use?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Period'] = ResolversParentTypes['Period']> = {
  end?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PlanDefinitionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanDefinition'] = ResolversParentTypes['PlanDefinition']> = {
  deliveryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  encounterType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forms?: Resolver<Array<ResolversTypes['PlannedForm']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlannedFormResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlannedForm'] = ResolversParentTypes['PlannedForm']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionnaire?: Resolver<Maybe<ResolversTypes['Questionnaire']>, ParentType, ContextType>;
  questionnaireCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PreviousAndCurrentEncounterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PreviousAndCurrentEncounter'] = ResolversParentTypes['PreviousAndCurrentEncounter']> = {
  current?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['Encounter']>, ParentType, ContextType>;
};

export type ProvenanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Provenance'] = ResolversParentTypes['Provenance']> = {
  activity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  agentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  device?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recorded?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  AdmissionList?: Resolver<Array<ResolversTypes['Admission']>, ParentType, ContextType, RequireFields<QueryAdmissionListArgs, 'patientId'>>;
  AuthEvents?: Resolver<Array<ResolversTypes['AuthEvent']>, ParentType, ContextType, Partial<QueryAuthEventsArgs>>;
  Encounter?: Resolver<Maybe<ResolversTypes['Encounter']>, ParentType, ContextType, RequireFields<QueryEncounterArgs, 'id'>>;
  EncounterList?: Resolver<ResolversTypes['EncounterConnection'], ParentType, ContextType, Partial<QueryEncounterListArgs>>;
  EncounterState?: Resolver<ResolversTypes['EncounterState'], ParentType, ContextType, RequireFields<QueryEncounterStateArgs, 'encounterId'>>;
  GetActiveEncounterByAppointmentId?: Resolver<Maybe<ResolversTypes['Encounter']>, ParentType, ContextType, RequireFields<QueryGetActiveEncounterByAppointmentIdArgs, 'appointmentId'>>;
  GetEncounterFormStatus?: Resolver<Array<ResolversTypes['EncounterFormStatus']>, ParentType, ContextType, RequireFields<QueryGetEncounterFormStatusArgs, 'encounterId'>>;
  GetEncounterVersion?: Resolver<Array<ResolversTypes['EncounterVersion']>, ParentType, ContextType, RequireFields<QueryGetEncounterVersionArgs, 'encounterId'>>;
  GetJobFunctions?: Resolver<Array<ResolversTypes['JobFunction']>, ParentType, ContextType>;
  GetLatestEncounterWithQuestionnaireResponse?: Resolver<Maybe<ResolversTypes['EncounterWithResponse']>, ParentType, ContextType, RequireFields<QueryGetLatestEncounterWithQuestionnaireResponseArgs, 'patientId' | 'questionnaireCode'>>;
  GetNotificationList?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, Partial<QueryGetNotificationListArgs>>;
  GetNotificationsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  GetPlanDefinitionById?: Resolver<Maybe<ResolversTypes['PlanDefinition']>, ParentType, ContextType, RequireFields<QueryGetPlanDefinitionByIdArgs, 'id'>>;
  GetPreviousAndCurrentEncounter?: Resolver<ResolversTypes['PreviousAndCurrentEncounter'], ParentType, ContextType, RequireFields<QueryGetPreviousAndCurrentEncounterArgs, 'encounterId'>>;
  GetProvenance?: Resolver<Array<ResolversTypes['Provenance']>, ParentType, ContextType, RequireFields<QueryGetProvenanceArgs, 'targetId'>>;
  LatestAssessmentResponses?: Resolver<Maybe<ResolversTypes['LatestAssessmentResponse']>, ParentType, ContextType, RequireFields<QueryLatestAssessmentResponsesArgs, 'patientId'>>;
  LatestEncounterForPractitioner?: Resolver<Maybe<ResolversTypes['Encounter']>, ParentType, ContextType, RequireFields<QueryLatestEncounterForPractitionerArgs, 'practitionerId'>>;
  MarketList?: Resolver<ResolversTypes['MarketConnection'], ParentType, ContextType, Partial<QueryMarketListArgs>>;
  MissingAnswers?: Resolver<Array<ResolversTypes['MissingAnswer']>, ParentType, ContextType, RequireFields<QueryMissingAnswersArgs, 'encounterId'>>;
  MySchedule?: Resolver<ResolversTypes['SchedulePack'], ParentType, ContextType, RequireFields<QueryMyScheduleArgs, 'from' | 'to'>>;
  Patient?: Resolver<Maybe<ResolversTypes['Patient']>, ParentType, ContextType, RequireFields<QueryPatientArgs, 'id'>>;
  PatientChart?: Resolver<ResolversTypes['PatientChart'], ParentType, ContextType, RequireFields<QueryPatientChartArgs, 'id'>>;
  PatientList?: Resolver<ResolversTypes['PatientConnection'], ParentType, ContextType, Partial<QueryPatientListArgs>>;
  PlanDefinitionForEncounterType?: Resolver<Maybe<ResolversTypes['PlanDefinition']>, ParentType, ContextType, RequireFields<QueryPlanDefinitionForEncounterTypeArgs, 'encounterType'>>;
  QuestionnaireListByEncounter?: Resolver<Array<ResolversTypes['Questionnaire']>, ParentType, ContextType, RequireFields<QueryQuestionnaireListByEncounterArgs, 'encounterId'>>;
  QuestionnaireListByEncounterType?: Resolver<Array<ResolversTypes['Questionnaire']>, ParentType, ContextType, RequireFields<QueryQuestionnaireListByEncounterTypeArgs, 'encounterType'>>;
  QuestionnaireListByPlanDefinition?: Resolver<Array<ResolversTypes['Questionnaire']>, ParentType, ContextType, RequireFields<QueryQuestionnaireListByPlanDefinitionArgs, 'planDefinitionId'>>;
  QuestionnaireResponseListForClinical?: Resolver<Array<ResolversTypes['QuestionnaireResponse']>, ParentType, ContextType, RequireFields<QueryQuestionnaireResponseListForClinicalArgs, 'encounterId'>>;
  QuestionnaireResponsesByLatestCompositionStatus?: Resolver<Array<ResolversTypes['ResponseWithVersionStatus']>, ParentType, ContextType, RequireFields<QueryQuestionnaireResponsesByLatestCompositionStatusArgs, 'encounterId'>>;
  User?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  UserList?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<QueryUserListArgs>>;
  checkMedicalHistoryFilled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<QueryCheckMedicalHistoryFilledArgs>>;
  getLatestUpdatedFormsDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType, RequireFields<QueryGetLatestUpdatedFormsDateArgs, 'encounterId'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type QuestionnaireResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Questionnaire'] = ResolversParentTypes['Questionnaire']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QuestionnaireResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionnaireResponse'] = ResolversParentTypes['QuestionnaireResponse']> = {
  answers?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  authorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  authored?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  encounterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  questionnaireCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionnaireVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResourceNarrativeUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResourceNarrativeUpdate'] = ResolversParentTypes['ResourceNarrativeUpdate']> = {
  encounterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  questionnaireCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResponseWithVersionStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponseWithVersionStatus'] = ResolversParentTypes['ResponseWithVersionStatus']> = {
  changedSinceVersion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  response?: Resolver<ResolversTypes['QuestionnaireResponse'], ParentType, ContextType>;
  versionNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  versionStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScheduleDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleDay'] = ResolversParentTypes['ScheduleDay']> = {
  appointmentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchedulePackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SchedulePack'] = ResolversParentTypes['SchedulePack']> = {
  appointments?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['ScheduleDay']>, ParentType, ContextType>;
  earlierResponses?: Resolver<Array<ResolversTypes['EarlierResponse']>, ParentType, ContextType>;
  encounters?: Resolver<Array<ResolversTypes['Encounter']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patients?: Resolver<Array<ResolversTypes['Patient']>, ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['PlanDefinition']>, ParentType, ContextType>;
  practitionerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionnaires?: Resolver<Array<ResolversTypes['Questionnaire']>, ParentType, ContextType>;
  responses?: Resolver<Array<ResolversTypes['QuestionnaireResponse']>, ParentType, ContextType>;
  syncedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  onEncounterCreated?: SubscriptionResolver<ResolversTypes['Encounter'], "onEncounterCreated", ParentType, ContextType, Partial<SubscriptionOnEncounterCreatedArgs>>;
  onEncounterUpdated?: SubscriptionResolver<ResolversTypes['Encounter'], "onEncounterUpdated", ParentType, ContextType, Partial<SubscriptionOnEncounterUpdatedArgs>>;
  onNotificationAdded?: SubscriptionResolver<ResolversTypes['Notification'], "onNotificationAdded", ParentType, ContextType>;
  onResourceNarrativeUpdated?: SubscriptionResolver<ResolversTypes['ResourceNarrativeUpdate'], "onResourceNarrativeUpdated", ParentType, ContextType, RequireFields<SubscriptionOnResourceNarrativeUpdatedArgs, 'encounterId'>>;
  onWoundUpdated?: SubscriptionResolver<ResolversTypes['WoundUpdate'], "onWoundUpdated", ParentType, ContextType, RequireFields<SubscriptionOnWoundUpdatedArgs, 'woundId'>>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  account?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  familyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasPin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobFunctions?: Resolver<Array<ResolversTypes['JobFunction']>, ParentType, ContextType>;
  lastLoggedIn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  practitionerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusUpdatedDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userPinModifiedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type VerificationCodeResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationCodeResponse'] = ResolversParentTypes['VerificationCodeResponse']> = {
  attemptsRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isError?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isValidCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resendRequestRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VersionParticipantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VersionParticipant'] = ResolversParentTypes['VersionParticipant']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  npi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  practitionerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WoundUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WoundUpdate'] = ResolversParentTypes['WoundUpdate']> = {
  encounterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  responseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responseVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccountStatus?: AccountStatusResolvers<ContextType>;
  Admission?: AdmissionResolvers<ContextType>;
  AdmissionStatusPeriod?: AdmissionStatusPeriodResolvers<ContextType>;
  Appointment?: AppointmentResolvers<ContextType>;
  AuthEvent?: AuthEventResolvers<ContextType>;
  ChartTab?: ChartTabResolvers<ContextType>;
  CommandError?: CommandErrorResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EarlierResponse?: EarlierResponseResolvers<ContextType>;
  Encounter?: EncounterResolvers<ContextType>;
  EncounterCommandOutcome?: EncounterCommandOutcomeResolvers<ContextType>;
  EncounterConnection?: EncounterConnectionResolvers<ContextType>;
  EncounterEdge?: EncounterEdgeResolvers<ContextType>;
  EncounterFormStatus?: EncounterFormStatusResolvers<ContextType>;
  EncounterState?: EncounterStateResolvers<ContextType>;
  EncounterVersion?: EncounterVersionResolvers<ContextType>;
  EncounterWithResponse?: EncounterWithResponseResolvers<ContextType>;
  EsignResult?: EsignResultResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  JobFunction?: JobFunctionResolvers<ContextType>;
  LatestAssessmentResponse?: LatestAssessmentResponseResolvers<ContextType>;
  Market?: MarketResolvers<ContextType>;
  MarketConnection?: MarketConnectionResolvers<ContextType>;
  MarketEdge?: MarketEdgeResolvers<ContextType>;
  MissingAnswer?: MissingAnswerResolvers<ContextType>;
  MissingAnswerCondition?: MissingAnswerConditionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NarrativePdf?: NarrativePdfResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  NotificationEvent?: NotificationEventResolvers<ContextType>;
  NotificationMeta?: NotificationMetaResolvers<ContextType>;
  NotificationResourceDetails?: NotificationResourceDetailsResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Patient?: PatientResolvers<ContextType>;
  PatientAddress?: PatientAddressResolvers<ContextType>;
  PatientChart?: PatientChartResolvers<ContextType>;
  PatientConnection?: PatientConnectionResolvers<ContextType>;
  PatientContact?: PatientContactResolvers<ContextType>;
  PatientDemographics?: PatientDemographicsResolvers<ContextType>;
  PatientEdge?: PatientEdgeResolvers<ContextType>;
  PatientPhone?: PatientPhoneResolvers<ContextType>;
  Period?: PeriodResolvers<ContextType>;
  PlanDefinition?: PlanDefinitionResolvers<ContextType>;
  PlannedForm?: PlannedFormResolvers<ContextType>;
  PreviousAndCurrentEncounter?: PreviousAndCurrentEncounterResolvers<ContextType>;
  Provenance?: ProvenanceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Questionnaire?: QuestionnaireResolvers<ContextType>;
  QuestionnaireResponse?: QuestionnaireResponseResolvers<ContextType>;
  ResourceNarrativeUpdate?: ResourceNarrativeUpdateResolvers<ContextType>;
  ResponseWithVersionStatus?: ResponseWithVersionStatusResolvers<ContextType>;
  ScheduleDay?: ScheduleDayResolvers<ContextType>;
  SchedulePack?: SchedulePackResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  VerificationCodeResponse?: VerificationCodeResponseResolvers<ContextType>;
  VersionParticipant?: VersionParticipantResolvers<ContextType>;
  WoundUpdate?: WoundUpdateResolvers<ContextType>;
};

