/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/**
 * SPEC §4 admission holds: action hold (with a SPEC §3 hold reason; hospitalName, optional, with the
 * reason hospitalized), resume ('Resume Admission'), remove-hold ('Remove hold') or readmit (a
 * discharged or finished admission, with readmitReason; readmitText when it is other) or cancel (a
 * planned admission, with cancellationReason, a code the 'admission-cancellation-reason' code system
 * offers); versionId is the version the user saw.
 */
export type AdmissionStatusInput = {
  action: string;
  admissionId: string | number;
  cancellationReason?: string | null | undefined;
  hospitalName?: string | null | undefined;
  readmitReason?: string | null | undefined;
  readmitText?: string | null | undefined;
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

export type AvailabilityDateInput = {
  date: string;
  ranges: Array<AvailabilityRangeInput>;
};

export type AvailabilityExceptionInput = {
  endDate: string;
  endTime?: string | null | undefined;
  id: string | number;
  isAlwaysAvailable?: boolean | null | undefined;
  startDate: string;
  startTime?: string | null | undefined;
  status: string;
};

export type AvailabilityRangeInput = {
  end: string;
  start: string;
};

/** A slot as the form holds it: a saved id or a temporary one ('new:…'); deleted marks a saved slot removed (SPEC §4). */
export type AvailabilitySlotInput = {
  dayIndex: number;
  deleted?: boolean | null | undefined;
  durationMinutes: number;
  enabled: boolean;
  endTime: string;
  id: string | number;
  order: number;
  startTime: string;
  status: string;
};

export type AvailabilityWeekdayInput = {
  day: number;
  ranges: Array<AvailabilityRangeInput>;
};

/** A visit to book in a clinician's free time (SPEC §3 Appointment; times ISO, end after start). */
export type BookAppointmentInput = {
  /** soc-patient (Start of Care) | soc-evaluation | re-admit | follow-up */
  appointmentType: string;
  /** SPEC §3 'asap' */
  asap?: boolean | null | undefined;
  clinicianId: string | number;
  end: string;
  /** Required when the time is outside the clinician's availability. */
  overrideReason?: string | null | undefined;
  patientId: string | number;
  start: string;
};

/** SPEC §2 /bulk-eligibility: which coverages a run checks. Empty fields: every insurer, every market the caller reads, any admission status. */
export type BulkEligibilityFiltersInput = {
  /** SPEC §3 admission filters: planned, active, active-on-hold, planned-on-hold. */
  admissionStatuses?: Array<string> | null | undefined;
  /** A market (organization). */
  marketId?: string | number | null | undefined;
  /** An insurer (payer organization of type ins). */
  payerId?: string | number | null | undefined;
  /** Only coverages never checked or last checked more than SPEC §9's 60 days ago (default true). */
  staleOnly?: boolean | null | undefined;
};

export type CcdDateRangeInput = {
  end?: string | null | undefined;
  start?: string | null | undefined;
};

export type CcdRequestFilters = {
  episodeOfCareId: string | number;
  first?: number | null | undefined;
  status?: string | null | undefined;
};

export type CancelAppointmentInput = {
  appointmentId: string | number;
  /** NA (default: 'The Patient is not available'), patient-not-available or provider-not-available */
  reasonCode?: string | null | undefined;
  versionId: number;
};

export type CancelEncounterCommand = {
  baseVersion?: number | null | undefined;
  cancelReason?: string | null | undefined;
  clientMutationId: string | number;
  encounterId: string | number;
  provenance?: ProvenanceInput | null | undefined;
  resetStopActual?: boolean | null | undefined;
};

/** The patient's current care plan of a type; versionId: the version of the current plan the user saw, null when there was none. */
export type CarePlanInput = {
  code: string;
  note?: string | null | undefined;
  patientId: string | number;
  type: string;
  versionId?: number | null | undefined;
};

/**
 * A care team: name (required, at most 100), active, state (a supported state), the managing market
 * (a market organization of that state), a note, the participants (each clinician once, active).
 * SPEC §5 words on the field they concern ('team.participants.1.practitionerId').
 */
export type CareTeamInput = {
  active?: boolean | null | undefined;
  managingMarketId?: string | number | null | undefined;
  name?: string | null | undefined;
  note?: string | null | undefined;
  participants?: Array<CareTeamParticipantInput> | null | undefined;
  state?: string | null | undefined;
};

export type CareTeamParticipantInput = {
  practitionerId?: string | number | null | undefined;
  role?: string | null | undefined;
  specialty?: string | null | undefined;
};

/** A change of one record: the version the user saw and the new status. */
export type ChartRecordStatusInput = {
  id: string | number;
  status: string;
  versionId: number;
};

export type ChartRecordVersionInput = {
  id: string | number;
  versionId: number;
};

/** The clinician's address: all blank for none; otherwise SPEC §5 address rules. */
export type ClinicianAddressInput = {
  city?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
};

/** The whole availability as edited, with the version it was based on (CONFLICT when it moved). */
export type ClinicianAvailabilityInput = {
  alwaysAvailable: boolean;
  clinicianId: string | number;
  exceptions: Array<AvailabilityExceptionInput>;
  slots: Array<AvailabilitySlotInput>;
  versionId: number;
};

/**
 * The /clinicians edit (name and NPI are not changed here). SPEC §5 words on the field they concern
 * ('clinician.markets.0', 'clinician.address.city').
 */
export type ClinicianInput = {
  additionalMarkets?: Array<string> | null | undefined;
  address?: ClinicianAddressInput | null | undefined;
  adpSyncEnabled?: boolean | null | undefined;
  /** YYYY-MM-DD (or MM/dd/yyyy); empty for none. */
  clinicianStartDate?: string | null | undefined;
  email?: string | null | undefined;
  employeeId?: string | null | undefined;
  /** Names of market organizations. */
  markets?: Array<string> | null | undefined;
  phones?: Array<ClinicianPhoneInput> | null | undefined;
  qualifications?: Array<ClinicianQualificationInput> | null | undefined;
};

export type ClinicianPhoneInput = {
  extension?: string | null | undefined;
  use?: string | null | undefined;
  value?: string | null | undefined;
};

export type ClinicianQualificationInput = {
  code?: string | null | undefined;
  /** YYYY-MM-DD (or MM/dd/yyyy). */
  periodEnd?: string | null | undefined;
};

export type CodeSystemConceptInput = {
  category?: string | null | undefined;
  code?: string | null | undefined;
  display?: string | null | undefined;
  /** For a code system with membersFrom: the codes it stands for, at least one, each offered by that code system. */
  members?: Array<string> | null | undefined;
  status?: string | null | undefined;
};

export type CoordinatesInput = {
  latitude: number;
  longitude: number;
};

/** What a kind sets: states (supported state codes) and marketIds for pcc and th, clinicianIds (active practitioners) for lead. */
export type CoverageConfigInput = {
  clinicianIds?: Array<string | number> | null | undefined;
  marketIds?: Array<string | number> | null | undefined;
  states?: Array<string> | null | undefined;
};

/** SPEC §3 coverage fields. Dates are MM/dd/yyyy or YYYY-MM-DD; order 1 (Primary) or 2 (Secondary). */
export type CoverageInput = {
  approval: string;
  coinsurance?: number | null | undefined;
  copay?: number | null | undefined;
  deductible?: number | null | undefined;
  effectiveDate: string;
  groupName?: string | null | undefined;
  groupNumber?: string | null | undefined;
  insurerId: string | number;
  memberId: string;
  order: number;
  planName?: string | null | undefined;
  planType?: string | null | undefined;
  status: string;
  subscriberName?: string | null | undefined;
  subscriberRelationship?: string | null | undefined;
  terminationDate?: string | null | undefined;
  type?: string | null | undefined;
};

export type CreateEncounterCommand = {
  clientMutationId: string | number;
  encounter: EncounterCreateInput;
  provenance?: ProvenanceInput | null | undefined;
};

/** The dashboards' filters (SPEC §2): days are each clinician's own (YYYY-MM-DD, at most 366 days); a market is a state code. */
export type DashboardFilter = {
  from: string;
  market?: string | null | undefined;
  practitionerId?: string | number | null | undefined;
  to: string;
};

/** A diagnosis for the list: a billable ICD-10-CM code of the code set; onsetDate as YYYY-MM-DD or MM/dd/yyyy, not after today. */
export type DiagnosisInput = {
  code: string;
  note?: string | null | undefined;
  onsetDate?: string | null | undefined;
  patientId: string | number;
};

/** direction: up or down (one place on the list). */
export type DiagnosisMoveInput = {
  direction: string;
  id: string | number;
  versionId: number;
};

export type DiagnosisRemoveInput = {
  id: string | number;
  versionId: number;
};

/** A diagnosis's onset and note (both replaced) and its status: resolved (resolvedDate, default today) or active again. versionId is the version the user saw. */
export type DiagnosisUpdateInput = {
  clinicalStatus: string;
  id: string | number;
  note?: string | null | undefined;
  onsetDate?: string | null | undefined;
  resolvedDate?: string | null | undefined;
  versionId: number;
};

/**
 * A new request of an active admission. The fields are optional here so that the form's rules
 * (not the schema) name what is missing: requestedDate (YYYY-MM-DD or MM/dd/yyyy), disposition and
 * reason are required; dischargeOption and notes are not (SPEC §5 words, on the field).
 */
export type DischargeRequestCreateInput = {
  admissionId: string | number;
  dischargeOption?: string | null | undefined;
  disposition?: string | null | undefined;
  notes?: string | null | undefined;
  patientId: string | number;
  reason?: string | null | undefined;
  requestedDate?: string | null | undefined;
};

/** An edit of an open request (requested or Pending): every field as the form holds it, and the status; versionId is the version the user saw. */
export type DischargeRequestUpdateInput = {
  dischargeOption?: string | null | undefined;
  disposition?: string | null | undefined;
  id: string | number;
  notes?: string | null | undefined;
  reason?: string | null | undefined;
  requestedDate?: string | null | undefined;
  status?: string | null | undefined;
  versionId: number;
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

export type EncounterDurationInput = {
  minutes?: number | null | undefined;
  visitType: string;
};

export type EncounterReviewInput = {
  /** approved | amendRequested */
  status: string;
  /** What the reviewer says; required when asking for changes (at most 10,000 characters). */
  text?: string | null | undefined;
  /** clinical | documentation | coding | compliance */
  type: string;
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

export type FacilityAddressInput = {
  city?: string | null | undefined;
  county?: string | null | undefined;
  instruction?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  /** The market's id, from MarketList. */
  marketId?: string | number | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
};

/** A contact person of the facility form (SPEC §3); id empty or absent for a new one. */
export type FacilityContactInput = {
  active?: boolean | null | undefined;
  email?: string | null | undefined;
  fax?: string | null | undefined;
  firstName?: string | null | undefined;
  id?: string | number | null | undefined;
  lastName?: string | null | undefined;
  middleName?: string | null | undefined;
  /** A PCP's physician: the NPI, checked with its check digit (SPEC §2 PCP config). */
  npi?: string | null | undefined;
  phones?: Array<OrganizationPhoneInput> | null | undefined;
  prefix?: string | null | undefined;
  primary?: boolean | null | undefined;
  role?: string | null | undefined;
};

/** The 'New Care Facility' / 'New Home Health' form (SPEC §5: name, type, address with state required). */
export type HealthCareFacilityInput = {
  active?: boolean | null | undefined;
  address?: FacilityAddressInput | null | undefined;
  email?: string | null | undefined;
  fax?: string | null | undefined;
  name?: string | null | undefined;
  phones?: Array<OrganizationPhoneInput> | null | undefined;
  /** care-facility, assisted-living-facility, skilled-nursing-facility, home-health or pcp (which needs its fax, SPEC §5). */
  type?: string | null | undefined;
};

export type JobFunctionInput = {
  /** The job function's code. */
  _id: string | number;
  /** Event codes the job function receives (each one of GetEvents). */
  events: Array<string | number>;
};

export type MarkAppointmentMissedInput = {
  appointmentId: string | number;
  versionId: number;
};

/**
 * A market: name (required, at most 100) and state (a supported state), both kept once created; the
 * counties it serves (each of its state); Active. SPEC §5 words on the field ('market.counties').
 */
export type MarketInput = {
  active?: boolean | null | undefined;
  counties?: Array<string> | null | undefined;
  name?: string | null | undefined;
  state?: string | null | undefined;
};

/** SPEC §3 Notification filters. */
export type NotificationFilters = {
  /** Session date range: to this day (YYYY-MM-DD, inclusive). */
  endDate?: string | null | undefined;
  /** Event codes. */
  events?: Array<string> | null | undefined;
  /** Job function codes (why the user got it). */
  notify?: Array<string> | null | undefined;
  practitionerId?: string | number | null | undefined;
  practitionerName?: string | null | undefined;
  /** Patient name or event title; at most 200 characters. */
  search?: string | null | undefined;
  /** Session date range: from this day (YYYY-MM-DD, inclusive). */
  startDate?: string | null | undefined;
  viewed?: boolean | null | undefined;
};

export type OrganizationAddressInput = {
  city?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
};

/** A phone of the payer form (SPEC §3 Phone: use mobile, home, work, temp; digits; work extension). */
export type OrganizationPhoneInput = {
  extension?: string | null | undefined;
  use?: string | null | undefined;
  value?: string | null | undefined;
};

/**
 * SPEC §3/§4/§5 address: home or facility (a facility address names its care facility, from the
 * Care Facility Lookup); county from CountyList, market from MarketList.
 */
export type PatientAddressInput = {
  additionalMarket?: boolean | null | undefined;
  addressType?: string | null | undefined;
  city?: string | null | undefined;
  county?: string | null | undefined;
  /** The facility's contact person (the Care Facility Contact step, SPEC §2); absent for 'None'. */
  facilityContactId?: string | number | null | undefined;
  facilityId?: string | number | null | undefined;
  instruction?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  marketId?: string | number | null | undefined;
  postalCode?: string | null | undefined;
  serviceAddress?: boolean | null | undefined;
  state?: string | null | undefined;
  verified?: boolean | null | undefined;
};

/** start and end: calendar dates (YYYY-MM-DD). */
export type PatientAlertInput = {
  category: string;
  end?: string | null | undefined;
  patientId: string | number;
  start: string;
  text: string;
};

/** A new availability for the patient; versionId is the patient record's version the user saw. The other type's list may be left out. */
export type PatientAvailabilityInput = {
  dates?: Array<AvailabilityDateInput> | null | undefined;
  patientId: string | number;
  type: string;
  versionId: number;
  weekdays?: Array<AvailabilityWeekdayInput> | null | undefined;
};

/** SPEC §2 'Emergency Contact' / 'Relationship', 'Caregivers'. */
export type PatientContactInput = {
  name?: string | null | undefined;
  phone?: string | null | undefined;
  relationship?: string | null | undefined;
};

/**
 * A demographics edit: versionId is the patient record's version the user saw; ssn is a new SSN
 * (empty keeps the stored one); okToText yes or no (required once the patient has a phone, until it
 * is saved). SPEC §5 words on the field they concern.
 */
export type PatientDemographicsInput = {
  addresses?: Array<PatientAddressInput> | null | undefined;
  birthDate?: string | null | undefined;
  caregivers?: Array<PatientContactInput> | null | undefined;
  email?: string | null | undefined;
  emergencyContact?: PatientContactInput | null | undefined;
  ethnicity?: string | null | undefined;
  fax?: string | null | undefined;
  firstName?: string | null | undefined;
  gender?: string | null | undefined;
  /** The patient's home health agency (an active home-health organization); absent or null for none. */
  homeHealthId?: string | number | null | undefined;
  lastName?: string | null | undefined;
  maritalStatus?: string | null | undefined;
  middleName?: string | null | undefined;
  okToText?: string | null | undefined;
  patientId: string | number;
  pcpPhysicianId?: string | number | null | undefined;
  /** The primary care physician (SPEC §7 CareTeamPhysicians): the PCP practice and one of its physicians; absent or null for none. */
  pcpPracticeId?: string | number | null | undefined;
  phones?: Array<PatientPhoneInput> | null | undefined;
  preferredName?: string | null | undefined;
  race?: string | null | undefined;
  ssn?: string | null | undefined;
  versionId: number;
};

export type PatientNoteInput = {
  patientId: string | number;
  text: string;
  topic: string;
};

/** status: draft or active; admissionId: the admission it belongs to (default: the patient's current one). */
export type PatientOrderInput = {
  admissionId?: string | number | null | undefined;
  /** A code of the 'orders' catalog (SPEC §2 clinical config), which it must offer; text is then its words. */
  code?: string | null | undefined;
  patientId: string | number;
  status: string;
  text: string;
};

/** Every order of an order set (SPEC §2 clinical config 'order-sets'), each with this status (draft or active). */
export type PatientOrderSetInput = {
  admissionId?: string | number | null | undefined;
  /** A code of the 'order-sets' code system, which it must offer. */
  orderSet: string;
  patientId: string | number;
  status: string;
};

/** SPEC §3 Phone: use mobile, home, work or temp (Other); 10 digits; an extension only for work. */
export type PatientPhoneInput = {
  extension?: string | null | undefined;
  use?: string | null | undefined;
  value?: string | null | undefined;
};

export type PatientReferralInput = {
  patientId: string | number;
  reason: string;
  referralDate: string;
  source: string;
  status: string;
};

export type PatientTaskInput = {
  dueDate?: string | null | undefined;
  ownerId?: string | number | null | undefined;
  patientId: string | number;
  priority: string;
  title: string;
};

export type PayPeriodPageParams = {
  after?: string | null | undefined;
  first?: number | null | undefined;
};

/**
 * createOrganization / updateOrganization (SPEC §2 Payers): every field is checked by the form's own
 * rules, so a missing one is refused naming it ('This field is required').
 */
export type PayerInput = {
  active?: boolean | null | undefined;
  address?: OrganizationAddressInput | null | undefined;
  availityPayerId?: string | null | undefined;
  /** yes or no. */
  contracted?: string | null | undefined;
  email?: string | null | undefined;
  fax?: string | null | undefined;
  insurerExternalId?: string | null | undefined;
  name?: string | null | undefined;
  /** The MSO an IPA is under (only an IPA has one; it must be an active MSO). */
  partOfId?: string | number | null | undefined;
  phones?: Array<OrganizationPhoneInput> | null | undefined;
  /** ins, mso or ipa. */
  type?: string | null | undefined;
  url?: string | null | undefined;
};

/** A form as a plan asks for it (SPEC §3 form-logic codes). */
export type PlannedFormInput = {
  /** must (Yes), one-or-more (Always), any or could (Periodic), no, or never. */
  logic: string;
  questionnaireCode: string;
};

export type PriorAuthorizationInput = {
  coverageId: string | number;
  number: string;
  periodEnd?: string | null | undefined;
  periodStart: string;
  status: string;
  unitsAllowed?: number | null | undefined;
  visitsAllowed?: number | null | undefined;
  visitsUsed?: number | null | undefined;
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

/** One item's attributes (SPEC §3 Questionnaires: visible and required). */
export type QuestionnaireItemSettingInput = {
  linkId: string;
  /** Only for an item that holds an answer. */
  required: boolean;
  visible: boolean;
};

export type RescheduleAppointmentInput = {
  appointmentId: string | number;
  end: string;
  overrideReason?: string | null | undefined;
  reason: string;
  start: string;
  versionId: number;
};

export type RoundsEntryInput = {
  decision?: string | null | undefined;
  /** At most 2,000 characters. */
  note?: string | null | undefined;
  patientId: string | number;
};

export type RouteStartPointInput = {
  address?: string | null | undefined;
  /** home | custom */
  kind: string;
  label: string;
  latitude: number;
  longitude: number;
};

/** A route as planned: the visits in order. The server measures the travel and the times itself. */
export type SaveClinicianRouteInput = {
  /** The clinician's visits of that date in route order (not cancelled or rescheduled), at most 40. */
  appointmentIds: Array<string | number>;
  clinicianId: string | number;
  /** YYYY-MM-DD in the clinician's time zone. */
  date: string;
  /** 'HH:mm' local. */
  departure: string;
  /** The order came from the optimizer. */
  optimized?: boolean | null | undefined;
  startPoint: RouteStartPointInput;
  /** The version the planner saw; null or 0 for a new route (CONFLICT when it moved). */
  versionId?: number | null | undefined;
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

/** ownerId: a user who may own the patient's tasks (PatientTaskOwnerList); versionId: the version the user saw. */
export type TaskAssignInput = {
  id: string | number;
  ownerId: string | number;
  versionId: number;
};

export type UpdateEncounterCommand = {
  baseVersion?: number | null | undefined;
  clientMutationId: string | number;
  encounter: EncounterUpdateInput;
  id: string | number;
};

/** createUser / updateUser (SPEC §2 Users): the e-mail is the sign-in name and cannot change once the user exists. */
export type UserInput = {
  createPractitioner?: boolean | null | undefined;
  email: string;
  familyName: string;
  givenName: string;
  jobFunctions: Array<string>;
  legalEntityIds?: Array<string | number> | null | undefined;
  /** States whose patients the user reads. */
  markets?: Array<string> | null | undefined;
  payerIds?: Array<string | number> | null | undefined;
  permissions: Array<string>;
  /** Digits of a 10-digit phone ('' or absent: none). */
  phone?: string | null | undefined;
  /** The linked practitioner: an existing one's id, or createPractitioner to make one from the user's name, phone and e-mail (its address and markets are set on /clinicians). */
  practitionerId?: string | number | null | undefined;
  roles: Array<string>;
  /** The user's home state (a supported state code). */
  state?: string | null | undefined;
  userType: string;
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

export type AdminAuditListQueryVariables = Exact<{
  entityType: string;
  entityId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAuditListQuery = { AdminAuditList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, at: string, actorEmail: string | null, action: string, changedFields: Array<string> } }> } };

export type ReportDeviceSyncMutationVariables = Exact<{
  deviceId: string | number;
  pending: number;
}>;


export type ReportDeviceSyncMutation = { reportDeviceSync: { deviceId: string, pending: number } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, givenName: string, familyName: string, name: string, status: string, userType: string, roles: Array<string>, permissions: Array<string>, practitionerId: string | null, hasPin: boolean, lastLoggedIn: string | null, jobFunctions: Array<{ code: string, title: string }> } };

export type AppointmentFieldsFragment = { id: string, versionId: number, lastUpdated: string, status: string, appointmentType: string, start: string, end: string, routeOrder: number | null, patientId: string, practitionerId: string | null, encounterId: string | null, address: { line: Array<string>, city: string, state: string, postalCode: string, latitude: number | null, longitude: number | null } | null };

export type PatientFieldsFragment = { id: string, versionId: number, lastUpdated: string, name: string, givenName: string, familyName: string, gender: string, birthDate: string, age: number, phone: string | null, payerName: string | null, address: { line: Array<string>, city: string, state: string, postalCode: string, latitude: number | null, longitude: number | null } | null };

export type EncounterFieldsFragment = { id: string, versionId: number, lastUpdated: string, status: string, stateText: string | null, type: string, deliveryType: string, checkedInAt: string | null, checkedOutAt: string | null, signedAt: string | null, cancelReason: string | null, amendReason: string | null, patientId: string, practitionerId: string | null, appointmentId: string | null, episodeOfCareId: string | null, hasActiveAuthorization: boolean, period: { start: string | null, end: string | null }, amendRequest: { id: string, type: string, text: string, reviewerName: string, recorded: string } | null, state: { status: string, stateText: string | null, allowCheckIn: boolean, allowCheckout: boolean, allowESign: boolean, allowAmend: boolean, allowCancel: boolean, allowUndoCheckIn: boolean } };

export type MyScheduleQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type MyScheduleQuery = { MySchedule: { practitionerId: string, from: string, to: string, syncedAt: string, appointments: Array<{ id: string, versionId: number, lastUpdated: string, status: string, appointmentType: string, start: string, end: string, routeOrder: number | null, patientId: string, practitionerId: string | null, encounterId: string | null, address: { line: Array<string>, city: string, state: string, postalCode: string, latitude: number | null, longitude: number | null } | null }>, patients: Array<{ id: string, versionId: number, lastUpdated: string, name: string, givenName: string, familyName: string, gender: string, birthDate: string, age: number, phone: string | null, payerName: string | null, address: { line: Array<string>, city: string, state: string, postalCode: string, latitude: number | null, longitude: number | null } | null }>, encounters: Array<{ id: string, versionId: number, lastUpdated: string, status: string, stateText: string | null, type: string, deliveryType: string, checkedInAt: string | null, checkedOutAt: string | null, signedAt: string | null, cancelReason: string | null, amendReason: string | null, patientId: string, practitionerId: string | null, appointmentId: string | null, episodeOfCareId: string | null, hasActiveAuthorization: boolean, period: { start: string | null, end: string | null }, amendRequest: { id: string, type: string, text: string, reviewerName: string, recorded: string } | null, state: { status: string, stateText: string | null, allowCheckIn: boolean, allowCheckout: boolean, allowESign: boolean, allowAmend: boolean, allowCancel: boolean, allowUndoCheckIn: boolean } }>, days: Array<{ date: string, appointmentIds: Array<string> }>, questionnaires: Array<{ id: string, versionId: number, code: string, title: string, status: string, items: unknown }>, plans: Array<{ id: string, versionId: number, title: string, encounterType: string, deliveryType: string, forms: Array<{ questionnaireCode: string, logic: string, label: string, listed: boolean, required: boolean }> }>, responses: Array<{ id: string, versionId: number, lastUpdated: string, questionnaireCode: string, questionnaireVersion: number, encounterId: string, authorId: string | null, authored: string, status: string, answers: unknown }>, earlierResponses: Array<{ questionnaireCode: string, encounterId: string, patientId: string, visitStart: string, answers: unknown }>, charts: Array<{ patient: { id: string, name: string, birthDate: string, age: number, gender: string, phone: string | null, externalNumber: string | null, admissionStatus: string | null, state: string | null, marketName: string | null }, demographics: { fullName: string, preferredName: string | null, gender: string, birthDate: string, age: number, maritalStatus: string | null, externalNumber: string | null, ssnLast4: string | null, email: string | null, fax: string | null, race: string | null, ethnicity: string | null, timeZone: string, homeHealthName: string | null, pcpName: string | null, phones: Array<{ use: string | null, value: string, display: string }>, emergencyContact: { name: string, relationship: string | null, phone: string | null } | null, caregivers: Array<{ name: string, relationship: string | null, phone: string | null }>, addresses: Array<{ line: Array<string>, city: string, state: string, postalCode: string, county: string | null, addressType: string | null, facilityName: string | null, facilityContactName: string | null, marketName: string | null, instruction: string | null, serviceAddress: boolean | null, verified: boolean | null, additionalMarket: boolean | null }>, availability: { patientId: string, versionId: number, type: string | null, timeZone: string, lastUpdated: string, weekdays: Array<{ day: number, ranges: Array<{ start: string, end: string }> }>, dates: Array<{ date: string, ranges: Array<{ start: string, end: string }> }> } }, tabs: Array<{ key: string, count: number }> }>, chartAdmissions: Array<{ patientId: string, admissions: Array<{ id: string, versionId: number, status: string, periodStart: string, periodEnd: string | null, holdReason: string | null, readmitReason: string | null, readmitText: string | null, cancellationReason: string | null, hospitalName: string | null, statusHistory: Array<{ status: string, start: string, end: string | null }> }> }> } };

export type EncounterByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type EncounterByIdQuery = { Encounter: { id: string, versionId: number, lastUpdated: string, status: string, stateText: string | null, type: string, deliveryType: string, checkedInAt: string | null, checkedOutAt: string | null, signedAt: string | null, cancelReason: string | null, amendReason: string | null, patientId: string, practitionerId: string | null, appointmentId: string | null, episodeOfCareId: string | null, hasActiveAuthorization: boolean, period: { start: string | null, end: string | null }, amendRequest: { id: string, type: string, text: string, reviewerName: string, recorded: string } | null, state: { status: string, stateText: string | null, allowCheckIn: boolean, allowCheckout: boolean, allowESign: boolean, allowAmend: boolean, allowCancel: boolean, allowUndoCheckIn: boolean } } | null };

export type SyncEncounterCommandsMutationVariables = Exact<{
  commands: Array<EncounterCommandInput> | EncounterCommandInput;
}>;


export type SyncEncounterCommandsMutation = { syncEncounterCommands: Array<{ clientMutationId: string, encounter: { id: string, versionId: number, lastUpdated: string, status: string, stateText: string | null, type: string, deliveryType: string, checkedInAt: string | null, checkedOutAt: string | null, signedAt: string | null, cancelReason: string | null, amendReason: string | null, patientId: string, practitionerId: string | null, appointmentId: string | null, episodeOfCareId: string | null, hasActiveAuthorization: boolean, period: { start: string | null, end: string | null }, amendRequest: { id: string, type: string, text: string, reviewerName: string, recorded: string } | null, state: { status: string, stateText: string | null, allowCheckIn: boolean, allowCheckout: boolean, allowESign: boolean, allowAmend: boolean, allowCancel: boolean, allowUndoCheckIn: boolean } } | null, esign: { signed: boolean, missingAnswers: Array<{ id: string, title: string, conditions: Array<{ id: string, name: string, linkIds: Array<string> }> }> } | null, response: { id: string, versionId: number, lastUpdated: string, questionnaireCode: string, questionnaireVersion: number, encounterId: string, authorId: string | null, authored: string, status: string, answers: unknown } | null, error: { code: string, message: string, field: string | null, currentVersion: number | null, encounterId: string | null, retryable: boolean | null } | null }> };

export type OnEncounterCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnEncounterCreatedSubscription = { onEncounterCreated: { id: string, versionId: number } };

export type OnEncounterUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnEncounterUpdatedSubscription = { onEncounterUpdated: { id: string, versionId: number } };

export type EncounterDurationsQueryVariables = Exact<{ [key: string]: never; }>;


export type EncounterDurationsQuery = { EncounterDurations: Array<{ visitType: string, label: string, minutes: number | null }> };

export type EncounterNarrativeQueryVariables = Exact<{
  encounterId: string | number;
  version?: number | null | undefined;
}>;


export type EncounterNarrativeQuery = { EncounterNarrativePDF: { fileName: string, contentType: string, data: string } };

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

export type CountyListQueryVariables = Exact<{
  states?: Array<string> | string | null | undefined;
  postalCodes?: Array<string> | string | null | undefined;
  term?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type CountyListQuery = { CountyList: { totalCount: number, edges: Array<{ node: { name: string, state: string } }> } };

export type GetNotificationsCountQueryVariables = Exact<{
  practitionerId?: string | number | null | undefined;
  notify?: Array<string> | string | null | undefined;
}>;


export type GetNotificationsCountQuery = { GetNotificationsCount: number };

export type NotificationFieldsFragment = { _id: string, cursor: string, viewed: boolean, createdAt: string, notify: string | null, event: { code: string | null, title: string, description: string }, resource: { admissionId: string | null }, meta: { patientId: string | null, patientName: string | null, practitionerName: string | null }, resourceDetails: { orderId: string | null, serviceRequestId: string | null, documentId: string | null } };

export type GetNotificationListQueryVariables = Exact<{
  filters?: NotificationFilters | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetNotificationListQuery = { GetNotificationList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { _id: string, cursor: string, viewed: boolean, createdAt: string, notify: string | null, event: { code: string | null, title: string, description: string }, resource: { admissionId: string | null }, meta: { patientId: string | null, patientName: string | null, practitionerName: string | null }, resourceDetails: { orderId: string | null, serviceRequestId: string | null, documentId: string | null } } }> } };

export type GetNewestNotificationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetNewestNotificationQuery = { GetNotificationList: { edges: Array<{ node: { _id: string, cursor: string } }> } };

export type GetNotificationEventCountsQueryVariables = Exact<{
  filters?: NotificationFilters | null | undefined;
}>;


export type GetNotificationEventCountsQuery = { GetNotificationList: { eventCounts: Array<{ code: string, title: string, count: number }> } };

export type MarkNotificationViewedMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationViewedMutation = { markNotificationViewed: { _id: string, viewed: boolean } };

export type SetNotificationUpdatesMutationVariables = Exact<{
  id: string | number;
}>;


export type SetNotificationUpdatesMutation = { setNotificationUpdates: number };

export type OnNotificationAddedSubscriptionVariables = Exact<{
  id?: string | number | null | undefined;
  notify?: Array<string> | string | null | undefined;
  since?: string | null | undefined;
}>;


export type OnNotificationAddedSubscription = { onNotificationAdded: { _id: string, cursor: string, viewed: boolean, createdAt: string, notify: string | null, event: { code: string | null, title: string, description: string }, resource: { admissionId: string | null }, meta: { patientId: string | null, patientName: string | null, practitionerName: string | null }, resourceDetails: { orderId: string | null, serviceRequestId: string | null, documentId: string | null } } };

export type JobFunctionFieldsFragment = { _id: string, code: string, title: string, status: string, events: Array<{ _id: string }> };

export type GetJobFunctionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetJobFunctionsQuery = { GetJobFunctions: Array<{ _id: string, code: string, title: string, status: string, events: Array<{ _id: string }> }> };

export type GetEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetEventsQuery = { GetEvents: Array<{ _id: string, title: string, description: string, status: string }> };

export type UpdateJobFunctionMutationVariables = Exact<{
  input: JobFunctionInput;
}>;


export type UpdateJobFunctionMutation = { updateJobFunction: { _id: string, code: string, title: string, status: string, events: Array<{ _id: string }> } };

export type OrganizationOptionsQueryVariables = Exact<{
  type?: Array<string> | string | null | undefined;
  first?: number | null | undefined;
}>;


export type OrganizationOptionsQuery = { OrganizationList: { edges: Array<{ node: { id: string, name: string, type: string, state: string | null } }> } };

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

export type PatientChartFieldsFragment = { patient: { id: string, name: string, birthDate: string, age: number, gender: string, phone: string | null, externalNumber: string | null, admissionStatus: string | null, state: string | null, marketName: string | null }, demographics: { fullName: string, preferredName: string | null, gender: string, birthDate: string, age: number, maritalStatus: string | null, externalNumber: string | null, ssnLast4: string | null, email: string | null, fax: string | null, race: string | null, ethnicity: string | null, timeZone: string, homeHealthName: string | null, pcpName: string | null, phones: Array<{ use: string | null, value: string, display: string }>, emergencyContact: { name: string, relationship: string | null, phone: string | null } | null, caregivers: Array<{ name: string, relationship: string | null, phone: string | null }>, addresses: Array<{ line: Array<string>, city: string, state: string, postalCode: string, county: string | null, addressType: string | null, facilityName: string | null, facilityContactName: string | null, marketName: string | null, instruction: string | null, serviceAddress: boolean | null, verified: boolean | null, additionalMarket: boolean | null }>, availability: { patientId: string, versionId: number, type: string | null, timeZone: string, lastUpdated: string, weekdays: Array<{ day: number, ranges: Array<{ start: string, end: string }> }>, dates: Array<{ date: string, ranges: Array<{ start: string, end: string }> }> } }, tabs: Array<{ key: string, count: number }> };

export type PatientChartQueryVariables = Exact<{
  id: string | number;
}>;


export type PatientChartQuery = { PatientChart: { patient: { id: string, name: string, birthDate: string, age: number, gender: string, phone: string | null, externalNumber: string | null, admissionStatus: string | null, state: string | null, marketName: string | null }, demographics: { fullName: string, preferredName: string | null, gender: string, birthDate: string, age: number, maritalStatus: string | null, externalNumber: string | null, ssnLast4: string | null, email: string | null, fax: string | null, race: string | null, ethnicity: string | null, timeZone: string, homeHealthName: string | null, pcpName: string | null, phones: Array<{ use: string | null, value: string, display: string }>, emergencyContact: { name: string, relationship: string | null, phone: string | null } | null, caregivers: Array<{ name: string, relationship: string | null, phone: string | null }>, addresses: Array<{ line: Array<string>, city: string, state: string, postalCode: string, county: string | null, addressType: string | null, facilityName: string | null, facilityContactName: string | null, marketName: string | null, instruction: string | null, serviceAddress: boolean | null, verified: boolean | null, additionalMarket: boolean | null }>, availability: { patientId: string, versionId: number, type: string | null, timeZone: string, lastUpdated: string, weekdays: Array<{ day: number, ranges: Array<{ start: string, end: string }> }>, dates: Array<{ date: string, ranges: Array<{ start: string, end: string }> }> } }, tabs: Array<{ key: string, count: number }> } };

export type AdmissionFieldsFragment = { id: string, versionId: number, status: string, periodStart: string, periodEnd: string | null, holdReason: string | null, readmitReason: string | null, readmitText: string | null, cancellationReason: string | null, hospitalName: string | null, statusHistory: Array<{ status: string, start: string, end: string | null }> };

export type AdmissionListQueryVariables = Exact<{
  patientId: string | number;
}>;


export type AdmissionListQuery = { AdmissionList: Array<{ id: string, versionId: number, status: string, periodStart: string, periodEnd: string | null, holdReason: string | null, readmitReason: string | null, readmitText: string | null, cancellationReason: string | null, hospitalName: string | null, statusHistory: Array<{ status: string, start: string, end: string | null }> }> };

export type ChangeAdmissionStatusMutationVariables = Exact<{
  input: AdmissionStatusInput;
}>;


export type ChangeAdmissionStatusMutation = { changeAdmissionStatus: { id: string, versionId: number, status: string, holdReason: string | null } };

export type PatientTaskOwnerListQueryVariables = Exact<{
  patientId: string | number;
}>;


export type PatientTaskOwnerListQuery = { PatientTaskOwnerList: Array<{ id: string, name: string }> };

export type ChangePatientTaskStatusMutationVariables = Exact<{
  input: ChartRecordStatusInput;
}>;


export type ChangePatientTaskStatusMutation = { changePatientTaskStatus: { id: string, versionId: number, status: string } };

export type ValueSetCodesQueryVariables = Exact<{
  url: string;
  count?: number | null | undefined;
}>;


export type ValueSetCodesQuery = { expandValueSet: { version: number, contains: Array<{ code: string, display: string, members: Array<string> | null }> } };

export type PayPeriodFieldsFragment = { id: string, start: string, end: string, current: boolean, encounterStats: { soc: number, followUp: number, signed: number } };

export type PayPeriodHistoryQueryVariables = Exact<{
  practitionerId: string | number;
  pageParams?: PayPeriodPageParams | null | undefined;
}>;


export type PayPeriodHistoryQuery = { GetPayPeriodEncounterHistory: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, start: string, end: string, current: boolean, encounterStats: { soc: number, followUp: number, signed: number } } }> } };

export type PayPeriodEncountersQueryVariables = Exact<{
  practitionerId: string | number;
  payPeriodId: string | number;
}>;


export type PayPeriodEncountersQuery = { GetPayPeriodEncounters: { practitionerId: string, practitionerName: string, timeZone: string, payPeriod: { id: string, start: string, end: string, current: boolean, encounterStats: { soc: number, followUp: number, signed: number } }, encounters: Array<{ id: string, appointmentId: string | null, patientId: string, patientName: string, start: string | null, type: string, status: string, stateText: string | null }> } };

export type ClinicianAvailabilityFieldsFragment = { clinicianId: string, versionId: number, lastUpdated: string, timeZone: string, saved: boolean, alwaysAvailable: boolean, slots: Array<{ id: string, dayIndex: number, order: number, enabled: boolean, startTime: string, endTime: string, durationMinutes: number, status: string }>, exceptions: Array<{ id: string, startDate: string, endDate: string, startTime: string | null, endTime: string | null, status: string, isAlwaysAvailable: boolean }> };

export type ClinicianAvailabilityQueryVariables = Exact<{
  clinicianId: string | number;
}>;


export type ClinicianAvailabilityQuery = { ClinicianAvailability: { clinicianId: string, versionId: number, lastUpdated: string, timeZone: string, saved: boolean, alwaysAvailable: boolean, slots: Array<{ id: string, dayIndex: number, order: number, enabled: boolean, startTime: string, endTime: string, durationMinutes: number, status: string }>, exceptions: Array<{ id: string, startDate: string, endDate: string, startTime: string | null, endTime: string | null, status: string, isAlwaysAvailable: boolean }> } };

export type SaveClinicianAvailabilityMutationVariables = Exact<{
  input: ClinicianAvailabilityInput;
}>;


export type SaveClinicianAvailabilityMutation = { saveClinicianAvailability: { clinicianId: string, versionId: number, lastUpdated: string, timeZone: string, saved: boolean, alwaysAvailable: boolean, slots: Array<{ id: string, dayIndex: number, order: number, enabled: boolean, startTime: string, endTime: string, durationMinutes: number, status: string }>, exceptions: Array<{ id: string, startDate: string, endDate: string, startTime: string | null, endTime: string | null, status: string, isAlwaysAvailable: boolean }> } };

export type BulkRunFieldsFragment = { id: string, description: string, userName: string, createdAt: string, completedAt: string | null, progress: { runId: string, status: string, percent: number, counts: { total: number, pending: number, active: number, inactive: number, error: number, failed: number } } };

export type BulkProgressFieldsFragment = { runId: string, status: string, percent: number, counts: { total: number, pending: number, active: number, inactive: number, error: number, failed: number } };

export type BulkEligibilityPreviewQueryVariables = Exact<{
  filters: BulkEligibilityFiltersInput;
}>;


export type BulkEligibilityPreviewQuery = { BulkEligibilityPreview: number };

export type BulkEligibilityRunsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type BulkEligibilityRunsQuery = { BulkEligibilityRuns: Array<{ id: string, description: string, userName: string, createdAt: string, completedAt: string | null, progress: { runId: string, status: string, percent: number, counts: { total: number, pending: number, active: number, inactive: number, error: number, failed: number } } }> };

export type BulkEligibilityRunQueryVariables = Exact<{
  runId: string | number;
}>;


export type BulkEligibilityRunQuery = { BulkEligibilityRun: { id: string, description: string, userName: string, createdAt: string, completedAt: string | null, progress: { runId: string, status: string, percent: number, counts: { total: number, pending: number, active: number, inactive: number, error: number, failed: number } } } };

export type BulkEligibilityItemsQueryVariables = Exact<{
  runId: string | number;
  statuses?: Array<string> | string | null | undefined;
  after?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type BulkEligibilityItemsQuery = { BulkEligibilityItems: { endCursor: number | null, items: Array<{ seq: number, patientId: string, patientName: string, coverageId: string, insurer: string, memberId: string, status: string, message: string | null, taskId: string | null, checkedAt: string | null }> } };

export type RequestBulkEligibilityMutationVariables = Exact<{
  filters: BulkEligibilityFiltersInput;
}>;


export type RequestBulkEligibilityMutation = { requestBulkEligibility: { id: string, description: string, userName: string, createdAt: string, completedAt: string | null, progress: { runId: string, status: string, percent: number, counts: { total: number, pending: number, active: number, inactive: number, error: number, failed: number } } } };

export type BulkEligibilityProgressSubscriptionVariables = Exact<{
  runId: string | number;
}>;


export type BulkEligibilityProgressSubscription = { onBulkEligibilityProgress: { runId: string, status: string, percent: number, counts: { total: number, pending: number, active: number, inactive: number, error: number, failed: number } } };

export type CommunicationTopicListQueryVariables = Exact<{ [key: string]: never; }>;


export type CommunicationTopicListQuery = { CommunicationTopicList: Array<{ code: string, display: string, status: string }> };

export type PatientNoteListQueryVariables = Exact<{
  patientId: string | number;
  topic?: string | null | undefined;
  term?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PatientNoteListQuery = { PatientNoteList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, sent: string, topic: string, topicDisplay: string, text: string, author: string | null } }> } };

export type AddPatientNoteMutationVariables = Exact<{
  input: PatientNoteInput;
}>;


export type AddPatientNoteMutation = { addPatientNote: { id: string } };

export type PatientAlertListQueryVariables = Exact<{
  patientId: string | number;
  status?: string | null | undefined;
  term?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PatientAlertListQuery = { PatientAlertList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, status: string, category: string, text: string, start: string, end: string | null, author: string | null } }> } };

export type AddPatientAlertMutationVariables = Exact<{
  input: PatientAlertInput;
}>;


export type AddPatientAlertMutation = { addPatientAlert: { id: string } };

export type DeactivatePatientAlertMutationVariables = Exact<{
  input: ChartRecordVersionInput;
}>;


export type DeactivatePatientAlertMutation = { deactivatePatientAlert: { id: string, versionId: number, status: string } };

export type PatientOrderListQueryVariables = Exact<{
  patientId: string | number;
  status?: string | null | undefined;
  term?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PatientOrderListQuery = { PatientOrderList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, status: string, text: string, authoredOn: string, requester: string | null, admissionId: string | null, admissionStart: string | null } }> } };

export type PatientOrderDetailsQueryVariables = Exact<{
  patientId: string | number;
}>;


export type PatientOrderDetailsQuery = { PatientOrderDetails: { draft: number, active: number, count: number } };

export type AddPatientOrderMutationVariables = Exact<{
  input: PatientOrderInput;
}>;


export type AddPatientOrderMutation = { addPatientOrder: { id: string } };

export type AddPatientOrderSetMutationVariables = Exact<{
  input: PatientOrderSetInput;
}>;


export type AddPatientOrderSetMutation = { addPatientOrderSet: Array<{ id: string }> };

export type ChangePatientOrderStatusMutationVariables = Exact<{
  input: ChartRecordStatusInput;
}>;


export type ChangePatientOrderStatusMutation = { changePatientOrderStatus: { id: string, versionId: number, status: string } };

export type PatientReferralListQueryVariables = Exact<{
  patientId: string | number;
  status?: string | null | undefined;
  term?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PatientReferralListQuery = { PatientReferralList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, status: string, referralDate: string, source: string, reason: string, author: string | null } }> } };

export type AddPatientReferralMutationVariables = Exact<{
  input: PatientReferralInput;
}>;


export type AddPatientReferralMutation = { addPatientReferral: { id: string } };

export type ChangePatientReferralStatusMutationVariables = Exact<{
  input: ChartRecordStatusInput;
}>;


export type ChangePatientReferralStatusMutation = { changePatientReferralStatus: { id: string, versionId: number, status: string } };

export type PatientTaskListQueryVariables = Exact<{
  patientId: string | number;
  status?: string | null | undefined;
  term?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PatientTaskListQuery = { PatientTaskList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, title: string, status: string, priority: string, ownerId: string | null, owner: string | null, ownerJobFunctionTitle: string | null, dueDate: string | null, authoredOn: string, requester: string | null, completedOn: string | null, overdue: boolean, originLabel: string } }> } };

export type PatientTaskSummaryQueryVariables = Exact<{
  patientId: string | number;
}>;


export type PatientTaskSummaryQuery = { PatientTaskSummary: { open: number, overdue: number } };

export type AddPatientTaskMutationVariables = Exact<{
  input: PatientTaskInput;
}>;


export type AddPatientTaskMutation = { addPatientTask: { id: string } };

export type PatientOrderQueryVariables = Exact<{
  patientId: string | number;
  id: string | number;
}>;


export type PatientOrderQuery = { PatientOrder: { order: { id: string, versionId: number, status: string, text: string, code: string | null, authoredOn: string, requester: string | null, admissionId: string | null, admissionStart: string | null }, changes: Array<{ versionId: number, at: string, by: string | null, status: string }> } };

export type RoundsSessionFieldsFragment = { date: string, versionId: number, savedAt: string | null, patients: Array<{ patientId: string, name: string, birthDate: string, openOrders: Array<string>, problems: Array<string>, note: string | null, decision: string | null, latestEncounter: { id: string, appointmentId: string | null, type: string, status: string, stateText: string | null, start: string | null, clinicianName: string | null } | null, woundProgress: Array<{ at: string, encounterId: string, wound: number, lengthCm: number | null, widthCm: number | null, areaCm2: number | null }> }> };

export type RoundsSessionQueryVariables = Exact<{
  date: string;
}>;


export type RoundsSessionQuery = { RoundsSession: { date: string, versionId: number, savedAt: string | null, patients: Array<{ patientId: string, name: string, birthDate: string, openOrders: Array<string>, problems: Array<string>, note: string | null, decision: string | null, latestEncounter: { id: string, appointmentId: string | null, type: string, status: string, stateText: string | null, start: string | null, clinicianName: string | null } | null, woundProgress: Array<{ at: string, encounterId: string, wound: number, lengthCm: number | null, widthCm: number | null, areaCm2: number | null }> }> } };

export type RoundsSessionDatesQueryVariables = Exact<{ [key: string]: never; }>;


export type RoundsSessionDatesQuery = { RoundsSessionDates: Array<string> };

export type SaveRoundsSessionMutationVariables = Exact<{
  date: string;
  versionId: number;
  entries: Array<RoundsEntryInput> | RoundsEntryInput;
}>;


export type SaveRoundsSessionMutation = { saveRoundsSession: { date: string, versionId: number, savedAt: string | null, patients: Array<{ patientId: string, name: string, birthDate: string, openOrders: Array<string>, problems: Array<string>, note: string | null, decision: string | null, latestEncounter: { id: string, appointmentId: string | null, type: string, status: string, stateText: string | null, start: string | null, clinicianName: string | null } | null, woundProgress: Array<{ at: string, encounterId: string, wound: number, lengthCm: number | null, widthCm: number | null, areaCm2: number | null }> }> } };

export type ListedEncounterFieldsFragment = { id: string, versionId: number, status: string, stateText: string | null, type: string, deliveryType: string, signedAt: string | null, patientId: string, patientName: string | null, practitionerId: string | null, practitionerName: string | null, appointmentId: string | null, episodeOfCareId: string | null, amendReason: string | null, reviewState: string | null, period: { start: string | null, end: string | null } };

export type ClinicianEncounterListQueryVariables = Exact<{
  patientId?: string | number | null | undefined;
  episodeOfCareId?: string | number | null | undefined;
  status?: Array<string> | string | null | undefined;
  stateStatus?: Array<string> | string | null | undefined;
  periodStart?: string | null | undefined;
  periodEnd?: string | null | undefined;
  type?: Array<string> | string | null | undefined;
  typeNot?: Array<string> | string | null | undefined;
  deliveryType?: string | null | undefined;
  tmStatuses?: Array<string> | string | null | undefined;
  practitionerIds?: Array<string | number> | string | number | null | undefined;
  includeSP?: boolean | null | undefined;
  sort?: string | null | undefined;
  term?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ClinicianEncounterListQuery = { EncounterList: { totalCount: number, totalCountCapped: boolean, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, status: string, stateText: string | null, type: string, deliveryType: string, signedAt: string | null, patientId: string, patientName: string | null, practitionerId: string | null, practitionerName: string | null, appointmentId: string | null, episodeOfCareId: string | null, amendReason: string | null, reviewState: string | null, period: { start: string | null, end: string | null } } }> } };

export type EncounterFilterCliniciansQueryVariables = Exact<{ [key: string]: never; }>;


export type EncounterFilterCliniciansQuery = { SchedulableClinicians: Array<{ id: string, name: string }> };

export type ClinicianEncounterQueryVariables = Exact<{
  appointmentId: string | number;
}>;


export type ClinicianEncounterQuery = { GetActiveEncounterByAppointmentId: { checkedInAt: string | null, checkedOutAt: string | null, cancelReason: string | null, id: string, versionId: number, status: string, stateText: string | null, type: string, deliveryType: string, signedAt: string | null, patientId: string, patientName: string | null, practitionerId: string | null, practitionerName: string | null, appointmentId: string | null, episodeOfCareId: string | null, amendReason: string | null, reviewState: string | null, period: { start: string | null, end: string | null } } | null };

export type EncounterVersionsQueryVariables = Exact<{
  encounterId: string | number;
  patientId: string | number;
}>;


export type EncounterVersionsQuery = { GetEncounterVersion: Array<{ id: string, version: number, status: string, signedAt: string, lastUpdated: string, reasons: Array<string>, clinician: { name: string, npi: string | null } | null, onsiteProvider: { name: string, npi: string | null } | null, amendClinician: { name: string, npi: string | null } | null }>, GetAdditionalActionsStatus: { orderDetails: { draft: number, active: number, count: number }, problemDetails: { draft: number, active: number, count: number }, patientDetails: { status: string | null, dischargedOn: string | null } }, Patient: { id: string, name: string, birthDate: string } | null };

export type ClinicianFieldsFragment = { id: string, versionId: number, lastUpdated: string, name: string, givenName: string, familyName: string, npi: string | null, employeeId: string | null, email: string | null, state: string | null, adpSyncEnabled: boolean, clinicianStartDate: string | null, markets: Array<string>, additionalMarkets: Array<string>, active: boolean, phones: Array<{ use: string, value: string, extension: string | null }>, address: { line: Array<string>, city: string, state: string, postalCode: string } | null, qualifications: Array<{ code: string, periodEnd: string | null }>, linkedUser: { id: string, name: string, email: string } | null };

export type ClinicianListQueryVariables = Exact<{
  term?: string | null | undefined;
  state?: string | null | undefined;
  market?: string | null | undefined;
  active?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ClinicianListQuery = { ClinicianList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, lastUpdated: string, name: string, givenName: string, familyName: string, npi: string | null, employeeId: string | null, email: string | null, state: string | null, adpSyncEnabled: boolean, clinicianStartDate: string | null, markets: Array<string>, additionalMarkets: Array<string>, active: boolean, phones: Array<{ use: string, value: string, extension: string | null }>, address: { line: Array<string>, city: string, state: string, postalCode: string } | null, qualifications: Array<{ code: string, periodEnd: string | null }>, linkedUser: { id: string, name: string, email: string } | null } }> } };

export type ClinicianQueryVariables = Exact<{
  id: string | number;
}>;


export type ClinicianQuery = { Clinician: { id: string, versionId: number, lastUpdated: string, name: string, givenName: string, familyName: string, npi: string | null, employeeId: string | null, email: string | null, state: string | null, adpSyncEnabled: boolean, clinicianStartDate: string | null, markets: Array<string>, additionalMarkets: Array<string>, active: boolean, phones: Array<{ use: string, value: string, extension: string | null }>, address: { line: Array<string>, city: string, state: string, postalCode: string } | null, qualifications: Array<{ code: string, periodEnd: string | null }>, linkedUser: { id: string, name: string, email: string } | null } };

export type UpdateClinicianMutationVariables = Exact<{
  id: string | number;
  versionId: number;
  clinician: ClinicianInput;
}>;


export type UpdateClinicianMutation = { updateClinician: { id: string, versionId: number, lastUpdated: string, name: string, givenName: string, familyName: string, npi: string | null, employeeId: string | null, email: string | null, state: string | null, adpSyncEnabled: boolean, clinicianStartDate: string | null, markets: Array<string>, additionalMarkets: Array<string>, active: boolean, phones: Array<{ use: string, value: string, extension: string | null }>, address: { line: Array<string>, city: string, state: string, postalCode: string } | null, qualifications: Array<{ code: string, periodEnd: string | null }>, linkedUser: { id: string, name: string, email: string } | null } };

export type CodeSystemFieldsFragment = { id: string, url: string, title: string, kind: string, noun: string, categories: Array<string> | null, membersFrom: string | null, draftVersion: number, publishedVersion: number, draftChanged: boolean, concepts: Array<{ code: string, display: string, status: string, category: string | null, members: Array<string> | null }>, versions: Array<{ version: number, status: string, publishedAt: string, count: number }> };

export type CodeSystemQueryVariables = Exact<{
  id: string;
}>;


export type CodeSystemQuery = { CodeSystem: { id: string, url: string, title: string, kind: string, noun: string, categories: Array<string> | null, membersFrom: string | null, draftVersion: number, publishedVersion: number, draftChanged: boolean, concepts: Array<{ code: string, display: string, status: string, category: string | null, members: Array<string> | null }>, versions: Array<{ version: number, status: string, publishedAt: string, count: number }> } };

export type SaveCodeSystemConceptMutationVariables = Exact<{
  codeSystemId: string;
  draftVersion: number;
  isNew: boolean;
  concept: CodeSystemConceptInput;
}>;


export type SaveCodeSystemConceptMutation = { saveCodeSystemConcept: { id: string, url: string, title: string, kind: string, noun: string, categories: Array<string> | null, membersFrom: string | null, draftVersion: number, publishedVersion: number, draftChanged: boolean, concepts: Array<{ code: string, display: string, status: string, category: string | null, members: Array<string> | null }>, versions: Array<{ version: number, status: string, publishedAt: string, count: number }> } };

export type PublishCodeSystemMutationVariables = Exact<{
  codeSystemId: string;
  draftVersion: number;
}>;


export type PublishCodeSystemMutation = { publishCodeSystem: { id: string, url: string, title: string, kind: string, noun: string, categories: Array<string> | null, membersFrom: string | null, draftVersion: number, publishedVersion: number, draftChanged: boolean, concepts: Array<{ code: string, display: string, status: string, category: string | null, members: Array<string> | null }>, versions: Array<{ version: number, status: string, publishedAt: string, count: number }> } };

export type ExportCodeSystemQueryVariables = Exact<{
  id: string;
  format: string;
}>;


export type ExportCodeSystemQuery = { exportCodeSystem: { fileName: string, mediaType: string, content: string } };

export type ImportCodeSystemMutationVariables = Exact<{
  codeSystemId: string;
  draftVersion: number;
  format: string;
  content: string;
}>;


export type ImportCodeSystemMutation = { importCodeSystem: { added: number, updated: number, unchanged: number, codeSystem: { id: string, url: string, title: string, kind: string, noun: string, categories: Array<string> | null, membersFrom: string | null, draftVersion: number, publishedVersion: number, draftChanged: boolean, concepts: Array<{ code: string, display: string, status: string, category: string | null, members: Array<string> | null }>, versions: Array<{ version: number, status: string, publishedAt: string, count: number }> } } };

export type PatientCoveragesQueryVariables = Exact<{
  patientId: string | number;
}>;


export type PatientCoveragesQuery = { PatientCoverages: { coverages: Array<{ id: string, versionId: number, patientId: string, status: string, order: number, insurerId: string | null, insurerName: string | null, memberId: string | null, groupNumber: string | null, groupName: string | null, type: string | null, planName: string | null, planType: string | null, copay: number | null, deductible: number | null, coinsurance: number | null, effectiveDate: string | null, terminationDate: string | null, subscriberName: string | null, subscriberRelationship: string | null, approval: string | null }>, authorizations: Array<{ id: string, versionId: number, coverageId: string | null, number: string | null, status: string, periodStart: string | null, periodEnd: string | null, visitsAllowed: number | null, visitsUsed: number | null, unitsAllowed: number | null }>, eligibilityResults: Array<{ id: string, coverageId: string | null, checkedAt: string, checkedBy: string | null, outcome: string, inforce: boolean | null, payerName: string | null, insurerId: string | null, memberId: string | null, groupNumber: string | null, planName: string | null, planType: string | null, copay: number | null, deductible: number | null, coinsurance: number | null, patientResponsibility: number | null, labCompany: string | null, effectiveDate: string | null, terminationDate: string | null, contactNumber: string | null, state: string | null, address: string | null, taskId: string | null, identifiers: Array<{ code: string, label: string, value: string }>, errors: Array<{ code: string, display: string }> }> } };

export type EligibilityResultFieldsFragment = { id: string, coverageId: string | null, checkedAt: string, checkedBy: string | null, outcome: string, inforce: boolean | null, payerName: string | null, insurerId: string | null, memberId: string | null, groupNumber: string | null, planName: string | null, planType: string | null, copay: number | null, deductible: number | null, coinsurance: number | null, patientResponsibility: number | null, labCompany: string | null, effectiveDate: string | null, terminationDate: string | null, contactNumber: string | null, state: string | null, address: string | null, taskId: string | null, identifiers: Array<{ code: string, label: string, value: string }>, errors: Array<{ code: string, display: string }> };

export type CoverageInsurerListQueryVariables = Exact<{
  term?: string | null | undefined;
  state?: string | null | undefined;
}>;


export type CoverageInsurerListQuery = { CoverageInsurerList: Array<{ id: string, name: string, state: string | null }> };

export type CreateCoverageMutationVariables = Exact<{
  patientId: string | number;
  input: CoverageInput;
}>;


export type CreateCoverageMutation = { createCoverage: { id: string, versionId: number } };

export type UpdateCoverageMutationVariables = Exact<{
  id: string | number;
  versionId: number;
  input: CoverageInput;
}>;


export type UpdateCoverageMutation = { updateCoverage: { id: string, versionId: number } };

export type InactivateCoverageMutationVariables = Exact<{
  id: string | number;
  versionId: number;
}>;


export type InactivateCoverageMutation = { inactivateCoverage: { id: string, versionId: number, status: string } };

export type CreatePriorAuthorizationMutationVariables = Exact<{
  input: PriorAuthorizationInput;
}>;


export type CreatePriorAuthorizationMutation = { createPriorAuthorization: { id: string, versionId: number } };

export type UpdatePriorAuthorizationMutationVariables = Exact<{
  id: string | number;
  versionId: number;
  input: PriorAuthorizationInput;
}>;


export type UpdatePriorAuthorizationMutation = { updatePriorAuthorization: { id: string, versionId: number } };

export type CheckEligibilityMutationVariables = Exact<{
  coverageId: string | number;
}>;


export type CheckEligibilityMutation = { checkEligibility: { taskId: string, note: string, taskOwner: string | null, result: { id: string, coverageId: string | null, checkedAt: string, checkedBy: string | null, outcome: string, inforce: boolean | null, payerName: string | null, insurerId: string | null, memberId: string | null, groupNumber: string | null, planName: string | null, planType: string | null, copay: number | null, deductible: number | null, coinsurance: number | null, patientResponsibility: number | null, labCompany: string | null, effectiveDate: string | null, terminationDate: string | null, contactNumber: string | null, state: string | null, address: string | null, taskId: string | null, identifiers: Array<{ code: string, label: string, value: string }>, errors: Array<{ code: string, display: string }> } } };

export type DashboardGroupFieldsFragment = { key: string, label: string, visits: { scheduled: number, made: number, missed: number, cancelled: number, open: number, missedRate: number | null, cancelledRate: number | null }, signing: { documented: number, signedWithin24h: number, rate: number | null } };

export type AdminDashboardQueryVariables = Exact<{
  filter: DashboardFilter;
}>;


export type AdminDashboardQuery = { AdminDashboard: { from: string, to: string, staleDevices: number, totals: { key: string, label: string, visits: { scheduled: number, made: number, missed: number, cancelled: number, open: number, missedRate: number | null, cancelledRate: number | null }, signing: { documented: number, signedWithin24h: number, rate: number | null } }, days: Array<{ day: string, visits: { scheduled: number, made: number, missed: number, cancelled: number, open: number }, signing: { documented: number, signedWithin24h: number, rate: number | null } }>, markets: Array<{ key: string, label: string, visits: { scheduled: number, made: number, missed: number, cancelled: number, open: number, missedRate: number | null, cancelledRate: number | null }, signing: { documented: number, signedWithin24h: number, rate: number | null } }>, clinicians: Array<{ key: string, label: string, visits: { scheduled: number, made: number, missed: number, cancelled: number, open: number, missedRate: number | null, cancelledRate: number | null }, signing: { documented: number, signedWithin24h: number, rate: number | null } }>, devices: Array<{ deviceId: string, userId: string, userName: string, practitionerId: string | null, market: string | null, pending: number, lastReportedAt: string, lastSyncedAt: string | null, syncAgeHours: number, stale: boolean }> } };

export type ReportDashboardQueryVariables = Exact<{
  filter: DashboardFilter;
}>;


export type ReportDashboardQuery = { ReportDashboard: { from: string, to: string, encounters: Array<{ market: string, total: number, planned: number, inProgress: number, finished: number, cancelled: number, soc: number, evaluation: number, readmit: number, followUp: number }>, visits: Array<{ key: string, label: string, visits: { scheduled: number, made: number, missed: number, cancelled: number, open: number, missedRate: number | null, cancelledRate: number | null }, signing: { documented: number, signedWithin24h: number, rate: number | null } }> } };

export type CbrDashboardQueryVariables = Exact<{
  filter: DashboardFilter;
}>;


export type CbrDashboardQuery = { CbrDashboard: { from: string, to: string, clinicians: Array<{ key: string, label: string, visits: { scheduled: number, made: number, missed: number, cancelled: number, open: number, missedRate: number | null, cancelledRate: number | null }, signing: { documented: number, signedWithin24h: number, rate: number | null } }>, totals: { key: string, label: string, visits: { scheduled: number, made: number, missed: number, cancelled: number, open: number, missedRate: number | null, cancelledRate: number | null }, signing: { documented: number, signedWithin24h: number, rate: number | null } } } };

export type DashboardVisitsQueryVariables = Exact<{
  filter: DashboardFilter;
  day?: string | null | undefined;
  outcome?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type DashboardVisitsQuery = { DashboardVisits: { totalCount: number, edges: Array<{ node: { appointmentId: string, patientId: string, patientName: string, practitionerName: string, market: string | null, start: string, day: string, status: string, outcome: string } }> } };

export type DashboardEncountersQueryVariables = Exact<{
  filter: DashboardFilter;
  day?: string | null | undefined;
  signing?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type DashboardEncountersQuery = { DashboardEncounters: { totalCount: number, edges: Array<{ node: { encounterId: string, patientId: string, patientName: string, practitionerName: string, market: string | null, start: string, day: string, signedAt: string | null, signing: string } }> } };

export type DocumentListQueryVariables = Exact<{
  patientId: string | number;
  category?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DocumentListQuery = { DocumentList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, category: string, categoryLabel: string, description: string | null, date: string, author: string | null, attachment: { id: string, title: string, contentType: string, size: number, url: string } } }> } };

export type DeleteDocumentMutationVariables = Exact<{
  id: string | number;
  versionId: number;
}>;


export type DeleteDocumentMutation = { deleteDocument: { id: string, versionId: number, status: string } };

export type UpdateEncounterDurationsMutationVariables = Exact<{
  durations: Array<EncounterDurationInput> | EncounterDurationInput;
}>;


export type UpdateEncounterDurationsMutation = { updateEncounterDurations: Array<{ visitType: string, label: string, minutes: number | null }> };

export type ReviewFieldsFragment = { id: string, status: string, type: string, text: string, reviewerName: string, recorded: string, signedAt: string };

export type ReviewedEncounterFieldsFragment = { id: string, versionId: number, status: string, stateText: string | null, type: string, deliveryType: string, signedAt: string | null, checkedInAt: string | null, patientId: string, practitionerId: string | null, reviewState: string | null, amendReason: string | null, reviews: Array<{ id: string, status: string, type: string, text: string, reviewerName: string, recorded: string, signedAt: string }> };

export type EncounterReviewListQueryVariables = Exact<{
  reviewState?: Array<string> | string | null | undefined;
  term?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type EncounterReviewListQuery = { EncounterReviewList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { patientName: string, clinicianName: string | null, encounter: { id: string, versionId: number, status: string, stateText: string | null, type: string, deliveryType: string, signedAt: string | null, checkedInAt: string | null, patientId: string, practitionerId: string | null, reviewState: string | null, amendReason: string | null, reviews: Array<{ id: string, status: string, type: string, text: string, reviewerName: string, recorded: string, signedAt: string }> } } }> } };

export type ReviewedEncounterQueryVariables = Exact<{
  id: string | number;
}>;


export type ReviewedEncounterQuery = { Encounter: { id: string, versionId: number, status: string, stateText: string | null, type: string, deliveryType: string, signedAt: string | null, checkedInAt: string | null, patientId: string, practitionerId: string | null, reviewState: string | null, amendReason: string | null, reviews: Array<{ id: string, status: string, type: string, text: string, reviewerName: string, recorded: string, signedAt: string }> } | null, GetEncounterVersion: Array<{ id: string, version: number, status: string, signedAt: string, reasons: Array<string>, clinician: { name: string, npi: string | null } | null, amendClinician: { name: string, npi: string | null } | null }> };

export type ReviewPatientQueryVariables = Exact<{
  id: string | number;
}>;


export type ReviewPatientQuery = { Patient: { id: string, name: string, birthDate: string } | null };

export type EncounterVersionDiffQueryVariables = Exact<{
  encounterId: string | number;
  from: number;
  to: number;
}>;


export type EncounterVersionDiffQuery = { EncounterVersionDiff: Array<{ formCode: string, formTitle: string, linkId: string, question: string, before: string, after: string, kind: string }> };

export type ReviewEncounterMutationVariables = Exact<{
  encounterId: string | number;
  baseVersion: number;
  review: EncounterReviewInput;
}>;


export type ReviewEncounterMutation = { reviewEncounter: { id: string, versionId: number, status: string, stateText: string | null, type: string, deliveryType: string, signedAt: string | null, checkedInAt: string | null, patientId: string, practitionerId: string | null, reviewState: string | null, amendReason: string | null, reviews: Array<{ id: string, status: string, type: string, text: string, reviewerName: string, recorded: string, signedAt: string }> } };

export type FacilityFieldsFragment = { id: string, versionId: number, lastUpdated: string, name: string, type: string, active: boolean, address: { line: Array<string>, city: string, state: string, postalCode: string, county: string | null, instruction: string | null, market: { id: string, name: string } | null } | null, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null, extension: string | null }>, contacts: Array<{ id: string, prefix: string | null, firstName: string, middleName: string | null, lastName: string, display: string, role: string | null, npi: string | null, active: boolean, primary: boolean, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null, extension: string | null }> }> };

export type FacilityListQueryVariables = Exact<{
  type: string;
  term?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FacilityListQuery = { getHealthCareFacilityList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, lastUpdated: string, name: string, type: string, active: boolean, address: { line: Array<string>, city: string, state: string, postalCode: string, county: string | null, instruction: string | null, market: { id: string, name: string } | null } | null, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null, extension: string | null }>, contacts: Array<{ id: string, prefix: string | null, firstName: string, middleName: string | null, lastName: string, display: string, role: string | null, npi: string | null, active: boolean, primary: boolean, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null, extension: string | null }> }> } }> } };

export type DuplicatedFacilitiesQueryVariables = Exact<{
  organizationName: string;
  state: string;
  type: string;
}>;


export type DuplicatedFacilitiesQuery = { GetDuplicatedOrganizations: Array<{ id: string, name: string, type: string, active: boolean, address: { city: string } | null }> };

export type CreateFacilityMutationVariables = Exact<{
  organization: HealthCareFacilityInput;
  practitioners?: Array<FacilityContactInput> | FacilityContactInput | null | undefined;
}>;


export type CreateFacilityMutation = { createHealthCareFacility: { id: string, versionId: number, lastUpdated: string, name: string, type: string, active: boolean, address: { line: Array<string>, city: string, state: string, postalCode: string, county: string | null, instruction: string | null, market: { id: string, name: string } | null } | null, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null, extension: string | null }>, contacts: Array<{ id: string, prefix: string | null, firstName: string, middleName: string | null, lastName: string, display: string, role: string | null, npi: string | null, active: boolean, primary: boolean, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null, extension: string | null }> }> } };

export type UpdateFacilityMutationVariables = Exact<{
  id: string | number;
  versionId: number;
  organization: HealthCareFacilityInput;
  practitioners?: Array<FacilityContactInput> | FacilityContactInput | null | undefined;
}>;


export type UpdateFacilityMutation = { updateHealthCareFacility: { id: string, versionId: number, lastUpdated: string, name: string, type: string, active: boolean, address: { line: Array<string>, city: string, state: string, postalCode: string, county: string | null, instruction: string | null, market: { id: string, name: string } | null } | null, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null, extension: string | null }>, contacts: Array<{ id: string, prefix: string | null, firstName: string, middleName: string | null, lastName: string, display: string, role: string | null, npi: string | null, active: boolean, primary: boolean, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null, extension: string | null }> }> } };

export type FeatureFlagAdminFieldsFragment = { key: string, description: string, defaultValue: boolean, overrides: Array<{ scope: string, scopeValue: string, scopeLabel: string, value: boolean }> };

export type FeatureFlagListQueryVariables = Exact<{ [key: string]: never; }>;


export type FeatureFlagListQuery = { FeatureFlagList: Array<{ key: string, description: string, defaultValue: boolean, overrides: Array<{ scope: string, scopeValue: string, scopeLabel: string, value: boolean }> }> };

export type SetFeatureFlagDefaultMutationVariables = Exact<{
  key: string;
  value: boolean;
}>;


export type SetFeatureFlagDefaultMutation = { setFeatureFlagDefault: { key: string, description: string, defaultValue: boolean, overrides: Array<{ scope: string, scopeValue: string, scopeLabel: string, value: boolean }> } };

export type SetFeatureFlagOverrideMutationVariables = Exact<{
  key: string;
  scope: string;
  scopeValue: string;
  value: boolean;
}>;


export type SetFeatureFlagOverrideMutation = { setFeatureFlagOverride: { key: string, description: string, defaultValue: boolean, overrides: Array<{ scope: string, scopeValue: string, scopeLabel: string, value: boolean }> } };

export type RemoveFeatureFlagOverrideMutationVariables = Exact<{
  key: string;
  scope: string;
  scopeValue: string;
}>;


export type RemoveFeatureFlagOverrideMutation = { removeFeatureFlagOverride: { key: string, description: string, defaultValue: boolean, overrides: Array<{ scope: string, scopeValue: string, scopeLabel: string, value: boolean }> } };

export type AdminSettingFieldsFragment = { key: string, kind: string, value: string, label: string, description: string | null, unit: string | null, min: number | null, max: number | null };

export type AdminSettingListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingListQuery = { SettingList: Array<{ key: string, kind: string, value: string, label: string, description: string | null, unit: string | null, min: number | null, max: number | null }> };

export type UpdateSettingMutationVariables = Exact<{
  key: string;
  value: string;
}>;


export type UpdateSettingMutation = { updateSetting: { key: string, kind: string, value: string, label: string, description: string | null, unit: string | null, min: number | null, max: number | null } };

export type FlagUserChoicesQueryVariables = Exact<{
  term?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type FlagUserChoicesQuery = { UserList: { edges: Array<{ node: { id: string, givenName: string, familyName: string, email: string } }> } };

export type PlanDefinitionListQueryVariables = Exact<{ [key: string]: never; }>;


export type PlanDefinitionListQuery = { PlanDefinitionList: Array<{ id: string, versionId: number, title: string, encounterType: string, deliveryType: string, forms: Array<{ questionnaireCode: string, logic: string, questionnaire: { title: string } | null }> }> };

export type QuestionnaireListQueryVariables = Exact<{ [key: string]: never; }>;


export type QuestionnaireListQuery = { QuestionnaireList: Array<{ id: string, versionId: number, code: string, title: string, status: string, items: unknown }> };

export type UpdatePlanDefinitionFormsMutationVariables = Exact<{
  id: string | number;
  versionId: number;
  forms: Array<PlannedFormInput> | PlannedFormInput;
}>;


export type UpdatePlanDefinitionFormsMutation = { updatePlanDefinitionForms: { id: string, versionId: number } };

export type PublishQuestionnaireMutationVariables = Exact<{
  code: string;
  versionId: number;
  items: Array<QuestionnaireItemSettingInput> | QuestionnaireItemSettingInput;
}>;


export type PublishQuestionnaireMutation = { publishQuestionnaire: { code: string, versionId: number } };

export type InvitationStatusQueryVariables = Exact<{
  token: string;
}>;


export type InvitationStatusQuery = { InvitationStatus: { valid: boolean, purpose: string | null, email: string | null, message: string | null } };

export type AcceptInvitationMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type AcceptInvitationMutation = { acceptInvitation: boolean };

export type PcpLetterListQueryVariables = Exact<{
  kind: string;
  from: string;
  to: string;
  offset?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type PcpLetterListQuery = { PcpLetterList: { nextOffset: number | null, rows: Array<{ sourceId: string, patientId: string, patientName: string, at: string, pcpName: string | null, fax: string | null, status: string, flags: Array<string>, documentId: string | null, error: string | null, sentAt: string | null }>, counts: { total: number, ready: number, none: number, completed: number, inProgress: number, failed: number } } };

export type SendPcpLettersMutationVariables = Exact<{
  kind: string;
  from: string;
  to: string;
  sourceIds?: Array<string | number> | string | number | null | undefined;
}>;


export type SendPcpLettersMutation = { sendPcpLetters: { queued: number } };

export type PcpLetterChangedSubscriptionVariables = Exact<{
  kind: string;
}>;


export type PcpLetterChangedSubscription = { onPcpLetterChanged: { sourceId: string, status: string } };

export type MarketTeamFieldsFragment = { id: string, versionId: number, lastUpdated: string, name: string, state: string, active: boolean, counties: Array<string>, teams: Array<{ id: string, name: string, active: boolean, participantCount: number }> };

export type MarketTeamListQueryVariables = Exact<{
  term?: string | null | undefined;
  state?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MarketTeamListQuery = { MarketTeamList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, lastUpdated: string, name: string, state: string, active: boolean, counties: Array<string>, teams: Array<{ id: string, name: string, active: boolean, participantCount: number }> } }> } };

export type CreateMarketMutationVariables = Exact<{
  market: MarketInput;
}>;


export type CreateMarketMutation = { createMarket: { id: string, versionId: number, lastUpdated: string, name: string, state: string, active: boolean, counties: Array<string>, teams: Array<{ id: string, name: string, active: boolean, participantCount: number }> } };

export type UpdateMarketMutationVariables = Exact<{
  id: string | number;
  versionId: number;
  market: MarketInput;
}>;


export type UpdateMarketMutation = { updateMarket: { id: string, versionId: number, lastUpdated: string, name: string, state: string, active: boolean, counties: Array<string>, teams: Array<{ id: string, name: string, active: boolean, participantCount: number }> } };

export type PatientAvailabilityFieldsFragment = { patientId: string, versionId: number, type: string | null, timeZone: string, lastUpdated: string, weekdays: Array<{ day: number, ranges: Array<{ start: string, end: string }> }>, dates: Array<{ date: string, ranges: Array<{ start: string, end: string }> }> };

export type UpdatePatientAvailabilityMutationVariables = Exact<{
  input: PatientAvailabilityInput;
}>;


export type UpdatePatientAvailabilityMutation = { updatePatientAvailability: { patientId: string, versionId: number, type: string | null, timeZone: string, lastUpdated: string, weekdays: Array<{ day: number, ranges: Array<{ start: string, end: string }> }>, dates: Array<{ date: string, ranges: Array<{ start: string, end: string }> }> } };

export type CcdRequestFieldsFragment = { id: string, episodeOfCareId: string, documentId: string | null, error: string | null, createdAt: string, completedAt: string | null, requestDetails: { status: string, userName: string, dateRange: { start: string | null, end: string | null } } };

export type CanGenerateCcdQueryVariables = Exact<{
  episodeOfCareId: string | number;
}>;


export type CanGenerateCcdQuery = { canGenenerateCCD: { canGenerate: boolean, reason: string | null } };

export type CcdRequestListQueryVariables = Exact<{
  filters: CcdRequestFilters;
}>;


export type CcdRequestListQuery = { GetCCDRequestList: { totalRecords: number, requests: Array<{ id: string, episodeOfCareId: string, documentId: string | null, error: string | null, createdAt: string, completedAt: string | null, requestDetails: { status: string, userName: string, dateRange: { start: string | null, end: string | null } } }> } };

export type RequestCcdMutationVariables = Exact<{
  episodeOfCareId: string | number;
  dateRange?: CcdDateRangeInput | null | undefined;
}>;


export type RequestCcdMutation = { requestCCD: { id: string, episodeOfCareId: string, documentId: string | null, error: string | null, createdAt: string, completedAt: string | null, requestDetails: { status: string, userName: string, dateRange: { start: string | null, end: string | null } } } };

export type CcdDocumentQueryVariables = Exact<{
  documentId: string | number;
}>;


export type CcdDocumentQuery = { CCDDocument: { id: string, patientId: string, episodeOfCareId: string, title: string, date: string, author: string, fileName: string, size: number, html: string } };

export type PatientEncounterListQueryVariables = Exact<{
  patientId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PatientEncounterListQuery = { PatientEncounterList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, status: string, stateText: string | null, type: string, deliveryType: string, start: string | null, end: string | null, clinicianName: string | null, cancelReason: string | null } }> } };

export type PatientAppointmentListQueryVariables = Exact<{
  patientId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PatientAppointmentListQuery = { PatientAppointmentList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, status: string, appointmentType: string, start: string, end: string, clinicianName: string | null } }> } };

export type DemographicsRecordFieldsFragment = { patientId: string, versionId: number, lastUpdated: string, firstName: string, middleName: string, lastName: string, preferredName: string, gender: string, birthDate: string, maritalStatus: string | null, race: string | null, ethnicity: string | null, email: string | null, fax: string | null, ssnLast4: string | null, externalNumber: string | null, okToText: string | null, textConsentSaved: boolean, homeHealthId: string | null, homeHealthName: string | null, pcpPracticeId: string | null, pcpPhysicianId: string | null, pcpName: string | null, phones: Array<{ use: string | null, value: string, extension: string | null, display: string }>, emergencyContact: { name: string, relationship: string | null, phone: string | null } | null, caregivers: Array<{ name: string, relationship: string | null, phone: string | null }>, addresses: Array<{ addressType: string | null, line: Array<string>, city: string, state: string, postalCode: string, county: string | null, marketId: string | null, marketName: string | null, facilityId: string | null, facilityName: string | null, facilityContactId: string | null, facilityContactName: string | null, instruction: string | null, serviceAddress: boolean | null, verified: boolean | null, additionalMarket: boolean | null }> };

export type PatientDemographicsRecordQueryVariables = Exact<{
  patientId: string | number;
}>;


export type PatientDemographicsRecordQuery = { PatientDemographicsRecord: { patientId: string, versionId: number, lastUpdated: string, firstName: string, middleName: string, lastName: string, preferredName: string, gender: string, birthDate: string, maritalStatus: string | null, race: string | null, ethnicity: string | null, email: string | null, fax: string | null, ssnLast4: string | null, externalNumber: string | null, okToText: string | null, textConsentSaved: boolean, homeHealthId: string | null, homeHealthName: string | null, pcpPracticeId: string | null, pcpPhysicianId: string | null, pcpName: string | null, phones: Array<{ use: string | null, value: string, extension: string | null, display: string }>, emergencyContact: { name: string, relationship: string | null, phone: string | null } | null, caregivers: Array<{ name: string, relationship: string | null, phone: string | null }>, addresses: Array<{ addressType: string | null, line: Array<string>, city: string, state: string, postalCode: string, county: string | null, marketId: string | null, marketName: string | null, facilityId: string | null, facilityName: string | null, facilityContactId: string | null, facilityContactName: string | null, instruction: string | null, serviceAddress: boolean | null, verified: boolean | null, additionalMarket: boolean | null }> } };

export type UpdatePatientDemographicsMutationVariables = Exact<{
  input: PatientDemographicsInput;
}>;


export type UpdatePatientDemographicsMutation = { updatePatientDemographics: { patientId: string, versionId: number, lastUpdated: string, firstName: string, middleName: string, lastName: string, preferredName: string, gender: string, birthDate: string, maritalStatus: string | null, race: string | null, ethnicity: string | null, email: string | null, fax: string | null, ssnLast4: string | null, externalNumber: string | null, okToText: string | null, textConsentSaved: boolean, homeHealthId: string | null, homeHealthName: string | null, pcpPracticeId: string | null, pcpPhysicianId: string | null, pcpName: string | null, phones: Array<{ use: string | null, value: string, extension: string | null, display: string }>, emergencyContact: { name: string, relationship: string | null, phone: string | null } | null, caregivers: Array<{ name: string, relationship: string | null, phone: string | null }>, addresses: Array<{ addressType: string | null, line: Array<string>, city: string, state: string, postalCode: string, county: string | null, marketId: string | null, marketName: string | null, facilityId: string | null, facilityName: string | null, facilityContactId: string | null, facilityContactName: string | null, instruction: string | null, serviceAddress: boolean | null, verified: boolean | null, additionalMarket: boolean | null }> } };

export type CareFacilityLookupQueryVariables = Exact<{
  term?: string | null | undefined;
  state?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CareFacilityLookupQuery = { CareFacilityLookup: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, type: string, phone: string | null, address: { line: Array<string>, city: string, state: string, postalCode: string, county: string | null } | null } }> } };

export type CareFacilityContactFieldsFragment = { id: string, name: string, contacts: Array<{ id: string, display: string, role: string | null, active: boolean, primary: boolean, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null }> }> };

export type CareFacilityContactsQueryVariables = Exact<{
  organizationId: string | number;
}>;


export type CareFacilityContactsQuery = { getHealthCareFacilityById: { id: string, name: string, contacts: Array<{ id: string, display: string, role: string | null, active: boolean, primary: boolean, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null }> }> } };

export type AddCareFacilityContactMutationVariables = Exact<{
  organization: string | number;
  practitioners: Array<FacilityContactInput> | FacilityContactInput;
}>;


export type AddCareFacilityContactMutation = { upsertPractitioners: { id: string, name: string, contacts: Array<{ id: string, display: string, role: string | null, active: boolean, primary: boolean, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null }> }> } };

export type PcpPhysiciansQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type PcpPhysiciansQuery = { CareTeamPhysicians: { edges: Array<{ node: { id: string, name: string, npi: string | null, practiceId: string, practiceName: string, city: string | null, state: string | null } }> } };

export type HomeHealthAgenciesQueryVariables = Exact<{
  term?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type HomeHealthAgenciesQuery = { getHealthCareFacilityList: { edges: Array<{ node: { id: string, name: string, address: { city: string, state: string } | null } }> } };

export type DischargeRequestFieldsFragment = { id: string, versionId: number, lastUpdated: string, status: string, patientId: string, admissionId: string, requestedOn: string, requestedDate: string | null, disposition: string | null, dischargeOption: string | null, reason: string | null, reasonDisplay: string | null, notes: string | null, requestedBy: string | null };

export type DischargeRequestListQueryVariables = Exact<{
  patientId: string | number;
  admissionId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DischargeRequestListQuery = { DischargeRequestList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, lastUpdated: string, status: string, patientId: string, admissionId: string, requestedOn: string, requestedDate: string | null, disposition: string | null, dischargeOption: string | null, reason: string | null, reasonDisplay: string | null, notes: string | null, requestedBy: string | null } }> } };

export type DischargeRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type DischargeRequestQuery = { DischargeRequest: { id: string, versionId: number, lastUpdated: string, status: string, patientId: string, admissionId: string, requestedOn: string, requestedDate: string | null, disposition: string | null, dischargeOption: string | null, reason: string | null, reasonDisplay: string | null, notes: string | null, requestedBy: string | null } };

export type DischargeRequestHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type DischargeRequestHistoryQuery = { DischargeRequestHistory: Array<{ versionId: number, action: string, status: string | null, recordedAt: string, authorName: string | null }> };

export type CreateDischargeRequestMutationVariables = Exact<{
  input: DischargeRequestCreateInput;
}>;


export type CreateDischargeRequestMutation = { createDischargeRequest: { id: string, versionId: number, lastUpdated: string, status: string, patientId: string, admissionId: string, requestedOn: string, requestedDate: string | null, disposition: string | null, dischargeOption: string | null, reason: string | null, reasonDisplay: string | null, notes: string | null, requestedBy: string | null } };

export type UpdateDischargeRequestMutationVariables = Exact<{
  input: DischargeRequestUpdateInput;
}>;


export type UpdateDischargeRequestMutation = { updateDischargeRequest: { id: string, versionId: number, lastUpdated: string, status: string, patientId: string, admissionId: string, requestedOn: string, requestedDate: string | null, disposition: string | null, dischargeOption: string | null, reason: string | null, reasonDisplay: string | null, notes: string | null, requestedBy: string | null } };

export type PayerFieldsFragment = { id: string, versionId: number, lastUpdated: string, name: string, type: string, active: boolean, state: string | null, insurerExternalId: string | null, availityPayerId: string | null, contracted: boolean | null, address: { line: Array<string>, city: string, state: string, postalCode: string } | null, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null, extension: string | null }>, partOf: { id: string, name: string, type: string, active: boolean } | null };

export type PayerListQueryVariables = Exact<{
  term?: string | null | undefined;
  type?: Array<string> | string | null | undefined;
  state?: string | null | undefined;
  active?: boolean | null | undefined;
  partOfId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PayerListQuery = { OrganizationList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, type: string, active: boolean, state: string | null, partOf: { id: string, name: string, type: string, active: boolean } | null } }> } };

export type PayerQueryVariables = Exact<{
  id: string | number;
}>;


export type PayerQuery = { Organization: { id: string, versionId: number, lastUpdated: string, name: string, type: string, active: boolean, state: string | null, insurerExternalId: string | null, availityPayerId: string | null, contracted: boolean | null, address: { line: Array<string>, city: string, state: string, postalCode: string } | null, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null, extension: string | null }>, partOf: { id: string, name: string, type: string, active: boolean } | null } };

export type DuplicatedPayersQueryVariables = Exact<{
  organizationName: string;
  state: string;
}>;


export type DuplicatedPayersQuery = { GetDuplicatedOrganizations: Array<{ id: string, name: string, type: string, active: boolean, state: string | null, address: { line: Array<string>, city: string, state: string, postalCode: string } | null }> };

export type CreatePayerMutationVariables = Exact<{
  organization: PayerInput;
}>;


export type CreatePayerMutation = { createOrganization: { id: string, versionId: number, lastUpdated: string, name: string, type: string, active: boolean, state: string | null, insurerExternalId: string | null, availityPayerId: string | null, contracted: boolean | null, address: { line: Array<string>, city: string, state: string, postalCode: string } | null, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null, extension: string | null }>, partOf: { id: string, name: string, type: string, active: boolean } | null } };

export type UpdatePayerMutationVariables = Exact<{
  id: string | number;
  organization: PayerInput;
  versionId: number;
}>;


export type UpdatePayerMutation = { updateOrganization: { id: string, versionId: number, lastUpdated: string, name: string, type: string, active: boolean, state: string | null, insurerExternalId: string | null, availityPayerId: string | null, contracted: boolean | null, address: { line: Array<string>, city: string, state: string, postalCode: string } | null, telecom: Array<{ system: string, value: string, use: string | null, rank: number | null, extension: string | null }>, partOf: { id: string, name: string, type: string, active: boolean } | null } };

export type PayrollInfoQueryVariables = Exact<{
  payPeriodId: string | number;
}>;


export type PayrollInfoQuery = { PayrollInfo: { exportFileName: string, payPeriod: { id: string, start: string, end: string, current: boolean }, clinicians: Array<{ practitionerId: string, name: string, fileNumber: string | null, encounterStats: { soc: number, followUp: number, signed: number } }> } };

export type ProblemListFieldsFragment = { patientId: string, diagnoses: Array<{ id: string, versionId: number, codeIndex: number | null, icd10CmCode: string, title: string, clinicalStatus: string, onsetDate: string | null, resolvedDate: string | null, note: string | null, recordedDate: string }>, carePlans: Array<{ id: string, versionId: number, type: string, typeLabel: string, code: string, title: string, note: string | null, lastUpdated: string }> };

export type ProblemListQueryVariables = Exact<{
  patientId: string | number;
}>;


export type ProblemListQuery = { ProblemList: { patientId: string, diagnoses: Array<{ id: string, versionId: number, codeIndex: number | null, icd10CmCode: string, title: string, clinicalStatus: string, onsetDate: string | null, resolvedDate: string | null, note: string | null, recordedDate: string }>, carePlans: Array<{ id: string, versionId: number, type: string, typeLabel: string, code: string, title: string, note: string | null, lastUpdated: string }> } };

export type DiagnosisCodeListQueryVariables = Exact<{
  term?: string | null | undefined;
  billableOnly?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DiagnosisCodeListQuery = { DiagnosisCodeList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { code: string, title: string, billable: boolean } }> } };

export type AddDiagnosisMutationVariables = Exact<{
  input: DiagnosisInput;
}>;


export type AddDiagnosisMutation = { addDiagnosis: { patientId: string, diagnoses: Array<{ id: string, versionId: number, codeIndex: number | null, icd10CmCode: string, title: string, clinicalStatus: string, onsetDate: string | null, resolvedDate: string | null, note: string | null, recordedDate: string }>, carePlans: Array<{ id: string, versionId: number, type: string, typeLabel: string, code: string, title: string, note: string | null, lastUpdated: string }> } };

export type UpdateDiagnosisMutationVariables = Exact<{
  input: DiagnosisUpdateInput;
}>;


export type UpdateDiagnosisMutation = { updateDiagnosis: { patientId: string, diagnoses: Array<{ id: string, versionId: number, codeIndex: number | null, icd10CmCode: string, title: string, clinicalStatus: string, onsetDate: string | null, resolvedDate: string | null, note: string | null, recordedDate: string }>, carePlans: Array<{ id: string, versionId: number, type: string, typeLabel: string, code: string, title: string, note: string | null, lastUpdated: string }> } };

export type RemoveDiagnosisMutationVariables = Exact<{
  input: DiagnosisRemoveInput;
}>;


export type RemoveDiagnosisMutation = { removeDiagnosis: { patientId: string, diagnoses: Array<{ id: string, versionId: number, codeIndex: number | null, icd10CmCode: string, title: string, clinicalStatus: string, onsetDate: string | null, resolvedDate: string | null, note: string | null, recordedDate: string }>, carePlans: Array<{ id: string, versionId: number, type: string, typeLabel: string, code: string, title: string, note: string | null, lastUpdated: string }> } };

export type MoveDiagnosisMutationVariables = Exact<{
  input: DiagnosisMoveInput;
}>;


export type MoveDiagnosisMutation = { moveDiagnosis: { patientId: string, diagnoses: Array<{ id: string, versionId: number, codeIndex: number | null, icd10CmCode: string, title: string, clinicalStatus: string, onsetDate: string | null, resolvedDate: string | null, note: string | null, recordedDate: string }>, carePlans: Array<{ id: string, versionId: number, type: string, typeLabel: string, code: string, title: string, note: string | null, lastUpdated: string }> } };

export type SetCarePlanMutationVariables = Exact<{
  input: CarePlanInput;
}>;


export type SetCarePlanMutation = { setCarePlan: { patientId: string, diagnoses: Array<{ id: string, versionId: number, codeIndex: number | null, icd10CmCode: string, title: string, clinicalStatus: string, onsetDate: string | null, resolvedDate: string | null, note: string | null, recordedDate: string }>, carePlans: Array<{ id: string, versionId: number, type: string, typeLabel: string, code: string, title: string, note: string | null, lastUpdated: string }> } };

export type ClinicianRouteFieldsFragment = { id: string, versionId: number, lastUpdated: string, clinicianId: string, date: string, timeZone: string, departure: string, totalMiles: number, totalMinutes: number, optimized: boolean, mileageThreshold: number, overThreshold: boolean, outdated: boolean, startPoint: { kind: string, label: string, latitude: number, longitude: number, address: string | null }, stops: Array<{ appointmentId: string, order: number, arrive: string, depart: string, miles: number, minutes: number, lateMinutes: number }> };

export type ClinicianRouteQueryVariables = Exact<{
  clinicianId: string | number;
  date: string;
}>;


export type ClinicianRouteQuery = { ClinicianRoute: { id: string, versionId: number, lastUpdated: string, clinicianId: string, date: string, timeZone: string, departure: string, totalMiles: number, totalMinutes: number, optimized: boolean, mileageThreshold: number, overThreshold: boolean, outdated: boolean, startPoint: { kind: string, label: string, latitude: number, longitude: number, address: string | null }, stops: Array<{ appointmentId: string, order: number, arrive: string, depart: string, miles: number, minutes: number, lateMinutes: number }> } | null };

export type SaveClinicianRouteMutationVariables = Exact<{
  input: SaveClinicianRouteInput;
}>;


export type SaveClinicianRouteMutation = { saveClinicianRoute: { id: string, versionId: number, lastUpdated: string, clinicianId: string, date: string, timeZone: string, departure: string, totalMiles: number, totalMinutes: number, optimized: boolean, mileageThreshold: number, overThreshold: boolean, outdated: boolean, startPoint: { kind: string, label: string, latitude: number, longitude: number, address: string | null }, stops: Array<{ appointmentId: string, order: number, arrive: string, depart: string, miles: number, minutes: number, lateMinutes: number }> } };

export type RemoveClinicianRouteMutationVariables = Exact<{
  clinicianId: string | number;
  date: string;
  versionId: number;
}>;


export type RemoveClinicianRouteMutation = { removeClinicianRoute: boolean };

export type TravelMatrixQueryVariables = Exact<{
  points: Array<CoordinatesInput> | CoordinatesInput;
}>;


export type TravelMatrixQuery = { TravelMatrix: { source: string, minutes: Array<Array<number>>, miles: Array<Array<number>> } };

export type SchedulableClinicianFieldsFragment = { id: string, name: string, state: string | null, timeZone: string, home: { label: string, latitude: number | null, longitude: number | null } | null };

export type SchedulableCliniciansQueryVariables = Exact<{ [key: string]: never; }>;


export type SchedulableCliniciansQuery = { SchedulableClinicians: Array<{ id: string, name: string, state: string | null, timeZone: string, home: { label: string, latitude: number | null, longitude: number | null } | null }> };

export type ClinicianScheduleQueryVariables = Exact<{
  clinicianId: string | number;
  from: string;
  to: string;
}>;


export type ClinicianScheduleQuery = { ClinicianSchedule: { from: string, to: string, availableSOCCount: number, clinician: { id: string, name: string, state: string | null, timeZone: string, home: { label: string, latitude: number | null, longitude: number | null } | null }, freeSlots: Array<{ start: string, end: string }>, visits: Array<{ patientName: string, asap: boolean, overrideReason: string | null, appointment: { id: string, versionId: number, lastUpdated: string, status: string, appointmentType: string, start: string, end: string, routeOrder: number | null, patientId: string, practitionerId: string | null, encounterId: string | null, address: { line: Array<string>, city: string, state: string, postalCode: string, latitude: number | null, longitude: number | null } | null } }> } };

export type ScheduleVisitQueryVariables = Exact<{
  appointmentId: string | number;
}>;


export type ScheduleVisitQuery = { ScheduleVisit: { clinician: { id: string, name: string, state: string | null, timeZone: string, home: { label: string, latitude: number | null, longitude: number | null } | null }, visit: { patientName: string, asap: boolean, overrideReason: string | null, appointment: { id: string, versionId: number, lastUpdated: string, status: string, appointmentType: string, start: string, end: string, routeOrder: number | null, patientId: string, practitionerId: string | null, encounterId: string | null, address: { line: Array<string>, city: string, state: string, postalCode: string, latitude: number | null, longitude: number | null } | null } } } };

export type BookAppointmentMutationVariables = Exact<{
  input: BookAppointmentInput;
}>;


export type BookAppointmentMutation = { bookAppointment: { id: string } };

export type RescheduleAppointmentMutationVariables = Exact<{
  input: RescheduleAppointmentInput;
}>;


export type RescheduleAppointmentMutation = { rescheduleAppointment: { id: string } };

export type CancelAppointmentMutationVariables = Exact<{
  input: CancelAppointmentInput;
}>;


export type CancelAppointmentMutation = { cancelAppointment: { id: string } };

export type MarkAppointmentMissedMutationVariables = Exact<{
  input: MarkAppointmentMissedInput;
}>;


export type MarkAppointmentMissedMutation = { markAppointmentMissed: { id: string } };

export type OnScheduleChangedSubscriptionVariables = Exact<{
  clinicianId: string | number;
}>;


export type OnScheduleChangedSubscription = { onScheduleChanged: { clinicianId: string, appointmentIds: Array<string>, at: string } };

export type CoverageConfigFieldsFragment = { kind: string, userId: string, name: string, email: string, status: string, states: Array<string>, updatedAt: string | null, versionId: number, markets: Array<{ id: string, name: string, state: string | null }>, clinicians: Array<{ id: string, name: string, state: string | null, active: boolean }> };

export type CoverageConfigListQueryVariables = Exact<{
  kind: string;
  term?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CoverageConfigListQuery = { CoverageConfigList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { kind: string, userId: string, name: string, email: string, status: string, states: Array<string>, updatedAt: string | null, versionId: number, markets: Array<{ id: string, name: string, state: string | null }>, clinicians: Array<{ id: string, name: string, state: string | null, active: boolean }> } }> } };

export type CoverageConfigQueryVariables = Exact<{
  kind: string;
  userId: string | number;
}>;


export type CoverageConfigQuery = { CoverageConfig: { config: { kind: string, userId: string, name: string, email: string, status: string, states: Array<string>, updatedAt: string | null, versionId: number, markets: Array<{ id: string, name: string, state: string | null }>, clinicians: Array<{ id: string, name: string, state: string | null, active: boolean }> }, clinicianChoices: Array<{ id: string, name: string, state: string | null, active: boolean }> } };

export type UpdateCoverageConfigMutationVariables = Exact<{
  kind: string;
  userId: string | number;
  versionId: number;
  input: CoverageConfigInput;
}>;


export type UpdateCoverageConfigMutation = { updateCoverageConfig: { kind: string, userId: string, name: string, email: string, status: string, states: Array<string>, updatedAt: string | null, versionId: number, markets: Array<{ id: string, name: string, state: string | null }>, clinicians: Array<{ id: string, name: string, state: string | null, active: boolean }> } };

export type WorkTaskFieldsFragment = { id: string, versionId: number, patientId: string, patientName: string, title: string, status: string, priority: string, ownerId: string | null, owner: string | null, ownerJobFunctionTitle: string | null, dueDate: string | null, overdue: boolean, originLabel: string, authoredOn: string, requester: string | null, completedOn: string | null };

export type TaskListQueryVariables = Exact<{
  view: string;
  status?: string | null | undefined;
  priority?: string | null | undefined;
  origin?: string | null | undefined;
  overdue?: boolean | null | undefined;
  term?: string | null | undefined;
  state?: string | null | undefined;
  owner?: string | null | undefined;
  age?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TaskListQuery = { TaskList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, patientId: string, patientName: string, title: string, status: string, priority: string, ownerId: string | null, owner: string | null, ownerJobFunctionTitle: string | null, dueDate: string | null, overdue: boolean, originLabel: string, authoredOn: string, requester: string | null, completedOn: string | null } }> } };

export type TaskHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type TaskHistoryQuery = { TaskHistory: Array<{ versionId: number, at: string, by: string | null, status: string, owner: string | null, ownerJobFunctionTitle: string | null, priority: string, dueDate: string | null }> };

export type AssignTaskMutationVariables = Exact<{
  input: TaskAssignInput;
}>;


export type AssignTaskMutation = { assignTask: { id: string, versionId: number, patientId: string, patientName: string, title: string, status: string, priority: string, ownerId: string | null, owner: string | null, ownerJobFunctionTitle: string | null, dueDate: string | null, overdue: boolean, originLabel: string, authoredOn: string, requester: string | null, completedOn: string | null } };

export type TaskDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type TaskDashboardQuery = { TaskDashboard: { open: number, overdue: number, byStatus: Array<{ key: string, label: string, count: number }>, byOwner: Array<{ key: string, label: string, count: number }>, byAge: Array<{ key: string, label: string, count: number }>, byMarket: Array<{ key: string, label: string, count: number }> } };

export type CareTeamFieldsFragment = { id: string, versionId: number, lastUpdated: string, name: string, active: boolean, state: string | null, note: string | null, managingMarket: { id: string, name: string } | null, participants: Array<{ practitionerId: string, practitionerName: string, role: string, roleLabel: string, specialty: string | null }> };

export type CareTeamListQueryVariables = Exact<{
  term?: string | null | undefined;
  state?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CareTeamListQuery = { CareTeamList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, lastUpdated: string, name: string, active: boolean, state: string | null, note: string | null, managingMarket: { id: string, name: string } | null, participants: Array<{ practitionerId: string, practitionerName: string, role: string, roleLabel: string, specialty: string | null }> } }> } };

export type CreateCareTeamMutationVariables = Exact<{
  team: CareTeamInput;
}>;


export type CreateCareTeamMutation = { createCareTeam: { id: string, versionId: number, lastUpdated: string, name: string, active: boolean, state: string | null, note: string | null, managingMarket: { id: string, name: string } | null, participants: Array<{ practitionerId: string, practitionerName: string, role: string, roleLabel: string, specialty: string | null }> } };

export type UpdateCareTeamMutationVariables = Exact<{
  id: string | number;
  versionId: number;
  team: CareTeamInput;
}>;


export type UpdateCareTeamMutation = { updateCareTeam: { id: string, versionId: number, lastUpdated: string, name: string, active: boolean, state: string | null, note: string | null, managingMarket: { id: string, name: string } | null, participants: Array<{ practitionerId: string, practitionerName: string, role: string, roleLabel: string, specialty: string | null }> } };

export type CareTeamClinicianOptionsQueryVariables = Exact<{
  term?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type CareTeamClinicianOptionsQuery = { ClinicianList: { edges: Array<{ node: { id: string, name: string, state: string | null } }> } };

export type TelehealthEncounterFieldsFragment = { id: string, versionId: number, telemedicineStatus: string, requestedAt: string, requestedByName: string | null, patientId: string, patientName: string, patientState: string | null, clinicianId: string | null, clinicianName: string | null, appointmentId: string | null, checkedInAt: string | null, checkedOutAt: string | null, teleMedicineType: string | null, meetingUrl: string | null, homeHealthName: string | null, onsiteProviderPhone: string | null, encounter: { id: string, versionId: number, status: string, stateText: string | null, state: { allowCheckout: boolean } } };

export type TelehealthEncounterListQueryVariables = Exact<{
  patientStates?: Array<string> | string | null | undefined;
  telemedicineStatuses?: Array<string> | string | null | undefined;
  mine?: boolean | null | undefined;
  term?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TelehealthEncounterListQuery = { TelehealthEncounterList: { totalCount: number, eventCursor: string, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, versionId: number, telemedicineStatus: string, requestedAt: string, requestedByName: string | null, patientId: string, patientName: string, patientState: string | null, clinicianId: string | null, clinicianName: string | null, appointmentId: string | null, checkedInAt: string | null, checkedOutAt: string | null, teleMedicineType: string | null, meetingUrl: string | null, homeHealthName: string | null, onsiteProviderPhone: string | null, encounter: { id: string, versionId: number, status: string, stateText: string | null, state: { allowCheckout: boolean } } } }> } };

export type TelehealthEncounterQueryVariables = Exact<{
  id: string | number;
}>;


export type TelehealthEncounterQuery = { TelehealthEncounter: { id: string, versionId: number, telemedicineStatus: string, requestedAt: string, requestedByName: string | null, patientId: string, patientName: string, patientState: string | null, clinicianId: string | null, clinicianName: string | null, appointmentId: string | null, checkedInAt: string | null, checkedOutAt: string | null, teleMedicineType: string | null, meetingUrl: string | null, homeHealthName: string | null, onsiteProviderPhone: string | null, encounter: { id: string, versionId: number, status: string, stateText: string | null, state: { allowCheckout: boolean } } } | null };

export type PerformTmAutoCheckoutMutationVariables = Exact<{
  clientMutationId: string | number;
  encounterId: string | number;
  baseVersion: number;
}>;


export type PerformTmAutoCheckoutMutation = { PerformTMAutoCheckout: { id: string, versionId: number, status: string, stateText: string | null } };

export type RequestTelehealthVisitMutationVariables = Exact<{
  clientMutationId: string | number;
  patientId: string | number;
  meetingUrl?: string | null | undefined;
}>;


export type RequestTelehealthVisitMutation = { requestTelehealthVisit: { id: string, versionId: number, telemedicineStatus: string, requestedAt: string, requestedByName: string | null, patientId: string, patientName: string, patientState: string | null, clinicianId: string | null, clinicianName: string | null, appointmentId: string | null, checkedInAt: string | null, checkedOutAt: string | null, teleMedicineType: string | null, meetingUrl: string | null, homeHealthName: string | null, onsiteProviderPhone: string | null, encounter: { id: string, versionId: number, status: string, stateText: string | null, state: { allowCheckout: boolean } } } };

export type CancelTelehealthRequestMutationVariables = Exact<{
  clientMutationId: string | number;
  encounterId: string | number;
  baseVersion: number;
}>;


export type CancelTelehealthRequestMutation = { cancelTelehealthRequest: { id: string, versionId: number, telemedicineStatus: string, requestedAt: string, requestedByName: string | null, patientId: string, patientName: string, patientState: string | null, clinicianId: string | null, clinicianName: string | null, appointmentId: string | null, checkedInAt: string | null, checkedOutAt: string | null, teleMedicineType: string | null, meetingUrl: string | null, homeHealthName: string | null, onsiteProviderPhone: string | null, encounter: { id: string, versionId: number, status: string, stateText: string | null, state: { allowCheckout: boolean } } } };

export type OnWaitingRoomChangedSubscriptionVariables = Exact<{
  patientStates?: Array<string> | string | null | undefined;
  telemedicineStatuses?: Array<string> | string | null | undefined;
  since?: string | null | undefined;
}>;


export type OnWaitingRoomChangedSubscription = { onWaitingRoomChanged: { cursor: string, kind: string, request: { id: string, versionId: number, telemedicineStatus: string, requestedAt: string, requestedByName: string | null, patientId: string, patientName: string, patientState: string | null, clinicianId: string | null, clinicianName: string | null, appointmentId: string | null, checkedInAt: string | null, checkedOutAt: string | null, teleMedicineType: string | null, meetingUrl: string | null, homeHealthName: string | null, onsiteProviderPhone: string | null, encounter: { id: string, versionId: number, status: string, stateText: string | null, state: { allowCheckout: boolean } } } } };

export type TelehealthCheckInMutationVariables = Exact<{
  clientMutationId: string | number;
  encounterId: string | number;
  baseVersion: number;
  provenance: ProvenanceInput;
  teleMedicineType: string;
}>;


export type TelehealthCheckInMutation = { startEncounter: { id: string, versionId: number, status: string, stateText: string | null, appointmentId: string | null, practitionerId: string | null } };

export type UserListQueryVariables = Exact<{
  term?: string | null | undefined;
  active?: boolean | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  organizationId?: string | number | null | undefined;
  jobFunction?: string | null | undefined;
  state?: string | null | undefined;
  role?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type UserListQuery = { UserList: { totalCount: number, edges: Array<{ node: { id: string, email: string, givenName: string, familyName: string, name: string, status: string, roles: Array<string>, lastLoggedIn: string | null, jobFunctions: Array<{ code: string, title: string }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type UserQueryVariables = Exact<{
  id: string | number;
}>;


export type UserQuery = { User: { id: string, email: string, givenName: string, familyName: string, name: string, phone: string | null, state: string | null, status: string, statusUpdatedDate: string, userType: string, roles: Array<string>, permissions: Array<string>, practitionerId: string | null, hasPin: boolean, userPinModifiedOn: string | null, lastLoggedIn: string | null, invitedAt: string | null, markets: Array<string>, versionId: number, jobFunctions: Array<{ code: string, title: string }>, legalEntities: Array<{ id: string, name: string, type: string, state: string | null }>, payers: Array<{ id: string, name: string, type: string, state: string | null }> } | null };

export type CreateUserMutationVariables = Exact<{
  user: UserInput;
}>;


export type CreateUserMutation = { createUser: string };

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  versionId: number;
  user: UserInput;
}>;


export type UpdateUserMutation = { updateUser: string };

export type ReinviteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type ReinviteUserMutation = { reinviteUser: string };

export type ResetUserPasswordMutationVariables = Exact<{
  id: string | number;
}>;


export type ResetUserPasswordMutation = { resetUserPassword: string };

export type DeactivateUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeactivateUserMutation = { deactivateUser: string };

export type ReactivateUserMutationVariables = Exact<{
  id: string | number;
}>;


export type ReactivateUserMutation = { reactivateUser: string };

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
  amendRequest {
    id
    type
    text
    reviewerName
    recorded
  }
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
export const NotificationFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"NotificationFields"}) as unknown as TypedDocumentString<NotificationFieldsFragment, unknown>;
export const JobFunctionFieldsFragmentDoc = new TypedDocumentString(`
    fragment JobFunctionFields on JobFunctionRecord {
  _id
  code
  title
  status
  events {
    _id
  }
}
    `, {"fragmentName":"JobFunctionFields"}) as unknown as TypedDocumentString<JobFunctionFieldsFragment, unknown>;
export const PatientAvailabilityFieldsFragmentDoc = new TypedDocumentString(`
    fragment PatientAvailabilityFields on PatientAvailability {
  patientId
  versionId
  type
  timeZone
  lastUpdated
  weekdays {
    day
    ranges {
      start
      end
    }
  }
  dates {
    date
    ranges {
      start
      end
    }
  }
}
    `, {"fragmentName":"PatientAvailabilityFields"}) as unknown as TypedDocumentString<PatientAvailabilityFieldsFragment, unknown>;
export const PatientChartFieldsFragmentDoc = new TypedDocumentString(`
    fragment PatientChartFields on PatientChart {
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
      county
      addressType
      facilityName
      facilityContactName
      marketName
      instruction
      serviceAddress
      verified
      additionalMarket
    }
    email
    fax
    race
    ethnicity
    timeZone
    homeHealthName
    pcpName
    availability {
      ...PatientAvailabilityFields
    }
  }
  tabs {
    key
    count
  }
}
    fragment PatientAvailabilityFields on PatientAvailability {
  patientId
  versionId
  type
  timeZone
  lastUpdated
  weekdays {
    day
    ranges {
      start
      end
    }
  }
  dates {
    date
    ranges {
      start
      end
    }
  }
}`, {"fragmentName":"PatientChartFields"}) as unknown as TypedDocumentString<PatientChartFieldsFragment, unknown>;
export const AdmissionFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdmissionFields on Admission {
  id
  versionId
  status
  periodStart
  periodEnd
  holdReason
  readmitReason
  readmitText
  cancellationReason
  hospitalName
  statusHistory {
    status
    start
    end
  }
}
    `, {"fragmentName":"AdmissionFields"}) as unknown as TypedDocumentString<AdmissionFieldsFragment, unknown>;
export const PayPeriodFieldsFragmentDoc = new TypedDocumentString(`
    fragment PayPeriodFields on PayPeriod {
  id
  start
  end
  current
  encounterStats {
    soc
    followUp
    signed
  }
}
    `, {"fragmentName":"PayPeriodFields"}) as unknown as TypedDocumentString<PayPeriodFieldsFragment, unknown>;
export const ClinicianAvailabilityFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClinicianAvailabilityFields on ClinicianAvailability {
  clinicianId
  versionId
  lastUpdated
  timeZone
  saved
  alwaysAvailable
  slots {
    id
    dayIndex
    order
    enabled
    startTime
    endTime
    durationMinutes
    status
  }
  exceptions {
    id
    startDate
    endDate
    startTime
    endTime
    status
    isAlwaysAvailable
  }
}
    `, {"fragmentName":"ClinicianAvailabilityFields"}) as unknown as TypedDocumentString<ClinicianAvailabilityFieldsFragment, unknown>;
export const BulkProgressFieldsFragmentDoc = new TypedDocumentString(`
    fragment BulkProgressFields on BulkEligibilityProgress {
  runId
  status
  percent
  counts {
    total
    pending
    active
    inactive
    error
    failed
  }
}
    `, {"fragmentName":"BulkProgressFields"}) as unknown as TypedDocumentString<BulkProgressFieldsFragment, unknown>;
export const BulkRunFieldsFragmentDoc = new TypedDocumentString(`
    fragment BulkRunFields on BulkEligibilityRun {
  id
  description
  userName
  createdAt
  completedAt
  progress {
    ...BulkProgressFields
  }
}
    fragment BulkProgressFields on BulkEligibilityProgress {
  runId
  status
  percent
  counts {
    total
    pending
    active
    inactive
    error
    failed
  }
}`, {"fragmentName":"BulkRunFields"}) as unknown as TypedDocumentString<BulkRunFieldsFragment, unknown>;
export const RoundsSessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment RoundsSessionFields on RoundsSession {
  date
  versionId
  savedAt
  patients {
    patientId
    name
    birthDate
    latestEncounter {
      id
      appointmentId
      type
      status
      stateText
      start
      clinicianName
    }
    openOrders
    problems
    woundProgress {
      at
      encounterId
      wound
      lengthCm
      widthCm
      areaCm2
    }
    note
    decision
  }
}
    `, {"fragmentName":"RoundsSessionFields"}) as unknown as TypedDocumentString<RoundsSessionFieldsFragment, unknown>;
export const ListedEncounterFieldsFragmentDoc = new TypedDocumentString(`
    fragment ListedEncounterFields on Encounter {
  id
  versionId
  status
  stateText
  type
  deliveryType
  period {
    start
    end
  }
  signedAt
  patientId
  patientName
  practitionerId
  practitionerName
  appointmentId
  episodeOfCareId
  amendReason
  reviewState
}
    `, {"fragmentName":"ListedEncounterFields"}) as unknown as TypedDocumentString<ListedEncounterFieldsFragment, unknown>;
export const ClinicianFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClinicianFields on Clinician {
  id
  versionId
  lastUpdated
  name
  givenName
  familyName
  npi
  employeeId
  phones {
    use
    value
    extension
  }
  email
  address {
    line
    city
    state
    postalCode
  }
  state
  qualifications {
    code
    periodEnd
  }
  adpSyncEnabled
  clinicianStartDate
  markets
  additionalMarkets
  active
  linkedUser {
    id
    name
    email
  }
}
    `, {"fragmentName":"ClinicianFields"}) as unknown as TypedDocumentString<ClinicianFieldsFragment, unknown>;
export const CodeSystemFieldsFragmentDoc = new TypedDocumentString(`
    fragment CodeSystemFields on CodeSystem {
  id
  url
  title
  kind
  noun
  categories
  membersFrom
  draftVersion
  publishedVersion
  draftChanged
  concepts {
    code
    display
    status
    category
    members
  }
  versions {
    version
    status
    publishedAt
    count
  }
}
    `, {"fragmentName":"CodeSystemFields"}) as unknown as TypedDocumentString<CodeSystemFieldsFragment, unknown>;
export const EligibilityResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment EligibilityResultFields on EligibilityResult {
  id
  coverageId
  checkedAt
  checkedBy
  outcome
  inforce
  payerName
  insurerId
  memberId
  groupNumber
  planName
  planType
  copay
  deductible
  coinsurance
  patientResponsibility
  labCompany
  effectiveDate
  terminationDate
  contactNumber
  state
  address
  identifiers {
    code
    label
    value
  }
  errors {
    code
    display
  }
  taskId
}
    `, {"fragmentName":"EligibilityResultFields"}) as unknown as TypedDocumentString<EligibilityResultFieldsFragment, unknown>;
export const DashboardGroupFieldsFragmentDoc = new TypedDocumentString(`
    fragment DashboardGroupFields on DashboardGroup {
  key
  label
  visits {
    scheduled
    made
    missed
    cancelled
    open
    missedRate
    cancelledRate
  }
  signing {
    documented
    signedWithin24h
    rate
  }
}
    `, {"fragmentName":"DashboardGroupFields"}) as unknown as TypedDocumentString<DashboardGroupFieldsFragment, unknown>;
export const ReviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReviewFields on EncounterReview {
  id
  status
  type
  text
  reviewerName
  recorded
  signedAt
}
    `, {"fragmentName":"ReviewFields"}) as unknown as TypedDocumentString<ReviewFieldsFragment, unknown>;
export const ReviewedEncounterFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReviewedEncounterFields on Encounter {
  id
  versionId
  status
  stateText
  type
  deliveryType
  signedAt
  checkedInAt
  patientId
  practitionerId
  reviewState
  amendReason
  reviews {
    ...ReviewFields
  }
}
    fragment ReviewFields on EncounterReview {
  id
  status
  type
  text
  reviewerName
  recorded
  signedAt
}`, {"fragmentName":"ReviewedEncounterFields"}) as unknown as TypedDocumentString<ReviewedEncounterFieldsFragment, unknown>;
export const FacilityFieldsFragmentDoc = new TypedDocumentString(`
    fragment FacilityFields on HealthCareFacility {
  id
  versionId
  lastUpdated
  name
  type
  active
  address {
    line
    city
    state
    postalCode
    county
    instruction
    market {
      id
      name
    }
  }
  telecom {
    system
    value
    use
    rank
    extension
  }
  contacts {
    id
    prefix
    firstName
    middleName
    lastName
    display
    role
    npi
    active
    primary
    telecom {
      system
      value
      use
      rank
      extension
    }
  }
}
    `, {"fragmentName":"FacilityFields"}) as unknown as TypedDocumentString<FacilityFieldsFragment, unknown>;
export const FeatureFlagAdminFieldsFragmentDoc = new TypedDocumentString(`
    fragment FeatureFlagAdminFields on FeatureFlag {
  key
  description
  defaultValue
  overrides {
    scope
    scopeValue
    scopeLabel
    value
  }
}
    `, {"fragmentName":"FeatureFlagAdminFields"}) as unknown as TypedDocumentString<FeatureFlagAdminFieldsFragment, unknown>;
export const AdminSettingFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminSettingFields on AdminSetting {
  key
  kind
  value
  label
  description
  unit
  min
  max
}
    `, {"fragmentName":"AdminSettingFields"}) as unknown as TypedDocumentString<AdminSettingFieldsFragment, unknown>;
export const MarketTeamFieldsFragmentDoc = new TypedDocumentString(`
    fragment MarketTeamFields on MarketTeam {
  id
  versionId
  lastUpdated
  name
  state
  active
  counties
  teams {
    id
    name
    active
    participantCount
  }
}
    `, {"fragmentName":"MarketTeamFields"}) as unknown as TypedDocumentString<MarketTeamFieldsFragment, unknown>;
export const CcdRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment CcdRequestFields on CCDRequest {
  id
  episodeOfCareId
  documentId
  error
  createdAt
  completedAt
  requestDetails {
    status
    userName
    dateRange {
      start
      end
    }
  }
}
    `, {"fragmentName":"CcdRequestFields"}) as unknown as TypedDocumentString<CcdRequestFieldsFragment, unknown>;
export const DemographicsRecordFieldsFragmentDoc = new TypedDocumentString(`
    fragment DemographicsRecordFields on PatientDemographicsRecord {
  patientId
  versionId
  lastUpdated
  firstName
  middleName
  lastName
  preferredName
  gender
  birthDate
  maritalStatus
  race
  ethnicity
  email
  fax
  ssnLast4
  externalNumber
  phones {
    use
    value
    extension
    display
  }
  okToText
  textConsentSaved
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
    addressType
    line
    city
    state
    postalCode
    county
    marketId
    marketName
    facilityId
    facilityName
    facilityContactId
    facilityContactName
    instruction
    serviceAddress
    verified
    additionalMarket
  }
  homeHealthId
  homeHealthName
  pcpPracticeId
  pcpPhysicianId
  pcpName
}
    `, {"fragmentName":"DemographicsRecordFields"}) as unknown as TypedDocumentString<DemographicsRecordFieldsFragment, unknown>;
export const CareFacilityContactFieldsFragmentDoc = new TypedDocumentString(`
    fragment CareFacilityContactFields on HealthCareFacility {
  id
  name
  contacts {
    id
    display
    role
    active
    primary
    telecom {
      system
      value
      use
      rank
    }
  }
}
    `, {"fragmentName":"CareFacilityContactFields"}) as unknown as TypedDocumentString<CareFacilityContactFieldsFragment, unknown>;
export const DischargeRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment DischargeRequestFields on DischargeRequest {
  id
  versionId
  lastUpdated
  status
  patientId
  admissionId
  requestedOn
  requestedDate
  disposition
  dischargeOption
  reason
  reasonDisplay
  notes
  requestedBy
}
    `, {"fragmentName":"DischargeRequestFields"}) as unknown as TypedDocumentString<DischargeRequestFieldsFragment, unknown>;
export const PayerFieldsFragmentDoc = new TypedDocumentString(`
    fragment PayerFields on Organization {
  id
  versionId
  lastUpdated
  name
  type
  active
  state
  address {
    line
    city
    state
    postalCode
  }
  telecom {
    system
    value
    use
    rank
    extension
  }
  insurerExternalId
  availityPayerId
  contracted
  partOf {
    id
    name
    type
    active
  }
}
    `, {"fragmentName":"PayerFields"}) as unknown as TypedDocumentString<PayerFieldsFragment, unknown>;
export const ProblemListFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProblemListFields on ProblemList {
  patientId
  diagnoses {
    id
    versionId
    codeIndex
    icd10CmCode
    title
    clinicalStatus
    onsetDate
    resolvedDate
    note
    recordedDate
  }
  carePlans {
    id
    versionId
    type
    typeLabel
    code
    title
    note
    lastUpdated
  }
}
    `, {"fragmentName":"ProblemListFields"}) as unknown as TypedDocumentString<ProblemListFieldsFragment, unknown>;
export const ClinicianRouteFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClinicianRouteFields on ClinicianRoute {
  id
  versionId
  lastUpdated
  clinicianId
  date
  timeZone
  departure
  startPoint {
    kind
    label
    latitude
    longitude
    address
  }
  stops {
    appointmentId
    order
    arrive
    depart
    miles
    minutes
    lateMinutes
  }
  totalMiles
  totalMinutes
  optimized
  mileageThreshold
  overThreshold
  outdated
}
    `, {"fragmentName":"ClinicianRouteFields"}) as unknown as TypedDocumentString<ClinicianRouteFieldsFragment, unknown>;
export const SchedulableClinicianFieldsFragmentDoc = new TypedDocumentString(`
    fragment SchedulableClinicianFields on SchedulableClinician {
  id
  name
  state
  timeZone
  home {
    label
    latitude
    longitude
  }
}
    `, {"fragmentName":"SchedulableClinicianFields"}) as unknown as TypedDocumentString<SchedulableClinicianFieldsFragment, unknown>;
export const CoverageConfigFieldsFragmentDoc = new TypedDocumentString(`
    fragment CoverageConfigFields on CoverageConfig {
  kind
  userId
  name
  email
  status
  states
  markets {
    id
    name
    state
  }
  clinicians {
    id
    name
    state
    active
  }
  updatedAt
  versionId
}
    `, {"fragmentName":"CoverageConfigFields"}) as unknown as TypedDocumentString<CoverageConfigFieldsFragment, unknown>;
export const WorkTaskFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"WorkTaskFields"}) as unknown as TypedDocumentString<WorkTaskFieldsFragment, unknown>;
export const CareTeamFieldsFragmentDoc = new TypedDocumentString(`
    fragment CareTeamFields on CareTeam {
  id
  versionId
  lastUpdated
  name
  active
  state
  note
  managingMarket {
    id
    name
  }
  participants {
    practitionerId
    practitionerName
    role
    roleLabel
    specialty
  }
}
    `, {"fragmentName":"CareTeamFields"}) as unknown as TypedDocumentString<CareTeamFieldsFragment, unknown>;
export const TelehealthEncounterFieldsFragmentDoc = new TypedDocumentString(`
    fragment TelehealthEncounterFields on TelehealthEncounter {
  id
  versionId
  telemedicineStatus
  requestedAt
  requestedByName
  patientId
  patientName
  patientState
  clinicianId
  clinicianName
  appointmentId
  checkedInAt
  checkedOutAt
  teleMedicineType
  meetingUrl
  homeHealthName
  onsiteProviderPhone
  encounter {
    id
    versionId
    status
    stateText
    state {
      allowCheckout
    }
  }
}
    `, {"fragmentName":"TelehealthEncounterFields"}) as unknown as TypedDocumentString<TelehealthEncounterFieldsFragment, unknown>;
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
export const AdminAuditListDocument = new TypedDocumentString(`
    query AdminAuditList($entityType: String!, $entityId: ID!, $first: Int, $after: String) {
  AdminAuditList(
    entityType: $entityType
    entityId: $entityId
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
        at
        actorEmail
        action
        changedFields
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminAuditListQuery, AdminAuditListQueryVariables>;
export const ReportDeviceSyncDocument = new TypedDocumentString(`
    mutation ReportDeviceSync($deviceId: ID!, $pending: Int!) {
  reportDeviceSync(deviceId: $deviceId, pending: $pending) {
    deviceId
    pending
  }
}
    `) as unknown as TypedDocumentString<ReportDeviceSyncMutation, ReportDeviceSyncMutationVariables>;
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
    charts {
      ...PatientChartFields
    }
    chartAdmissions {
      patientId
      admissions {
        ...AdmissionFields
      }
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
  amendRequest {
    id
    type
    text
    reviewerName
    recorded
  }
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
}
fragment PatientChartFields on PatientChart {
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
      county
      addressType
      facilityName
      facilityContactName
      marketName
      instruction
      serviceAddress
      verified
      additionalMarket
    }
    email
    fax
    race
    ethnicity
    timeZone
    homeHealthName
    pcpName
    availability {
      ...PatientAvailabilityFields
    }
  }
  tabs {
    key
    count
  }
}
fragment AdmissionFields on Admission {
  id
  versionId
  status
  periodStart
  periodEnd
  holdReason
  readmitReason
  readmitText
  cancellationReason
  hospitalName
  statusHistory {
    status
    start
    end
  }
}
fragment PatientAvailabilityFields on PatientAvailability {
  patientId
  versionId
  type
  timeZone
  lastUpdated
  weekdays {
    day
    ranges {
      start
      end
    }
  }
  dates {
    date
    ranges {
      start
      end
    }
  }
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
  amendRequest {
    id
    type
    text
    reviewerName
    recorded
  }
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
      retryable
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
  amendRequest {
    id
    type
    text
    reviewerName
    recorded
  }
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
export const EncounterDurationsDocument = new TypedDocumentString(`
    query EncounterDurations {
  EncounterDurations {
    visitType
    label
    minutes
  }
}
    `) as unknown as TypedDocumentString<EncounterDurationsQuery, EncounterDurationsQueryVariables>;
export const EncounterNarrativeDocument = new TypedDocumentString(`
    query EncounterNarrative($encounterId: ID!, $version: Int) {
  EncounterNarrativePDF(encounterId: $encounterId, version: $version) {
    fileName
    contentType
    data
  }
}
    `) as unknown as TypedDocumentString<EncounterNarrativeQuery, EncounterNarrativeQueryVariables>;
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
export const CountyListDocument = new TypedDocumentString(`
    query CountyList($states: [String!], $postalCodes: [String!], $term: String, $first: Int) {
  CountyList(
    states: $states
    postalCodes: $postalCodes
    term: $term
    first: $first
  ) {
    totalCount
    edges {
      node {
        name
        state
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CountyListQuery, CountyListQueryVariables>;
export const GetNotificationsCountDocument = new TypedDocumentString(`
    query GetNotificationsCount($practitionerId: ID, $notify: [String!]) {
  GetNotificationsCount(practitionerId: $practitionerId, notify: $notify)
}
    `) as unknown as TypedDocumentString<GetNotificationsCountQuery, GetNotificationsCountQueryVariables>;
export const GetNotificationListDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<GetNotificationListQuery, GetNotificationListQueryVariables>;
export const GetNewestNotificationDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<GetNewestNotificationQuery, GetNewestNotificationQueryVariables>;
export const GetNotificationEventCountsDocument = new TypedDocumentString(`
    query GetNotificationEventCounts($filters: NotificationFilters) {
  GetNotificationList(filters: $filters, first: 1) {
    eventCounts {
      code
      title
      count
    }
  }
}
    `) as unknown as TypedDocumentString<GetNotificationEventCountsQuery, GetNotificationEventCountsQueryVariables>;
export const MarkNotificationViewedDocument = new TypedDocumentString(`
    mutation MarkNotificationViewed($id: ID!) {
  markNotificationViewed(id: $id) {
    _id
    viewed
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationViewedMutation, MarkNotificationViewedMutationVariables>;
export const SetNotificationUpdatesDocument = new TypedDocumentString(`
    mutation SetNotificationUpdates($id: ID!) {
  setNotificationUpdates(id: $id)
}
    `) as unknown as TypedDocumentString<SetNotificationUpdatesMutation, SetNotificationUpdatesMutationVariables>;
export const OnNotificationAddedDocument = new TypedDocumentString(`
    subscription OnNotificationAdded($id: ID, $notify: [String!], $since: String) {
  onNotificationAdded(id: $id, notify: $notify, since: $since) {
    ...NotificationFields
  }
}
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
}`) as unknown as TypedDocumentString<OnNotificationAddedSubscription, OnNotificationAddedSubscriptionVariables>;
export const GetJobFunctionsDocument = new TypedDocumentString(`
    query GetJobFunctions {
  GetJobFunctions {
    ...JobFunctionFields
  }
}
    fragment JobFunctionFields on JobFunctionRecord {
  _id
  code
  title
  status
  events {
    _id
  }
}`) as unknown as TypedDocumentString<GetJobFunctionsQuery, GetJobFunctionsQueryVariables>;
export const GetEventsDocument = new TypedDocumentString(`
    query GetEvents {
  GetEvents {
    _id
    title
    description
    status
  }
}
    `) as unknown as TypedDocumentString<GetEventsQuery, GetEventsQueryVariables>;
export const UpdateJobFunctionDocument = new TypedDocumentString(`
    mutation UpdateJobFunction($input: JobFunctionInput!) {
  updateJobFunction(input: $input) {
    ...JobFunctionFields
  }
}
    fragment JobFunctionFields on JobFunctionRecord {
  _id
  code
  title
  status
  events {
    _id
  }
}`) as unknown as TypedDocumentString<UpdateJobFunctionMutation, UpdateJobFunctionMutationVariables>;
export const OrganizationOptionsDocument = new TypedDocumentString(`
    query OrganizationOptions($type: [String!], $first: Int) {
  OrganizationList(type: $type, active: true, first: $first) {
    edges {
      node {
        id
        name
        type
        state
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrganizationOptionsQuery, OrganizationOptionsQueryVariables>;
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
    ...PatientChartFields
  }
}
    fragment PatientChartFields on PatientChart {
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
      county
      addressType
      facilityName
      facilityContactName
      marketName
      instruction
      serviceAddress
      verified
      additionalMarket
    }
    email
    fax
    race
    ethnicity
    timeZone
    homeHealthName
    pcpName
    availability {
      ...PatientAvailabilityFields
    }
  }
  tabs {
    key
    count
  }
}
fragment PatientAvailabilityFields on PatientAvailability {
  patientId
  versionId
  type
  timeZone
  lastUpdated
  weekdays {
    day
    ranges {
      start
      end
    }
  }
  dates {
    date
    ranges {
      start
      end
    }
  }
}`) as unknown as TypedDocumentString<PatientChartQuery, PatientChartQueryVariables>;
export const AdmissionListDocument = new TypedDocumentString(`
    query AdmissionList($patientId: ID!) {
  AdmissionList(patientId: $patientId) {
    ...AdmissionFields
  }
}
    fragment AdmissionFields on Admission {
  id
  versionId
  status
  periodStart
  periodEnd
  holdReason
  readmitReason
  readmitText
  cancellationReason
  hospitalName
  statusHistory {
    status
    start
    end
  }
}`) as unknown as TypedDocumentString<AdmissionListQuery, AdmissionListQueryVariables>;
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
export const PatientTaskOwnerListDocument = new TypedDocumentString(`
    query PatientTaskOwnerList($patientId: ID!) {
  PatientTaskOwnerList(patientId: $patientId) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<PatientTaskOwnerListQuery, PatientTaskOwnerListQueryVariables>;
export const ChangePatientTaskStatusDocument = new TypedDocumentString(`
    mutation ChangePatientTaskStatus($input: ChartRecordStatusInput!) {
  changePatientTaskStatus(input: $input) {
    id
    versionId
    status
  }
}
    `) as unknown as TypedDocumentString<ChangePatientTaskStatusMutation, ChangePatientTaskStatusMutationVariables>;
export const ValueSetCodesDocument = new TypedDocumentString(`
    query ValueSetCodes($url: String!, $count: Int) {
  expandValueSet(url: $url, count: $count) {
    version
    contains {
      code
      display
      members
    }
  }
}
    `) as unknown as TypedDocumentString<ValueSetCodesQuery, ValueSetCodesQueryVariables>;
export const PayPeriodHistoryDocument = new TypedDocumentString(`
    query PayPeriodHistory($practitionerId: ID!, $pageParams: PayPeriodPageParams) {
  GetPayPeriodEncounterHistory(
    practitionerId: $practitionerId
    pageParams: $pageParams
  ) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      cursor
      node {
        ...PayPeriodFields
      }
    }
  }
}
    fragment PayPeriodFields on PayPeriod {
  id
  start
  end
  current
  encounterStats {
    soc
    followUp
    signed
  }
}`) as unknown as TypedDocumentString<PayPeriodHistoryQuery, PayPeriodHistoryQueryVariables>;
export const PayPeriodEncountersDocument = new TypedDocumentString(`
    query PayPeriodEncounters($practitionerId: ID!, $payPeriodId: ID!) {
  GetPayPeriodEncounters(
    practitionerId: $practitionerId
    payPeriodId: $payPeriodId
  ) {
    practitionerId
    practitionerName
    timeZone
    payPeriod {
      ...PayPeriodFields
    }
    encounters {
      id
      appointmentId
      patientId
      patientName
      start
      type
      status
      stateText
    }
  }
}
    fragment PayPeriodFields on PayPeriod {
  id
  start
  end
  current
  encounterStats {
    soc
    followUp
    signed
  }
}`) as unknown as TypedDocumentString<PayPeriodEncountersQuery, PayPeriodEncountersQueryVariables>;
export const ClinicianAvailabilityDocument = new TypedDocumentString(`
    query ClinicianAvailability($clinicianId: ID!) {
  ClinicianAvailability(clinicianId: $clinicianId) {
    ...ClinicianAvailabilityFields
  }
}
    fragment ClinicianAvailabilityFields on ClinicianAvailability {
  clinicianId
  versionId
  lastUpdated
  timeZone
  saved
  alwaysAvailable
  slots {
    id
    dayIndex
    order
    enabled
    startTime
    endTime
    durationMinutes
    status
  }
  exceptions {
    id
    startDate
    endDate
    startTime
    endTime
    status
    isAlwaysAvailable
  }
}`) as unknown as TypedDocumentString<ClinicianAvailabilityQuery, ClinicianAvailabilityQueryVariables>;
export const SaveClinicianAvailabilityDocument = new TypedDocumentString(`
    mutation SaveClinicianAvailability($input: ClinicianAvailabilityInput!) {
  saveClinicianAvailability(input: $input) {
    ...ClinicianAvailabilityFields
  }
}
    fragment ClinicianAvailabilityFields on ClinicianAvailability {
  clinicianId
  versionId
  lastUpdated
  timeZone
  saved
  alwaysAvailable
  slots {
    id
    dayIndex
    order
    enabled
    startTime
    endTime
    durationMinutes
    status
  }
  exceptions {
    id
    startDate
    endDate
    startTime
    endTime
    status
    isAlwaysAvailable
  }
}`) as unknown as TypedDocumentString<SaveClinicianAvailabilityMutation, SaveClinicianAvailabilityMutationVariables>;
export const BulkEligibilityPreviewDocument = new TypedDocumentString(`
    query BulkEligibilityPreview($filters: BulkEligibilityFiltersInput!) {
  BulkEligibilityPreview(filters: $filters)
}
    `) as unknown as TypedDocumentString<BulkEligibilityPreviewQuery, BulkEligibilityPreviewQueryVariables>;
export const BulkEligibilityRunsDocument = new TypedDocumentString(`
    query BulkEligibilityRuns($first: Int) {
  BulkEligibilityRuns(first: $first) {
    ...BulkRunFields
  }
}
    fragment BulkRunFields on BulkEligibilityRun {
  id
  description
  userName
  createdAt
  completedAt
  progress {
    ...BulkProgressFields
  }
}
fragment BulkProgressFields on BulkEligibilityProgress {
  runId
  status
  percent
  counts {
    total
    pending
    active
    inactive
    error
    failed
  }
}`) as unknown as TypedDocumentString<BulkEligibilityRunsQuery, BulkEligibilityRunsQueryVariables>;
export const BulkEligibilityRunDocument = new TypedDocumentString(`
    query BulkEligibilityRun($runId: ID!) {
  BulkEligibilityRun(runId: $runId) {
    ...BulkRunFields
  }
}
    fragment BulkRunFields on BulkEligibilityRun {
  id
  description
  userName
  createdAt
  completedAt
  progress {
    ...BulkProgressFields
  }
}
fragment BulkProgressFields on BulkEligibilityProgress {
  runId
  status
  percent
  counts {
    total
    pending
    active
    inactive
    error
    failed
  }
}`) as unknown as TypedDocumentString<BulkEligibilityRunQuery, BulkEligibilityRunQueryVariables>;
export const BulkEligibilityItemsDocument = new TypedDocumentString(`
    query BulkEligibilityItems($runId: ID!, $statuses: [String!], $after: Int, $first: Int) {
  BulkEligibilityItems(
    runId: $runId
    statuses: $statuses
    after: $after
    first: $first
  ) {
    endCursor
    items {
      seq
      patientId
      patientName
      coverageId
      insurer
      memberId
      status
      message
      taskId
      checkedAt
    }
  }
}
    `) as unknown as TypedDocumentString<BulkEligibilityItemsQuery, BulkEligibilityItemsQueryVariables>;
export const RequestBulkEligibilityDocument = new TypedDocumentString(`
    mutation RequestBulkEligibility($filters: BulkEligibilityFiltersInput!) {
  requestBulkEligibility(filters: $filters) {
    ...BulkRunFields
  }
}
    fragment BulkRunFields on BulkEligibilityRun {
  id
  description
  userName
  createdAt
  completedAt
  progress {
    ...BulkProgressFields
  }
}
fragment BulkProgressFields on BulkEligibilityProgress {
  runId
  status
  percent
  counts {
    total
    pending
    active
    inactive
    error
    failed
  }
}`) as unknown as TypedDocumentString<RequestBulkEligibilityMutation, RequestBulkEligibilityMutationVariables>;
export const BulkEligibilityProgressDocument = new TypedDocumentString(`
    subscription BulkEligibilityProgress($runId: ID!) {
  onBulkEligibilityProgress(runId: $runId) {
    ...BulkProgressFields
  }
}
    fragment BulkProgressFields on BulkEligibilityProgress {
  runId
  status
  percent
  counts {
    total
    pending
    active
    inactive
    error
    failed
  }
}`) as unknown as TypedDocumentString<BulkEligibilityProgressSubscription, BulkEligibilityProgressSubscriptionVariables>;
export const CommunicationTopicListDocument = new TypedDocumentString(`
    query CommunicationTopicList {
  CommunicationTopicList {
    code
    display
    status
  }
}
    `) as unknown as TypedDocumentString<CommunicationTopicListQuery, CommunicationTopicListQueryVariables>;
export const PatientNoteListDocument = new TypedDocumentString(`
    query PatientNoteList($patientId: ID!, $topic: String, $term: String, $first: Int, $after: String) {
  PatientNoteList(
    patientId: $patientId
    topic: $topic
    term: $term
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
    `) as unknown as TypedDocumentString<PatientNoteListQuery, PatientNoteListQueryVariables>;
export const AddPatientNoteDocument = new TypedDocumentString(`
    mutation AddPatientNote($input: PatientNoteInput!) {
  addPatientNote(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddPatientNoteMutation, AddPatientNoteMutationVariables>;
export const PatientAlertListDocument = new TypedDocumentString(`
    query PatientAlertList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {
  PatientAlertList(
    patientId: $patientId
    status: $status
    term: $term
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
    `) as unknown as TypedDocumentString<PatientAlertListQuery, PatientAlertListQueryVariables>;
export const AddPatientAlertDocument = new TypedDocumentString(`
    mutation AddPatientAlert($input: PatientAlertInput!) {
  addPatientAlert(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddPatientAlertMutation, AddPatientAlertMutationVariables>;
export const DeactivatePatientAlertDocument = new TypedDocumentString(`
    mutation DeactivatePatientAlert($input: ChartRecordVersionInput!) {
  deactivatePatientAlert(input: $input) {
    id
    versionId
    status
  }
}
    `) as unknown as TypedDocumentString<DeactivatePatientAlertMutation, DeactivatePatientAlertMutationVariables>;
export const PatientOrderListDocument = new TypedDocumentString(`
    query PatientOrderList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {
  PatientOrderList(
    patientId: $patientId
    status: $status
    term: $term
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
    `) as unknown as TypedDocumentString<PatientOrderListQuery, PatientOrderListQueryVariables>;
export const PatientOrderDetailsDocument = new TypedDocumentString(`
    query PatientOrderDetails($patientId: ID!) {
  PatientOrderDetails(patientId: $patientId) {
    draft
    active
    count
  }
}
    `) as unknown as TypedDocumentString<PatientOrderDetailsQuery, PatientOrderDetailsQueryVariables>;
export const AddPatientOrderDocument = new TypedDocumentString(`
    mutation AddPatientOrder($input: PatientOrderInput!) {
  addPatientOrder(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddPatientOrderMutation, AddPatientOrderMutationVariables>;
export const AddPatientOrderSetDocument = new TypedDocumentString(`
    mutation AddPatientOrderSet($input: PatientOrderSetInput!) {
  addPatientOrderSet(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddPatientOrderSetMutation, AddPatientOrderSetMutationVariables>;
export const ChangePatientOrderStatusDocument = new TypedDocumentString(`
    mutation ChangePatientOrderStatus($input: ChartRecordStatusInput!) {
  changePatientOrderStatus(input: $input) {
    id
    versionId
    status
  }
}
    `) as unknown as TypedDocumentString<ChangePatientOrderStatusMutation, ChangePatientOrderStatusMutationVariables>;
export const PatientReferralListDocument = new TypedDocumentString(`
    query PatientReferralList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {
  PatientReferralList(
    patientId: $patientId
    status: $status
    term: $term
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
    `) as unknown as TypedDocumentString<PatientReferralListQuery, PatientReferralListQueryVariables>;
export const AddPatientReferralDocument = new TypedDocumentString(`
    mutation AddPatientReferral($input: PatientReferralInput!) {
  addPatientReferral(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddPatientReferralMutation, AddPatientReferralMutationVariables>;
export const ChangePatientReferralStatusDocument = new TypedDocumentString(`
    mutation ChangePatientReferralStatus($input: ChartRecordStatusInput!) {
  changePatientReferralStatus(input: $input) {
    id
    versionId
    status
  }
}
    `) as unknown as TypedDocumentString<ChangePatientReferralStatusMutation, ChangePatientReferralStatusMutationVariables>;
export const PatientTaskListDocument = new TypedDocumentString(`
    query PatientTaskList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {
  PatientTaskList(
    patientId: $patientId
    status: $status
    term: $term
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
    `) as unknown as TypedDocumentString<PatientTaskListQuery, PatientTaskListQueryVariables>;
export const PatientTaskSummaryDocument = new TypedDocumentString(`
    query PatientTaskSummary($patientId: ID!) {
  PatientTaskSummary(patientId: $patientId) {
    open
    overdue
  }
}
    `) as unknown as TypedDocumentString<PatientTaskSummaryQuery, PatientTaskSummaryQueryVariables>;
export const AddPatientTaskDocument = new TypedDocumentString(`
    mutation AddPatientTask($input: PatientTaskInput!) {
  addPatientTask(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddPatientTaskMutation, AddPatientTaskMutationVariables>;
export const PatientOrderDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<PatientOrderQuery, PatientOrderQueryVariables>;
export const RoundsSessionDocument = new TypedDocumentString(`
    query RoundsSession($date: String!) {
  RoundsSession(date: $date) {
    ...RoundsSessionFields
  }
}
    fragment RoundsSessionFields on RoundsSession {
  date
  versionId
  savedAt
  patients {
    patientId
    name
    birthDate
    latestEncounter {
      id
      appointmentId
      type
      status
      stateText
      start
      clinicianName
    }
    openOrders
    problems
    woundProgress {
      at
      encounterId
      wound
      lengthCm
      widthCm
      areaCm2
    }
    note
    decision
  }
}`) as unknown as TypedDocumentString<RoundsSessionQuery, RoundsSessionQueryVariables>;
export const RoundsSessionDatesDocument = new TypedDocumentString(`
    query RoundsSessionDates {
  RoundsSessionDates
}
    `) as unknown as TypedDocumentString<RoundsSessionDatesQuery, RoundsSessionDatesQueryVariables>;
export const SaveRoundsSessionDocument = new TypedDocumentString(`
    mutation SaveRoundsSession($date: String!, $versionId: Int!, $entries: [RoundsEntryInput!]!) {
  saveRoundsSession(date: $date, versionId: $versionId, entries: $entries) {
    ...RoundsSessionFields
  }
}
    fragment RoundsSessionFields on RoundsSession {
  date
  versionId
  savedAt
  patients {
    patientId
    name
    birthDate
    latestEncounter {
      id
      appointmentId
      type
      status
      stateText
      start
      clinicianName
    }
    openOrders
    problems
    woundProgress {
      at
      encounterId
      wound
      lengthCm
      widthCm
      areaCm2
    }
    note
    decision
  }
}`) as unknown as TypedDocumentString<SaveRoundsSessionMutation, SaveRoundsSessionMutationVariables>;
export const ClinicianEncounterListDocument = new TypedDocumentString(`
    query ClinicianEncounterList($patientId: ID, $episodeOfCareId: ID, $status: [String!], $stateStatus: [String!], $periodStart: DateTime, $periodEnd: DateTime, $type: [String!], $typeNot: [String!], $deliveryType: String, $tmStatuses: [String!], $practitionerIds: [ID!], $includeSP: Boolean, $sort: String, $term: String, $first: Int, $after: String) {
  EncounterList(
    patientId: $patientId
    episodeOfCareId: $episodeOfCareId
    status: $status
    stateStatus: $stateStatus
    period_start: $periodStart
    periodEnd: $periodEnd
    type: $type
    typeNot: $typeNot
    deliveryType: $deliveryType
    tmStatuses: $tmStatuses
    practitionerIds: $practitionerIds
    includeSP: $includeSP
    sort: $sort
    term: $term
    first: $first
    after: $after
  ) {
    totalCount
    totalCountCapped
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...ListedEncounterFields
      }
    }
  }
}
    fragment ListedEncounterFields on Encounter {
  id
  versionId
  status
  stateText
  type
  deliveryType
  period {
    start
    end
  }
  signedAt
  patientId
  patientName
  practitionerId
  practitionerName
  appointmentId
  episodeOfCareId
  amendReason
  reviewState
}`) as unknown as TypedDocumentString<ClinicianEncounterListQuery, ClinicianEncounterListQueryVariables>;
export const EncounterFilterCliniciansDocument = new TypedDocumentString(`
    query EncounterFilterClinicians {
  SchedulableClinicians {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<EncounterFilterCliniciansQuery, EncounterFilterCliniciansQueryVariables>;
export const ClinicianEncounterDocument = new TypedDocumentString(`
    query ClinicianEncounter($appointmentId: ID!) {
  GetActiveEncounterByAppointmentId(appointmentId: $appointmentId) {
    ...ListedEncounterFields
    checkedInAt
    checkedOutAt
    cancelReason
  }
}
    fragment ListedEncounterFields on Encounter {
  id
  versionId
  status
  stateText
  type
  deliveryType
  period {
    start
    end
  }
  signedAt
  patientId
  patientName
  practitionerId
  practitionerName
  appointmentId
  episodeOfCareId
  amendReason
  reviewState
}`) as unknown as TypedDocumentString<ClinicianEncounterQuery, ClinicianEncounterQueryVariables>;
export const EncounterVersionsDocument = new TypedDocumentString(`
    query EncounterVersions($encounterId: ID!, $patientId: ID!) {
  GetEncounterVersion(encounterId: $encounterId) {
    id
    version
    status
    signedAt
    lastUpdated
    reasons
    clinician {
      name
      npi
    }
    onsiteProvider {
      name
      npi
    }
    amendClinician {
      name
      npi
    }
  }
  GetAdditionalActionsStatus(patientId: $patientId) {
    orderDetails {
      draft
      active
      count
    }
    problemDetails {
      draft
      active
      count
    }
    patientDetails {
      status
      dischargedOn
    }
  }
  Patient(id: $patientId) {
    id
    name
    birthDate
  }
}
    `) as unknown as TypedDocumentString<EncounterVersionsQuery, EncounterVersionsQueryVariables>;
export const ClinicianListDocument = new TypedDocumentString(`
    query ClinicianList($term: String, $state: String, $market: String, $active: Boolean, $first: Int, $after: String) {
  ClinicianList(
    term: $term
    state: $state
    market: $market
    active: $active
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
        ...ClinicianFields
      }
    }
  }
}
    fragment ClinicianFields on Clinician {
  id
  versionId
  lastUpdated
  name
  givenName
  familyName
  npi
  employeeId
  phones {
    use
    value
    extension
  }
  email
  address {
    line
    city
    state
    postalCode
  }
  state
  qualifications {
    code
    periodEnd
  }
  adpSyncEnabled
  clinicianStartDate
  markets
  additionalMarkets
  active
  linkedUser {
    id
    name
    email
  }
}`) as unknown as TypedDocumentString<ClinicianListQuery, ClinicianListQueryVariables>;
export const ClinicianDocument = new TypedDocumentString(`
    query Clinician($id: ID!) {
  Clinician(id: $id) {
    ...ClinicianFields
  }
}
    fragment ClinicianFields on Clinician {
  id
  versionId
  lastUpdated
  name
  givenName
  familyName
  npi
  employeeId
  phones {
    use
    value
    extension
  }
  email
  address {
    line
    city
    state
    postalCode
  }
  state
  qualifications {
    code
    periodEnd
  }
  adpSyncEnabled
  clinicianStartDate
  markets
  additionalMarkets
  active
  linkedUser {
    id
    name
    email
  }
}`) as unknown as TypedDocumentString<ClinicianQuery, ClinicianQueryVariables>;
export const UpdateClinicianDocument = new TypedDocumentString(`
    mutation UpdateClinician($id: ID!, $versionId: Int!, $clinician: ClinicianInput!) {
  updateClinician(id: $id, versionId: $versionId, clinician: $clinician) {
    ...ClinicianFields
  }
}
    fragment ClinicianFields on Clinician {
  id
  versionId
  lastUpdated
  name
  givenName
  familyName
  npi
  employeeId
  phones {
    use
    value
    extension
  }
  email
  address {
    line
    city
    state
    postalCode
  }
  state
  qualifications {
    code
    periodEnd
  }
  adpSyncEnabled
  clinicianStartDate
  markets
  additionalMarkets
  active
  linkedUser {
    id
    name
    email
  }
}`) as unknown as TypedDocumentString<UpdateClinicianMutation, UpdateClinicianMutationVariables>;
export const CodeSystemDocument = new TypedDocumentString(`
    query CodeSystem($id: String!) {
  CodeSystem(id: $id) {
    ...CodeSystemFields
  }
}
    fragment CodeSystemFields on CodeSystem {
  id
  url
  title
  kind
  noun
  categories
  membersFrom
  draftVersion
  publishedVersion
  draftChanged
  concepts {
    code
    display
    status
    category
    members
  }
  versions {
    version
    status
    publishedAt
    count
  }
}`) as unknown as TypedDocumentString<CodeSystemQuery, CodeSystemQueryVariables>;
export const SaveCodeSystemConceptDocument = new TypedDocumentString(`
    mutation SaveCodeSystemConcept($codeSystemId: String!, $draftVersion: Int!, $isNew: Boolean!, $concept: CodeSystemConceptInput!) {
  saveCodeSystemConcept(
    codeSystemId: $codeSystemId
    draftVersion: $draftVersion
    isNew: $isNew
    concept: $concept
  ) {
    ...CodeSystemFields
  }
}
    fragment CodeSystemFields on CodeSystem {
  id
  url
  title
  kind
  noun
  categories
  membersFrom
  draftVersion
  publishedVersion
  draftChanged
  concepts {
    code
    display
    status
    category
    members
  }
  versions {
    version
    status
    publishedAt
    count
  }
}`) as unknown as TypedDocumentString<SaveCodeSystemConceptMutation, SaveCodeSystemConceptMutationVariables>;
export const PublishCodeSystemDocument = new TypedDocumentString(`
    mutation PublishCodeSystem($codeSystemId: String!, $draftVersion: Int!) {
  publishCodeSystem(codeSystemId: $codeSystemId, draftVersion: $draftVersion) {
    ...CodeSystemFields
  }
}
    fragment CodeSystemFields on CodeSystem {
  id
  url
  title
  kind
  noun
  categories
  membersFrom
  draftVersion
  publishedVersion
  draftChanged
  concepts {
    code
    display
    status
    category
    members
  }
  versions {
    version
    status
    publishedAt
    count
  }
}`) as unknown as TypedDocumentString<PublishCodeSystemMutation, PublishCodeSystemMutationVariables>;
export const ExportCodeSystemDocument = new TypedDocumentString(`
    query ExportCodeSystem($id: String!, $format: String!) {
  exportCodeSystem(id: $id, format: $format) {
    fileName
    mediaType
    content
  }
}
    `) as unknown as TypedDocumentString<ExportCodeSystemQuery, ExportCodeSystemQueryVariables>;
export const ImportCodeSystemDocument = new TypedDocumentString(`
    mutation ImportCodeSystem($codeSystemId: String!, $draftVersion: Int!, $format: String!, $content: String!) {
  importCodeSystem(
    codeSystemId: $codeSystemId
    draftVersion: $draftVersion
    format: $format
    content: $content
  ) {
    added
    updated
    unchanged
    codeSystem {
      ...CodeSystemFields
    }
  }
}
    fragment CodeSystemFields on CodeSystem {
  id
  url
  title
  kind
  noun
  categories
  membersFrom
  draftVersion
  publishedVersion
  draftChanged
  concepts {
    code
    display
    status
    category
    members
  }
  versions {
    version
    status
    publishedAt
    count
  }
}`) as unknown as TypedDocumentString<ImportCodeSystemMutation, ImportCodeSystemMutationVariables>;
export const PatientCoveragesDocument = new TypedDocumentString(`
    query PatientCoverages($patientId: ID!) {
  PatientCoverages(patientId: $patientId) {
    coverages {
      id
      versionId
      patientId
      status
      order
      insurerId
      insurerName
      memberId
      groupNumber
      groupName
      type
      planName
      planType
      copay
      deductible
      coinsurance
      effectiveDate
      terminationDate
      subscriberName
      subscriberRelationship
      approval
    }
    authorizations {
      id
      versionId
      coverageId
      number
      status
      periodStart
      periodEnd
      visitsAllowed
      visitsUsed
      unitsAllowed
    }
    eligibilityResults {
      ...EligibilityResultFields
    }
  }
}
    fragment EligibilityResultFields on EligibilityResult {
  id
  coverageId
  checkedAt
  checkedBy
  outcome
  inforce
  payerName
  insurerId
  memberId
  groupNumber
  planName
  planType
  copay
  deductible
  coinsurance
  patientResponsibility
  labCompany
  effectiveDate
  terminationDate
  contactNumber
  state
  address
  identifiers {
    code
    label
    value
  }
  errors {
    code
    display
  }
  taskId
}`) as unknown as TypedDocumentString<PatientCoveragesQuery, PatientCoveragesQueryVariables>;
export const CoverageInsurerListDocument = new TypedDocumentString(`
    query CoverageInsurerList($term: String, $state: String) {
  CoverageInsurerList(term: $term, state: $state) {
    id
    name
    state
  }
}
    `) as unknown as TypedDocumentString<CoverageInsurerListQuery, CoverageInsurerListQueryVariables>;
export const CreateCoverageDocument = new TypedDocumentString(`
    mutation CreateCoverage($patientId: ID!, $input: CoverageInput!) {
  createCoverage(patientId: $patientId, input: $input) {
    id
    versionId
  }
}
    `) as unknown as TypedDocumentString<CreateCoverageMutation, CreateCoverageMutationVariables>;
export const UpdateCoverageDocument = new TypedDocumentString(`
    mutation UpdateCoverage($id: ID!, $versionId: Int!, $input: CoverageInput!) {
  updateCoverage(id: $id, versionId: $versionId, input: $input) {
    id
    versionId
  }
}
    `) as unknown as TypedDocumentString<UpdateCoverageMutation, UpdateCoverageMutationVariables>;
export const InactivateCoverageDocument = new TypedDocumentString(`
    mutation InactivateCoverage($id: ID!, $versionId: Int!) {
  inactivateCoverage(id: $id, versionId: $versionId) {
    id
    versionId
    status
  }
}
    `) as unknown as TypedDocumentString<InactivateCoverageMutation, InactivateCoverageMutationVariables>;
export const CreatePriorAuthorizationDocument = new TypedDocumentString(`
    mutation CreatePriorAuthorization($input: PriorAuthorizationInput!) {
  createPriorAuthorization(input: $input) {
    id
    versionId
  }
}
    `) as unknown as TypedDocumentString<CreatePriorAuthorizationMutation, CreatePriorAuthorizationMutationVariables>;
export const UpdatePriorAuthorizationDocument = new TypedDocumentString(`
    mutation UpdatePriorAuthorization($id: ID!, $versionId: Int!, $input: PriorAuthorizationInput!) {
  updatePriorAuthorization(id: $id, versionId: $versionId, input: $input) {
    id
    versionId
  }
}
    `) as unknown as TypedDocumentString<UpdatePriorAuthorizationMutation, UpdatePriorAuthorizationMutationVariables>;
export const CheckEligibilityDocument = new TypedDocumentString(`
    mutation CheckEligibility($coverageId: ID!) {
  checkEligibility(coverageId: $coverageId) {
    taskId
    note
    taskOwner
    result {
      ...EligibilityResultFields
    }
  }
}
    fragment EligibilityResultFields on EligibilityResult {
  id
  coverageId
  checkedAt
  checkedBy
  outcome
  inforce
  payerName
  insurerId
  memberId
  groupNumber
  planName
  planType
  copay
  deductible
  coinsurance
  patientResponsibility
  labCompany
  effectiveDate
  terminationDate
  contactNumber
  state
  address
  identifiers {
    code
    label
    value
  }
  errors {
    code
    display
  }
  taskId
}`) as unknown as TypedDocumentString<CheckEligibilityMutation, CheckEligibilityMutationVariables>;
export const AdminDashboardDocument = new TypedDocumentString(`
    query AdminDashboard($filter: DashboardFilter!) {
  AdminDashboard(filter: $filter) {
    from
    to
    totals {
      ...DashboardGroupFields
    }
    days {
      day
      visits {
        scheduled
        made
        missed
        cancelled
        open
      }
      signing {
        documented
        signedWithin24h
        rate
      }
    }
    markets {
      ...DashboardGroupFields
    }
    clinicians {
      ...DashboardGroupFields
    }
    devices {
      deviceId
      userId
      userName
      practitionerId
      market
      pending
      lastReportedAt
      lastSyncedAt
      syncAgeHours
      stale
    }
    staleDevices
  }
}
    fragment DashboardGroupFields on DashboardGroup {
  key
  label
  visits {
    scheduled
    made
    missed
    cancelled
    open
    missedRate
    cancelledRate
  }
  signing {
    documented
    signedWithin24h
    rate
  }
}`) as unknown as TypedDocumentString<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const ReportDashboardDocument = new TypedDocumentString(`
    query ReportDashboard($filter: DashboardFilter!) {
  ReportDashboard(filter: $filter) {
    from
    to
    encounters {
      market
      total
      planned
      inProgress
      finished
      cancelled
      soc
      evaluation
      readmit
      followUp
    }
    visits {
      ...DashboardGroupFields
    }
  }
}
    fragment DashboardGroupFields on DashboardGroup {
  key
  label
  visits {
    scheduled
    made
    missed
    cancelled
    open
    missedRate
    cancelledRate
  }
  signing {
    documented
    signedWithin24h
    rate
  }
}`) as unknown as TypedDocumentString<ReportDashboardQuery, ReportDashboardQueryVariables>;
export const CbrDashboardDocument = new TypedDocumentString(`
    query CbrDashboard($filter: DashboardFilter!) {
  CbrDashboard(filter: $filter) {
    from
    to
    clinicians {
      ...DashboardGroupFields
    }
    totals {
      ...DashboardGroupFields
    }
  }
}
    fragment DashboardGroupFields on DashboardGroup {
  key
  label
  visits {
    scheduled
    made
    missed
    cancelled
    open
    missedRate
    cancelledRate
  }
  signing {
    documented
    signedWithin24h
    rate
  }
}`) as unknown as TypedDocumentString<CbrDashboardQuery, CbrDashboardQueryVariables>;
export const DashboardVisitsDocument = new TypedDocumentString(`
    query DashboardVisits($filter: DashboardFilter!, $day: String, $outcome: String, $first: Int) {
  DashboardVisits(filter: $filter, day: $day, outcome: $outcome, first: $first) {
    totalCount
    edges {
      node {
        appointmentId
        patientId
        patientName
        practitionerName
        market
        start
        day
        status
        outcome
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardVisitsQuery, DashboardVisitsQueryVariables>;
export const DashboardEncountersDocument = new TypedDocumentString(`
    query DashboardEncounters($filter: DashboardFilter!, $day: String, $signing: String, $first: Int) {
  DashboardEncounters(
    filter: $filter
    day: $day
    signing: $signing
    first: $first
  ) {
    totalCount
    edges {
      node {
        encounterId
        patientId
        patientName
        practitionerName
        market
        start
        day
        signedAt
        signing
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardEncountersQuery, DashboardEncountersQueryVariables>;
export const DocumentListDocument = new TypedDocumentString(`
    query DocumentList($patientId: ID!, $category: String, $first: Int, $after: String) {
  DocumentList(
    patientId: $patientId
    category: $category
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
        versionId
        category
        categoryLabel
        description
        date
        author
        attachment {
          id
          title
          contentType
          size
          url
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DocumentListQuery, DocumentListQueryVariables>;
export const DeleteDocumentDocument = new TypedDocumentString(`
    mutation DeleteDocument($id: ID!, $versionId: Int!) {
  deleteDocument(id: $id, versionId: $versionId) {
    id
    versionId
    status
  }
}
    `) as unknown as TypedDocumentString<DeleteDocumentMutation, DeleteDocumentMutationVariables>;
export const UpdateEncounterDurationsDocument = new TypedDocumentString(`
    mutation UpdateEncounterDurations($durations: [EncounterDurationInput!]!) {
  updateEncounterDurations(durations: $durations) {
    visitType
    label
    minutes
  }
}
    `) as unknown as TypedDocumentString<UpdateEncounterDurationsMutation, UpdateEncounterDurationsMutationVariables>;
export const EncounterReviewListDocument = new TypedDocumentString(`
    query EncounterReviewList($reviewState: [String!], $term: String, $first: Int, $after: String) {
  EncounterReviewList(
    reviewState: $reviewState
    term: $term
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
        patientName
        clinicianName
        encounter {
          ...ReviewedEncounterFields
        }
      }
    }
  }
}
    fragment ReviewFields on EncounterReview {
  id
  status
  type
  text
  reviewerName
  recorded
  signedAt
}
fragment ReviewedEncounterFields on Encounter {
  id
  versionId
  status
  stateText
  type
  deliveryType
  signedAt
  checkedInAt
  patientId
  practitionerId
  reviewState
  amendReason
  reviews {
    ...ReviewFields
  }
}`) as unknown as TypedDocumentString<EncounterReviewListQuery, EncounterReviewListQueryVariables>;
export const ReviewedEncounterDocument = new TypedDocumentString(`
    query ReviewedEncounter($id: ID!) {
  Encounter(id: $id) {
    ...ReviewedEncounterFields
  }
  GetEncounterVersion(encounterId: $id) {
    id
    version
    status
    signedAt
    reasons
    clinician {
      name
      npi
    }
    amendClinician {
      name
      npi
    }
  }
}
    fragment ReviewFields on EncounterReview {
  id
  status
  type
  text
  reviewerName
  recorded
  signedAt
}
fragment ReviewedEncounterFields on Encounter {
  id
  versionId
  status
  stateText
  type
  deliveryType
  signedAt
  checkedInAt
  patientId
  practitionerId
  reviewState
  amendReason
  reviews {
    ...ReviewFields
  }
}`) as unknown as TypedDocumentString<ReviewedEncounterQuery, ReviewedEncounterQueryVariables>;
export const ReviewPatientDocument = new TypedDocumentString(`
    query ReviewPatient($id: ID!) {
  Patient(id: $id) {
    id
    name
    birthDate
  }
}
    `) as unknown as TypedDocumentString<ReviewPatientQuery, ReviewPatientQueryVariables>;
export const EncounterVersionDiffDocument = new TypedDocumentString(`
    query EncounterVersionDiff($encounterId: ID!, $from: Int!, $to: Int!) {
  EncounterVersionDiff(encounterId: $encounterId, from: $from, to: $to) {
    formCode
    formTitle
    linkId
    question
    before
    after
    kind
  }
}
    `) as unknown as TypedDocumentString<EncounterVersionDiffQuery, EncounterVersionDiffQueryVariables>;
export const ReviewEncounterDocument = new TypedDocumentString(`
    mutation ReviewEncounter($encounterId: ID!, $baseVersion: Int!, $review: EncounterReviewInput!) {
  reviewEncounter(
    encounterId: $encounterId
    baseVersion: $baseVersion
    review: $review
  ) {
    ...ReviewedEncounterFields
  }
}
    fragment ReviewFields on EncounterReview {
  id
  status
  type
  text
  reviewerName
  recorded
  signedAt
}
fragment ReviewedEncounterFields on Encounter {
  id
  versionId
  status
  stateText
  type
  deliveryType
  signedAt
  checkedInAt
  patientId
  practitionerId
  reviewState
  amendReason
  reviews {
    ...ReviewFields
  }
}`) as unknown as TypedDocumentString<ReviewEncounterMutation, ReviewEncounterMutationVariables>;
export const FacilityListDocument = new TypedDocumentString(`
    query FacilityList($type: String!, $term: String, $first: Int, $after: String) {
  getHealthCareFacilityList(
    type: $type
    term: $term
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
        ...FacilityFields
      }
    }
  }
}
    fragment FacilityFields on HealthCareFacility {
  id
  versionId
  lastUpdated
  name
  type
  active
  address {
    line
    city
    state
    postalCode
    county
    instruction
    market {
      id
      name
    }
  }
  telecom {
    system
    value
    use
    rank
    extension
  }
  contacts {
    id
    prefix
    firstName
    middleName
    lastName
    display
    role
    npi
    active
    primary
    telecom {
      system
      value
      use
      rank
      extension
    }
  }
}`) as unknown as TypedDocumentString<FacilityListQuery, FacilityListQueryVariables>;
export const DuplicatedFacilitiesDocument = new TypedDocumentString(`
    query DuplicatedFacilities($organizationName: String!, $state: String!, $type: String!) {
  GetDuplicatedOrganizations(
    organizationName: $organizationName
    state: $state
    type: $type
  ) {
    id
    name
    type
    active
    address {
      city
    }
  }
}
    `) as unknown as TypedDocumentString<DuplicatedFacilitiesQuery, DuplicatedFacilitiesQueryVariables>;
export const CreateFacilityDocument = new TypedDocumentString(`
    mutation CreateFacility($organization: HealthCareFacilityInput!, $practitioners: [FacilityContactInput!]) {
  createHealthCareFacility(
    organization: $organization
    practitioners: $practitioners
  ) {
    ...FacilityFields
  }
}
    fragment FacilityFields on HealthCareFacility {
  id
  versionId
  lastUpdated
  name
  type
  active
  address {
    line
    city
    state
    postalCode
    county
    instruction
    market {
      id
      name
    }
  }
  telecom {
    system
    value
    use
    rank
    extension
  }
  contacts {
    id
    prefix
    firstName
    middleName
    lastName
    display
    role
    npi
    active
    primary
    telecom {
      system
      value
      use
      rank
      extension
    }
  }
}`) as unknown as TypedDocumentString<CreateFacilityMutation, CreateFacilityMutationVariables>;
export const UpdateFacilityDocument = new TypedDocumentString(`
    mutation UpdateFacility($id: ID!, $versionId: Int!, $organization: HealthCareFacilityInput!, $practitioners: [FacilityContactInput!]) {
  updateHealthCareFacility(
    id: $id
    versionId: $versionId
    organization: $organization
    practitioners: $practitioners
  ) {
    ...FacilityFields
  }
}
    fragment FacilityFields on HealthCareFacility {
  id
  versionId
  lastUpdated
  name
  type
  active
  address {
    line
    city
    state
    postalCode
    county
    instruction
    market {
      id
      name
    }
  }
  telecom {
    system
    value
    use
    rank
    extension
  }
  contacts {
    id
    prefix
    firstName
    middleName
    lastName
    display
    role
    npi
    active
    primary
    telecom {
      system
      value
      use
      rank
      extension
    }
  }
}`) as unknown as TypedDocumentString<UpdateFacilityMutation, UpdateFacilityMutationVariables>;
export const FeatureFlagListDocument = new TypedDocumentString(`
    query FeatureFlagList {
  FeatureFlagList {
    ...FeatureFlagAdminFields
  }
}
    fragment FeatureFlagAdminFields on FeatureFlag {
  key
  description
  defaultValue
  overrides {
    scope
    scopeValue
    scopeLabel
    value
  }
}`) as unknown as TypedDocumentString<FeatureFlagListQuery, FeatureFlagListQueryVariables>;
export const SetFeatureFlagDefaultDocument = new TypedDocumentString(`
    mutation SetFeatureFlagDefault($key: String!, $value: Boolean!) {
  setFeatureFlagDefault(key: $key, value: $value) {
    ...FeatureFlagAdminFields
  }
}
    fragment FeatureFlagAdminFields on FeatureFlag {
  key
  description
  defaultValue
  overrides {
    scope
    scopeValue
    scopeLabel
    value
  }
}`) as unknown as TypedDocumentString<SetFeatureFlagDefaultMutation, SetFeatureFlagDefaultMutationVariables>;
export const SetFeatureFlagOverrideDocument = new TypedDocumentString(`
    mutation SetFeatureFlagOverride($key: String!, $scope: String!, $scopeValue: String!, $value: Boolean!) {
  setFeatureFlagOverride(
    key: $key
    scope: $scope
    scopeValue: $scopeValue
    value: $value
  ) {
    ...FeatureFlagAdminFields
  }
}
    fragment FeatureFlagAdminFields on FeatureFlag {
  key
  description
  defaultValue
  overrides {
    scope
    scopeValue
    scopeLabel
    value
  }
}`) as unknown as TypedDocumentString<SetFeatureFlagOverrideMutation, SetFeatureFlagOverrideMutationVariables>;
export const RemoveFeatureFlagOverrideDocument = new TypedDocumentString(`
    mutation RemoveFeatureFlagOverride($key: String!, $scope: String!, $scopeValue: String!) {
  removeFeatureFlagOverride(key: $key, scope: $scope, scopeValue: $scopeValue) {
    ...FeatureFlagAdminFields
  }
}
    fragment FeatureFlagAdminFields on FeatureFlag {
  key
  description
  defaultValue
  overrides {
    scope
    scopeValue
    scopeLabel
    value
  }
}`) as unknown as TypedDocumentString<RemoveFeatureFlagOverrideMutation, RemoveFeatureFlagOverrideMutationVariables>;
export const AdminSettingListDocument = new TypedDocumentString(`
    query AdminSettingList {
  SettingList {
    ...AdminSettingFields
  }
}
    fragment AdminSettingFields on AdminSetting {
  key
  kind
  value
  label
  description
  unit
  min
  max
}`) as unknown as TypedDocumentString<AdminSettingListQuery, AdminSettingListQueryVariables>;
export const UpdateSettingDocument = new TypedDocumentString(`
    mutation UpdateSetting($key: String!, $value: String!) {
  updateSetting(key: $key, value: $value) {
    ...AdminSettingFields
  }
}
    fragment AdminSettingFields on AdminSetting {
  key
  kind
  value
  label
  description
  unit
  min
  max
}`) as unknown as TypedDocumentString<UpdateSettingMutation, UpdateSettingMutationVariables>;
export const FlagUserChoicesDocument = new TypedDocumentString(`
    query FlagUserChoices($term: String, $first: Int) {
  UserList(term: $term, active: true, first: $first) {
    edges {
      node {
        id
        givenName
        familyName
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FlagUserChoicesQuery, FlagUserChoicesQueryVariables>;
export const PlanDefinitionListDocument = new TypedDocumentString(`
    query PlanDefinitionList {
  PlanDefinitionList {
    id
    versionId
    title
    encounterType
    deliveryType
    forms {
      questionnaireCode
      logic
      questionnaire {
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PlanDefinitionListQuery, PlanDefinitionListQueryVariables>;
export const QuestionnaireListDocument = new TypedDocumentString(`
    query QuestionnaireList {
  QuestionnaireList {
    id
    versionId
    code
    title
    status
    items
  }
}
    `) as unknown as TypedDocumentString<QuestionnaireListQuery, QuestionnaireListQueryVariables>;
export const UpdatePlanDefinitionFormsDocument = new TypedDocumentString(`
    mutation UpdatePlanDefinitionForms($id: ID!, $versionId: Int!, $forms: [PlannedFormInput!]!) {
  updatePlanDefinitionForms(id: $id, versionId: $versionId, forms: $forms) {
    id
    versionId
  }
}
    `) as unknown as TypedDocumentString<UpdatePlanDefinitionFormsMutation, UpdatePlanDefinitionFormsMutationVariables>;
export const PublishQuestionnaireDocument = new TypedDocumentString(`
    mutation PublishQuestionnaire($code: String!, $versionId: Int!, $items: [QuestionnaireItemSettingInput!]!) {
  publishQuestionnaire(code: $code, versionId: $versionId, items: $items) {
    code
    versionId
  }
}
    `) as unknown as TypedDocumentString<PublishQuestionnaireMutation, PublishQuestionnaireMutationVariables>;
export const InvitationStatusDocument = new TypedDocumentString(`
    query InvitationStatus($token: String!) {
  InvitationStatus(token: $token) {
    valid
    purpose
    email
    message
  }
}
    `) as unknown as TypedDocumentString<InvitationStatusQuery, InvitationStatusQueryVariables>;
export const AcceptInvitationDocument = new TypedDocumentString(`
    mutation AcceptInvitation($token: String!, $password: String!) {
  acceptInvitation(token: $token, password: $password)
}
    `) as unknown as TypedDocumentString<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const PcpLetterListDocument = new TypedDocumentString(`
    query PcpLetterList($kind: String!, $from: String!, $to: String!, $offset: Int, $first: Int) {
  PcpLetterList(kind: $kind, from: $from, to: $to, offset: $offset, first: $first) {
    rows {
      sourceId
      patientId
      patientName
      at
      pcpName
      fax
      status
      flags
      documentId
      error
      sentAt
    }
    counts {
      total
      ready
      none
      completed
      inProgress
      failed
    }
    nextOffset
  }
}
    `) as unknown as TypedDocumentString<PcpLetterListQuery, PcpLetterListQueryVariables>;
export const SendPcpLettersDocument = new TypedDocumentString(`
    mutation SendPcpLetters($kind: String!, $from: String!, $to: String!, $sourceIds: [ID!]) {
  sendPcpLetters(kind: $kind, from: $from, to: $to, sourceIds: $sourceIds) {
    queued
  }
}
    `) as unknown as TypedDocumentString<SendPcpLettersMutation, SendPcpLettersMutationVariables>;
export const PcpLetterChangedDocument = new TypedDocumentString(`
    subscription PcpLetterChanged($kind: String!) {
  onPcpLetterChanged(kind: $kind) {
    sourceId
    status
  }
}
    `) as unknown as TypedDocumentString<PcpLetterChangedSubscription, PcpLetterChangedSubscriptionVariables>;
export const MarketTeamListDocument = new TypedDocumentString(`
    query MarketTeamList($term: String, $state: String, $first: Int, $after: String) {
  MarketTeamList(term: $term, state: $state, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...MarketTeamFields
      }
    }
  }
}
    fragment MarketTeamFields on MarketTeam {
  id
  versionId
  lastUpdated
  name
  state
  active
  counties
  teams {
    id
    name
    active
    participantCount
  }
}`) as unknown as TypedDocumentString<MarketTeamListQuery, MarketTeamListQueryVariables>;
export const CreateMarketDocument = new TypedDocumentString(`
    mutation CreateMarket($market: MarketInput!) {
  createMarket(market: $market) {
    ...MarketTeamFields
  }
}
    fragment MarketTeamFields on MarketTeam {
  id
  versionId
  lastUpdated
  name
  state
  active
  counties
  teams {
    id
    name
    active
    participantCount
  }
}`) as unknown as TypedDocumentString<CreateMarketMutation, CreateMarketMutationVariables>;
export const UpdateMarketDocument = new TypedDocumentString(`
    mutation UpdateMarket($id: ID!, $versionId: Int!, $market: MarketInput!) {
  updateMarket(id: $id, versionId: $versionId, market: $market) {
    ...MarketTeamFields
  }
}
    fragment MarketTeamFields on MarketTeam {
  id
  versionId
  lastUpdated
  name
  state
  active
  counties
  teams {
    id
    name
    active
    participantCount
  }
}`) as unknown as TypedDocumentString<UpdateMarketMutation, UpdateMarketMutationVariables>;
export const UpdatePatientAvailabilityDocument = new TypedDocumentString(`
    mutation UpdatePatientAvailability($input: PatientAvailabilityInput!) {
  updatePatientAvailability(input: $input) {
    ...PatientAvailabilityFields
  }
}
    fragment PatientAvailabilityFields on PatientAvailability {
  patientId
  versionId
  type
  timeZone
  lastUpdated
  weekdays {
    day
    ranges {
      start
      end
    }
  }
  dates {
    date
    ranges {
      start
      end
    }
  }
}`) as unknown as TypedDocumentString<UpdatePatientAvailabilityMutation, UpdatePatientAvailabilityMutationVariables>;
export const CanGenerateCcdDocument = new TypedDocumentString(`
    query CanGenerateCcd($episodeOfCareId: ID!) {
  canGenenerateCCD(episodeOfCareId: $episodeOfCareId) {
    canGenerate
    reason
  }
}
    `) as unknown as TypedDocumentString<CanGenerateCcdQuery, CanGenerateCcdQueryVariables>;
export const CcdRequestListDocument = new TypedDocumentString(`
    query CcdRequestList($filters: CCDRequestFilters!) {
  GetCCDRequestList(filters: $filters) {
    totalRecords
    requests {
      ...CcdRequestFields
    }
  }
}
    fragment CcdRequestFields on CCDRequest {
  id
  episodeOfCareId
  documentId
  error
  createdAt
  completedAt
  requestDetails {
    status
    userName
    dateRange {
      start
      end
    }
  }
}`) as unknown as TypedDocumentString<CcdRequestListQuery, CcdRequestListQueryVariables>;
export const RequestCcdDocument = new TypedDocumentString(`
    mutation RequestCcd($episodeOfCareId: ID!, $dateRange: CCDDateRangeInput) {
  requestCCD(episodeOfCareId: $episodeOfCareId, dateRange: $dateRange) {
    ...CcdRequestFields
  }
}
    fragment CcdRequestFields on CCDRequest {
  id
  episodeOfCareId
  documentId
  error
  createdAt
  completedAt
  requestDetails {
    status
    userName
    dateRange {
      start
      end
    }
  }
}`) as unknown as TypedDocumentString<RequestCcdMutation, RequestCcdMutationVariables>;
export const CcdDocumentDocument = new TypedDocumentString(`
    query CcdDocument($documentId: ID!) {
  CCDDocument(documentId: $documentId) {
    id
    patientId
    episodeOfCareId
    title
    date
    author
    fileName
    size
    html
  }
}
    `) as unknown as TypedDocumentString<CcdDocumentQuery, CcdDocumentQueryVariables>;
export const PatientEncounterListDocument = new TypedDocumentString(`
    query PatientEncounterList($patientId: ID!, $first: Int, $after: String) {
  PatientEncounterList(patientId: $patientId, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        status
        stateText
        type
        deliveryType
        start
        end
        clinicianName
        cancelReason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PatientEncounterListQuery, PatientEncounterListQueryVariables>;
export const PatientAppointmentListDocument = new TypedDocumentString(`
    query PatientAppointmentList($patientId: ID!, $first: Int, $after: String) {
  PatientAppointmentList(patientId: $patientId, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        status
        appointmentType
        start
        end
        clinicianName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PatientAppointmentListQuery, PatientAppointmentListQueryVariables>;
export const PatientDemographicsRecordDocument = new TypedDocumentString(`
    query PatientDemographicsRecord($patientId: ID!) {
  PatientDemographicsRecord(patientId: $patientId) {
    ...DemographicsRecordFields
  }
}
    fragment DemographicsRecordFields on PatientDemographicsRecord {
  patientId
  versionId
  lastUpdated
  firstName
  middleName
  lastName
  preferredName
  gender
  birthDate
  maritalStatus
  race
  ethnicity
  email
  fax
  ssnLast4
  externalNumber
  phones {
    use
    value
    extension
    display
  }
  okToText
  textConsentSaved
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
    addressType
    line
    city
    state
    postalCode
    county
    marketId
    marketName
    facilityId
    facilityName
    facilityContactId
    facilityContactName
    instruction
    serviceAddress
    verified
    additionalMarket
  }
  homeHealthId
  homeHealthName
  pcpPracticeId
  pcpPhysicianId
  pcpName
}`) as unknown as TypedDocumentString<PatientDemographicsRecordQuery, PatientDemographicsRecordQueryVariables>;
export const UpdatePatientDemographicsDocument = new TypedDocumentString(`
    mutation UpdatePatientDemographics($input: PatientDemographicsInput!) {
  updatePatientDemographics(input: $input) {
    ...DemographicsRecordFields
  }
}
    fragment DemographicsRecordFields on PatientDemographicsRecord {
  patientId
  versionId
  lastUpdated
  firstName
  middleName
  lastName
  preferredName
  gender
  birthDate
  maritalStatus
  race
  ethnicity
  email
  fax
  ssnLast4
  externalNumber
  phones {
    use
    value
    extension
    display
  }
  okToText
  textConsentSaved
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
    addressType
    line
    city
    state
    postalCode
    county
    marketId
    marketName
    facilityId
    facilityName
    facilityContactId
    facilityContactName
    instruction
    serviceAddress
    verified
    additionalMarket
  }
  homeHealthId
  homeHealthName
  pcpPracticeId
  pcpPhysicianId
  pcpName
}`) as unknown as TypedDocumentString<UpdatePatientDemographicsMutation, UpdatePatientDemographicsMutationVariables>;
export const CareFacilityLookupDocument = new TypedDocumentString(`
    query CareFacilityLookup($term: String, $state: String, $first: Int, $after: String) {
  CareFacilityLookup(term: $term, state: $state, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        name
        type
        phone
        address {
          line
          city
          state
          postalCode
          county
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CareFacilityLookupQuery, CareFacilityLookupQueryVariables>;
export const CareFacilityContactsDocument = new TypedDocumentString(`
    query CareFacilityContacts($organizationId: ID!) {
  getHealthCareFacilityById(organizationId: $organizationId) {
    ...CareFacilityContactFields
  }
}
    fragment CareFacilityContactFields on HealthCareFacility {
  id
  name
  contacts {
    id
    display
    role
    active
    primary
    telecom {
      system
      value
      use
      rank
    }
  }
}`) as unknown as TypedDocumentString<CareFacilityContactsQuery, CareFacilityContactsQueryVariables>;
export const AddCareFacilityContactDocument = new TypedDocumentString(`
    mutation AddCareFacilityContact($organization: ID!, $practitioners: [FacilityContactInput!]!) {
  upsertPractitioners(organization: $organization, practitioners: $practitioners) {
    ...CareFacilityContactFields
  }
}
    fragment CareFacilityContactFields on HealthCareFacility {
  id
  name
  contacts {
    id
    display
    role
    active
    primary
    telecom {
      system
      value
      use
      rank
    }
  }
}`) as unknown as TypedDocumentString<AddCareFacilityContactMutation, AddCareFacilityContactMutationVariables>;
export const PcpPhysiciansDocument = new TypedDocumentString(`
    query PcpPhysicians($search: String, $first: Int) {
  CareTeamPhysicians(search: $search, first: $first) {
    edges {
      node {
        id
        name
        npi
        practiceId
        practiceName
        city
        state
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PcpPhysiciansQuery, PcpPhysiciansQueryVariables>;
export const HomeHealthAgenciesDocument = new TypedDocumentString(`
    query HomeHealthAgencies($term: String, $first: Int) {
  getHealthCareFacilityList(
    type: "home-health"
    term: $term
    active: true
    sort: "name"
    first: $first
  ) {
    edges {
      node {
        id
        name
        address {
          city
          state
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HomeHealthAgenciesQuery, HomeHealthAgenciesQueryVariables>;
export const DischargeRequestListDocument = new TypedDocumentString(`
    query DischargeRequestList($patientId: ID!, $admissionId: ID, $first: Int, $after: String) {
  DischargeRequestList(
    patientId: $patientId
    admissionId: $admissionId
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
        ...DischargeRequestFields
      }
    }
  }
}
    fragment DischargeRequestFields on DischargeRequest {
  id
  versionId
  lastUpdated
  status
  patientId
  admissionId
  requestedOn
  requestedDate
  disposition
  dischargeOption
  reason
  reasonDisplay
  notes
  requestedBy
}`) as unknown as TypedDocumentString<DischargeRequestListQuery, DischargeRequestListQueryVariables>;
export const DischargeRequestDocument = new TypedDocumentString(`
    query DischargeRequest($id: ID!) {
  DischargeRequest(id: $id) {
    ...DischargeRequestFields
  }
}
    fragment DischargeRequestFields on DischargeRequest {
  id
  versionId
  lastUpdated
  status
  patientId
  admissionId
  requestedOn
  requestedDate
  disposition
  dischargeOption
  reason
  reasonDisplay
  notes
  requestedBy
}`) as unknown as TypedDocumentString<DischargeRequestQuery, DischargeRequestQueryVariables>;
export const DischargeRequestHistoryDocument = new TypedDocumentString(`
    query DischargeRequestHistory($id: ID!) {
  DischargeRequestHistory(id: $id) {
    versionId
    action
    status
    recordedAt
    authorName
  }
}
    `) as unknown as TypedDocumentString<DischargeRequestHistoryQuery, DischargeRequestHistoryQueryVariables>;
export const CreateDischargeRequestDocument = new TypedDocumentString(`
    mutation CreateDischargeRequest($input: DischargeRequestCreateInput!) {
  createDischargeRequest(input: $input) {
    ...DischargeRequestFields
  }
}
    fragment DischargeRequestFields on DischargeRequest {
  id
  versionId
  lastUpdated
  status
  patientId
  admissionId
  requestedOn
  requestedDate
  disposition
  dischargeOption
  reason
  reasonDisplay
  notes
  requestedBy
}`) as unknown as TypedDocumentString<CreateDischargeRequestMutation, CreateDischargeRequestMutationVariables>;
export const UpdateDischargeRequestDocument = new TypedDocumentString(`
    mutation UpdateDischargeRequest($input: DischargeRequestUpdateInput!) {
  updateDischargeRequest(input: $input) {
    ...DischargeRequestFields
  }
}
    fragment DischargeRequestFields on DischargeRequest {
  id
  versionId
  lastUpdated
  status
  patientId
  admissionId
  requestedOn
  requestedDate
  disposition
  dischargeOption
  reason
  reasonDisplay
  notes
  requestedBy
}`) as unknown as TypedDocumentString<UpdateDischargeRequestMutation, UpdateDischargeRequestMutationVariables>;
export const PayerListDocument = new TypedDocumentString(`
    query PayerList($term: String, $type: [String!], $state: String, $active: Boolean, $partOfId: ID, $first: Int, $after: String) {
  OrganizationList(
    term: $term
    type: $type
    state: $state
    active: $active
    partOfId: $partOfId
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
        type
        active
        state
        partOf {
          id
          name
          type
          active
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PayerListQuery, PayerListQueryVariables>;
export const PayerDocument = new TypedDocumentString(`
    query Payer($id: ID!) {
  Organization(id: $id) {
    ...PayerFields
  }
}
    fragment PayerFields on Organization {
  id
  versionId
  lastUpdated
  name
  type
  active
  state
  address {
    line
    city
    state
    postalCode
  }
  telecom {
    system
    value
    use
    rank
    extension
  }
  insurerExternalId
  availityPayerId
  contracted
  partOf {
    id
    name
    type
    active
  }
}`) as unknown as TypedDocumentString<PayerQuery, PayerQueryVariables>;
export const DuplicatedPayersDocument = new TypedDocumentString(`
    query DuplicatedPayers($organizationName: String!, $state: String!) {
  GetDuplicatedOrganizations(organizationName: $organizationName, state: $state) {
    id
    name
    type
    active
    state
    address {
      line
      city
      state
      postalCode
    }
  }
}
    `) as unknown as TypedDocumentString<DuplicatedPayersQuery, DuplicatedPayersQueryVariables>;
export const CreatePayerDocument = new TypedDocumentString(`
    mutation CreatePayer($organization: PayerInput!) {
  createOrganization(organization: $organization) {
    ...PayerFields
  }
}
    fragment PayerFields on Organization {
  id
  versionId
  lastUpdated
  name
  type
  active
  state
  address {
    line
    city
    state
    postalCode
  }
  telecom {
    system
    value
    use
    rank
    extension
  }
  insurerExternalId
  availityPayerId
  contracted
  partOf {
    id
    name
    type
    active
  }
}`) as unknown as TypedDocumentString<CreatePayerMutation, CreatePayerMutationVariables>;
export const UpdatePayerDocument = new TypedDocumentString(`
    mutation UpdatePayer($id: ID!, $organization: PayerInput!, $versionId: Int!) {
  updateOrganization(id: $id, organization: $organization, versionId: $versionId) {
    ...PayerFields
  }
}
    fragment PayerFields on Organization {
  id
  versionId
  lastUpdated
  name
  type
  active
  state
  address {
    line
    city
    state
    postalCode
  }
  telecom {
    system
    value
    use
    rank
    extension
  }
  insurerExternalId
  availityPayerId
  contracted
  partOf {
    id
    name
    type
    active
  }
}`) as unknown as TypedDocumentString<UpdatePayerMutation, UpdatePayerMutationVariables>;
export const PayrollInfoDocument = new TypedDocumentString(`
    query PayrollInfo($payPeriodId: ID!) {
  PayrollInfo(payPeriodId: $payPeriodId) {
    exportFileName
    payPeriod {
      id
      start
      end
      current
    }
    clinicians {
      practitionerId
      name
      fileNumber
      encounterStats {
        soc
        followUp
        signed
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PayrollInfoQuery, PayrollInfoQueryVariables>;
export const ProblemListDocument = new TypedDocumentString(`
    query ProblemList($patientId: ID!) {
  ProblemList(patientId: $patientId) {
    ...ProblemListFields
  }
}
    fragment ProblemListFields on ProblemList {
  patientId
  diagnoses {
    id
    versionId
    codeIndex
    icd10CmCode
    title
    clinicalStatus
    onsetDate
    resolvedDate
    note
    recordedDate
  }
  carePlans {
    id
    versionId
    type
    typeLabel
    code
    title
    note
    lastUpdated
  }
}`) as unknown as TypedDocumentString<ProblemListQuery, ProblemListQueryVariables>;
export const DiagnosisCodeListDocument = new TypedDocumentString(`
    query DiagnosisCodeList($term: String, $billableOnly: Boolean, $first: Int, $after: String) {
  DiagnosisCodeList(
    term: $term
    billableOnly: $billableOnly
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
        code
        title
        billable
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DiagnosisCodeListQuery, DiagnosisCodeListQueryVariables>;
export const AddDiagnosisDocument = new TypedDocumentString(`
    mutation AddDiagnosis($input: DiagnosisInput!) {
  addDiagnosis(input: $input) {
    ...ProblemListFields
  }
}
    fragment ProblemListFields on ProblemList {
  patientId
  diagnoses {
    id
    versionId
    codeIndex
    icd10CmCode
    title
    clinicalStatus
    onsetDate
    resolvedDate
    note
    recordedDate
  }
  carePlans {
    id
    versionId
    type
    typeLabel
    code
    title
    note
    lastUpdated
  }
}`) as unknown as TypedDocumentString<AddDiagnosisMutation, AddDiagnosisMutationVariables>;
export const UpdateDiagnosisDocument = new TypedDocumentString(`
    mutation UpdateDiagnosis($input: DiagnosisUpdateInput!) {
  updateDiagnosis(input: $input) {
    ...ProblemListFields
  }
}
    fragment ProblemListFields on ProblemList {
  patientId
  diagnoses {
    id
    versionId
    codeIndex
    icd10CmCode
    title
    clinicalStatus
    onsetDate
    resolvedDate
    note
    recordedDate
  }
  carePlans {
    id
    versionId
    type
    typeLabel
    code
    title
    note
    lastUpdated
  }
}`) as unknown as TypedDocumentString<UpdateDiagnosisMutation, UpdateDiagnosisMutationVariables>;
export const RemoveDiagnosisDocument = new TypedDocumentString(`
    mutation RemoveDiagnosis($input: DiagnosisRemoveInput!) {
  removeDiagnosis(input: $input) {
    ...ProblemListFields
  }
}
    fragment ProblemListFields on ProblemList {
  patientId
  diagnoses {
    id
    versionId
    codeIndex
    icd10CmCode
    title
    clinicalStatus
    onsetDate
    resolvedDate
    note
    recordedDate
  }
  carePlans {
    id
    versionId
    type
    typeLabel
    code
    title
    note
    lastUpdated
  }
}`) as unknown as TypedDocumentString<RemoveDiagnosisMutation, RemoveDiagnosisMutationVariables>;
export const MoveDiagnosisDocument = new TypedDocumentString(`
    mutation MoveDiagnosis($input: DiagnosisMoveInput!) {
  moveDiagnosis(input: $input) {
    ...ProblemListFields
  }
}
    fragment ProblemListFields on ProblemList {
  patientId
  diagnoses {
    id
    versionId
    codeIndex
    icd10CmCode
    title
    clinicalStatus
    onsetDate
    resolvedDate
    note
    recordedDate
  }
  carePlans {
    id
    versionId
    type
    typeLabel
    code
    title
    note
    lastUpdated
  }
}`) as unknown as TypedDocumentString<MoveDiagnosisMutation, MoveDiagnosisMutationVariables>;
export const SetCarePlanDocument = new TypedDocumentString(`
    mutation SetCarePlan($input: CarePlanInput!) {
  setCarePlan(input: $input) {
    ...ProblemListFields
  }
}
    fragment ProblemListFields on ProblemList {
  patientId
  diagnoses {
    id
    versionId
    codeIndex
    icd10CmCode
    title
    clinicalStatus
    onsetDate
    resolvedDate
    note
    recordedDate
  }
  carePlans {
    id
    versionId
    type
    typeLabel
    code
    title
    note
    lastUpdated
  }
}`) as unknown as TypedDocumentString<SetCarePlanMutation, SetCarePlanMutationVariables>;
export const ClinicianRouteDocument = new TypedDocumentString(`
    query ClinicianRoute($clinicianId: ID!, $date: String!) {
  ClinicianRoute(clinicianId: $clinicianId, date: $date) {
    ...ClinicianRouteFields
  }
}
    fragment ClinicianRouteFields on ClinicianRoute {
  id
  versionId
  lastUpdated
  clinicianId
  date
  timeZone
  departure
  startPoint {
    kind
    label
    latitude
    longitude
    address
  }
  stops {
    appointmentId
    order
    arrive
    depart
    miles
    minutes
    lateMinutes
  }
  totalMiles
  totalMinutes
  optimized
  mileageThreshold
  overThreshold
  outdated
}`) as unknown as TypedDocumentString<ClinicianRouteQuery, ClinicianRouteQueryVariables>;
export const SaveClinicianRouteDocument = new TypedDocumentString(`
    mutation SaveClinicianRoute($input: SaveClinicianRouteInput!) {
  saveClinicianRoute(input: $input) {
    ...ClinicianRouteFields
  }
}
    fragment ClinicianRouteFields on ClinicianRoute {
  id
  versionId
  lastUpdated
  clinicianId
  date
  timeZone
  departure
  startPoint {
    kind
    label
    latitude
    longitude
    address
  }
  stops {
    appointmentId
    order
    arrive
    depart
    miles
    minutes
    lateMinutes
  }
  totalMiles
  totalMinutes
  optimized
  mileageThreshold
  overThreshold
  outdated
}`) as unknown as TypedDocumentString<SaveClinicianRouteMutation, SaveClinicianRouteMutationVariables>;
export const RemoveClinicianRouteDocument = new TypedDocumentString(`
    mutation RemoveClinicianRoute($clinicianId: ID!, $date: String!, $versionId: Int!) {
  removeClinicianRoute(
    clinicianId: $clinicianId
    date: $date
    versionId: $versionId
  )
}
    `) as unknown as TypedDocumentString<RemoveClinicianRouteMutation, RemoveClinicianRouteMutationVariables>;
export const TravelMatrixDocument = new TypedDocumentString(`
    query TravelMatrix($points: [CoordinatesInput!]!) {
  TravelMatrix(points: $points) {
    source
    minutes
    miles
  }
}
    `) as unknown as TypedDocumentString<TravelMatrixQuery, TravelMatrixQueryVariables>;
export const SchedulableCliniciansDocument = new TypedDocumentString(`
    query SchedulableClinicians {
  SchedulableClinicians {
    ...SchedulableClinicianFields
  }
}
    fragment SchedulableClinicianFields on SchedulableClinician {
  id
  name
  state
  timeZone
  home {
    label
    latitude
    longitude
  }
}`) as unknown as TypedDocumentString<SchedulableCliniciansQuery, SchedulableCliniciansQueryVariables>;
export const ClinicianScheduleDocument = new TypedDocumentString(`
    query ClinicianSchedule($clinicianId: ID!, $from: String!, $to: String!) {
  ClinicianSchedule(clinicianId: $clinicianId, from: $from, to: $to) {
    clinician {
      ...SchedulableClinicianFields
    }
    from
    to
    availableSOCCount
    freeSlots {
      start
      end
    }
    visits {
      patientName
      asap
      overrideReason
      appointment {
        ...AppointmentFields
      }
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
fragment SchedulableClinicianFields on SchedulableClinician {
  id
  name
  state
  timeZone
  home {
    label
    latitude
    longitude
  }
}`) as unknown as TypedDocumentString<ClinicianScheduleQuery, ClinicianScheduleQueryVariables>;
export const ScheduleVisitDocument = new TypedDocumentString(`
    query ScheduleVisit($appointmentId: ID!) {
  ScheduleVisit(appointmentId: $appointmentId) {
    clinician {
      ...SchedulableClinicianFields
    }
    visit {
      patientName
      asap
      overrideReason
      appointment {
        ...AppointmentFields
      }
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
fragment SchedulableClinicianFields on SchedulableClinician {
  id
  name
  state
  timeZone
  home {
    label
    latitude
    longitude
  }
}`) as unknown as TypedDocumentString<ScheduleVisitQuery, ScheduleVisitQueryVariables>;
export const BookAppointmentDocument = new TypedDocumentString(`
    mutation BookAppointment($input: BookAppointmentInput!) {
  bookAppointment(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<BookAppointmentMutation, BookAppointmentMutationVariables>;
export const RescheduleAppointmentDocument = new TypedDocumentString(`
    mutation RescheduleAppointment($input: RescheduleAppointmentInput!) {
  rescheduleAppointment(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<RescheduleAppointmentMutation, RescheduleAppointmentMutationVariables>;
export const CancelAppointmentDocument = new TypedDocumentString(`
    mutation CancelAppointment($input: CancelAppointmentInput!) {
  cancelAppointment(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CancelAppointmentMutation, CancelAppointmentMutationVariables>;
export const MarkAppointmentMissedDocument = new TypedDocumentString(`
    mutation MarkAppointmentMissed($input: MarkAppointmentMissedInput!) {
  markAppointmentMissed(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<MarkAppointmentMissedMutation, MarkAppointmentMissedMutationVariables>;
export const OnScheduleChangedDocument = new TypedDocumentString(`
    subscription OnScheduleChanged($clinicianId: ID!) {
  onScheduleChanged(clinicianId: $clinicianId) {
    clinicianId
    appointmentIds
    at
  }
}
    `) as unknown as TypedDocumentString<OnScheduleChangedSubscription, OnScheduleChangedSubscriptionVariables>;
export const CoverageConfigListDocument = new TypedDocumentString(`
    query CoverageConfigList($kind: String!, $term: String, $first: Int, $after: String) {
  CoverageConfigList(kind: $kind, term: $term, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...CoverageConfigFields
      }
    }
  }
}
    fragment CoverageConfigFields on CoverageConfig {
  kind
  userId
  name
  email
  status
  states
  markets {
    id
    name
    state
  }
  clinicians {
    id
    name
    state
    active
  }
  updatedAt
  versionId
}`) as unknown as TypedDocumentString<CoverageConfigListQuery, CoverageConfigListQueryVariables>;
export const CoverageConfigDocument = new TypedDocumentString(`
    query CoverageConfig($kind: String!, $userId: ID!) {
  CoverageConfig(kind: $kind, userId: $userId) {
    config {
      ...CoverageConfigFields
    }
    clinicianChoices {
      id
      name
      state
      active
    }
  }
}
    fragment CoverageConfigFields on CoverageConfig {
  kind
  userId
  name
  email
  status
  states
  markets {
    id
    name
    state
  }
  clinicians {
    id
    name
    state
    active
  }
  updatedAt
  versionId
}`) as unknown as TypedDocumentString<CoverageConfigQuery, CoverageConfigQueryVariables>;
export const UpdateCoverageConfigDocument = new TypedDocumentString(`
    mutation UpdateCoverageConfig($kind: String!, $userId: ID!, $versionId: Int!, $input: CoverageConfigInput!) {
  updateCoverageConfig(
    kind: $kind
    userId: $userId
    versionId: $versionId
    input: $input
  ) {
    ...CoverageConfigFields
  }
}
    fragment CoverageConfigFields on CoverageConfig {
  kind
  userId
  name
  email
  status
  states
  markets {
    id
    name
    state
  }
  clinicians {
    id
    name
    state
    active
  }
  updatedAt
  versionId
}`) as unknown as TypedDocumentString<UpdateCoverageConfigMutation, UpdateCoverageConfigMutationVariables>;
export const TaskListDocument = new TypedDocumentString(`
    query TaskList($view: String!, $status: String, $priority: String, $origin: String, $overdue: Boolean, $term: String, $state: String, $owner: String, $age: String, $first: Int, $after: String) {
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
}`) as unknown as TypedDocumentString<TaskListQuery, TaskListQueryVariables>;
export const TaskHistoryDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<TaskHistoryQuery, TaskHistoryQueryVariables>;
export const AssignTaskDocument = new TypedDocumentString(`
    mutation AssignTask($input: TaskAssignInput!) {
  assignTask(input: $input) {
    ...WorkTaskFields
  }
}
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
}`) as unknown as TypedDocumentString<AssignTaskMutation, AssignTaskMutationVariables>;
export const TaskDashboardDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<TaskDashboardQuery, TaskDashboardQueryVariables>;
export const CareTeamListDocument = new TypedDocumentString(`
    query CareTeamList($term: String, $state: String, $first: Int, $after: String) {
  CareTeamList(term: $term, state: $state, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...CareTeamFields
      }
    }
  }
}
    fragment CareTeamFields on CareTeam {
  id
  versionId
  lastUpdated
  name
  active
  state
  note
  managingMarket {
    id
    name
  }
  participants {
    practitionerId
    practitionerName
    role
    roleLabel
    specialty
  }
}`) as unknown as TypedDocumentString<CareTeamListQuery, CareTeamListQueryVariables>;
export const CreateCareTeamDocument = new TypedDocumentString(`
    mutation CreateCareTeam($team: CareTeamInput!) {
  createCareTeam(team: $team) {
    ...CareTeamFields
  }
}
    fragment CareTeamFields on CareTeam {
  id
  versionId
  lastUpdated
  name
  active
  state
  note
  managingMarket {
    id
    name
  }
  participants {
    practitionerId
    practitionerName
    role
    roleLabel
    specialty
  }
}`) as unknown as TypedDocumentString<CreateCareTeamMutation, CreateCareTeamMutationVariables>;
export const UpdateCareTeamDocument = new TypedDocumentString(`
    mutation UpdateCareTeam($id: ID!, $versionId: Int!, $team: CareTeamInput!) {
  updateCareTeam(id: $id, versionId: $versionId, team: $team) {
    ...CareTeamFields
  }
}
    fragment CareTeamFields on CareTeam {
  id
  versionId
  lastUpdated
  name
  active
  state
  note
  managingMarket {
    id
    name
  }
  participants {
    practitionerId
    practitionerName
    role
    roleLabel
    specialty
  }
}`) as unknown as TypedDocumentString<UpdateCareTeamMutation, UpdateCareTeamMutationVariables>;
export const CareTeamClinicianOptionsDocument = new TypedDocumentString(`
    query CareTeamClinicianOptions($term: String, $first: Int) {
  ClinicianList(term: $term, active: true, first: $first) {
    edges {
      node {
        id
        name
        state
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CareTeamClinicianOptionsQuery, CareTeamClinicianOptionsQueryVariables>;
export const TelehealthEncounterListDocument = new TypedDocumentString(`
    query TelehealthEncounterList($patientStates: [String!], $telemedicineStatuses: [String!], $mine: Boolean, $term: String, $first: Int, $after: String) {
  TelehealthEncounterList(
    patientStates: $patientStates
    telemedicineStatuses: $telemedicineStatuses
    mine: $mine
    term: $term
    first: $first
    after: $after
  ) {
    totalCount
    eventCursor
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...TelehealthEncounterFields
      }
    }
  }
}
    fragment TelehealthEncounterFields on TelehealthEncounter {
  id
  versionId
  telemedicineStatus
  requestedAt
  requestedByName
  patientId
  patientName
  patientState
  clinicianId
  clinicianName
  appointmentId
  checkedInAt
  checkedOutAt
  teleMedicineType
  meetingUrl
  homeHealthName
  onsiteProviderPhone
  encounter {
    id
    versionId
    status
    stateText
    state {
      allowCheckout
    }
  }
}`) as unknown as TypedDocumentString<TelehealthEncounterListQuery, TelehealthEncounterListQueryVariables>;
export const TelehealthEncounterDocument = new TypedDocumentString(`
    query TelehealthEncounter($id: ID!) {
  TelehealthEncounter(id: $id) {
    ...TelehealthEncounterFields
  }
}
    fragment TelehealthEncounterFields on TelehealthEncounter {
  id
  versionId
  telemedicineStatus
  requestedAt
  requestedByName
  patientId
  patientName
  patientState
  clinicianId
  clinicianName
  appointmentId
  checkedInAt
  checkedOutAt
  teleMedicineType
  meetingUrl
  homeHealthName
  onsiteProviderPhone
  encounter {
    id
    versionId
    status
    stateText
    state {
      allowCheckout
    }
  }
}`) as unknown as TypedDocumentString<TelehealthEncounterQuery, TelehealthEncounterQueryVariables>;
export const PerformTmAutoCheckoutDocument = new TypedDocumentString(`
    mutation PerformTMAutoCheckout($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!) {
  PerformTMAutoCheckout(
    clientMutationId: $clientMutationId
    encounterId: $encounterId
    baseVersion: $baseVersion
  ) {
    id
    versionId
    status
    stateText
  }
}
    `) as unknown as TypedDocumentString<PerformTmAutoCheckoutMutation, PerformTmAutoCheckoutMutationVariables>;
export const RequestTelehealthVisitDocument = new TypedDocumentString(`
    mutation RequestTelehealthVisit($clientMutationId: ID!, $patientId: ID!, $meetingUrl: String) {
  requestTelehealthVisit(
    clientMutationId: $clientMutationId
    patientId: $patientId
    meetingUrl: $meetingUrl
  ) {
    ...TelehealthEncounterFields
  }
}
    fragment TelehealthEncounterFields on TelehealthEncounter {
  id
  versionId
  telemedicineStatus
  requestedAt
  requestedByName
  patientId
  patientName
  patientState
  clinicianId
  clinicianName
  appointmentId
  checkedInAt
  checkedOutAt
  teleMedicineType
  meetingUrl
  homeHealthName
  onsiteProviderPhone
  encounter {
    id
    versionId
    status
    stateText
    state {
      allowCheckout
    }
  }
}`) as unknown as TypedDocumentString<RequestTelehealthVisitMutation, RequestTelehealthVisitMutationVariables>;
export const CancelTelehealthRequestDocument = new TypedDocumentString(`
    mutation CancelTelehealthRequest($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!) {
  cancelTelehealthRequest(
    clientMutationId: $clientMutationId
    encounterId: $encounterId
    baseVersion: $baseVersion
  ) {
    ...TelehealthEncounterFields
  }
}
    fragment TelehealthEncounterFields on TelehealthEncounter {
  id
  versionId
  telemedicineStatus
  requestedAt
  requestedByName
  patientId
  patientName
  patientState
  clinicianId
  clinicianName
  appointmentId
  checkedInAt
  checkedOutAt
  teleMedicineType
  meetingUrl
  homeHealthName
  onsiteProviderPhone
  encounter {
    id
    versionId
    status
    stateText
    state {
      allowCheckout
    }
  }
}`) as unknown as TypedDocumentString<CancelTelehealthRequestMutation, CancelTelehealthRequestMutationVariables>;
export const OnWaitingRoomChangedDocument = new TypedDocumentString(`
    subscription OnWaitingRoomChanged($patientStates: [String!], $telemedicineStatuses: [String!], $since: String) {
  onWaitingRoomChanged(
    patientStates: $patientStates
    telemedicineStatuses: $telemedicineStatuses
    since: $since
  ) {
    cursor
    kind
    request {
      ...TelehealthEncounterFields
    }
  }
}
    fragment TelehealthEncounterFields on TelehealthEncounter {
  id
  versionId
  telemedicineStatus
  requestedAt
  requestedByName
  patientId
  patientName
  patientState
  clinicianId
  clinicianName
  appointmentId
  checkedInAt
  checkedOutAt
  teleMedicineType
  meetingUrl
  homeHealthName
  onsiteProviderPhone
  encounter {
    id
    versionId
    status
    stateText
    state {
      allowCheckout
    }
  }
}`) as unknown as TypedDocumentString<OnWaitingRoomChangedSubscription, OnWaitingRoomChangedSubscriptionVariables>;
export const TelehealthCheckInDocument = new TypedDocumentString(`
    mutation TelehealthCheckIn($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!, $provenance: ProvenanceInput!, $teleMedicineType: String!) {
  startEncounter(
    clientMutationId: $clientMutationId
    encounterId: $encounterId
    baseVersion: $baseVersion
    provenance: $provenance
    teleMedicineType: $teleMedicineType
  ) {
    id
    versionId
    status
    stateText
    appointmentId
    practitionerId
  }
}
    `) as unknown as TypedDocumentString<TelehealthCheckInMutation, TelehealthCheckInMutationVariables>;
export const UserListDocument = new TypedDocumentString(`
    query UserList($term: String, $active: Boolean, $firstName: String, $lastName: String, $organizationId: ID, $jobFunction: String, $state: String, $role: String, $first: Int, $after: String) {
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
    `) as unknown as TypedDocumentString<UserListQuery, UserListQueryVariables>;
export const UserDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<UserQuery, UserQueryVariables>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($user: UserInput!) {
  createUser(user: $user)
}
    `) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($id: ID!, $versionId: Int!, $user: UserInput!) {
  updateUser(id: $id, versionId: $versionId, user: $user)
}
    `) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const ReinviteUserDocument = new TypedDocumentString(`
    mutation ReinviteUser($id: ID!) {
  reinviteUser(id: $id)
}
    `) as unknown as TypedDocumentString<ReinviteUserMutation, ReinviteUserMutationVariables>;
export const ResetUserPasswordDocument = new TypedDocumentString(`
    mutation ResetUserPassword($id: ID!) {
  resetUserPassword(id: $id)
}
    `) as unknown as TypedDocumentString<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const DeactivateUserDocument = new TypedDocumentString(`
    mutation DeactivateUser($id: ID!) {
  deactivateUser(id: $id)
}
    `) as unknown as TypedDocumentString<DeactivateUserMutation, DeactivateUserMutationVariables>;
export const ReactivateUserDocument = new TypedDocumentString(`
    mutation ReactivateUser($id: ID!) {
  reactivateUser(id: $id)
}
    `) as unknown as TypedDocumentString<ReactivateUserMutation, ReactivateUserMutationVariables>;