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

/** SPEC §3 Additional actions status: what the encounter screen shows beside the visit. */
export type AdditionalActionsStatus = {
  __typename?: 'AdditionalActionsStatus';
  orderDetails: PatientOrderDetails;
  patientDetails: PatientAdmissionDetails;
  problemDetails: PatientProblemDetails;
};

/** One administrative change (SPEC §2 users, payers, clinicians, teams, config, flags): who, when, before and after. */
export type AdminAuditEntry = {
  __typename?: 'AdminAuditEntry';
  /** create, update, reinvite, reset-password, reset-pin, deactivate, reactivate, … */
  action: Scalars['String']['output'];
  actorEmail?: Maybe<Scalars['String']['output']>;
  actorId?: Maybe<Scalars['ID']['output']>;
  after?: Maybe<Scalars['JSON']['output']>;
  at: Scalars['DateTime']['output'];
  before?: Maybe<Scalars['JSON']['output']>;
  /** Top-level fields that differ between before and after. */
  changedFields: Array<Scalars['String']['output']>;
  entityId: Scalars['String']['output'];
  /** User, Organization, Practitioner, CareTeam, CoverageConfig, FeatureFlag, Setting, JobFunction */
  entityType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type AdminAuditEntryConnection = {
  __typename?: 'AdminAuditEntryConnection';
  edges: Array<AdminAuditEntryEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AdminAuditEntryEdge = {
  __typename?: 'AdminAuditEntryEdge';
  cursor: Scalars['String']['output'];
  node: AdminAuditEntry;
};

/** SPEC §2 /admin-dashboard. */
export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  clinicians: Array<DashboardGroup>;
  days: Array<DashboardDay>;
  devices: Array<DeviceSyncStatus>;
  from: Scalars['String']['output'];
  markets: Array<DashboardGroup>;
  staleDevices: Scalars['Int']['output'];
  to: Scalars['String']['output'];
  totals: DashboardGroup;
};

/**
 * A setting an administrator changes (SPEC §6 switches, §9 idle delays, PasswordExpiresDays,
 * MileageThreshold): kind 'switch' (value 'true' or 'false') or 'number' (a whole number from min to
 * max, in unit).
 */
export type AdminSetting = {
  __typename?: 'AdminSetting';
  description?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  label: Scalars['String']['output'];
  max?: Maybe<Scalars['Int']['output']>;
  min?: Maybe<Scalars['Int']['output']>;
  unit?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

/** SPEC §3 Admission (an episode of care). */
export type Admission = {
  __typename?: 'Admission';
  /** A cancelled admission's reason, as the 'admission-cancellation-reason' code system worded it then. */
  cancellationReason?: Maybe<Scalars['String']['output']>;
  holdReason?: Maybe<Scalars['String']['output']>;
  /** SPEC §3 contained hospital organization: the hospital of a hospitalized hold, when named. */
  hospitalName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  periodEnd?: Maybe<Scalars['DateTime']['output']>;
  periodStart: Scalars['DateTime']['output'];
  /** SPEC §3 readmit reason (new-wound, wound-recurrence, returned-from-hospital, other) of a readmitted admission. */
  readmitReason?: Maybe<Scalars['String']['output']>;
  /** The words of a readmit reason 'other' (SPEC §3 'readmit with other-text'). */
  readmitText?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  statusHistory: Array<AdmissionStatusPeriod>;
  versionId: Scalars['Int']['output'];
};

/**
 * SPEC §4 admission holds: action hold (with a SPEC §3 hold reason; hospitalName, optional, with the
 * reason hospitalized), resume ('Resume Admission'), remove-hold ('Remove hold') or readmit (a
 * discharged or finished admission, with readmitReason; readmitText when it is other) or cancel (a
 * planned admission, with cancellationReason, a code the 'admission-cancellation-reason' code system
 * offers); versionId is the version the user saw.
 */
export type AdmissionStatusInput = {
  action: Scalars['String']['input'];
  admissionId: Scalars['ID']['input'];
  cancellationReason?: InputMaybe<Scalars['String']['input']>;
  hospitalName?: InputMaybe<Scalars['String']['input']>;
  readmitReason?: InputMaybe<Scalars['String']['input']>;
  readmitText?: InputMaybe<Scalars['String']['input']>;
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

/** One answer an amendment changed, as a reader sees it. */
export type AnswerChange = {
  __typename?: 'AnswerChange';
  after: Scalars['String']['output'];
  before: Scalars['String']['output'];
  formCode: Scalars['String']['output'];
  formTitle: Scalars['String']['output'];
  /** added | removed | changed */
  kind: Scalars['String']['output'];
  linkId: Scalars['String']['output'];
  question: Scalars['String']['output'];
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

/** A calendar date (YYYY-MM-DD in the patient's time zone) and its time ranges. */
export type AvailabilityDate = {
  __typename?: 'AvailabilityDate';
  date: Scalars['String']['output'];
  ranges: Array<AvailabilityRange>;
};

export type AvailabilityDateInput = {
  date: Scalars['String']['input'];
  ranges: Array<AvailabilityRangeInput>;
};

/** SPEC §3 exception slot: dates YYYY-MM-DD (the clinician's), times 'HH:mm' or null for whole days; isAlwaysAvailable marks the always-available clinician's busy exception (SPEC §4). */
export type AvailabilityException = {
  __typename?: 'AvailabilityException';
  endDate: Scalars['String']['output'];
  endTime?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAlwaysAvailable: Scalars['Boolean']['output'];
  startDate: Scalars['String']['output'];
  startTime?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type AvailabilityExceptionInput = {
  endDate: Scalars['String']['input'];
  endTime?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  isAlwaysAvailable?: InputMaybe<Scalars['Boolean']['input']>;
  startDate: Scalars['String']['input'];
  startTime?: InputMaybe<Scalars['String']['input']>;
  status: Scalars['String']['input'];
};

/** One time range of a day: the patient's local wall-clock times, 'HH:mm' (24 h). */
export type AvailabilityRange = {
  __typename?: 'AvailabilityRange';
  end: Scalars['String']['output'];
  start: Scalars['String']['output'];
};

export type AvailabilityRangeInput = {
  end: Scalars['String']['input'];
  start: Scalars['String']['input'];
};

/** SPEC §3 Slot: one slot of a clinician's weekly availability, 'HH:mm' in the clinician's time zone; dayIndex 0–6 (0 Sunday). */
export type AvailabilitySlot = {
  __typename?: 'AvailabilitySlot';
  dayIndex: Scalars['Int']['output'];
  durationMinutes: Scalars['Int']['output'];
  enabled: Scalars['Boolean']['output'];
  endTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  order: Scalars['Int']['output'];
  startTime: Scalars['String']['output'];
  /** free or busy */
  status: Scalars['String']['output'];
};

/** A slot as the form holds it: a saved id or a temporary one ('new:…'); deleted marks a saved slot removed (SPEC §4). */
export type AvailabilitySlotInput = {
  dayIndex: Scalars['Int']['input'];
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  durationMinutes: Scalars['Int']['input'];
  enabled: Scalars['Boolean']['input'];
  endTime: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  order: Scalars['Int']['input'];
  startTime: Scalars['String']['input'];
  status: Scalars['String']['input'];
};

/** A weekday (0 Sunday … 6 Saturday, SPEC §5 day index) and its time ranges. */
export type AvailabilityWeekday = {
  __typename?: 'AvailabilityWeekday';
  day: Scalars['Int']['output'];
  ranges: Array<AvailabilityRange>;
};

export type AvailabilityWeekdayInput = {
  day: Scalars['Int']['input'];
  ranges: Array<AvailabilityRangeInput>;
};

/** A free slot of one visit's length (SPEC §3 Slot status free), ISO instants. */
export type BoardSlot = {
  __typename?: 'BoardSlot';
  end: Scalars['DateTime']['output'];
  start: Scalars['DateTime']['output'];
};

/** A visit to book in a clinician's free time (SPEC §3 Appointment; times ISO, end after start). */
export type BookAppointmentInput = {
  /** soc-patient (Start of Care) | soc-evaluation | re-admit | follow-up */
  appointmentType: Scalars['String']['input'];
  /** SPEC §3 'asap' */
  asap?: InputMaybe<Scalars['Boolean']['input']>;
  clinicianId: Scalars['ID']['input'];
  end: Scalars['DateTime']['input'];
  /** Required when the time is outside the clinician's availability. */
  overrideReason?: InputMaybe<Scalars['String']['input']>;
  patientId: Scalars['ID']['input'];
  start: Scalars['DateTime']['input'];
};

/** A run's items by outcome. */
export type BulkEligibilityCounts = {
  __typename?: 'BulkEligibilityCounts';
  active: Scalars['Int']['output'];
  error: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  inactive: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** SPEC §2 /bulk-eligibility: which coverages a run checks. Empty fields: every insurer, every market the caller reads, any admission status. */
export type BulkEligibilityFiltersInput = {
  /** SPEC §3 admission filters: planned, active, active-on-hold, planned-on-hold. */
  admissionStatuses?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A market (organization). */
  marketId?: InputMaybe<Scalars['ID']['input']>;
  /** An insurer (payer organization of type ins). */
  payerId?: InputMaybe<Scalars['ID']['input']>;
  /** Only coverages never checked or last checked more than SPEC §9's 60 days ago (default true). */
  staleOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One coverage of a run and its outcome. */
export type BulkEligibilityItem = {
  __typename?: 'BulkEligibilityItem';
  checkedAt?: Maybe<Scalars['String']['output']>;
  coverageId: Scalars['ID']['output'];
  insurer: Scalars['String']['output'];
  memberId: Scalars['String']['output'];
  /** The outcome in words (SPEC §8 for the payer's errors). */
  message?: Maybe<Scalars['String']['output']>;
  patientId: Scalars['ID']['output'];
  patientName: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  /** pending, active, inactive, error or failed. */
  status: Scalars['String']['output'];
  /** The PCC task left about a problem (SPEC §9's note). */
  taskId?: Maybe<Scalars['ID']['output']>;
};

export type BulkEligibilityItemPage = {
  __typename?: 'BulkEligibilityItemPage';
  /** The last item's seq, to ask for the next page (null: the end of results). */
  endCursor?: Maybe<Scalars['Int']['output']>;
  items: Array<BulkEligibilityItem>;
};

/** A run's progress: what its progress bar and counts show (also sent live by onBulkEligibilityProgress). */
export type BulkEligibilityProgress = {
  __typename?: 'BulkEligibilityProgress';
  counts: BulkEligibilityCounts;
  /** 0–100. */
  percent: Scalars['Int']['output'];
  runId: Scalars['ID']['output'];
  /** queued, running or completed. */
  status: Scalars['String']['output'];
};

export type BulkEligibilityRun = {
  __typename?: 'BulkEligibilityRun';
  completedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** The filter in words. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  progress: BulkEligibilityProgress;
  userName: Scalars['String']['output'];
};

/** canGenenerateCCD: whether the caller may ask for the admission's CCD now, and if not, why. */
export type CcdAvailability = {
  __typename?: 'CCDAvailability';
  canGenerate: Scalars['Boolean']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

/** The encounters' days a CCD covers (both ends inclusive); null ends: from the admission's start, up to today. */
export type CcdDateRange = {
  __typename?: 'CCDDateRange';
  end?: Maybe<Scalars['String']['output']>;
  start?: Maybe<Scalars['String']['output']>;
};

export type CcdDateRangeInput = {
  end?: InputMaybe<Scalars['String']['input']>;
  start?: InputMaybe<Scalars['String']['input']>;
};

/** A generated CCD: its C-CDA file (GET /api/documents/{id}/content) and its readable rendering. */
export type CcdDocument = {
  __typename?: 'CCDDocument';
  author: Scalars['String']['output'];
  date: Scalars['String']['output'];
  episodeOfCareId: Scalars['ID']['output'];
  fileName: Scalars['String']['output'];
  /** The rendering as a whole HTML page, to show in a sandboxed frame. */
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  patientId: Scalars['ID']['output'];
  size: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type CcdRequest = {
  __typename?: 'CCDRequest';
  completedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** The generated document, once completed. */
  documentId?: Maybe<Scalars['ID']['output']>;
  episodeOfCareId: Scalars['ID']['output'];
  /** Why generation failed, in words. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  patientId: Scalars['ID']['output'];
  requestDetails: CcdRequestDetails;
};

/** SPEC §3 CCD request: who asked, for which days, and where it stands. */
export type CcdRequestDetails = {
  __typename?: 'CCDRequestDetails';
  dateRange: CcdDateRange;
  /** queued (being generated), completed or failed. */
  status: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

export type CcdRequestFilters = {
  episodeOfCareId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type CcdRequestList = {
  __typename?: 'CCDRequestList';
  requests: Array<CcdRequest>;
  totalRecords: Scalars['Int']['output'];
};

export type CancelAppointmentInput = {
  appointmentId: Scalars['ID']['input'];
  /** NA (default: 'The Patient is not available'), patient-not-available or provider-not-available */
  reasonCode?: InputMaybe<Scalars['String']['input']>;
  versionId: Scalars['Int']['input'];
};

export type CancelEncounterCommand = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  cancelReason?: InputMaybe<Scalars['String']['input']>;
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
  provenance?: InputMaybe<ProvenanceInput>;
  resetStopActual?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A care facility (SPEC §3 Health care facility / Organization of a care-facility type). */
export type CareFacility = {
  __typename?: 'CareFacility';
  active: Scalars['Boolean']['output'];
  address?: Maybe<PatientAddress>;
  fax?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** care-facility, assisted-living-facility or skilled-nursing-facility. */
  type: Scalars['String']['output'];
};

export type CareFacilityConnection = {
  __typename?: 'CareFacilityConnection';
  edges: Array<CareFacilityEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CareFacilityEdge = {
  __typename?: 'CareFacilityEdge';
  cursor: Scalars['String']['output'];
  node: CareFacility;
};

/** SPEC §3 'Care plan types: treatment pathway, patient acuity level': the patient's current plan of a type. */
export type CarePlan = {
  __typename?: 'CarePlan';
  /** The pathway or acuity level chosen (src/domain/problems/care-plan-codes.ts) and its label. */
  code: Scalars['String']['output'];
  created: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  note?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** treatment-pathway or patient-acuity-level */
  type: Scalars['String']['output'];
  typeLabel: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

/** The patient's current care plan of a type; versionId: the version of the current plan the user saw, null when there was none. */
export type CarePlanInput = {
  code: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  patientId: Scalars['ID']['input'];
  type: Scalars['String']['input'];
  versionId?: InputMaybe<Scalars['Int']['input']>;
};

/** A care team (SPEC §2 /teams). */
export type CareTeam = {
  __typename?: 'CareTeam';
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  /** SPEC §3 managingOrganization: the market that manages the team. */
  managingMarket?: Maybe<CareTeamMarket>;
  name: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  participants: Array<CareTeamParticipant>;
  state?: Maybe<Scalars['String']['output']>;
  versionId: Scalars['Int']['output'];
};

export type CareTeamConnection = {
  __typename?: 'CareTeamConnection';
  edges: Array<CareTeamEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CareTeamEdge = {
  __typename?: 'CareTeamEdge';
  cursor: Scalars['String']['output'];
  node: CareTeam;
};

/**
 * A care team: name (required, at most 100), active, state (a supported state), the managing market
 * (a market organization of that state), a note, the participants (each clinician once, active).
 * SPEC §5 words on the field they concern ('team.participants.1.practitionerId').
 */
export type CareTeamInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  managingMarketId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  participants?: InputMaybe<Array<CareTeamParticipantInput>>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type CareTeamMarket = {
  __typename?: 'CareTeamMarket';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** SPEC §3 'Care team clinician': a participant with its practitioner, role and specialty. */
export type CareTeamParticipant = {
  __typename?: 'CareTeamParticipant';
  practitionerId: Scalars['ID']['output'];
  /** The practitioner's current name (or the one saved with the team). */
  practitionerName: Scalars['String']['output'];
  /** A clinician-type job function code (clin, advclin, lic-clin, leadclin, sphy, cmon, pons, poff, telemedicine-clinician). */
  role: Scalars['String']['output'];
  roleLabel: Scalars['String']['output'];
  specialty?: Maybe<Scalars['String']['output']>;
};

export type CareTeamParticipantInput = {
  practitionerId?: InputMaybe<Scalars['ID']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  specialty?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A PCP practice's physician (SPEC §3 Care team clinician / Facility contact person of a pcp
 * organization): their name and NPI, the practice, and the practice's fax a letter goes to.
 */
export type CareTeamPhysician = {
  __typename?: 'CareTeamPhysician';
  city?: Maybe<Scalars['String']['output']>;
  /** The practice's fax (SPEC §5: system 'fax', not null, for the PCP's letters). */
  fax?: Maybe<Scalars['String']['output']>;
  /** The contact person's id in the practice. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  npi?: Maybe<Scalars['String']['output']>;
  practiceId: Scalars['ID']['output'];
  practiceName: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
};

export type CareTeamPhysicianConnection = {
  __typename?: 'CareTeamPhysicianConnection';
  edges: Array<CareTeamPhysicianEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CareTeamPhysicianEdge = {
  __typename?: 'CareTeamPhysicianEdge';
  cursor: Scalars['String']['output'];
  node: CareTeamPhysician;
};

/** SPEC §2 Reports > CBR: the clinical benchmark, one row per clinician. */
export type CbrDashboard = {
  __typename?: 'CbrDashboard';
  clinicians: Array<DashboardGroup>;
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
  totals: DashboardGroup;
};

/** An appointment as the chart's Appointments tab lists it. */
export type ChartAppointment = {
  __typename?: 'ChartAppointment';
  /** soc-patient | soc-evaluation | re-admit | follow-up */
  appointmentType: Scalars['String']['output'];
  clinicianName?: Maybe<Scalars['String']['output']>;
  end: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  start: Scalars['DateTime']['output'];
  /** SPEC §3 appointment status code (booked, checked-in, noshow, waitlist, ...) */
  status: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

export type ChartAppointmentConnection = {
  __typename?: 'ChartAppointmentConnection';
  edges: Array<ChartAppointmentEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ChartAppointmentEdge = {
  __typename?: 'ChartAppointmentEdge';
  cursor: Scalars['String']['output'];
  node: ChartAppointment;
};

/** An encounter as the chart's Encounters tab lists it. */
export type ChartEncounter = {
  __typename?: 'ChartEncounter';
  appointmentId?: Maybe<Scalars['ID']['output']>;
  cancelReason?: Maybe<Scalars['String']['output']>;
  clinicianName?: Maybe<Scalars['String']['output']>;
  /** in-person | telehealth */
  deliveryType: Scalars['String']['output'];
  end?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  start?: Maybe<Scalars['DateTime']['output']>;
  /** inProgress | Checked-in | checkedOut | eSigned | amendmentInprogress */
  stateText?: Maybe<Scalars['String']['output']>;
  /** planned | in-progress | finished | cancelled */
  status: Scalars['String']['output'];
  /** soc-patient | soc-evaluation | re-admit | follow-up */
  type: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

export type ChartEncounterConnection = {
  __typename?: 'ChartEncounterConnection';
  edges: Array<ChartEncounterEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ChartEncounterEdge = {
  __typename?: 'ChartEncounterEdge';
  cursor: Scalars['String']['output'];
  node: ChartEncounter;
};

/** A change of one record: the version the user saw and the new status. */
export type ChartRecordStatusInput = {
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
  versionId: Scalars['Int']['input'];
};

export type ChartRecordVersionInput = {
  id: Scalars['ID']['input'];
  versionId: Scalars['Int']['input'];
};

/** One chart tab (SPEC §2) with its count. */
export type ChartTab = {
  __typename?: 'ChartTab';
  count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
};

/** SPEC §3 Practitioner as /clinicians shows it (SPEC §2 'Clinicans'). */
export type Clinician = {
  __typename?: 'Clinician';
  active: Scalars['Boolean']['output'];
  additionalMarkets: Array<Scalars['String']['output']>;
  address?: Maybe<ClinicianAddress>;
  adpSyncEnabled: Scalars['Boolean']['output'];
  /** YYYY-MM-DD. */
  clinicianStartDate?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  /** SPEC §3 Practitioner 'employee id identifier'. */
  employeeId?: Maybe<Scalars['String']['output']>;
  familyName: Scalars['String']['output'];
  givenName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  /** The user account linked to this clinician (app_user.practitioner_id), when there is one. */
  linkedUser?: Maybe<ClinicianUser>;
  /** Market names (SPEC §3 Market). */
  markets: Array<Scalars['String']['output']>;
  /** 'Given Family' (read-only here). */
  name: Scalars['String']['output'];
  /** SPEC §3 Identifier: the NPI (read-only here). */
  npi?: Maybe<Scalars['String']['output']>;
  phones: Array<ClinicianPhone>;
  qualifications: Array<ClinicianQualification>;
  /** The address's state (the clinician's home state). */
  state?: Maybe<Scalars['String']['output']>;
  /** The version a change is written against (CONFLICT when it moved on). */
  versionId: Scalars['Int']['output'];
};

export type ClinicianAddress = {
  __typename?: 'ClinicianAddress';
  city: Scalars['String']['output'];
  line: Array<Scalars['String']['output']>;
  postalCode: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

/** The clinician's address: all blank for none; otherwise SPEC §5 address rules. */
export type ClinicianAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

/** A clinician's availability (SPEC §4). saved false: never saved, the default week (weekdays 1–5) is shown with temporary ids. */
export type ClinicianAvailability = {
  __typename?: 'ClinicianAvailability';
  alwaysAvailable: Scalars['Boolean']['output'];
  clinicianId: Scalars['ID']['output'];
  exceptions: Array<AvailabilityException>;
  lastUpdated: Scalars['String']['output'];
  saved: Scalars['Boolean']['output'];
  slots: Array<AvailabilitySlot>;
  timeZone: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

/** The whole availability as edited, with the version it was based on (CONFLICT when it moved). */
export type ClinicianAvailabilityInput = {
  alwaysAvailable: Scalars['Boolean']['input'];
  clinicianId: Scalars['ID']['input'];
  exceptions: Array<AvailabilityExceptionInput>;
  slots: Array<AvailabilitySlotInput>;
  versionId: Scalars['Int']['input'];
};

export type ClinicianConnection = {
  __typename?: 'ClinicianConnection';
  edges: Array<ClinicianEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ClinicianEdge = {
  __typename?: 'ClinicianEdge';
  cursor: Scalars['String']['output'];
  node: Clinician;
};

export type ClinicianHome = {
  __typename?: 'ClinicianHome';
  label: Scalars['String']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
};

/**
 * The /clinicians edit (name and NPI are not changed here). SPEC §5 words on the field they concern
 * ('clinician.markets.0', 'clinician.address.city').
 */
export type ClinicianInput = {
  additionalMarkets?: InputMaybe<Array<Scalars['String']['input']>>;
  address?: InputMaybe<ClinicianAddressInput>;
  adpSyncEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** YYYY-MM-DD (or MM/dd/yyyy); empty for none. */
  clinicianStartDate?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  employeeId?: InputMaybe<Scalars['String']['input']>;
  /** Names of market organizations. */
  markets?: InputMaybe<Array<Scalars['String']['input']>>;
  phones?: InputMaybe<Array<ClinicianPhoneInput>>;
  qualifications?: InputMaybe<Array<ClinicianQualificationInput>>;
};

/** SPEC §3 Phone: use mobile, home, work or temp (Other); 10 digits; an extension only for work. */
export type ClinicianPhone = {
  __typename?: 'ClinicianPhone';
  extension?: Maybe<Scalars['String']['output']>;
  use: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ClinicianPhoneInput = {
  extension?: InputMaybe<Scalars['String']['input']>;
  use?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

/** SPEC §3 Practitioner qualification: a code and when it lapses (YYYY-MM-DD). */
export type ClinicianQualification = {
  __typename?: 'ClinicianQualification';
  code: Scalars['String']['output'];
  periodEnd?: Maybe<Scalars['String']['output']>;
};

export type ClinicianQualificationInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD (or MM/dd/yyyy). */
  periodEnd?: InputMaybe<Scalars['String']['input']>;
};

/** A clinician's saved route of one local date (SPEC §3 routeId, routeStops). */
export type ClinicianRoute = {
  __typename?: 'ClinicianRoute';
  clinicianId: Scalars['ID']['output'];
  /** YYYY-MM-DD in the clinician's time zone. */
  date: Scalars['String']['output'];
  /** 'HH:mm' local. */
  departure: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  /** SPEC §6 'mileage threshold setting' (MileageThreshold, default 100 miles). */
  mileageThreshold: Scalars['Float']['output'];
  /** The order came from the optimizer. */
  optimized: Scalars['Boolean']['output'];
  /** The day's visits changed since the route was saved: a stop was cancelled, rescheduled or moved, or a visit is not on it. */
  outdated: Scalars['Boolean']['output'];
  overThreshold: Scalars['Boolean']['output'];
  startPoint: RouteStartPoint;
  stops: Array<ClinicianRouteStop>;
  timeZone: Scalars['String']['output'];
  totalMiles: Scalars['Float']['output'];
  /** Minutes of driving. */
  totalMinutes: Scalars['Float']['output'];
  versionId: Scalars['Int']['output'];
};

/** A visit on the route (SPEC §3 routeStops, sequencedDestinations): times and the leg that reaches it, computed by the server. */
export type ClinicianRouteStop = {
  __typename?: 'ClinicianRouteStop';
  appointmentId: Scalars['ID']['output'];
  arrive: Scalars['DateTime']['output'];
  depart: Scalars['DateTime']['output'];
  /** Minutes past the visit's booked end at arrival (0 when on time). */
  lateMinutes: Scalars['Float']['output'];
  /** The leg from the previous stop (or the start point). */
  miles: Scalars['Float']['output'];
  minutes: Scalars['Float']['output'];
  /** 1-based; the appointment's routeOrder. */
  order: Scalars['Int']['output'];
};

/** A clinician's board over a range of their local days (SPEC §3 Scheduling state). */
export type ClinicianSchedule = {
  __typename?: 'ClinicianSchedule';
  /** SPEC §3 availableSOCCount: how many start-of-care visits the free slots hold. */
  availableSOCCount: Scalars['Int']['output'];
  clinician: SchedulableClinician;
  /** Bookable slots still ahead: the clinician's free time less their open visits. */
  freeSlots: Array<BoardSlot>;
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
  /** Every visit starting in the range, cancelled and rescheduled ones too (the board filters). */
  visits: Array<ScheduleVisit>;
};

export type ClinicianUser = {
  __typename?: 'ClinicianUser';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A code system a clinical admin (clinical config) or an administrator (master lists) maintains. */
export type CodeSystem = {
  __typename?: 'CodeSystem';
  categories?: Maybe<Array<Scalars['String']['output']>>;
  /** The draft's codes, in the order they were added. */
  concepts: Array<CodeSystemConcept>;
  /** Whether the draft has changes not yet published. */
  draftChanged: Scalars['Boolean']['output'];
  /** Bumped by every change to the draft: the next change is written against it. */
  draftVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** clinical or administrative. */
  kind: Scalars['String']['output'];
  /** The code system each code's members are codes of ('orders' for order sets); null when codes have no members. */
  membersFrom?: Maybe<Scalars['String']['output']>;
  /** What one code is called ('wound type'). */
  noun: Scalars['String']['output'];
  /** The newest published version (0: none yet). */
  publishedVersion: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** The value set's canonical URL, for expandValueSet. */
  url: Scalars['String']['output'];
  versions: Array<ValueSetVersion>;
};

/** One code of a code system (SPEC §3 code-system statuses: active, inactive, entered-in-error, unknown). */
export type CodeSystemConcept = {
  __typename?: 'CodeSystemConcept';
  /** Procedures: biopsy, medication, others or sharp-debridement (SPEC §3). */
  category?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  display: Scalars['String']['output'];
  /** The codes of the code system membersFrom names that it stands for (an order set's orders). */
  members?: Maybe<Array<Scalars['String']['output']>>;
  status: Scalars['String']['output'];
};

export type CodeSystemConceptInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  display?: InputMaybe<Scalars['String']['input']>;
  /** For a code system with membersFrom: the codes it stands for, at least one, each offered by that code system. */
  members?: InputMaybe<Array<Scalars['String']['input']>>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/** A code system as a file (SPEC §2 code systems: export): its name, its media type and its text. */
export type CodeSystemFile = {
  __typename?: 'CodeSystemFile';
  content: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  mediaType: Scalars['String']['output'];
};

/** What an import did to the draft: codes added, changed and left as they were; the draft after it. */
export type CodeSystemImport = {
  __typename?: 'CodeSystemImport';
  added: Scalars['Int']['output'];
  codeSystem: CodeSystem;
  unchanged: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
};

export type CodeSystemSummary = {
  __typename?: 'CodeSystemSummary';
  draftChanged: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  publishedVersion: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
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
  /** CONFLICT only: true when the database gave up on the transaction (a deadlock), not on the change; nothing was written and the same command may be sent again. */
  retryable?: Maybe<Scalars['Boolean']['output']>;
};

/** SPEC §2 code system 'communication-topics': a topic a note is filed under (status: SPEC §3 code-system status). */
export type CommunicationTopic = {
  __typename?: 'CommunicationTopic';
  code: Scalars['String']['output'];
  display: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type CoordinatesInput = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};

/** SPEC §7 CountyList: a county of a supported state (SPEC §3). */
export type County = {
  __typename?: 'County';
  name: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type CountyConnection = {
  __typename?: 'CountyConnection';
  edges: Array<CountyEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CountyEdge = {
  __typename?: 'CountyEdge';
  cursor: Scalars['String']['output'];
  node: County;
};

/** SPEC §3 Coverage/eligibility fields: one of the patient's coverages. */
export type Coverage = {
  __typename?: 'Coverage';
  /** approved (Approved), pending (Pending) or unapproved (Not Approved). */
  approval?: Maybe<Scalars['String']['output']>;
  /** Percent. */
  coinsurance?: Maybe<Scalars['Float']['output']>;
  /** Dollars. */
  copay?: Maybe<Scalars['Float']['output']>;
  /** Dollars. */
  deductible?: Maybe<Scalars['Float']['output']>;
  /** Calendar date YYYY-MM-DD. */
  effectiveDate?: Maybe<Scalars['String']['output']>;
  groupName?: Maybe<Scalars['String']['output']>;
  groupNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The insurer: a payer organization of type ins. */
  insurerId?: Maybe<Scalars['ID']['output']>;
  insurerName?: Maybe<Scalars['String']['output']>;
  lastUpdated: Scalars['DateTime']['output'];
  /** SPEC §3 'Member ID'. */
  memberId?: Maybe<Scalars['String']['output']>;
  /** Priority: Primary(1), Secondary(2); the lowest number in force is primary (SPEC §9). */
  order: Scalars['Int']['output'];
  patientId: Scalars['ID']['output'];
  planName?: Maybe<Scalars['String']['output']>;
  planType?: Maybe<Scalars['String']['output']>;
  /** active (Active) or draft (Inactive). */
  status: Scalars['String']['output'];
  subscriberName?: Maybe<Scalars['String']['output']>;
  /** self, spouse, child or other. */
  subscriberRelationship?: Maybe<Scalars['String']['output']>;
  /** Calendar date YYYY-MM-DD. */
  terminationDate?: Maybe<Scalars['String']['output']>;
  /** SPEC §3 'Type' (medicare, medicare-advantage, medicaid, managed-medicaid, commercial, other). */
  type?: Maybe<Scalars['String']['output']>;
  versionId: Scalars['Int']['output'];
};

/** A clinician (practitioner) a lead clinician leads, or may lead. */
export type CoverageClinician = {
  __typename?: 'CoverageClinician';
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
};

/**
 * SPEC §2 PCC config, telehealth clinicians, lead clinicians: one user of the kind's job functions
 * (pcc: pons or poff; th: telemedicine-clinician; lead: leadclin) and what they cover. Empty lists
 * and no updatedAt until an administrator first saves it. kind: pcc, th or lead.
 */
export type CoverageConfig = {
  __typename?: 'CoverageConfig';
  /** lead: the clinicians they lead; they read their schedules and records. */
  clinicians: Array<CoverageClinician>;
  email: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  markets: Array<CoverageMarket>;
  name: Scalars['String']['output'];
  /** For pcc and th, these states are also the user's patient access grant (DESIGN §8). */
  states: Array<Scalars['String']['output']>;
  /** The user's status: active or inactive. */
  status: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  userId: Scalars['ID']['output'];
  /** The version an edit is based on (updateCoverageConfig's versionId): 0 until first saved, then one more on each save. */
  versionId: Scalars['Int']['output'];
};

export type CoverageConfigConnection = {
  __typename?: 'CoverageConfigConnection';
  edges: Array<CoverageConfigEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** One user's config, and for a lead the active clinicians they may lead (the edit form's choices; empty for other kinds). */
export type CoverageConfigDetail = {
  __typename?: 'CoverageConfigDetail';
  clinicianChoices: Array<CoverageClinician>;
  config: CoverageConfig;
};

export type CoverageConfigEdge = {
  __typename?: 'CoverageConfigEdge';
  cursor: Scalars['String']['output'];
  node: CoverageConfig;
};

/** What a kind sets: states (supported state codes) and marketIds for pcc and th, clinicianIds (active practitioners) for lead. */
export type CoverageConfigInput = {
  clinicianIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  marketIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  states?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** SPEC §3 coverage fields. Dates are MM/dd/yyyy or YYYY-MM-DD; order 1 (Primary) or 2 (Secondary). */
export type CoverageInput = {
  approval: Scalars['String']['input'];
  coinsurance?: InputMaybe<Scalars['Float']['input']>;
  copay?: InputMaybe<Scalars['Float']['input']>;
  deductible?: InputMaybe<Scalars['Float']['input']>;
  effectiveDate: Scalars['String']['input'];
  groupName?: InputMaybe<Scalars['String']['input']>;
  groupNumber?: InputMaybe<Scalars['String']['input']>;
  insurerId: Scalars['ID']['input'];
  memberId: Scalars['String']['input'];
  order: Scalars['Int']['input'];
  planName?: InputMaybe<Scalars['String']['input']>;
  planType?: InputMaybe<Scalars['String']['input']>;
  status: Scalars['String']['input'];
  subscriberName?: InputMaybe<Scalars['String']['input']>;
  subscriberRelationship?: InputMaybe<Scalars['String']['input']>;
  terminationDate?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A payer organization of type ins (SPEC §3) a coverage may name. */
export type CoverageInsurer = {
  __typename?: 'CoverageInsurer';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  payerId?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
};

/** A market a PCC or telehealth clinician works (an Organization of type market). */
export type CoverageMarket = {
  __typename?: 'CoverageMarket';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
};

export type CreateEncounterCommand = {
  clientMutationId: Scalars['ID']['input'];
  encounter: EncounterCreateInput;
  provenance?: InputMaybe<ProvenanceInput>;
};

export type DashboardDay = {
  __typename?: 'DashboardDay';
  /** YYYY-MM-DD, the clinician's day. */
  day: Scalars['String']['output'];
  signing: SignCounts;
  visits: VisitOutcomeCounts;
};

/** A documented visit (a finished encounter) behind a 'signed within 24 h' number. */
export type DashboardEncounter = {
  __typename?: 'DashboardEncounter';
  /** The clinician's day. */
  day: Scalars['String']['output'];
  encounterId: Scalars['ID']['output'];
  market?: Maybe<Scalars['String']['output']>;
  patientId: Scalars['ID']['output'];
  patientName: Scalars['String']['output'];
  practitionerId?: Maybe<Scalars['ID']['output']>;
  practitionerName: Scalars['String']['output'];
  signedAt?: Maybe<Scalars['String']['output']>;
  /** within24h, late (signed after 24 h) or unsigned. */
  signing: Scalars['String']['output'];
  /** The visit's start, from which the 24 h are counted. */
  start: Scalars['String']['output'];
};

export type DashboardEncounterConnection = {
  __typename?: 'DashboardEncounterConnection';
  edges: Array<DashboardEncounterEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type DashboardEncounterEdge = {
  __typename?: 'DashboardEncounterEdge';
  cursor: Scalars['String']['output'];
  node: DashboardEncounter;
};

/** The dashboards' filters (SPEC §2): days are each clinician's own (YYYY-MM-DD, at most 366 days); a market is a state code. */
export type DashboardFilter = {
  from: Scalars['String']['input'];
  market?: InputMaybe<Scalars['String']['input']>;
  practitionerId?: InputMaybe<Scalars['ID']['input']>;
  to: Scalars['String']['input'];
};

/** A market (key: its state code) or a clinician (key: the practitioner's id). */
export type DashboardGroup = {
  __typename?: 'DashboardGroup';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  signing: SignCounts;
  visits: VisitOutcomeCounts;
};

/** A scheduled visit behind a dashboard's number. */
export type DashboardVisit = {
  __typename?: 'DashboardVisit';
  appointmentId: Scalars['ID']['output'];
  /** The clinician's day. */
  day: Scalars['String']['output'];
  market?: Maybe<Scalars['String']['output']>;
  outcome: Scalars['String']['output'];
  patientId: Scalars['ID']['output'];
  patientName: Scalars['String']['output'];
  practitionerId?: Maybe<Scalars['ID']['output']>;
  practitionerName: Scalars['String']['output'];
  start: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type DashboardVisitConnection = {
  __typename?: 'DashboardVisitConnection';
  edges: Array<DashboardVisitEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type DashboardVisitEdge = {
  __typename?: 'DashboardVisitEdge';
  cursor: Scalars['String']['output'];
  node: DashboardVisit;
};

/** A device's last report of its outbox (DESIGN §4). */
export type DeviceSyncStatus = {
  __typename?: 'DeviceSyncStatus';
  deviceId: Scalars['ID']['output'];
  lastReportedAt: Scalars['String']['output'];
  lastSyncedAt?: Maybe<Scalars['String']['output']>;
  /** The linked clinician's state, null when the user has no clinician. */
  market?: Maybe<Scalars['String']['output']>;
  pending: Scalars['Int']['output'];
  practitionerId?: Maybe<Scalars['ID']['output']>;
  /** Not in sync for more than a day. */
  stale: Scalars['Boolean']['output'];
  /** Since it last had nothing waiting (or was first heard of). */
  syncAgeHours: Scalars['Float']['output'];
  /** The device's user (SPEC §2 /users/:userId). */
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

/** SPEC §3 Patient 'Diagnosis items: code index, icd10CmCode, title (max 4)'. codeIndex 1..4 while active (1 is the primary diagnosis), null once resolved. */
export type Diagnosis = {
  __typename?: 'Diagnosis';
  /** active or resolved */
  clinicalStatus: Scalars['String']['output'];
  codeIndex?: Maybe<Scalars['Int']['output']>;
  icd10CmCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  onsetDate?: Maybe<Scalars['String']['output']>;
  recordedDate: Scalars['DateTime']['output'];
  /** YYYY-MM-DD */
  resolvedDate?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

/** An ICD-10-CM code of the Problems List's code set (SPEC §3 'icd10CmCode, title'); billable: valid for submission, false for a category heading. */
export type DiagnosisCode = {
  __typename?: 'DiagnosisCode';
  billable: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type DiagnosisCodeConnection = {
  __typename?: 'DiagnosisCodeConnection';
  edges: Array<DiagnosisCodeEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type DiagnosisCodeEdge = {
  __typename?: 'DiagnosisCodeEdge';
  cursor: Scalars['String']['output'];
  node: DiagnosisCode;
};

/** A diagnosis for the list: a billable ICD-10-CM code of the code set; onsetDate as YYYY-MM-DD or MM/dd/yyyy, not after today. */
export type DiagnosisInput = {
  code: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  onsetDate?: InputMaybe<Scalars['String']['input']>;
  patientId: Scalars['ID']['input'];
};

/** direction: up or down (one place on the list). */
export type DiagnosisMoveInput = {
  direction: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  versionId: Scalars['Int']['input'];
};

export type DiagnosisRemoveInput = {
  id: Scalars['ID']['input'];
  versionId: Scalars['Int']['input'];
};

/** A diagnosis's onset and note (both replaced) and its status: resolved (resolvedDate, default today) or active again. versionId is the version the user saw. */
export type DiagnosisUpdateInput = {
  clinicalStatus: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  onsetDate?: InputMaybe<Scalars['String']['input']>;
  resolvedDate?: InputMaybe<Scalars['String']['input']>;
  versionId: Scalars['Int']['input'];
};

/** SPEC §3 Discharge request. */
export type DischargeRequest = {
  __typename?: 'DischargeRequest';
  admissionId: Scalars['ID']['output'];
  /** pause-hh-for-wound-care | transition-to-pcp-with-hh | end-hh-service */
  dischargeOption?: Maybe<Scalars['String']['output']>;
  /** pos | pcp | other-provider | other-hcf | home-health | hospital | snf */
  disposition?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  patientId: Scalars['ID']['output'];
  /** A code of the 'discharge-reason' code system (SPEC §2 administrative code systems). */
  reason?: Maybe<Scalars['String']['output']>;
  /** The reason's display in that code system, a retired reason's too; a reason filed before reasons were coded, as written. */
  reasonDisplay?: Maybe<Scalars['String']['output']>;
  /** Who filed it. */
  requestedBy?: Maybe<Scalars['String']['output']>;
  /** The day the discharge is asked for (YYYY-MM-DD). */
  requestedDate?: Maybe<Scalars['String']['output']>;
  /** When it was filed. */
  requestedOn: Scalars['DateTime']['output'];
  /** requested | Pending | confirmed | cancelled */
  status: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

export type DischargeRequestConnection = {
  __typename?: 'DischargeRequestConnection';
  edges: Array<DischargeRequestEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/**
 * A new request of an active admission. The fields are optional here so that the form's rules
 * (not the schema) name what is missing: requestedDate (YYYY-MM-DD or MM/dd/yyyy), disposition and
 * reason are required; dischargeOption and notes are not (SPEC §5 words, on the field).
 */
export type DischargeRequestCreateInput = {
  admissionId: Scalars['ID']['input'];
  dischargeOption?: InputMaybe<Scalars['String']['input']>;
  disposition?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  patientId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  requestedDate?: InputMaybe<Scalars['String']['input']>;
};

export type DischargeRequestEdge = {
  __typename?: 'DischargeRequestEdge';
  cursor: Scalars['String']['output'];
  node: DischargeRequest;
};

/** An edit of an open request (requested or Pending): every field as the form holds it, and the status; versionId is the version the user saw. */
export type DischargeRequestUpdateInput = {
  dischargeOption?: InputMaybe<Scalars['String']['input']>;
  disposition?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  requestedDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  versionId: Scalars['Int']['input'];
};

/** One stored version of a request: what it became, who wrote it and when. */
export type DischargeRequestVersion = {
  __typename?: 'DischargeRequestVersion';
  /** create | update | delete */
  action: Scalars['String']['output'];
  authorName?: Maybe<Scalars['String']['output']>;
  recordedAt: Scalars['DateTime']['output'];
  status?: Maybe<Scalars['String']['output']>;
  versionId: Scalars['Int']['output'];
};

/** SPEC §3 Document reference content attachment: the stored file (its bytes at `url`, REST). */
export type DocumentAttachment = {
  __typename?: 'DocumentAttachment';
  /** Sniffed from the bytes at upload. */
  contentType: Scalars['String']['output'];
  creation: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** GET it with the bearer token: the file, served only to users who may read the patient. */
  url: Scalars['String']['output'];
};

/** SPEC §3 Document reference: a patient's document (chart tab 'Documents'). */
export type DocumentReference = {
  __typename?: 'DocumentReference';
  attachment: DocumentAttachment;
  /** Who added it. */
  author?: Maybe<Scalars['String']['output']>;
  /** One of SPEC §3's categories (the document type chosen at upload). */
  category: Scalars['String']['output'];
  categoryLabel: Scalars['String']['output'];
  date: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  docStatus: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  patientId: Scalars['ID']['output'];
  /** current, or entered-in-error once deleted. */
  status: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

export type DocumentReferenceConnection = {
  __typename?: 'DocumentReferenceConnection';
  edges: Array<DocumentReferenceEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type DocumentReferenceEdge = {
  __typename?: 'DocumentReferenceEdge';
  cursor: Scalars['String']['output'];
  node: DocumentReference;
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

/** What an individual eligibility check wrote: the result, and the Task for PCC with the SPEC §9 note. */
export type EligibilityCheck = {
  __typename?: 'EligibilityCheck';
  note: Scalars['String']['output'];
  result: EligibilityResult;
  taskId: Scalars['ID']['output'];
  taskOwner?: Maybe<Scalars['String']['output']>;
};

/** An error of the eligibility-error code system; its display reads as SPEC §8 says once formatted. */
export type EligibilityError = {
  __typename?: 'EligibilityError';
  code: Scalars['String']['output'];
  display: Scalars['String']['output'];
};

/** SPEC §3 eligibility identifier: code RN, AN, PCPNPI, PCPFIRSTNAME, PCPLASTNAME, NPI or TAX, with the field it fills. */
export type EligibilityIdentifier = {
  __typename?: 'EligibilityIdentifier';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The result of an eligibility check (SPEC §3 Coverage/eligibility fields). */
export type EligibilityResult = {
  __typename?: 'EligibilityResult';
  address?: Maybe<Scalars['String']['output']>;
  /** SPEC §3 'Checked On/At'. */
  checkedAt: Scalars['DateTime']['output'];
  checkedBy?: Maybe<Scalars['String']['output']>;
  coinsurance?: Maybe<Scalars['Float']['output']>;
  contactNumber?: Maybe<Scalars['String']['output']>;
  copay?: Maybe<Scalars['Float']['output']>;
  coverageId?: Maybe<Scalars['ID']['output']>;
  deductible?: Maybe<Scalars['Float']['output']>;
  effectiveDate?: Maybe<Scalars['String']['output']>;
  errors: Array<EligibilityError>;
  groupNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  identifiers: Array<EligibilityIdentifier>;
  /** Whether the payer reports the coverage in force; null: not said. */
  inforce?: Maybe<Scalars['Boolean']['output']>;
  /** SPEC §3 'Insurer ID': the payer's id at the clearinghouse. */
  insurerId?: Maybe<Scalars['String']['output']>;
  labCompany?: Maybe<Scalars['String']['output']>;
  memberId?: Maybe<Scalars['String']['output']>;
  /** complete (the payer answered about the coverage) or error (errors only). */
  outcome: Scalars['String']['output'];
  patientId: Scalars['ID']['output'];
  patientResponsibility?: Maybe<Scalars['Float']['output']>;
  payerName?: Maybe<Scalars['String']['output']>;
  planName?: Maybe<Scalars['String']['output']>;
  planType?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  /** The Task left for PCC with this result. */
  taskId?: Maybe<Scalars['ID']['output']>;
  terminationDate?: Maybe<Scalars['String']['output']>;
};

export type Encounter = {
  __typename?: 'Encounter';
  amendReason?: Maybe<Scalars['String']['output']>;
  /** The review asking for changes that no new signature has answered yet (the appointment is then amendRequested). */
  amendRequest?: Maybe<EncounterReview>;
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
  /** The patient's name: filled by EncounterList (null elsewhere). */
  patientName?: Maybe<Scalars['String']['output']>;
  period: Period;
  practitionerId?: Maybe<Scalars['ID']['output']>;
  /** The practitioner's name: filled by EncounterList (null elsewhere). */
  practitionerName?: Maybe<Scalars['String']['output']>;
  /** Where a signed encounter stands for the reviewer: toReview | amendRequested | approved (null unless signed). */
  reviewState?: Maybe<Scalars['String']['output']>;
  /** SPEC §3 reviews of its signatures, oldest first. */
  reviews: Array<EncounterReview>;
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
  /** Every visible match, or, when totalCountCapped, a floor: the count stops 1,000 past the page. */
  totalCount: Scalars['Int']['output'];
  totalCountCapped: Scalars['Boolean']['output'];
};

export type EncounterCreateInput = {
  appointmentId: Scalars['ID']['input'];
  deliveryType?: InputMaybe<Scalars['String']['input']>;
  /** Client-made id (uuid), so an encounter created offline keeps its id. */
  id: Scalars['ID']['input'];
};

/** A visit type's length (SPEC §2 Encounter Duration; SPEC §3 Slot duration): the default length of a booked visit. */
export type EncounterDuration = {
  __typename?: 'EncounterDuration';
  label: Scalars['String']['output'];
  /** Minutes (15 to 480, in steps of 5); null: a booked visit keeps the free slot's end. */
  minutes?: Maybe<Scalars['Int']['output']>;
  /** soc-patient, soc-evaluation, re-admit or follow-up (SPEC §3 visit types). */
  visitType: Scalars['String']['output'];
};

export type EncounterDurationInput = {
  minutes?: InputMaybe<Scalars['Int']['input']>;
  visitType: Scalars['String']['input'];
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

/** A market's encounters of the range by status and by visit type (SPEC §3). */
export type EncounterReportRow = {
  __typename?: 'EncounterReportRow';
  cancelled: Scalars['Int']['output'];
  evaluation: Scalars['Int']['output'];
  finished: Scalars['Int']['output'];
  followUp: Scalars['Int']['output'];
  inProgress: Scalars['Int']['output'];
  market: Scalars['String']['output'];
  planned: Scalars['Int']['output'];
  readmit: Scalars['Int']['output'];
  soc: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A reviewer's decision on one signed version (SPEC §3 Encounter reviews). */
export type EncounterReview = {
  __typename?: 'EncounterReview';
  id: Scalars['ID']['output'];
  recorded: Scalars['DateTime']['output'];
  reviewerId: Scalars['ID']['output'];
  reviewerName: Scalars['String']['output'];
  /** The signature reviewed: the encounter's signedAt then (its version, GetEncounterVersion). */
  signedAt: Scalars['DateTime']['output'];
  /** approved | amendRequested */
  status: Scalars['String']['output'];
  text: Scalars['String']['output'];
  /** clinical | documentation | coding | compliance */
  type: Scalars['String']['output'];
};

export type EncounterReviewInput = {
  /** approved | amendRequested */
  status: Scalars['String']['input'];
  /** What the reviewer says; required when asking for changes (at most 10,000 characters). */
  text?: InputMaybe<Scalars['String']['input']>;
  /** clinical | documentation | coding | compliance */
  type: Scalars['String']['input'];
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

/** SPEC §3 Pay period: what a clinician's encounters of the period count for. */
export type EncounterStats = {
  __typename?: 'EncounterStats';
  followUp: Scalars['Int']['output'];
  /** Encounters signed, whatever their type. */
  signed: Scalars['Int']['output'];
  /** Start of Care visits (a patient's, or an evaluation). */
  soc: Scalars['Int']['output'];
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

/** SPEC §3 Event: what can raise a notification (admission changes, orders, encounters, CCD documents, waiting room). */
export type Event = {
  __typename?: 'Event';
  /** The event's code, e.g. admission-status-changed. */
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  /** active | inactive */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type FacilityAddress = {
  __typename?: 'FacilityAddress';
  city: Scalars['String']['output'];
  /** The county (FHIR district). */
  county?: Maybe<Scalars['String']['output']>;
  instruction?: Maybe<Scalars['String']['output']>;
  line: Array<Scalars['String']['output']>;
  market?: Maybe<Market>;
  postalCode: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type FacilityAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  instruction?: InputMaybe<Scalars['String']['input']>;
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  /** The market's id, from MarketList. */
  marketId?: InputMaybe<Scalars['ID']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

/** SPEC §3 Facility contact person: name, prefix or credentials, role, telecom, Active (default true), Primary (default false). */
export type FacilityContact = {
  __typename?: 'FacilityContact';
  active: Scalars['Boolean']['output'];
  /** The name as shown: prefix, first, middle, last. */
  display: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  middleName?: Maybe<Scalars['String']['output']>;
  /** A PCP's physician: the NPI (ten digits, its check digit valid). */
  npi?: Maybe<Scalars['String']['output']>;
  prefix?: Maybe<Scalars['String']['output']>;
  primary: Scalars['Boolean']['output'];
  role?: Maybe<Scalars['String']['output']>;
  /** Phones in rank order (with their use and work extension), fax, email. */
  telecom: Array<OrganizationContactPoint>;
};

/** A contact person of the facility form (SPEC §3); id empty or absent for a new one. */
export type FacilityContactInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fax?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** A PCP's physician: the NPI, checked with its check digit (SPEC §2 PCP config). */
  npi?: InputMaybe<Scalars['String']['input']>;
  phones?: InputMaybe<Array<OrganizationPhoneInput>>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  primary?: InputMaybe<Scalars['Boolean']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
};

/** A SPEC §6 feature flag: its default and its overrides (GET /api/featureFlags evaluates them for the caller). */
export type FeatureFlag = {
  __typename?: 'FeatureFlag';
  defaultValue: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  key: Scalars['String']['output'];
  overrides: Array<FeatureFlagOverride>;
};

/**
 * One override of a flag (SPEC §6 flags are evaluated per clinician): scope user (an app user id),
 * market (a state code), jobFunction (a job function code) or role (a role code). For one user the
 * most specific scope wins: user, then market (their markets), then job function, then role.
 */
export type FeatureFlagOverride = {
  __typename?: 'FeatureFlagOverride';
  scope: Scalars['String']['output'];
  /** What the value names: the user's name and e-mail, a job function's title, the state code or role. */
  scopeLabel: Scalars['String']['output'];
  scopeValue: Scalars['String']['output'];
  value: Scalars['Boolean']['output'];
};

/**
 * SPEC §3 Health care facility: a care facility (types care-facility, assisted-living-facility,
 * skilled-nursing-facility) or a home health agency (home-health, sub-type hha), with its contacts.
 */
export type HealthCareFacility = {
  __typename?: 'HealthCareFacility';
  active: Scalars['Boolean']['output'];
  address?: Maybe<FacilityAddress>;
  /** Active contacts first, the primary at the top; removed ones are inactive (SPEC §2). */
  contacts: Array<FacilityContact>;
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  telecom: Array<OrganizationContactPoint>;
  type: Scalars['String']['output'];
  /** The version an edit is based on (updateHealthCareFacility's versionId). */
  versionId: Scalars['Int']['output'];
};

export type HealthCareFacilityConnection = {
  __typename?: 'HealthCareFacilityConnection';
  edges: Array<HealthCareFacilityEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type HealthCareFacilityEdge = {
  __typename?: 'HealthCareFacilityEdge';
  cursor: Scalars['String']['output'];
  node: HealthCareFacility;
};

/** The 'New Care Facility' / 'New Home Health' form (SPEC §5: name, type, address with state required). */
export type HealthCareFacilityInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  address?: InputMaybe<FacilityAddressInput>;
  email?: InputMaybe<Scalars['String']['input']>;
  fax?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phones?: InputMaybe<Array<OrganizationPhoneInput>>;
  /** care-facility, assisted-living-facility, skilled-nursing-facility, home-health or pcp (which needs its fax, SPEC §5). */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** What an invitation link finds (InvitationStatus): whether it can still set a password, and for whom. */
export type InvitationStatus = {
  __typename?: 'InvitationStatus';
  /** Masked e-mail (n***r@demo.test). */
  email?: Maybe<Scalars['String']['output']>;
  /** Why it cannot be used: 'This link has expired. Ask your administrator for a new invitation.' … */
  message?: Maybe<Scalars['String']['output']>;
  /** 'invite' (first password) or 'reset'. */
  purpose?: Maybe<Scalars['String']['output']>;
  valid: Scalars['Boolean']['output'];
};

export type JobFunction = {
  __typename?: 'JobFunction';
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type JobFunctionInput = {
  /** The job function's code. */
  _id: Scalars['ID']['input'];
  /** Event codes the job function receives (each one of GetEvents). */
  events: Array<Scalars['ID']['input']>;
};

/** SPEC §3 Job function record: the events its users receive (/notifications). */
export type JobFunctionRecord = {
  __typename?: 'JobFunctionRecord';
  /** The job function's code (same as code). */
  _id: Scalars['ID']['output'];
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  events: Array<Event>;
  /** active | inactive */
  status: Scalars['String']['output'];
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

export type MarkAppointmentMissedInput = {
  appointmentId: Scalars['ID']['input'];
  versionId: Scalars['Int']['input'];
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

/**
 * A market: name (required, at most 100) and state (a supported state), both kept once created; the
 * counties it serves (each of its state); Active. SPEC §5 words on the field ('market.counties').
 */
export type MarketInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  counties?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A market as the Market Team screen shows it (SPEC §2 /master-list/market-team-config; SPEC §3
 * Organization of type market): its state, the counties it serves and the care teams it manages.
 */
export type MarketTeam = {
  __typename?: 'MarketTeam';
  active: Scalars['Boolean']['output'];
  counties: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  state: Scalars['String']['output'];
  teams: Array<MarketTeamSummary>;
  /** The version an edit is based on (updateMarket's versionId). */
  versionId: Scalars['Int']['output'];
};

export type MarketTeamConnection = {
  __typename?: 'MarketTeamConnection';
  edges: Array<MarketTeamEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MarketTeamEdge = {
  __typename?: 'MarketTeamEdge';
  cursor: Scalars['String']['output'];
  node: MarketTeam;
};

/** A care team a market manages (SPEC §3 'Care team clinician' managingOrganization). */
export type MarketTeamSummary = {
  __typename?: 'MarketTeamSummary';
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  participantCount: Scalars['Int']['output'];
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
  /** Public: sets the password of an invitation link (the password policy of src/domain/security/password.ts). */
  acceptInvitation: Scalars['Boolean']['output'];
  addDiagnosis: ProblemList;
  addPatientAlert: PatientAlert;
  addPatientNote: PatientNote;
  addPatientOrder: PatientOrder;
  /** The set's orders, each filed as addPatientOrder files one; orders the catalog no longer offers are left out. */
  addPatientOrderSet: Array<PatientOrder>;
  addPatientReferral: PatientReferral;
  addPatientTask: PatientTask;
  amendEncounter: Encounter;
  /** Gives an open task to a user (taking it out of a job function's queue). */
  assignTask: WorkTask;
  /** Books a visit (status booked, 'Confirmed'): never over another open visit of the clinician; outside availability only with a reason. */
  bookAppointment: Appointment;
  /** Cancels a visit (by/date, the reason). */
  cancelAppointment: Appointment;
  cancelEncounter: Encounter;
  /** Withdraws a request nobody has taken yet (its onsite provider, or a telehealth clinician). */
  cancelTelehealthRequest: TelehealthEncounter;
  changeAdmissionStatus: Admission;
  /** Changes the signed-in user's password (the policy of src/domain/security/password.ts). */
  changePassword: Scalars['Boolean']['output'];
  changePatientOrderStatus: PatientOrder;
  changePatientReferralStatus: PatientReferral;
  changePatientTaskStatus: PatientTask;
  /** SPEC §6 'individual eligibility check' (a feature flag): checks one coverage and leaves the SPEC §9 note for PCC. */
  checkEligibility: EligibilityCheck;
  /** Sets a new password after an e-mailed code was validated (password-expired screen → Reset Password). No sign-in needed. */
  confirmPasswordChange: Scalars['Boolean']['output'];
  createCareTeam: CareTeam;
  createCoverage: Coverage;
  createDischargeRequest: DischargeRequest;
  /** provenance: when and where it happened on the device (optional; default the server's time), as for the other offline commands. */
  createEncounter: Encounter;
  /**
   * The encounter's forms with their state (as GetEncounterFormStatus, with the encounter's own
   * form list). Creates nothing: a form's response is made by its first saveQuestionnaireResponse
   * (baseVersion 0), which works offline, so calling this again is harmless. encounterType, when
   * given, must be the encounter's visit type. Only who may change the encounter may call it.
   */
  createEncounterForms: Array<EncounterFormStatus>;
  /** SPEC §7 createHealthCareFacility(organization, practitioners): the facility and its contacts. CONFLICT on organization.name for the same name, state and kind. */
  createHealthCareFacility: HealthCareFacility;
  /** A new market of a state. CONFLICT on market.name when the state has one of that name. */
  createMarket: MarketTeam;
  /** SPEC §7 createOrganization(organization): a new payer. CONFLICT on organization.name when one of the same name, state and type exists. */
  createOrganization: Organization;
  createPriorAuthorization: PriorAuthorization;
  /** Records an act on an encounter (activity: one of Provenance.activity). With a clientMutationId a resend is not recorded twice. */
  createProvenance: Provenance;
  /** Creates the user and e-mails an invitation link to set a password; returns the id. */
  createUser: Scalars['ID']['output'];
  /** Ends an active alert today. */
  deactivatePatientAlert: PatientAlert;
  /** Ends the user's sessions at once; an administrator cannot deactivate themselves, and only an administrator deactivates an administrator. */
  deactivateUser: Scalars['ID']['output'];
  /**
   * Deletes a document (SPEC §8 'Are you sure you want to Delete this Document?'): it becomes
   * entered-in-error, as a new version (`versionId` is the one the user saw: CONFLICT otherwise).
   */
  deleteDocument: DocumentReference;
  /** Removes a draft (not a completed form of a signed encounter); returns whether it was deleted. */
  discardQuestionnaireResponse: Scalars['Boolean']['output'];
  esignEncounter: EsignResult;
  /** The encounter narrative as a PDF: the patient, the visit, each filled form's answers in order, signatures and amendments. */
  generateEncounterNarrativePDF: NarrativePdf;
  /**
   * A file's codes into the draft, against draftVersion (CONFLICT when it moved on): format fhir (a
   * CodeSystem, a ValueSet or a Bundle holding one) or csv (columns code and display, optionally status
   * and category). New codes are added, changed ones updated, none deleted. A bad row refuses the whole
   * file, on the field content, naming the row.
   */
  importCodeSystem: CodeSystemImport;
  /** SPEC §3 'Inactive (draft)'. */
  inactivateCoverage: Coverage;
  /** Marks a visit missed (noshow 'Missed', by/date). */
  markAppointmentMissed: Appointment;
  /** SPEC §4: marks the caller's notification viewed (the unread count goes down, never below 0). */
  markNotificationViewed: Notification;
  moveDiagnosis: ProblemList;
  /** Publishes the draft as a new version; the version before is retired. */
  publishCodeSystem: CodeSystem;
  /**
   * A form's items' visible and required attributes, against the form's version (CONFLICT when it moved on): the form's
   * next version, audited. Encounters documented before keep the version they were documented with.
   */
  publishQuestionnaire: Questionnaire;
  reactivateUser: Scalars['ID']['output'];
  /** A new invitation link (the older ones stop working). */
  reinviteUser: Scalars['ID']['output'];
  /** Removes the route (SPEC §6 'remove route') and clears its visits' routeOrder. */
  removeClinicianRoute: Scalars['Boolean']['output'];
  removeDiagnosis: ProblemList;
  removeFeatureFlagOverride: FeatureFlag;
  /** After a drain of the device's outbox: how many changes still wait (DESIGN §4). */
  reportDeviceSync: DeviceSyncStatus;
  /** Starts a run over the coverages the filter picks (at most 10,000); its checks run in the background. */
  requestBulkEligibility: BulkEligibilityRun;
  /** Asks for the admission's CCD; it is generated in the background and announced by 'CCD document ready'. */
  requestCCD: CcdRequest;
  /**
   * An onsite provider (job function onsite-provider) asks for a telehealth visit for a patient of
   * theirs: the request shows in the waiting room at once and notifies the telehealth clinicians.
   * A second request while one is open for the patient answers the open one.
   */
  requestTelehealthVisit: TelehealthEncounter;
  /** Moves a visit: it becomes waitlist ('Rescheduled', by/date/reason) and the new booked visit is returned. */
  rescheduleAppointment: Appointment;
  /** E-mails a link to set a new password; the current one keeps working until it is used. */
  resetUserPassword: Scalars['ID']['output'];
  /** Clears another user's PIN (security permission); they create a new one at next sign-in. */
  resetUserPin: Scalars['ID']['output'];
  /**
   * Reviews the encounter as last signed (reviewers only). baseVersion: the encounter's version the
   * reviewer saw (CONFLICT otherwise). BAD_USER_INPUT when it is not signed, or when asking for
   * changes without saying what.
   */
  reviewEncounter: Encounter;
  /** Saves a clinician's availability (SPEC §4, §5 rules on their fields). */
  saveClinicianAvailability: ClinicianAvailability;
  /** Saves a clinician's route of a date and writes each visit's routeOrder (SPEC §3 Scheduling state). */
  saveClinicianRoute: ClinicianRoute;
  /** Adds a code to the draft (isNew) or changes one (its code stays), against draftVersion (CONFLICT when it moved on). */
  saveCodeSystemConcept: CodeSystem;
  /**
   * Saves the answers of one form of an encounter (offline-capable, DESIGN §4): baseVersion is the
   * response version the device saw (0 for the first save). Answers of hidden items are dropped;
   * an answer that does not fit its item is refused (BAD_USER_INPUT, field the linkId). With
   * complete: true the form must have every required answer (BAD_USER_INPUT 'Missing answers: …').
   * A signed encounter's forms change only while an amendment is in progress.
   */
  saveQuestionnaireResponse: QuestionnaireResponse;
  /**
   * Saves the session of a day: each entry's note and decision (a patient the session does not cover
   * is refused). versionId: the session's version the user saw (0 for a new one; CONFLICT otherwise).
   */
  saveRoundsSession: RoundsSession;
  /** E-mails a 6-character code to the signed-in internal user (for creating or changing the PIN). */
  sendPINVerificationCode: VerificationCodeResponse;
  /** Queues the letters of the range that are ready (all, or those of sourceIds); each is faxed once. */
  sendPcpLetters: PcpLetterSendResult;
  setCarePlan: ProblemList;
  setFeatureFlagDefault: FeatureFlag;
  /** Adds or replaces the override of one scope value. */
  setFeatureFlagOverride: FeatureFlag;
  /** Marks every notification of the caller viewed; id is the caller's own user id. Returns the unread count (0). */
  setNotificationUpdates: Scalars['Int']['output'];
  /**
   * Check-in. teleMedicineType (audio | video): a telehealth check-in; on a waiting-room request
   * the first clinician to check in takes it and every other gets SPEC §8 'The encounter is already
   * in progress. Please select another encounter to check-in.'
   */
  startEncounter: Encounter;
  /**
   * Applies up to 100 outbox commands in the order given, each exactly as its own mutation would
   * (its own transaction and receipt: a resend answers the stored result). A failed command does
   * not stop the others, but later commands of the same encounter are SKIPPED, so an encounter's
   * commands never apply out of order. An e-sign that does not sign counts as failed here.
   */
  syncEncounterCommands: Array<EncounterCommandOutcome>;
  undoCheckIn: Encounter;
  /** A new version of the team against versionId (CONFLICT when it moved on), with an audit row. */
  updateCareTeam: CareTeam;
  /** Changes a clinician (a new version of the practitioner, with an audit row). */
  updateClinician: Clinician;
  /** versionId: the version the user saw (CONFLICT when it changed since). */
  updateCoverage: Coverage;
  /**
   * Replaces what the user covers (audited) as of the version the form read (CONFLICT, with the current
   * version, when another save came first); for pcc and th their states become their patient access at
   * once. Who may grant what (DESIGN §5): only an administrator configures an administrator, nobody
   * configures themselves, and nobody grants a state or clinician outside their own states
   * (BAD_USER_INPUT on the field).
   */
  updateCoverageConfig: CoverageConfig;
  updateDiagnosis: ProblemList;
  updateDischargeRequest: DischargeRequest;
  updateEncounter: Encounter;
  /** SPEC §2 /clinical-config/encounter-duration (clinical-admin): the durations, audited. */
  updateEncounterDurations: Array<EncounterDuration>;
  /**
   * Sets which forms the encounter lists: the codes of the forms to keep, out of those its plan
   * lists. Only optional forms can be left out: a required one (form logic must or one-or-more),
   * one with saved answers, or a code the plan does not list is refused (BAD_USER_INPUT). Not once
   * the encounter is signed (amend it first) or cancelled. Returns the forms as createEncounterForms.
   */
  updateEncounterQuestionnaireList: Array<EncounterFormStatus>;
  /** SPEC §7 updateHealthCareFacility(organization, practitioners): contacts left out are marked inactive (SPEC §2). */
  updateHealthCareFacility: HealthCareFacility;
  /** Which events a job function receives (settings). */
  updateJobFunction: JobFunctionRecord;
  /** The market's counties and Active, against versionId (CONFLICT when it moved on), with an audit row. */
  updateMarket: MarketTeam;
  /** SPEC §7 updateOrganization(id, organization): an edit of the version read (CONFLICT when another edit came first). */
  updateOrganization: Organization;
  /** Replaces the patient's availability (online only; a new version of the patient record, with who and when). */
  updatePatientAvailability: PatientAvailability;
  /** Changes the patient's demographics (online only; a new version of the patient record, with who and when). */
  updatePatientDemographics: PatientDemographicsRecord;
  /** A plan's forms and their form-logic codes, against the plan's version (CONFLICT when it moved on): its next version, audited. */
  updatePlanDefinitionForms: PlanDefinition;
  updatePriorAuthorization: PriorAuthorization;
  /** A switch 'true' or 'false', or a whole number in range ('This field has incorrect value' on value otherwise). */
  updateSetting: AdminSetting;
  /**
   * Changes the user as of the version the form read (CONFLICT, with the current version, when another
   * change came first). Who may grant what (DESIGN §5): only an administrator changes an administrator,
   * nobody changes their own roles, permissions, markets, job functions or practitioner, and nobody
   * grants one they do not hold (BAD_USER_INPUT on the field).
   */
  updateUser: Scalars['ID']['output'];
  /** SPEC §7 upsertPractitioners(practitioners, organization): adds or edits these contacts of the facility, leaving the others (the Care Facility Contact step's 'Add'). */
  upsertPractitioners: HealthCareFacility;
  /** Creates or changes the signed-in user's PIN (stored only as an argon2id hash). */
  upsertUserPin: User;
  validatePINVerificationCode: VerificationCodeResponse;
};


export type MutationPerformTmAutoCheckoutArgs = {
  baseVersion: Scalars['Int']['input'];
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
};


export type MutationAcceptInvitationArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationAddDiagnosisArgs = {
  input: DiagnosisInput;
};


export type MutationAddPatientAlertArgs = {
  input: PatientAlertInput;
};


export type MutationAddPatientNoteArgs = {
  input: PatientNoteInput;
};


export type MutationAddPatientOrderArgs = {
  input: PatientOrderInput;
};


export type MutationAddPatientOrderSetArgs = {
  input: PatientOrderSetInput;
};


export type MutationAddPatientReferralArgs = {
  input: PatientReferralInput;
};


export type MutationAddPatientTaskArgs = {
  input: PatientTaskInput;
};


export type MutationAmendEncounterArgs = {
  baseVersion: Scalars['Int']['input'];
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
  provenance?: InputMaybe<ProvenanceInput>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAssignTaskArgs = {
  input: TaskAssignInput;
};


export type MutationBookAppointmentArgs = {
  input: BookAppointmentInput;
};


export type MutationCancelAppointmentArgs = {
  input: CancelAppointmentInput;
};


export type MutationCancelEncounterArgs = {
  baseVersion: Scalars['Int']['input'];
  cancelReason?: InputMaybe<Scalars['String']['input']>;
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
  provenance?: InputMaybe<ProvenanceInput>;
  resetStopActual?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCancelTelehealthRequestArgs = {
  baseVersion: Scalars['Int']['input'];
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
};


export type MutationChangeAdmissionStatusArgs = {
  input: AdmissionStatusInput;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationChangePatientOrderStatusArgs = {
  input: ChartRecordStatusInput;
};


export type MutationChangePatientReferralStatusArgs = {
  input: ChartRecordStatusInput;
};


export type MutationChangePatientTaskStatusArgs = {
  input: ChartRecordStatusInput;
};


export type MutationCheckEligibilityArgs = {
  coverageId: Scalars['ID']['input'];
};


export type MutationConfirmPasswordChangeArgs = {
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  verificationCode: Scalars['String']['input'];
};


export type MutationCreateCareTeamArgs = {
  team: CareTeamInput;
};


export type MutationCreateCoverageArgs = {
  input: CoverageInput;
  patientId: Scalars['ID']['input'];
};


export type MutationCreateDischargeRequestArgs = {
  input: DischargeRequestCreateInput;
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


export type MutationCreateHealthCareFacilityArgs = {
  organization: HealthCareFacilityInput;
  practitioners?: InputMaybe<Array<FacilityContactInput>>;
};


export type MutationCreateMarketArgs = {
  market: MarketInput;
};


export type MutationCreateOrganizationArgs = {
  organization: PayerInput;
};


export type MutationCreatePriorAuthorizationArgs = {
  input: PriorAuthorizationInput;
};


export type MutationCreateProvenanceArgs = {
  activity: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['ID']['input']>;
  provenance: ProvenanceInput;
  targetId: Scalars['ID']['input'];
};


export type MutationCreateUserArgs = {
  user: UserInput;
};


export type MutationDeactivatePatientAlertArgs = {
  input: ChartRecordVersionInput;
};


export type MutationDeactivateUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDocumentArgs = {
  id: Scalars['ID']['input'];
  versionId: Scalars['Int']['input'];
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


export type MutationImportCodeSystemArgs = {
  codeSystemId: Scalars['String']['input'];
  content: Scalars['String']['input'];
  draftVersion: Scalars['Int']['input'];
  format: Scalars['String']['input'];
};


export type MutationInactivateCoverageArgs = {
  id: Scalars['ID']['input'];
  versionId: Scalars['Int']['input'];
};


export type MutationMarkAppointmentMissedArgs = {
  input: MarkAppointmentMissedInput;
};


export type MutationMarkNotificationViewedArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMoveDiagnosisArgs = {
  input: DiagnosisMoveInput;
};


export type MutationPublishCodeSystemArgs = {
  codeSystemId: Scalars['String']['input'];
  draftVersion: Scalars['Int']['input'];
};


export type MutationPublishQuestionnaireArgs = {
  code: Scalars['String']['input'];
  items: Array<QuestionnaireItemSettingInput>;
  versionId: Scalars['Int']['input'];
};


export type MutationReactivateUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReinviteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveClinicianRouteArgs = {
  clinicianId: Scalars['ID']['input'];
  date: Scalars['String']['input'];
  versionId: Scalars['Int']['input'];
};


export type MutationRemoveDiagnosisArgs = {
  input: DiagnosisRemoveInput;
};


export type MutationRemoveFeatureFlagOverrideArgs = {
  key: Scalars['String']['input'];
  scope: Scalars['String']['input'];
  scopeValue: Scalars['String']['input'];
};


export type MutationReportDeviceSyncArgs = {
  deviceId: Scalars['ID']['input'];
  pending: Scalars['Int']['input'];
};


export type MutationRequestBulkEligibilityArgs = {
  filters: BulkEligibilityFiltersInput;
};


export type MutationRequestCcdArgs = {
  dateRange?: InputMaybe<CcdDateRangeInput>;
  episodeOfCareId: Scalars['ID']['input'];
};


export type MutationRequestTelehealthVisitArgs = {
  clientMutationId: Scalars['ID']['input'];
  meetingUrl?: InputMaybe<Scalars['String']['input']>;
  patientId: Scalars['ID']['input'];
};


export type MutationRescheduleAppointmentArgs = {
  input: RescheduleAppointmentInput;
};


export type MutationResetUserPasswordArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetUserPinArgs = {
  email: Scalars['String']['input'];
};


export type MutationReviewEncounterArgs = {
  baseVersion: Scalars['Int']['input'];
  encounterId: Scalars['ID']['input'];
  review: EncounterReviewInput;
};


export type MutationSaveClinicianAvailabilityArgs = {
  input: ClinicianAvailabilityInput;
};


export type MutationSaveClinicianRouteArgs = {
  input: SaveClinicianRouteInput;
};


export type MutationSaveCodeSystemConceptArgs = {
  codeSystemId: Scalars['String']['input'];
  concept: CodeSystemConceptInput;
  draftVersion: Scalars['Int']['input'];
  isNew: Scalars['Boolean']['input'];
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


export type MutationSaveRoundsSessionArgs = {
  date: Scalars['String']['input'];
  entries: Array<RoundsEntryInput>;
  versionId: Scalars['Int']['input'];
};


export type MutationSendPcpLettersArgs = {
  from: Scalars['String']['input'];
  kind: Scalars['String']['input'];
  sourceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  to: Scalars['String']['input'];
};


export type MutationSetCarePlanArgs = {
  input: CarePlanInput;
};


export type MutationSetFeatureFlagDefaultArgs = {
  key: Scalars['String']['input'];
  value: Scalars['Boolean']['input'];
};


export type MutationSetFeatureFlagOverrideArgs = {
  key: Scalars['String']['input'];
  scope: Scalars['String']['input'];
  scopeValue: Scalars['String']['input'];
  value: Scalars['Boolean']['input'];
};


export type MutationSetNotificationUpdatesArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStartEncounterArgs = {
  baseVersion: Scalars['Int']['input'];
  clientMutationId: Scalars['ID']['input'];
  encounterId: Scalars['ID']['input'];
  provenance: ProvenanceInput;
  teleMedicineType?: InputMaybe<Scalars['String']['input']>;
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


export type MutationUpdateCareTeamArgs = {
  id: Scalars['ID']['input'];
  team: CareTeamInput;
  versionId: Scalars['Int']['input'];
};


export type MutationUpdateClinicianArgs = {
  clinician: ClinicianInput;
  id: Scalars['ID']['input'];
  versionId: Scalars['Int']['input'];
};


export type MutationUpdateCoverageArgs = {
  id: Scalars['ID']['input'];
  input: CoverageInput;
  versionId: Scalars['Int']['input'];
};


export type MutationUpdateCoverageConfigArgs = {
  input: CoverageConfigInput;
  kind: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
  versionId: Scalars['Int']['input'];
};


export type MutationUpdateDiagnosisArgs = {
  input: DiagnosisUpdateInput;
};


export type MutationUpdateDischargeRequestArgs = {
  input: DischargeRequestUpdateInput;
};


export type MutationUpdateEncounterArgs = {
  baseVersion: Scalars['Int']['input'];
  clientMutationId: Scalars['ID']['input'];
  encounter: EncounterUpdateInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateEncounterDurationsArgs = {
  durations: Array<EncounterDurationInput>;
};


export type MutationUpdateEncounterQuestionnaireListArgs = {
  encounterId: Scalars['ID']['input'];
  questionnaireCodes: Array<Scalars['String']['input']>;
};


export type MutationUpdateHealthCareFacilityArgs = {
  id: Scalars['ID']['input'];
  organization: HealthCareFacilityInput;
  practitioners?: InputMaybe<Array<FacilityContactInput>>;
  versionId: Scalars['Int']['input'];
};


export type MutationUpdateJobFunctionArgs = {
  input: JobFunctionInput;
};


export type MutationUpdateMarketArgs = {
  id: Scalars['ID']['input'];
  market: MarketInput;
  versionId: Scalars['Int']['input'];
};


export type MutationUpdateOrganizationArgs = {
  id: Scalars['ID']['input'];
  organization: PayerInput;
  versionId: Scalars['Int']['input'];
};


export type MutationUpdatePatientAvailabilityArgs = {
  input: PatientAvailabilityInput;
};


export type MutationUpdatePatientDemographicsArgs = {
  input: PatientDemographicsInput;
};


export type MutationUpdatePlanDefinitionFormsArgs = {
  forms: Array<PlannedFormInput>;
  id: Scalars['ID']['input'];
  versionId: Scalars['Int']['input'];
};


export type MutationUpdatePriorAuthorizationArgs = {
  id: Scalars['ID']['input'];
  input: PriorAuthorizationInput;
  versionId: Scalars['Int']['input'];
};


export type MutationUpdateSettingArgs = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  user: UserInput;
  versionId: Scalars['Int']['input'];
};


export type MutationUpsertPractitionersArgs = {
  organization: Scalars['ID']['input'];
  practitioners: Array<FacilityContactInput>;
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
  /** The replay cursor: onNotificationAdded(since: cursor) delivers what came after it. */
  cursor: Scalars['String']['output'];
  event: NotificationEvent;
  meta: NotificationMeta;
  /** Why the user got it: the job function code subscribed to the event, 'practitioner' when named, or 'requester' when they asked for what is ready. */
  notify?: Maybe<Scalars['String']['output']>;
  resource: NotificationResource;
  resourceDetails: NotificationResourceDetails;
  viewed: Scalars['Boolean']['output'];
};

export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  edges: Array<NotificationEdge>;
  /** Per event type, the notifications that match every filter but the event types. */
  eventCounts: Array<NotificationEventCount>;
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
  /** The event's code (null on notifications older than the events). */
  code?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One event type of the Filters sub-panel with how many of the user's notifications it has (SPEC §2). */
export type NotificationEventCount = {
  __typename?: 'NotificationEventCount';
  code: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** SPEC §3 Notification filters. */
export type NotificationFilters = {
  /** Session date range: to this day (YYYY-MM-DD, inclusive). */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Event codes. */
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Job function codes (why the user got it). */
  notify?: InputMaybe<Array<Scalars['String']['input']>>;
  practitionerId?: InputMaybe<Scalars['ID']['input']>;
  practitionerName?: InputMaybe<Scalars['String']['input']>;
  /** Patient name or event title; at most 200 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Session date range: from this day (YYYY-MM-DD, inclusive). */
  startDate?: InputMaybe<Scalars['String']['input']>;
  viewed?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NotificationMeta = {
  __typename?: 'NotificationMeta';
  patientId?: Maybe<Scalars['ID']['output']>;
  patientName?: Maybe<Scalars['String']['output']>;
  practitionerId?: Maybe<Scalars['ID']['output']>;
  practitionerName?: Maybe<Scalars['String']['output']>;
};

export type NotificationResource = {
  __typename?: 'NotificationResource';
  /** The admission (SPEC §3 resource (admission)). */
  admissionId?: Maybe<Scalars['ID']['output']>;
};

export type NotificationResourceDetails = {
  __typename?: 'NotificationResourceDetails';
  documentId?: Maybe<Scalars['ID']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  instantiatesCanonical?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['ID']['output']>;
  resourceType?: Maybe<Scalars['String']['output']>;
  serviceRequestId?: Maybe<Scalars['ID']['output']>;
};

/** One version of an order: who wrote it, when, and its status then. */
export type OrderChange = {
  __typename?: 'OrderChange';
  at: Scalars['DateTime']['output'];
  by?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

/** SPEC §3 Organization: a payer (ins Insurer, mso MSO, ipa IPA) or any other organization a picker lists. */
export type Organization = {
  __typename?: 'Organization';
  active: Scalars['Boolean']['output'];
  address?: Maybe<OrganizationAddress>;
  availityPayerId?: Maybe<Scalars['String']['output']>;
  contracted?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  identifiers: Array<OrganizationIdentifier>;
  /** SPEC §3 payer identifiers. */
  insurerExternalId?: Maybe<Scalars['String']['output']>;
  lastUpdated: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  /** The MSO an IPA is under, as it is now; null: 'No MSO associated with this IPA.' */
  partOf?: Maybe<OrganizationParent>;
  /** The address's state. */
  state?: Maybe<Scalars['String']['output']>;
  /** Contact points in rank order (phones with their use and work extension, fax, email, url). */
  telecom: Array<OrganizationContactPoint>;
  /** ins, mso, ipa (payers); care-facility, home-health, pcp, market, … (SPEC §3). */
  type: Scalars['String']['output'];
  /** The version an edit is based on (updateOrganization's versionId). */
  versionId: Scalars['Int']['output'];
};

export type OrganizationAddress = {
  __typename?: 'OrganizationAddress';
  city: Scalars['String']['output'];
  line: Array<Scalars['String']['output']>;
  postalCode: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type OrganizationAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type OrganizationConnection = {
  __typename?: 'OrganizationConnection';
  edges: Array<OrganizationEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type OrganizationContactPoint = {
  __typename?: 'OrganizationContactPoint';
  /** A work phone's extension. */
  extension?: Maybe<Scalars['String']['output']>;
  rank?: Maybe<Scalars['Int']['output']>;
  /** phone, fax, email, url */
  system: Scalars['String']['output'];
  /** mobile, home, work, temp */
  use?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type OrganizationEdge = {
  __typename?: 'OrganizationEdge';
  cursor: Scalars['String']['output'];
  node: Organization;
};

export type OrganizationIdentifier = {
  __typename?: 'OrganizationIdentifier';
  system?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type OrganizationParent = {
  __typename?: 'OrganizationParent';
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** A phone of the payer form (SPEC §3 Phone: use mobile, home, work, temp; digits; work extension). */
export type OrganizationPhoneInput = {
  extension?: InputMaybe<Scalars['String']['input']>;
  use?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** An order of the patient with every version of it (SPEC §2 /patients/{id}/past-orders/{orderId}/{serviceRequestId}). */
export type PastOrder = {
  __typename?: 'PastOrder';
  /** Newest first. */
  changes: Array<OrderChange>;
  order: PatientOrder;
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
  additionalMarket?: Maybe<Scalars['Boolean']['output']>;
  /** SPEC §3 addressType: home or facility. */
  addressType?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  /** SPEC §3 district: the county, from CountyList. */
  county?: Maybe<Scalars['String']['output']>;
  /** The facility's contact person picked in the Care Facility Contact step (SPEC §2); null for 'None'. */
  facilityContactId?: Maybe<Scalars['ID']['output']>;
  facilityContactName?: Maybe<Scalars['String']['output']>;
  /** The care facility (Organization) of a facility address (SPEC §4). */
  facilityId?: Maybe<Scalars['ID']['output']>;
  facilityName?: Maybe<Scalars['String']['output']>;
  /** SPEC §3 instruction text. */
  instruction?: Maybe<Scalars['String']['output']>;
  latitude?: Maybe<Scalars['Float']['output']>;
  line: Array<Scalars['String']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  /** The market (Organization of type market) of the address, from MarketList. */
  marketId?: Maybe<Scalars['ID']['output']>;
  marketName?: Maybe<Scalars['String']['output']>;
  postalCode: Scalars['String']['output'];
  /** SPEC §3 flags: service address, verified, additional market. */
  serviceAddress?: Maybe<Scalars['Boolean']['output']>;
  state: Scalars['String']['output'];
  verified?: Maybe<Scalars['Boolean']['output']>;
};

/**
 * SPEC §3/§4/§5 address: home or facility (a facility address names its care facility, from the
 * Care Facility Lookup); county from CountyList, market from MarketList.
 */
export type PatientAddressInput = {
  additionalMarket?: InputMaybe<Scalars['Boolean']['input']>;
  addressType?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  /** The facility's contact person (the Care Facility Contact step, SPEC §2); absent for 'None'. */
  facilityContactId?: InputMaybe<Scalars['ID']['input']>;
  facilityId?: InputMaybe<Scalars['ID']['input']>;
  instruction?: InputMaybe<Scalars['String']['input']>;
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['ID']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  serviceAddress?: InputMaybe<Scalars['Boolean']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  verified?: InputMaybe<Scalars['Boolean']['input']>;
};

/** SPEC §3 additional actions 'patientDetails (status, dischargedOn)': the patient's latest admission. */
export type PatientAdmissionDetails = {
  __typename?: 'PatientAdmissionDetails';
  /** When it ended, once discharged. */
  dischargedOn?: Maybe<Scalars['DateTime']['output']>;
  /** The latest admission's status (null: never admitted). */
  status?: Maybe<Scalars['String']['output']>;
};

/** The admissions of one patient, newest first. */
export type PatientAdmissions = {
  __typename?: 'PatientAdmissions';
  admissions: Array<Admission>;
  patientId: Scalars['ID']['output'];
};

/** An alert on the chart (SPEC §2 chart tab 2): start and end are calendar dates (YYYY-MM-DD). */
export type PatientAlert = {
  __typename?: 'PatientAlert';
  author?: Maybe<Scalars['String']['output']>;
  /** fall-risk, allergy, infection, safety or other */
  category: Scalars['String']['output'];
  end?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  start: Scalars['String']['output'];
  /** active or inactive */
  status: Scalars['String']['output'];
  text: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

export type PatientAlertConnection = {
  __typename?: 'PatientAlertConnection';
  edges: Array<PatientAlertEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PatientAlertEdge = {
  __typename?: 'PatientAlertEdge';
  cursor: Scalars['String']['output'];
  node: PatientAlert;
};

/** start and end: calendar dates (YYYY-MM-DD). */
export type PatientAlertInput = {
  category: Scalars['String']['input'];
  end?: InputMaybe<Scalars['String']['input']>;
  patientId: Scalars['ID']['input'];
  start: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

/**
 * When the patient can be seen (SPEC §2 'Appointment Available Time', SPEC §3 availability types):
 * type PATIENT_ALWAYS_AVAILABLE (any day, any time), GENERAL_AVAILABLE (the weekdays listed, in
 * their ranges) or SPECIFIC_AVAILABLE (the dates listed, in their ranges); null when it was never
 * set. Only the chosen type's list is filled; days and dates are in order, ranges by start.
 */
export type PatientAvailability = {
  __typename?: 'PatientAvailability';
  dates: Array<AvailabilityDate>;
  /** When the patient record (the availability with it) was last changed. */
  lastUpdated: Scalars['DateTime']['output'];
  patientId: Scalars['ID']['output'];
  /** The zone of every time and date here (SPEC §9 time zone by state). */
  timeZone: Scalars['String']['output'];
  type?: Maybe<Scalars['String']['output']>;
  /** The patient record's version: a change sends it back (CONFLICT when the record changed since). */
  versionId: Scalars['Int']['output'];
  weekdays: Array<AvailabilityWeekday>;
};

/** A new availability for the patient; versionId is the patient record's version the user saw. The other type's list may be left out. */
export type PatientAvailabilityInput = {
  dates?: InputMaybe<Array<AvailabilityDateInput>>;
  patientId: Scalars['ID']['input'];
  type: Scalars['String']['input'];
  versionId: Scalars['Int']['input'];
  weekdays?: InputMaybe<Array<AvailabilityWeekdayInput>>;
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

/** SPEC §2 'Emergency Contact' / 'Relationship', 'Caregivers'. */
export type PatientContactInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  relationship?: InputMaybe<Scalars['String']['input']>;
};

/** The tab's records in one read: coverages (lowest priority number first), authorizations (latest first), eligibility results (newest first, at most 50). */
export type PatientCoverages = {
  __typename?: 'PatientCoverages';
  authorizations: Array<PriorAuthorization>;
  coverages: Array<Coverage>;
  eligibilityResults: Array<EligibilityResult>;
};

/** SPEC §2 demographics labels, in their order. */
export type PatientDemographics = {
  __typename?: 'PatientDemographics';
  addresses: Array<PatientAddress>;
  age: Scalars['Int']['output'];
  /** SPEC §2 'Appointment Available Time' (see PatientAvailability). */
  availability: PatientAvailability;
  birthDate: Scalars['String']['output'];
  caregivers: Array<PatientContact>;
  email?: Maybe<Scalars['String']['output']>;
  emergencyContact?: Maybe<PatientContact>;
  ethnicity?: Maybe<Scalars['String']['output']>;
  externalNumber?: Maybe<Scalars['String']['output']>;
  fax?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  gender: Scalars['String']['output'];
  /** The patient's home health agency (SPEC §8 'No home health assigned for this patient' when null). */
  homeHealthName?: Maybe<Scalars['String']['output']>;
  maritalStatus?: Maybe<Scalars['String']['output']>;
  /** The primary care physician and practice (SPEC §3 generalPractitioner). */
  pcpName?: Maybe<Scalars['String']['output']>;
  phones: Array<PatientPhone>;
  /** The nickname (SPEC §3 'names (nickname use supported)'). */
  preferredName?: Maybe<Scalars['String']['output']>;
  race?: Maybe<Scalars['String']['output']>;
  /** Only the last 4 digits ever leave the server (shown XXX-XX-####, SPEC §5). */
  ssnLast4?: Maybe<Scalars['String']['output']>;
  /** SPEC §9 time zone by state. */
  timeZone: Scalars['String']['output'];
};

/**
 * A demographics edit: versionId is the patient record's version the user saw; ssn is a new SSN
 * (empty keeps the stored one); okToText yes or no (required once the patient has a phone, until it
 * is saved). SPEC §5 words on the field they concern.
 */
export type PatientDemographicsInput = {
  addresses?: InputMaybe<Array<PatientAddressInput>>;
  birthDate?: InputMaybe<Scalars['String']['input']>;
  caregivers?: InputMaybe<Array<PatientContactInput>>;
  email?: InputMaybe<Scalars['String']['input']>;
  emergencyContact?: InputMaybe<PatientContactInput>;
  ethnicity?: InputMaybe<Scalars['String']['input']>;
  fax?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  /** The patient's home health agency (an active home-health organization); absent or null for none. */
  homeHealthId?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  maritalStatus?: InputMaybe<Scalars['String']['input']>;
  middleName?: InputMaybe<Scalars['String']['input']>;
  okToText?: InputMaybe<Scalars['String']['input']>;
  patientId: Scalars['ID']['input'];
  pcpPhysicianId?: InputMaybe<Scalars['ID']['input']>;
  /** The primary care physician (SPEC §7 CareTeamPhysicians): the PCP practice and one of its physicians; absent or null for none. */
  pcpPracticeId?: InputMaybe<Scalars['ID']['input']>;
  phones?: InputMaybe<Array<PatientPhoneInput>>;
  preferredName?: InputMaybe<Scalars['String']['input']>;
  race?: InputMaybe<Scalars['String']['input']>;
  ssn?: InputMaybe<Scalars['String']['input']>;
  versionId: Scalars['Int']['input'];
};

/**
 * SPEC §2 Demographics as the edit form reads them: every editable value and the patient record's
 * version to write against (a change sends it back: CONFLICT when the record changed since).
 */
export type PatientDemographicsRecord = {
  __typename?: 'PatientDemographicsRecord';
  addresses: Array<PatientAddress>;
  birthDate: Scalars['String']['output'];
  caregivers: Array<PatientContact>;
  email?: Maybe<Scalars['String']['output']>;
  emergencyContact?: Maybe<PatientContact>;
  ethnicity?: Maybe<Scalars['String']['output']>;
  externalNumber?: Maybe<Scalars['String']['output']>;
  fax?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  gender: Scalars['String']['output'];
  /** The patient's home health agency (SPEC §8 'No home health assigned for this patient' when null). */
  homeHealthId?: Maybe<Scalars['ID']['output']>;
  homeHealthName?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  maritalStatus?: Maybe<Scalars['String']['output']>;
  middleName: Scalars['String']['output'];
  /** SPEC §3/§5 'OK to text' consent: yes, no, or null while not asked. */
  okToText?: Maybe<Scalars['String']['output']>;
  patientId: Scalars['ID']['output'];
  pcpName?: Maybe<Scalars['String']['output']>;
  pcpPhysicianId?: Maybe<Scalars['ID']['output']>;
  /** The primary care physician (SPEC §3 generalPractitioner): the PCP practice, its physician, and both as shown. */
  pcpPracticeId?: Maybe<Scalars['ID']['output']>;
  /** Every phone, in rank order (SPEC §3: all phones requested). */
  phones: Array<PatientPhone>;
  /** SPEC §2 'Preferred Name' (the nickname). */
  preferredName: Scalars['String']['output'];
  race?: Maybe<Scalars['String']['output']>;
  /** Only the last 4 digits ever leave the server. */
  ssnLast4?: Maybe<Scalars['String']['output']>;
  /** Once saved the consent is shown, not asked ('Consent already saved'). */
  textConsentSaved: Scalars['Boolean']['output'];
  versionId: Scalars['Int']['output'];
};

export type PatientEdge = {
  __typename?: 'PatientEdge';
  cursor: Scalars['String']['output'];
  node: Patient;
};

/** A Communication & Notes entry (SPEC §2 chart tab 1). */
export type PatientNote = {
  __typename?: 'PatientNote';
  author?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  sent: Scalars['DateTime']['output'];
  text: Scalars['String']['output'];
  topic: Scalars['String']['output'];
  topicDisplay: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

export type PatientNoteConnection = {
  __typename?: 'PatientNoteConnection';
  edges: Array<PatientNoteEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PatientNoteEdge = {
  __typename?: 'PatientNoteEdge';
  cursor: Scalars['String']['output'];
  node: PatientNote;
};

export type PatientNoteInput = {
  patientId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
  topic: Scalars['String']['input'];
};

/** An order (SPEC §2 chart tab 10; a service request): status draft, active, completed or revoked. */
export type PatientOrder = {
  __typename?: 'PatientOrder';
  /** The admission it belongs to, and when that admission started. */
  admissionId?: Maybe<Scalars['ID']['output']>;
  admissionStart?: Maybe<Scalars['DateTime']['output']>;
  authoredOn: Scalars['DateTime']['output'];
  /** Its code in the 'orders' catalog, when it was picked from it. */
  code?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  requester?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  text: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

export type PatientOrderConnection = {
  __typename?: 'PatientOrderConnection';
  edges: Array<PatientOrderEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** SPEC §3 additional actions 'orderDetails (draft, active, count)': the patient's orders by status. */
export type PatientOrderDetails = {
  __typename?: 'PatientOrderDetails';
  active: Scalars['Int']['output'];
  count: Scalars['Int']['output'];
  draft: Scalars['Int']['output'];
};

export type PatientOrderEdge = {
  __typename?: 'PatientOrderEdge';
  cursor: Scalars['String']['output'];
  node: PatientOrder;
};

/** status: draft or active; admissionId: the admission it belongs to (default: the patient's current one). */
export type PatientOrderInput = {
  admissionId?: InputMaybe<Scalars['ID']['input']>;
  /** A code of the 'orders' catalog (SPEC §2 clinical config), which it must offer; text is then its words. */
  code?: InputMaybe<Scalars['String']['input']>;
  patientId: Scalars['ID']['input'];
  status: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

/** Every order of an order set (SPEC §2 clinical config 'order-sets'), each with this status (draft or active). */
export type PatientOrderSetInput = {
  admissionId?: InputMaybe<Scalars['ID']['input']>;
  /** A code of the 'order-sets' code system, which it must offer. */
  orderSet: Scalars['String']['input'];
  patientId: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};

/** SPEC §3 Phone: use (mobile, home, work, temp), digits, the work extension; display per SPEC §3. */
export type PatientPhone = {
  __typename?: 'PatientPhone';
  display: Scalars['String']['output'];
  extension?: Maybe<Scalars['String']['output']>;
  use?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

/** SPEC §3 Phone: use mobile, home, work or temp (Other); 10 digits; an extension only for work. */
export type PatientPhoneInput = {
  extension?: InputMaybe<Scalars['String']['input']>;
  use?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

/** SPEC §3 additional actions 'problemDetails (draft, active, count)': the patient's problems by clinical status. */
export type PatientProblemDetails = {
  __typename?: 'PatientProblemDetails';
  active: Scalars['Int']['output'];
  count: Scalars['Int']['output'];
  /** Problems neither active nor resolved. */
  draft: Scalars['Int']['output'];
};

/** A referral (SPEC §2 chart tab 5; a service request of category referral): referralDate is a calendar date. */
export type PatientReferral = {
  __typename?: 'PatientReferral';
  author?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  reason: Scalars['String']['output'];
  referralDate: Scalars['String']['output'];
  /** The source or referring provider. */
  source: Scalars['String']['output'];
  status: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

export type PatientReferralConnection = {
  __typename?: 'PatientReferralConnection';
  edges: Array<PatientReferralEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PatientReferralEdge = {
  __typename?: 'PatientReferralEdge';
  cursor: Scalars['String']['output'];
  node: PatientReferral;
};

export type PatientReferralInput = {
  patientId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  referralDate: Scalars['String']['input'];
  source: Scalars['String']['input'];
  status: Scalars['String']['input'];
};

/** A task of the patient task dashboard (SPEC §2 chart tab 12); dueDate is a calendar date. */
export type PatientTask = {
  __typename?: 'PatientTask';
  authoredOn: Scalars['DateTime']['output'];
  completedOn?: Maybe<Scalars['DateTime']['output']>;
  dueDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  /** What made it: By hand, Eligibility check, Admission change or Encounter review. */
  originLabel: Scalars['String']['output'];
  /** Open and due before the patient's today. */
  overdue: Scalars['Boolean']['output'];
  owner?: Maybe<Scalars['String']['output']>;
  ownerId?: Maybe<Scalars['ID']['output']>;
  /** While nobody owns it: the title of the job function whose queue it waits in (/tasks). */
  ownerJobFunctionTitle?: Maybe<Scalars['String']['output']>;
  /** routine, urgent, asap or stat */
  priority: Scalars['String']['output'];
  requester?: Maybe<Scalars['String']['output']>;
  /** requested, in-progress, completed or cancelled */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

export type PatientTaskConnection = {
  __typename?: 'PatientTaskConnection';
  edges: Array<PatientTaskEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PatientTaskEdge = {
  __typename?: 'PatientTaskEdge';
  cursor: Scalars['String']['output'];
  node: PatientTask;
};

export type PatientTaskInput = {
  dueDate?: InputMaybe<Scalars['String']['input']>;
  ownerId?: InputMaybe<Scalars['ID']['input']>;
  patientId: Scalars['ID']['input'];
  priority: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** The counts at the top of the patient task dashboard. */
export type PatientTaskSummary = {
  __typename?: 'PatientTaskSummary';
  open: Scalars['Int']['output'];
  overdue: Scalars['Int']['output'];
};

/** SPEC §3 Pay period: two weeks of the pay calendar (its id is its first day, YYYY-MM-DD). */
export type PayPeriod = {
  __typename?: 'PayPeriod';
  current: Scalars['Boolean']['output'];
  encounterStats: EncounterStats;
  /** The last day, inclusive. */
  end: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  start: Scalars['String']['output'];
};

export type PayPeriodConnection = {
  __typename?: 'PayPeriodConnection';
  edges: Array<PayPeriodEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PayPeriodEdge = {
  __typename?: 'PayPeriodEdge';
  cursor: Scalars['String']['output'];
  node: PayPeriod;
};

/** An encounter counted in a pay period. */
export type PayPeriodEncounter = {
  __typename?: 'PayPeriodEncounter';
  appointmentId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  patientId: Scalars['ID']['output'];
  patientName: Scalars['String']['output'];
  start?: Maybe<Scalars['String']['output']>;
  stateText?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type PayPeriodEncounters = {
  __typename?: 'PayPeriodEncounters';
  encounters: Array<PayPeriodEncounter>;
  payPeriod: PayPeriod;
  practitionerId: Scalars['ID']['output'];
  practitionerName: Scalars['String']['output'];
  /** The clinician's time zone: the days of the period are theirs. */
  timeZone: Scalars['String']['output'];
};

export type PayPeriodPageParams = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * createOrganization / updateOrganization (SPEC §2 Payers): every field is checked by the form's own
 * rules, so a missing one is refused naming it ('This field is required').
 */
export type PayerInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  address?: InputMaybe<OrganizationAddressInput>;
  availityPayerId?: InputMaybe<Scalars['String']['input']>;
  /** yes or no. */
  contracted?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fax?: InputMaybe<Scalars['String']['input']>;
  insurerExternalId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** The MSO an IPA is under (only an IPA has one; it must be an active MSO). */
  partOfId?: InputMaybe<Scalars['ID']['input']>;
  phones?: InputMaybe<Array<OrganizationPhoneInput>>;
  /** ins, mso or ipa. */
  type?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A clinician's counts of a pay period in Payroll Info (fileNumber: their ADP File #, null when their employee id has none). */
export type PayrollClinician = {
  __typename?: 'PayrollClinician';
  encounterStats: EncounterStats;
  fileNumber?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  practitionerId: Scalars['ID']['output'];
};

export type PayrollInfo = {
  __typename?: 'PayrollInfo';
  clinicians: Array<PayrollClinician>;
  /** The export's file name (PRcccEPI.csv, ccc: the company code). */
  exportFileName: Scalars['String']['output'];
  payPeriod: PayPeriod;
};

/** A PCP letter the job sent or failed (SPEC §3 Letters statuses): the page reads its rows again. */
export type PcpLetterChange = {
  __typename?: 'PcpLetterChange';
  /** missed-appointment or made-encounter. */
  kind: Scalars['String']['output'];
  patientId: Scalars['ID']['output'];
  sourceId: Scalars['ID']['output'];
  /** completed (sent) or entered-in-error (failed). */
  status: Scalars['String']['output'];
};

export type PcpLetterCounts = {
  __typename?: 'PcpLetterCounts';
  completed: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  inProgress: Scalars['Int']['output'];
  none: Scalars['Int']['output'];
  /** Letters that can be sent now (a PCP with a fax; not sent, not queued). */
  ready: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type PcpLetterPage = {
  __typename?: 'PcpLetterPage';
  counts: PcpLetterCounts;
  /** The next page's offset (null: the end of results). */
  nextOffset?: Maybe<Scalars['Int']['output']>;
  rows: Array<PcpLetterRow>;
};

/** SPEC §3 Letters: a letter to the patient's PCP about one missed appointment or one made encounter. */
export type PcpLetterRow = {
  __typename?: 'PcpLetterRow';
  /** When the visit was (the appointment's start, the encounter's period start). */
  at: Scalars['String']['output'];
  /** The sent letter, a document (category Letters) of the patient. */
  documentId?: Maybe<Scalars['ID']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  fax?: Maybe<Scalars['String']['output']>;
  /** SPEC §3 issue flags: Failed, No Fax, No PCP. */
  flags: Array<Scalars['String']['output']>;
  patientId: Scalars['ID']['output'];
  patientName: Scalars['String']['output'];
  pcpName?: Maybe<Scalars['String']['output']>;
  sentAt?: Maybe<Scalars['String']['output']>;
  /** The missed appointment's or the made encounter's id. */
  sourceId: Scalars['ID']['output'];
  /** none, completed (sent), in-progress (queued) or entered-in-error (failed). */
  status: Scalars['String']['output'];
};

export type PcpLetterSendResult = {
  __typename?: 'PcpLetterSendResult';
  /** How many letters were queued. */
  queued: Scalars['Int']['output'];
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

/** A form as a plan asks for it (SPEC §3 form-logic codes). */
export type PlannedFormInput = {
  /** must (Yes), one-or-more (Always), any or could (Periodic), no, or never. */
  logic: Scalars['String']['input'];
  questionnaireCode: Scalars['String']['input'];
};

/** An encounter and the same patient's previous encounter that is not cancelled. */
export type PreviousAndCurrentEncounter = {
  __typename?: 'PreviousAndCurrentEncounter';
  current: Encounter;
  /** Null when there is none (or none the caller may read). */
  previous?: Maybe<Encounter>;
};

/** A prior authorization under one of the patient's coverages (SPEC §3 'Authorization Number'). */
export type PriorAuthorization = {
  __typename?: 'PriorAuthorization';
  coverageId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  number?: Maybe<Scalars['String']['output']>;
  patientId: Scalars['ID']['output'];
  /** Calendar date YYYY-MM-DD; null: open. */
  periodEnd?: Maybe<Scalars['String']['output']>;
  /** Calendar date YYYY-MM-DD. */
  periodStart?: Maybe<Scalars['String']['output']>;
  /** active, pending, denied or cancelled: only an active one covers a visit. */
  status: Scalars['String']['output'];
  unitsAllowed?: Maybe<Scalars['Int']['output']>;
  versionId: Scalars['Int']['output'];
  visitsAllowed?: Maybe<Scalars['Int']['output']>;
  visitsUsed?: Maybe<Scalars['Int']['output']>;
};

export type PriorAuthorizationInput = {
  coverageId: Scalars['ID']['input'];
  number: Scalars['String']['input'];
  periodEnd?: InputMaybe<Scalars['String']['input']>;
  periodStart: Scalars['String']['input'];
  status: Scalars['String']['input'];
  unitsAllowed?: InputMaybe<Scalars['Int']['input']>;
  visitsAllowed?: InputMaybe<Scalars['Int']['input']>;
  visitsUsed?: InputMaybe<Scalars['Int']['input']>;
};

/** SPEC §2 tab 8 Problems List: the active diagnoses in code-index order, then the resolved ones (latest first), and the care plans. */
export type ProblemList = {
  __typename?: 'ProblemList';
  carePlans: Array<CarePlan>;
  diagnoses: Array<Diagnosis>;
  patientId: Scalars['ID']['output'];
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
  /** One record's administrative changes, newest first (each kind read with its own area's permission). */
  AdminAuditList: AdminAuditEntryConnection;
  /** SPEC §2 Dashboard: visits per day, signed within 24 h, missed and cancelled rates, devices out of sync, by market and clinician. */
  AdminDashboard: AdminDashboard;
  /** The patient's admissions, newest first. */
  AdmissionList: Array<Admission>;
  /** The auth audit trail, newest first (security permission). */
  AuthEvents: Array<AuthEvent>;
  /** A run's items in order, of these statuses (none: all), of the patients the caller reads. */
  BulkEligibilityItems: BulkEligibilityItemPage;
  /** How many coverages the filter picks now. */
  BulkEligibilityPreview: Scalars['Int']['output'];
  BulkEligibilityRun: BulkEligibilityRun;
  /** The newest runs: the caller's own (an administrator's: everyone's). */
  BulkEligibilityRuns: Array<BulkEligibilityRun>;
  CCDDocument: CcdDocument;
  /** SPEC §2 'Care Facility Lookup': active care facilities by state and name, most recently updated first (SPEC §9). */
  CareFacilityLookup: CareFacilityConnection;
  CareTeam: CareTeam;
  /** Care teams by name and state (SPEC §2 /teams: settings). */
  CareTeamList: CareTeamConnection;
  /**
   * SPEC §7 CareTeamPhysicians(search, first, after): the active physicians of the active PCP
   * practices, by the physician's or the practice's name, or an NPI; by last name. 25 a page.
   */
  CareTeamPhysicians: CareTeamPhysicianConnection;
  /** SPEC §2 CBR; GET /api/dashboards/cbr.csv exports it. */
  CbrDashboard: CbrDashboard;
  /** One clinician; NOT_FOUND outside the caller's markets. */
  Clinician: Clinician;
  /** A clinician's availability: their own, a covering colleague's, or a clinician of a scheduler's markets. */
  ClinicianAvailability: ClinicianAvailability;
  /**
   * Clinicians by name (SPEC §2 /clinicians: settings or financial), within the caller's markets: a
   * clinician works in their home state and their markets' states. state: works in that state;
   * market: a market name among their markets or additional markets; active: only active (true) or
   * inactive (false) ones.
   */
  ClinicianList: ClinicianConnection;
  /** A clinician's route of a local date (null when none): their own, a covering colleague's, or a clinician of the caller's markets. */
  ClinicianRoute?: Maybe<ClinicianRoute>;
  /** One clinician's board from one local date to another (YYYY-MM-DD, at most 14 days apart). */
  ClinicianSchedule: ClinicianSchedule;
  CodeSystem: CodeSystem;
  /** The code systems the caller maintains: clinical config's (clinical-admin), master lists' (settings); none hidden by settings. */
  CodeSystemList: Array<CodeSystemSummary>;
  /** SPEC §2 code system 'communication-topics' (active ones unless includeInactive). */
  CommunicationTopicList: Array<CommunicationTopic>;
  /**
   * SPEC §7 CountyList(first, states, postalCodes, term): the counties of the states, or of the
   * postal codes (their first 5 digits, SPEC §9) when their county is known; 200 per fetch (SPEC §9).
   */
  CountyList: CountyConnection;
  CoverageConfig: CoverageConfigDetail;
  /** The users of the kind's job functions (term: name or e-mail), by family then given name, with their config; 25 a page. */
  CoverageConfigList: CoverageConfigConnection;
  /** Active insurers by name (those of `state` first), at most 1000 (SPEC §9). */
  CoverageInsurerList: Array<CoverageInsurer>;
  /** The documented visits behind a 'signed within 24 h' number: the filter's, narrowed to a day and a sign state (within24h, late, unsigned). */
  DashboardEncounters: DashboardEncounterConnection;
  /** The visits behind a number: the filter's, narrowed to a day and an outcome (made, missed, cancelled, open). */
  DashboardVisits: DashboardVisitConnection;
  /** The code set by code prefix ('L89.15', 'l8915') and title words ('pressure heel stage 3'), case-insensitive, in code order; 25 a page (SPEC §9). */
  DiagnosisCodeList: DiagnosisCodeConnection;
  DischargeRequest: DischargeRequest;
  /** Every version of the request with who wrote it and when, oldest first. */
  DischargeRequestHistory: Array<DischargeRequestVersion>;
  /** The patient's discharge requests, newest first; only one admission's when admissionId is given. */
  DischargeRequestList: DischargeRequestConnection;
  /**
   * The patient's current documents, newest first; `category` narrows to one of SPEC §3's
   * categories. Files are uploaded with POST /api/patients/{patientId}/documents (multipart).
   */
  DocumentList: DocumentReferenceConnection;
  Encounter?: Maybe<Encounter>;
  /** Every visit type with its duration, in SPEC §3's order (whoever books reads it). */
  EncounterDurations: Array<EncounterDuration>;
  /**
   * Encounters, 25 a page, inside the patient access rule (SPEC §7): of an admission
   * (episodeOfCareId), a patient, an appointment; by status and workflow state (stateStatus:
   * inProgress, Checked-in, checkedOut, eSigned, amendmentInprogress); visits from period_start
   * (periodStart, the same) to periodEnd; by visit type (type) or every type but some (typeNot);
   * deliveryType in-person | telehealth; telehealth encounters by telemedicine status (tmStatuses:
   * requested, in-progress, finished, cancelled); of practitioners, and with includeSP those they
   * supervise; authorization true: only those with an active authorization. sort: period-desc
   * (default), period-asc, updated-desc. term (beyond SPEC): a word of the patient's name.
   */
  EncounterList: EncounterConnection;
  /**
   * The encounter narrative as a PDF (as generateEncounterNarrativePDF, as a read: Encounters Review
   * and the Encounters screen open it); with version (GetEncounterVersion's number), as that
   * signature left it.
   */
  EncounterNarrativePDF: NarrativePdf;
  /**
   * Signed encounters for review, oldest signature first, 25 a page: by where they stand (toReview,
   * amendRequested, approved; default toReview), clinicians, patient (or a word of the patient's
   * name, term) and when they were signed.
   * Inside the patient access rule.
   */
  EncounterReviewList: ReviewQueueConnection;
  EncounterState: EncounterState;
  /**
   * What changed between two signed versions of an encounter (GetEncounterVersion's numbers, `to`
   * after `from`): each form's answers as each signature left them, in the forms' order.
   */
  EncounterVersionDiff: Array<AnswerChange>;
  /** Every SPEC §6 feature flag with its default and overrides. */
  FeatureFlagList: Array<FeatureFlag>;
  GetActiveEncounterByAppointmentId?: Maybe<Encounter>;
  /** SPEC §7: the patient's orders and problems by status, and their admission status and discharge date. */
  GetAdditionalActionsStatus: AdditionalActionsStatus;
  GetCCDRequestList: CcdRequestList;
  /**
   * SPEC §7: the payers of this name (case-insensitive, whitespace collapsed) in this state, asked
   * before a new one is created; type 'care-facility' or 'home-health': the facilities of that master
   * list instead (SPEC §2 'duplicates by name and state shown before a create').
   */
  GetDuplicatedOrganizations: Array<Organization>;
  /** Each form the encounter lists, with its state. */
  GetEncounterFormStatus: Array<EncounterFormStatus>;
  /** The encounter's signed versions, oldest first (from its e-sign and amend provenance). */
  GetEncounterVersion: Array<EncounterVersion>;
  GetEvents: Array<Event>;
  /** One job function with the events it receives (id: its code). */
  GetJobFunction?: Maybe<JobFunctionRecord>;
  /** The job functions of these titles (or codes). */
  GetJobFunctionByTitle: Array<JobFunctionRecord>;
  /** Every job function (SPEC §3 Job function record), with the events its users receive. */
  GetJobFunctions: Array<JobFunctionRecord>;
  /**
   * The patient's latest encounter, not cancelled, with a complete (or amended) response of the
   * form, and that response; with `before`, the latest one before that encounter (of the same
   * patient). Interval history looks back 2 weeks (SPEC §9) from `before`'s visit time (or now):
   * an older one is not returned. Null when none.
   */
  GetLatestEncounterWithQuestionnaireResponse?: Maybe<EncounterWithResponse>;
  GetNotificationList: NotificationConnection;
  /** Unread notifications of the signed-in user (practitionerId: only those concerning that practitioner; notify: only those got through these job functions). */
  GetNotificationsCount: Scalars['Int']['output'];
  /** The clinician's pay periods from their first visit to today, newest first (their own; payroll staff: the clinicians they may read). */
  GetPayPeriodEncounterHistory: PayPeriodConnection;
  /** The encounters counted in one pay period, oldest first. */
  GetPayPeriodEncounters: PayPeriodEncounters;
  GetPlanDefinitionById?: Maybe<PlanDefinition>;
  /** The encounter, and the same patient's latest encounter before it that is not cancelled. */
  GetPreviousAndCurrentEncounter: PreviousAndCurrentEncounter;
  GetProvenance: Array<Provenance>;
  /** Public: what an invitation link (token) can do. */
  InvitationStatus: InvitationStatus;
  /** The patient's latest encounter with a completed (or amended) wound assessment, and that response; null when none. */
  LatestAssessmentResponses?: Maybe<LatestAssessmentResponse>;
  /** The practitioner's most recently checked-in encounter that is not cancelled (null when none). */
  LatestEncounterForPractitioner?: Maybe<Encounter>;
  /**
   * SPEC §7 MarketList(states, postalCodes, counties, term, paging): markets by state and name; with
   * counties, or postal codes (their first 5 digits' county), only the markets serving one of them
   * (SPEC §2 Market Team). SPEC §9: 200 per fetch.
   */
  MarketList: MarketConnection;
  /** Markets by name and state, within the caller's states, with their counties and teams (SPEC §2 Market Team: settings). 25 a page. */
  MarketTeamList: MarketTeamConnection;
  /** What e-sign would refuse for: per required form, the required answers still missing (id: the form's code; conditions: one per missing answer, its linkId). */
  MissingAnswers: Array<MissingAnswer>;
  /**
   * The signed-in clinician's appointments, patients and encounters from one date to another,
   * both YYYY-MM-DD in the clinician's time zone, inclusive; `to` is not before `from` and at most
   * 14 days after it. NOT_FOUND with the SPEC §6 message when the user has no linked clinician.
   */
  MySchedule: SchedulePack;
  /** SPEC §7 Organization(id). */
  Organization: Organization;
  /**
   * SPEC §7 OrganizationList: the payers (ins, mso, ipa) unless type names others; partOfId: the IPAs
   * of an MSO; state, term (name contains), name (the same name), active. 25 a page; SPEC §9: up to
   * 1000 for a picker.
   */
  OrganizationList: OrganizationConnection;
  Patient?: Maybe<Patient>;
  /** The patient's alerts, active first; status is active or inactive, term a fragment of the text. */
  PatientAlertList: PatientAlertConnection;
  /** The patient's appointments, newest first (a clinician: their own). */
  PatientAppointmentList: ChartAppointmentConnection;
  /** The patient's availability (for scheduling as for the chart). */
  PatientAvailability: PatientAvailability;
  /** The chart's frame in one request: the patient, the demographics and every tab's count. */
  PatientChart: PatientChart;
  /** SPEC §2 tab 4 'Insurance, Eligibility & Authorizations'. */
  PatientCoverages: PatientCoverages;
  /** The patient's demographics for editing (SPEC §2 Demographics). */
  PatientDemographicsRecord: PatientDemographicsRecord;
  /** The patient's encounters, newest first (a clinician: their own; reviewer-readonly: signed ones). */
  PatientEncounterList: ChartEncounterConnection;
  /**
   * SPEC §2 patient list: `term` is a name (word starts, any order; a mistyped name when nothing
   * starts so), a date of birth (MM/dd/yyyy), a phone or external number fragment; `admission`
   * holds filter keys planned, active, active-on-hold, planned-on-hold (SPEC §3 filter labels).
   */
  PatientList: PatientConnection;
  /** The patient's notes, newest first; topic narrows to one topic, term to a fragment of the text. */
  PatientNoteList: PatientNoteConnection;
  /** One order of the patient with its history; another patient's order, or a referral, is NOT_FOUND. */
  PatientOrder: PastOrder;
  PatientOrderDetails: PatientOrderDetails;
  /** The patient's orders, newest first. */
  PatientOrderList: PatientOrderConnection;
  /** The patient's referrals, newest first. */
  PatientReferralList: PatientReferralConnection;
  /** The patient's tasks, open first and soonest due first; status is open or closed. */
  PatientTaskList: PatientTaskConnection;
  /** Who a task of the patient may be given to. */
  PatientTaskOwnerList: Array<TaskOwner>;
  PatientTaskSummary: PatientTaskSummary;
  /** SPEC §2 Payroll Info: a pay period's counts of every clinician with ADP sync on the caller may read; GET /api/payroll/{payPeriodId}/adp.csv exports them. */
  PayrollInfo: PayrollInfo;
  /** kind: missed-appointment or made-encounter; from/to: days (YYYY-MM-DD, America/New_York), at most 31. */
  PcpLetterList: PcpLetterPage;
  /** The plan of a visit type and delivery type (default in-person); null when there is none. */
  PlanDefinitionForEncounterType?: Maybe<PlanDefinition>;
  /** SPEC §2 Form Config (clinical-admin): every plan (visit type × delivery type) with its forms. */
  PlanDefinitionList: Array<PlanDefinition>;
  ProblemList: ProblemList;
  /** SPEC §2 Form Config (clinical-admin): every form's current version, as stored. */
  QuestionnaireList: Array<Questionnaire>;
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
  /** SPEC §2 Reports; GET /api/dashboards/report.csv exports it. */
  ReportDashboard: ReportDashboard;
  /** The rounds session of a day (YYYY-MM-DD): saved or not, with its patients. */
  RoundsSession: RoundsSession;
  /** The days of the caller's saved sessions, newest first. */
  RoundsSessionDates: Array<Scalars['String']['output']>;
  /** The clinicians the caller may plan or look at: a scheduler's markets; a clinician, themself and the colleagues of their markets. */
  SchedulableClinicians: Array<SchedulableClinician>;
  /** One visit of the board (/schedule/view/{id}) with its clinician: readable when its patient and clinician are. */
  ScheduleVisit: ScheduleVisitDetail;
  /** The switches and the numeric settings, with their values (the defaults where none is stored). */
  SettingList: Array<AdminSetting>;
  /** SPEC §2 Dashboard > Tasking: counts by status, owner, age and market. */
  TaskDashboard: TaskDashboard;
  /** Every version of a task, newest first (who changed what). */
  TaskHistory: Array<TaskChange>;
  /**
   * The work queue, 25 a page, inside the patient access rule: view mine (owned by me), job-function
   * (nobody owns it yet, in one of my job functions' queues), team (owned by the staff of my markets,
   * me included) or all (every task I may read). status: open (the default), closed, or one status;
   * overdue: only those due before the patient's today; term: the title or the patient's name;
   * state: the patient's; owner: a user's id, 'queue:<job function>' or 'none'; age: an open task's
   * age band (0-2, 3-7, 8-14, 15-30, 31+ days). Open ones first, soonest due first.
   */
  TaskList: WorkTaskConnection;
  TelehealthEncounter?: Maybe<TelehealthEncounter>;
  /**
   * Telehealth encounters of the patients the caller may read, newest request first.
   * patientStates: only patients of these states; telemedicineStatuses: only these statuses
   * (the waiting room asks for requested); mine: only those the caller took (/my-encounters).
   */
  TelehealthEncounterList: TelehealthEncounterConnection;
  /** Drive minutes and miles between up to 41 points (the start and 40 visits). */
  TravelMatrix: TravelMatrix;
  User?: Maybe<User>;
  /** SPEC §7 UserList: term (name or e-mail), active, first and last name, organization (legal entity or payer), job function, state, role; 25 a page. */
  UserList: UserConnection;
  canGenenerateCCD: CcdAvailability;
  /**
   * Whether the history form (code 'history') is complete or amended on any encounter, not
   * cancelled, of the patient or of the admission (EpisodeOfCare): give exactly one of them.
   */
  checkMedicalHistoryFilled: Scalars['Boolean']['output'];
  /**
   * The codes of a value set (url, or url|version): without a version the newest published one, without
   * its inactive (retired) and entered-in-error codes; a version asked for is given as it was published.
   * filter: words, each found in the code or the display; offset and count page it (count at most 1000, 100 by default).
   */
  expandValueSet: ValueSetExpansion;
  /** The draft's codes, every status, as a file: format fhir (a FHIR R4 CodeSystem, JSON) or csv (code, display, status, category). */
  exportCodeSystem: CodeSystemFile;
  /** SPEC §7 getHealthCareFacilityById(organizationId). */
  getHealthCareFacilityById: HealthCareFacility;
  /** SPEC §7 getHealthCareFacilityByPatientId: the patient's facilities (facility addresses, home health agency) of these types. */
  getHealthCareFacilityByPatientId: Array<HealthCareFacility>;
  /**
   * SPEC §7 getHealthCareFacilityList: type 'care-facility' (every care-facility type),
   * 'home-health' or 'pcp', or an exact sub-type; state, term (name contains), active; SPEC §9's sort
   * -_lastUpdated (the default) or name. 25 a page, 'Load more'.
   */
  getHealthCareFacilityList: HealthCareFacilityConnection;
  /** When the encounter's filled forms last changed (server time); null when it has none. */
  getLatestUpdatedFormsDate?: Maybe<Scalars['DateTime']['output']>;
  /** The signed-in user. */
  me: User;
};


export type QueryAdminAuditListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  entityId: Scalars['ID']['input'];
  entityType: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminDashboardArgs = {
  filter: DashboardFilter;
};


export type QueryAdmissionListArgs = {
  patientId: Scalars['ID']['input'];
};


export type QueryAuthEventsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBulkEligibilityItemsArgs = {
  after?: InputMaybe<Scalars['Int']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  runId: Scalars['ID']['input'];
  statuses?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryBulkEligibilityPreviewArgs = {
  filters: BulkEligibilityFiltersInput;
};


export type QueryBulkEligibilityRunArgs = {
  runId: Scalars['ID']['input'];
};


export type QueryBulkEligibilityRunsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCcdDocumentArgs = {
  documentId: Scalars['ID']['input'];
};


export type QueryCareFacilityLookupArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCareTeamArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCareTeamListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCareTeamPhysiciansArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCbrDashboardArgs = {
  filter: DashboardFilter;
};


export type QueryClinicianArgs = {
  id: Scalars['ID']['input'];
};


export type QueryClinicianAvailabilityArgs = {
  clinicianId: Scalars['ID']['input'];
};


export type QueryClinicianListArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  market?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryClinicianRouteArgs = {
  clinicianId: Scalars['ID']['input'];
  date: Scalars['String']['input'];
};


export type QueryClinicianScheduleArgs = {
  clinicianId: Scalars['ID']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryCodeSystemArgs = {
  id: Scalars['String']['input'];
};


export type QueryCommunicationTopicListArgs = {
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryCountyListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  postalCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  states?: InputMaybe<Array<Scalars['String']['input']>>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCoverageConfigArgs = {
  kind: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryCoverageConfigListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind: Scalars['String']['input'];
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCoverageInsurerListArgs = {
  state?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDashboardEncountersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  day?: InputMaybe<Scalars['String']['input']>;
  filter: DashboardFilter;
  first?: InputMaybe<Scalars['Int']['input']>;
  signing?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDashboardVisitsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  day?: InputMaybe<Scalars['String']['input']>;
  filter: DashboardFilter;
  first?: InputMaybe<Scalars['Int']['input']>;
  outcome?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDiagnosisCodeListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  billableOnly?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDischargeRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDischargeRequestHistoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDischargeRequestListArgs = {
  admissionId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  patientId: Scalars['ID']['input'];
};


export type QueryDocumentListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  patientId: Scalars['ID']['input'];
};


export type QueryEncounterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEncounterListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  appointment?: InputMaybe<Scalars['ID']['input']>;
  authorization?: InputMaybe<Scalars['Boolean']['input']>;
  deliveryType?: InputMaybe<Scalars['String']['input']>;
  episodeOfCareId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeSP?: InputMaybe<Scalars['Boolean']['input']>;
  patientId?: InputMaybe<Scalars['ID']['input']>;
  periodEnd?: InputMaybe<Scalars['DateTime']['input']>;
  periodStart?: InputMaybe<Scalars['DateTime']['input']>;
  period_start?: InputMaybe<Scalars['DateTime']['input']>;
  practitionerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  sort?: InputMaybe<Scalars['String']['input']>;
  stateStatus?: InputMaybe<Array<Scalars['String']['input']>>;
  status?: InputMaybe<Array<Scalars['String']['input']>>;
  term?: InputMaybe<Scalars['String']['input']>;
  tmStatuses?: InputMaybe<Array<Scalars['String']['input']>>;
  type?: InputMaybe<Array<Scalars['String']['input']>>;
  typeNot?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryEncounterNarrativePdfArgs = {
  encounterId: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEncounterReviewListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  patientId?: InputMaybe<Scalars['ID']['input']>;
  practitionerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  reviewState?: InputMaybe<Array<Scalars['String']['input']>>;
  signedFrom?: InputMaybe<Scalars['DateTime']['input']>;
  signedTo?: InputMaybe<Scalars['DateTime']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEncounterStateArgs = {
  encounterId: Scalars['ID']['input'];
};


export type QueryEncounterVersionDiffArgs = {
  encounterId: Scalars['ID']['input'];
  from: Scalars['Int']['input'];
  to: Scalars['Int']['input'];
};


export type QueryGetActiveEncounterByAppointmentIdArgs = {
  appointmentId: Scalars['ID']['input'];
};


export type QueryGetAdditionalActionsStatusArgs = {
  patientId: Scalars['ID']['input'];
};


export type QueryGetCcdRequestListArgs = {
  filters: CcdRequestFilters;
};


export type QueryGetDuplicatedOrganizationsArgs = {
  organizationName: Scalars['String']['input'];
  state: Scalars['String']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetEncounterFormStatusArgs = {
  encounterId: Scalars['ID']['input'];
};


export type QueryGetEncounterVersionArgs = {
  encounterId: Scalars['ID']['input'];
};


export type QueryGetJobFunctionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetJobFunctionByTitleArgs = {
  titles: Array<Scalars['String']['input']>;
};


export type QueryGetLatestEncounterWithQuestionnaireResponseArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  patientId: Scalars['ID']['input'];
  questionnaireCode: Scalars['String']['input'];
};


export type QueryGetNotificationListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<NotificationFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  viewed?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryGetNotificationsCountArgs = {
  notify?: InputMaybe<Array<Scalars['String']['input']>>;
  practitionerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetPayPeriodEncounterHistoryArgs = {
  pageParams?: InputMaybe<PayPeriodPageParams>;
  practitionerId: Scalars['ID']['input'];
};


export type QueryGetPayPeriodEncountersArgs = {
  payPeriodId: Scalars['ID']['input'];
  practitionerId: Scalars['ID']['input'];
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


export type QueryInvitationStatusArgs = {
  token: Scalars['String']['input'];
};


export type QueryLatestAssessmentResponsesArgs = {
  patientId: Scalars['ID']['input'];
};


export type QueryLatestEncounterForPractitionerArgs = {
  practitionerId: Scalars['ID']['input'];
};


export type QueryMarketListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  counties?: InputMaybe<Array<Scalars['String']['input']>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  postalCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  states?: InputMaybe<Array<Scalars['String']['input']>>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMarketTeamListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMissingAnswersArgs = {
  encounterId: Scalars['ID']['input'];
};


export type QueryMyScheduleArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryOrganizationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrganizationListArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  partOfId?: InputMaybe<Scalars['ID']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryPatientArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPatientAlertListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  patientId: Scalars['ID']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPatientAppointmentListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  patientId: Scalars['ID']['input'];
};


export type QueryPatientAvailabilityArgs = {
  patientId: Scalars['ID']['input'];
};


export type QueryPatientChartArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPatientCoveragesArgs = {
  patientId: Scalars['ID']['input'];
};


export type QueryPatientDemographicsRecordArgs = {
  patientId: Scalars['ID']['input'];
};


export type QueryPatientEncounterListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  patientId: Scalars['ID']['input'];
};


export type QueryPatientListArgs = {
  admission?: InputMaybe<Array<Scalars['String']['input']>>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  market?: InputMaybe<Scalars['ID']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPatientNoteListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  patientId: Scalars['ID']['input'];
  term?: InputMaybe<Scalars['String']['input']>;
  topic?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPatientOrderArgs = {
  id: Scalars['ID']['input'];
  patientId: Scalars['ID']['input'];
};


export type QueryPatientOrderDetailsArgs = {
  patientId: Scalars['ID']['input'];
};


export type QueryPatientOrderListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  patientId: Scalars['ID']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPatientReferralListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  patientId: Scalars['ID']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPatientTaskListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  patientId: Scalars['ID']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPatientTaskOwnerListArgs = {
  patientId: Scalars['ID']['input'];
};


export type QueryPatientTaskSummaryArgs = {
  patientId: Scalars['ID']['input'];
};


export type QueryPayrollInfoArgs = {
  payPeriodId: Scalars['ID']['input'];
};


export type QueryPcpLetterListArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  kind: Scalars['String']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  to: Scalars['String']['input'];
};


export type QueryPlanDefinitionForEncounterTypeArgs = {
  deliveryType?: InputMaybe<Scalars['String']['input']>;
  encounterType: Scalars['String']['input'];
};


export type QueryProblemListArgs = {
  patientId: Scalars['ID']['input'];
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


export type QueryReportDashboardArgs = {
  filter: DashboardFilter;
};


export type QueryRoundsSessionArgs = {
  date: Scalars['String']['input'];
};


export type QueryScheduleVisitArgs = {
  appointmentId: Scalars['ID']['input'];
};


export type QueryTaskHistoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTaskListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  age?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  origin?: InputMaybe<Scalars['String']['input']>;
  overdue?: InputMaybe<Scalars['Boolean']['input']>;
  owner?: InputMaybe<Scalars['String']['input']>;
  priority?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
  view: Scalars['String']['input'];
};


export type QueryTelehealthEncounterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTelehealthEncounterListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  patientStates?: InputMaybe<Array<Scalars['String']['input']>>;
  telemedicineStatuses?: InputMaybe<Array<Scalars['String']['input']>>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTravelMatrixArgs = {
  points: Array<CoordinatesInput>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserListArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  jobFunction?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCanGenenerateCcdArgs = {
  episodeOfCareId: Scalars['ID']['input'];
};


export type QueryCheckMedicalHistoryFilledArgs = {
  admissionId?: InputMaybe<Scalars['ID']['input']>;
  patientId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryExpandValueSetArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  url: Scalars['String']['input'];
};


export type QueryExportCodeSystemArgs = {
  format: Scalars['String']['input'];
  id: Scalars['String']['input'];
};


export type QueryGetHealthCareFacilityByIdArgs = {
  organizationId: Scalars['ID']['input'];
};


export type QueryGetHealthCareFacilityByPatientIdArgs = {
  facilityTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  patientId: Scalars['ID']['input'];
};


export type QueryGetHealthCareFacilityListArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
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

/** One item's attributes (SPEC §3 Questionnaires: visible and required). */
export type QuestionnaireItemSettingInput = {
  linkId: Scalars['String']['input'];
  /** Only for an item that holds an answer. */
  required: Scalars['Boolean']['input'];
  visible: Scalars['Boolean']['input'];
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

/** SPEC §2 /report-dashboard: encounters per market, and what the scheduled visits came to. */
export type ReportDashboard = {
  __typename?: 'ReportDashboard';
  encounters: Array<EncounterReportRow>;
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
  visits: Array<DashboardGroup>;
};

export type RescheduleAppointmentInput = {
  appointmentId: Scalars['ID']['input'];
  end: Scalars['DateTime']['input'];
  overrideReason?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
  start: Scalars['DateTime']['input'];
  versionId: Scalars['Int']['input'];
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

export type ReviewQueueConnection = {
  __typename?: 'ReviewQueueConnection';
  edges: Array<ReviewQueueEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ReviewQueueEdge = {
  __typename?: 'ReviewQueueEdge';
  cursor: Scalars['String']['output'];
  node: ReviewQueueItem;
};

/** A signed encounter in the review queue, with whom it is about and who signed it. */
export type ReviewQueueItem = {
  __typename?: 'ReviewQueueItem';
  clinicianName?: Maybe<Scalars['String']['output']>;
  encounter: Encounter;
  patientName: Scalars['String']['output'];
};

export type RoundsEncounter = {
  __typename?: 'RoundsEncounter';
  appointmentId?: Maybe<Scalars['ID']['output']>;
  clinicianName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  start?: Maybe<Scalars['DateTime']['output']>;
  stateText?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type RoundsEntryInput = {
  decision?: InputMaybe<Scalars['String']['input']>;
  /** At most 2,000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  patientId: Scalars['ID']['input'];
};

export type RoundsPatient = {
  __typename?: 'RoundsPatient';
  birthDate: Scalars['String']['output'];
  /** continue | change-treatment | escalate | increase-visits | plan-discharge */
  decision?: Maybe<Scalars['String']['output']>;
  /** The latest encounter (not cancelled) up to the session's day. */
  latestEncounter?: Maybe<RoundsEncounter>;
  name: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** The orders still open (draft or active): their words. */
  openOrders: Array<Scalars['String']['output']>;
  patientId: Scalars['ID']['output'];
  /** The active problems: code and title. */
  problems: Array<Scalars['String']['output']>;
  /** The last 10 assessments' wound measurements, oldest first. */
  woundProgress: Array<RoundsWoundPoint>;
};

export type RoundsSession = {
  __typename?: 'RoundsSession';
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
  /** Empty: SPEC §8 'No Session data found for requested'. */
  patients: Array<RoundsPatient>;
  savedAt?: Maybe<Scalars['DateTime']['output']>;
  /** 0 until the session is first saved. */
  versionId: Scalars['Int']['output'];
};

/** One wound's measurements at one assessment. */
export type RoundsWoundPoint = {
  __typename?: 'RoundsWoundPoint';
  areaCm2?: Maybe<Scalars['Float']['output']>;
  /** The assessment's visit time. */
  at: Scalars['DateTime']['output'];
  encounterId: Scalars['ID']['output'];
  lengthCm?: Maybe<Scalars['Float']['output']>;
  widthCm?: Maybe<Scalars['Float']['output']>;
  /** The wound's number on the form (1-5). */
  wound: Scalars['Int']['output'];
};

/** Where a clinician's day starts (SPEC §3 Scheduling state): kind 'home' (their home address) or 'custom' (a point the planner picked). */
export type RouteStartPoint = {
  __typename?: 'RouteStartPoint';
  address?: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  label: Scalars['String']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

export type RouteStartPointInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  /** home | custom */
  kind: Scalars['String']['input'];
  label: Scalars['String']['input'];
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};

/** A route as planned: the visits in order. The server measures the travel and the times itself. */
export type SaveClinicianRouteInput = {
  /** The clinician's visits of that date in route order (not cancelled or rescheduled), at most 40. */
  appointmentIds: Array<Scalars['ID']['input']>;
  clinicianId: Scalars['ID']['input'];
  /** YYYY-MM-DD in the clinician's time zone. */
  date: Scalars['String']['input'];
  /** 'HH:mm' local. */
  departure: Scalars['String']['input'];
  /** The order came from the optimizer. */
  optimized?: InputMaybe<Scalars['Boolean']['input']>;
  startPoint: RouteStartPointInput;
  /** The version the planner saw; null or 0 for a new route (CONFLICT when it moved). */
  versionId?: InputMaybe<Scalars['Int']['input']>;
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

/** A clinician a schedule can be planned for (SPEC §2 /schedule clinician picker). */
export type SchedulableClinician = {
  __typename?: 'SchedulableClinician';
  /** The home address: the default start point of the clinician's route. */
  home?: Maybe<ClinicianHome>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
  /** The clinician's time zone (SPEC §9 by state): the board shows and books times in it. */
  timeZone: Scalars['String']['output'];
};

/** Something on a clinician's schedule changed (a booking, a route, a visit's encounter): read the board again. */
export type ScheduleChange = {
  __typename?: 'ScheduleChange';
  appointmentIds: Array<Scalars['ID']['output']>;
  at: Scalars['DateTime']['output'];
  clinicianId: Scalars['ID']['output'];
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
  /** The admissions of each patient of the pack. */
  chartAdmissions: Array<PatientAdmissions>;
  /** The chart frame of each patient of the pack (PatientChart: the patient, the demographics, every tab's count). */
  charts: Array<PatientChart>;
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

/** A visit on the board; patientName is 'Not Available' (and the address withheld) when the caller may not read the patient. */
export type ScheduleVisit = {
  __typename?: 'ScheduleVisit';
  appointment: Appointment;
  asap: Scalars['Boolean']['output'];
  overrideReason?: Maybe<Scalars['String']['output']>;
  patientName: Scalars['String']['output'];
};

export type ScheduleVisitDetail = {
  __typename?: 'ScheduleVisitDetail';
  clinician: SchedulableClinician;
  visit: ScheduleVisit;
};

/** Finished encounters of a group, and how many were signed within 24 h of the visit (its start). */
export type SignCounts = {
  __typename?: 'SignCounts';
  documented: Scalars['Int']['output'];
  rate?: Maybe<Scalars['Float']['output']>;
  signedWithin24h: Scalars['Int']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** A run's progress as its items are checked, for whoever may read the run. */
  onBulkEligibilityProgress: BulkEligibilityProgress;
  /** Encounters of the caller's own practitioner (or, for telehealth users, the given telehealth clinician). */
  onEncounterCreated: Encounter;
  onEncounterUpdated: Encounter;
  /**
   * The caller's new notifications (SPEC §7 onNotificationAdded(id, notify)): id is the caller's own
   * user id when given; notify keeps those got through these job functions. since: the cursor of the
   * last one the client has; what came after it is delivered first, so a reconnecting bell misses
   * nothing (DESIGN §8 'Realtime').
   */
  onNotificationAdded: Notification;
  /** The letters of a kind as the job sends or fails them, for PCC users who may read each letter's patient. */
  onPcpLetterChanged: PcpLetterChange;
  /** A filled form of the encounter was saved. The caller must be allowed to read the encounter. */
  onResourceNarrativeUpdated: ResourceNarrativeUpdate;
  /** Changes to the clinician's schedule, for whoever may read it (their own, or a clinician of the caller's markets). */
  onScheduleChanged: ScheduleChange;
  /**
   * The waiting room (SPEC §7): requests of patients of these states (default: every state the
   * caller reads) whose status is one of telemedicineStatuses (default: requested), and each
   * request leaving those statuses once. since: the last cursor the client has (the list's
   * eventCursor or the last event's); what came after it is delivered first.
   */
  onWaitingRoomChanged: WaitingRoomEvent;
  /** A wound ({encounterId}:w{n}) of the encounter's wound assessment was saved. The caller must be allowed to read the encounter. */
  onWoundUpdated: WoundUpdate;
};


export type SubscriptionOnBulkEligibilityProgressArgs = {
  runId: Scalars['ID']['input'];
};


export type SubscriptionOnEncounterCreatedArgs = {
  telemedicineClinicianId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionOnEncounterUpdatedArgs = {
  telemedicineClinicianId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionOnNotificationAddedArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  notify?: InputMaybe<Array<Scalars['String']['input']>>;
  since?: InputMaybe<Scalars['String']['input']>;
};


export type SubscriptionOnPcpLetterChangedArgs = {
  kind: Scalars['String']['input'];
};


export type SubscriptionOnResourceNarrativeUpdatedArgs = {
  encounterId: Scalars['ID']['input'];
};


export type SubscriptionOnScheduleChangedArgs = {
  clinicianId: Scalars['ID']['input'];
};


export type SubscriptionOnWaitingRoomChangedArgs = {
  patientStates?: InputMaybe<Array<Scalars['String']['input']>>;
  since?: InputMaybe<Scalars['String']['input']>;
  telemedicineStatuses?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type SubscriptionOnWoundUpdatedArgs = {
  woundId: Scalars['ID']['input'];
};

/** ownerId: a user who may own the patient's tasks (PatientTaskOwnerList); versionId: the version the user saw. */
export type TaskAssignInput = {
  id: Scalars['ID']['input'];
  ownerId: Scalars['ID']['input'];
  versionId: Scalars['Int']['input'];
};

/** One version of a task: who wrote it, when, and what it then said. */
export type TaskChange = {
  __typename?: 'TaskChange';
  at: Scalars['DateTime']['output'];
  by?: Maybe<Scalars['String']['output']>;
  dueDate?: Maybe<Scalars['String']['output']>;
  owner?: Maybe<Scalars['String']['output']>;
  ownerJobFunctionTitle?: Maybe<Scalars['String']['output']>;
  priority: Scalars['String']['output'];
  status: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

/** One bar of the tasking dashboard: key is the queue's filter value that lists those tasks (a status, an owner: a user's id, 'queue:<job function>' or 'none', an age band, a state). */
export type TaskCount = {
  __typename?: 'TaskCount';
  count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** SPEC §2 Dashboard > Tasking: the tasks the caller may read, counted. */
export type TaskDashboard = {
  __typename?: 'TaskDashboard';
  /** The open tasks by age band (days since made). */
  byAge: Array<TaskCount>;
  /** The open tasks by the patient's state (market). */
  byMarket: Array<TaskCount>;
  /** The open tasks by owner (a user, a job function's queue, nobody), most first. */
  byOwner: Array<TaskCount>;
  /** Every status. */
  byStatus: Array<TaskCount>;
  open: Scalars['Int']['output'];
  /** Open and due before their patient's today. */
  overdue: Scalars['Int']['output'];
};

/** Someone a task may be given to. */
export type TaskOwner = {
  __typename?: 'TaskOwner';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * A telehealth encounter as the waiting room and the telehealth lists show it.
 * telemedicineStatus: requested | in-progress | finished | cancelled.
 */
export type TelehealthEncounter = {
  __typename?: 'TelehealthEncounter';
  /** The visit booked when it was taken: its documentation is the visit's forms. */
  appointmentId?: Maybe<Scalars['ID']['output']>;
  checkedInAt?: Maybe<Scalars['DateTime']['output']>;
  checkedOutAt?: Maybe<Scalars['DateTime']['output']>;
  /** The telehealth clinician who took it (null while requested). */
  clinicianId?: Maybe<Scalars['ID']['output']>;
  clinicianName?: Maybe<Scalars['String']['output']>;
  encounter: Encounter;
  /** The patient's home health agency (SPEC §8 'No home health assigned for this patient' when null). */
  homeHealthName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** A meeting link for the session, when one was given (video itself is outside the EMR). */
  meetingUrl?: Maybe<Scalars['String']['output']>;
  /** The onsite provider's phone, for 'Please call the onsite provider'. */
  onsiteProviderPhone?: Maybe<Scalars['String']['output']>;
  patientId: Scalars['ID']['output'];
  patientName: Scalars['String']['output'];
  /** The patient's state (the waiting room's patientStates filter). */
  patientState?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  /** The onsite provider who asked for the visit. */
  requestedByName?: Maybe<Scalars['String']['output']>;
  /** audio | video (startEncounter's teleMedicineType). */
  teleMedicineType?: Maybe<Scalars['String']['output']>;
  telemedicineStatus: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

export type TelehealthEncounterConnection = {
  __typename?: 'TelehealthEncounterConnection';
  edges: Array<TelehealthEncounterEdge>;
  /**
   * The waiting room's realtime cursor when the list was read: onWaitingRoomChanged(since: it)
   * delivers every change after the list, so nothing falls between the two.
   */
  eventCursor: Scalars['String']['output'];
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type TelehealthEncounterEdge = {
  __typename?: 'TelehealthEncounterEdge';
  cursor: Scalars['String']['output'];
  node: TelehealthEncounter;
};

/** Travel between points (index 0 the start point): minutes[i][j] and miles[i][j] from i to j. source 'osrm' (the routing service) or 'estimate' (straight line × road factor). */
export type TravelMatrix = {
  __typename?: 'TravelMatrix';
  miles: Array<Array<Scalars['Float']['output']>>;
  minutes: Array<Array<Scalars['Float']['output']>>;
  source: Scalars['String']['output'];
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
  /** When the newest invitation (or password reset link) was sent; null for accounts never invited. */
  invitedAt?: Maybe<Scalars['DateTime']['output']>;
  jobFunctions: Array<JobFunction>;
  lastLoggedIn?: Maybe<Scalars['DateTime']['output']>;
  legalEntities: Array<UserOrganization>;
  /** The markets (state codes) whose patients the user reads (DESIGN §8 'Access'). */
  markets: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  payers: Array<UserOrganization>;
  permissions: Array<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  practitionerId?: Maybe<Scalars['ID']['output']>;
  roles: Array<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  statusUpdatedDate: Scalars['DateTime']['output'];
  userPinModifiedOn?: Maybe<Scalars['DateTime']['output']>;
  userType: Scalars['String']['output'];
  /** The version of what user administration sets (one more on each updateUser, deactivation and reactivation): updateUser's versionId. */
  versionId: Scalars['Int']['output'];
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

/** createUser / updateUser (SPEC §2 Users): the e-mail is the sign-in name and cannot change once the user exists. */
export type UserInput = {
  createPractitioner?: InputMaybe<Scalars['Boolean']['input']>;
  email: Scalars['String']['input'];
  familyName: Scalars['String']['input'];
  givenName: Scalars['String']['input'];
  jobFunctions: Array<Scalars['String']['input']>;
  legalEntityIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** States whose patients the user reads. */
  markets?: InputMaybe<Array<Scalars['String']['input']>>;
  payerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  permissions: Array<Scalars['String']['input']>;
  /** Digits of a 10-digit phone ('' or absent: none). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The linked practitioner: an existing one's id, or createPractitioner to make one from the user's name, phone and e-mail (its address and markets are set on /clinicians). */
  practitionerId?: InputMaybe<Scalars['ID']['input']>;
  roles: Array<Scalars['String']['input']>;
  /** The user's home state (a supported state code). */
  state?: InputMaybe<Scalars['String']['input']>;
  userType: Scalars['String']['input'];
};

/** SPEC §3 User legalEntities / payers: an organization the user belongs to or works for. */
export type UserOrganization = {
  __typename?: 'UserOrganization';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
  /** Organization type (ins, mso, ipa, market, home-health, …). */
  type: Scalars['String']['output'];
};

export type UserPinInput = {
  confirmPin: Scalars['String']['input'];
  /** Required when the user already has a PIN ('Enter your password to change PIN'). */
  password?: InputMaybe<Scalars['String']['input']>;
  pin: Scalars['String']['input'];
  /** Required for internal users: the code sent by sendPINVerificationCode. */
  verificationCode?: InputMaybe<Scalars['String']['input']>;
};

export type ValueSetCoding = {
  __typename?: 'ValueSetCoding';
  category?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  display: Scalars['String']['output'];
  /** An order set's orders (codes of the order catalog). */
  members?: Maybe<Array<Scalars['String']['output']>>;
};

/** An expansion (as FHIR's ValueSet/$expand): one page of the offered codes, searchable. */
export type ValueSetExpansion = {
  __typename?: 'ValueSetExpansion';
  contains: Array<ValueSetCoding>;
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** A published version of a code system's value set (SPEC §3 definition statuses: the newest is active, those before retired). */
export type ValueSetVersion = {
  __typename?: 'ValueSetVersion';
  count: Scalars['Int']['output'];
  publishedAt: Scalars['DateTime']['output'];
  publishedBy?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  version: Scalars['Int']['output'];
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

/** What the scheduled visits of a group came to (src/domain/dashboards/visit-outcome.ts); rates are fractions, null when nothing was scheduled. */
export type VisitOutcomeCounts = {
  __typename?: 'VisitOutcomeCounts';
  cancelled: Scalars['Int']['output'];
  cancelledRate?: Maybe<Scalars['Float']['output']>;
  made: Scalars['Int']['output'];
  missed: Scalars['Int']['output'];
  missedRate?: Maybe<Scalars['Float']['output']>;
  open: Scalars['Int']['output'];
  scheduled: Scalars['Int']['output'];
};

/** One change of the waiting room: a request made, taken, finished or cancelled. */
export type WaitingRoomEvent = {
  __typename?: 'WaitingRoomEvent';
  cursor: Scalars['String']['output'];
  /** created | updated */
  kind: Scalars['String']['output'];
  request: TelehealthEncounter;
};

/** A task of the work queue (SPEC §2 '/tasks'): the chart's task (PatientTask) with its patient, the job function whose queue it waits in while nobody owns it, and what made it. */
export type WorkTask = {
  __typename?: 'WorkTask';
  authoredOn: Scalars['DateTime']['output'];
  completedOn?: Maybe<Scalars['DateTime']['output']>;
  dueDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  /** manual, eligibility, admission or review (src/domain/tasks/task-queue.ts) */
  origin: Scalars['String']['output'];
  originLabel: Scalars['String']['output'];
  /** Open and due before the patient's today. */
  overdue: Scalars['Boolean']['output'];
  owner?: Maybe<Scalars['String']['output']>;
  ownerId?: Maybe<Scalars['ID']['output']>;
  /** While nobody owns it: the job function's code and title. */
  ownerJobFunction?: Maybe<Scalars['String']['output']>;
  ownerJobFunctionTitle?: Maybe<Scalars['String']['output']>;
  patientId: Scalars['ID']['output'];
  patientName: Scalars['String']['output'];
  /** routine, urgent, asap or stat */
  priority: Scalars['String']['output'];
  requester?: Maybe<Scalars['String']['output']>;
  /** The patient's state (its market's). */
  state?: Maybe<Scalars['String']['output']>;
  /** requested, in-progress, completed or cancelled */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  versionId: Scalars['Int']['output'];
};

export type WorkTaskConnection = {
  __typename?: 'WorkTaskConnection';
  edges: Array<WorkTaskEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type WorkTaskEdge = {
  __typename?: 'WorkTaskEdge';
  cursor: Scalars['String']['output'];
  node: WorkTask;
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
  AdditionalActionsStatus: ResolverTypeWrapper<AdditionalActionsStatus>;
  AdminAuditEntry: ResolverTypeWrapper<AdminAuditEntry>;
  AdminAuditEntryConnection: ResolverTypeWrapper<AdminAuditEntryConnection>;
  AdminAuditEntryEdge: ResolverTypeWrapper<AdminAuditEntryEdge>;
  AdminDashboard: ResolverTypeWrapper<AdminDashboard>;
  AdminSetting: ResolverTypeWrapper<AdminSetting>;
  Admission: ResolverTypeWrapper<Admission>;
  AdmissionStatusInput: AdmissionStatusInput;
  AdmissionStatusPeriod: ResolverTypeWrapper<AdmissionStatusPeriod>;
  AmendEncounterCommand: AmendEncounterCommand;
  AnswerChange: ResolverTypeWrapper<AnswerChange>;
  Appointment: ResolverTypeWrapper<Appointment>;
  AuthEvent: ResolverTypeWrapper<AuthEvent>;
  AvailabilityDate: ResolverTypeWrapper<AvailabilityDate>;
  AvailabilityDateInput: AvailabilityDateInput;
  AvailabilityException: ResolverTypeWrapper<AvailabilityException>;
  AvailabilityExceptionInput: AvailabilityExceptionInput;
  AvailabilityRange: ResolverTypeWrapper<AvailabilityRange>;
  AvailabilityRangeInput: AvailabilityRangeInput;
  AvailabilitySlot: ResolverTypeWrapper<AvailabilitySlot>;
  AvailabilitySlotInput: AvailabilitySlotInput;
  AvailabilityWeekday: ResolverTypeWrapper<AvailabilityWeekday>;
  AvailabilityWeekdayInput: AvailabilityWeekdayInput;
  BoardSlot: ResolverTypeWrapper<BoardSlot>;
  BookAppointmentInput: BookAppointmentInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkEligibilityCounts: ResolverTypeWrapper<BulkEligibilityCounts>;
  BulkEligibilityFiltersInput: BulkEligibilityFiltersInput;
  BulkEligibilityItem: ResolverTypeWrapper<BulkEligibilityItem>;
  BulkEligibilityItemPage: ResolverTypeWrapper<BulkEligibilityItemPage>;
  BulkEligibilityProgress: ResolverTypeWrapper<BulkEligibilityProgress>;
  BulkEligibilityRun: ResolverTypeWrapper<BulkEligibilityRun>;
  CCDAvailability: ResolverTypeWrapper<CcdAvailability>;
  CCDDateRange: ResolverTypeWrapper<CcdDateRange>;
  CCDDateRangeInput: CcdDateRangeInput;
  CCDDocument: ResolverTypeWrapper<CcdDocument>;
  CCDRequest: ResolverTypeWrapper<CcdRequest>;
  CCDRequestDetails: ResolverTypeWrapper<CcdRequestDetails>;
  CCDRequestFilters: CcdRequestFilters;
  CCDRequestList: ResolverTypeWrapper<CcdRequestList>;
  CancelAppointmentInput: CancelAppointmentInput;
  CancelEncounterCommand: CancelEncounterCommand;
  CareFacility: ResolverTypeWrapper<CareFacility>;
  CareFacilityConnection: ResolverTypeWrapper<CareFacilityConnection>;
  CareFacilityEdge: ResolverTypeWrapper<CareFacilityEdge>;
  CarePlan: ResolverTypeWrapper<CarePlan>;
  CarePlanInput: CarePlanInput;
  CareTeam: ResolverTypeWrapper<CareTeam>;
  CareTeamConnection: ResolverTypeWrapper<CareTeamConnection>;
  CareTeamEdge: ResolverTypeWrapper<CareTeamEdge>;
  CareTeamInput: CareTeamInput;
  CareTeamMarket: ResolverTypeWrapper<CareTeamMarket>;
  CareTeamParticipant: ResolverTypeWrapper<CareTeamParticipant>;
  CareTeamParticipantInput: CareTeamParticipantInput;
  CareTeamPhysician: ResolverTypeWrapper<CareTeamPhysician>;
  CareTeamPhysicianConnection: ResolverTypeWrapper<CareTeamPhysicianConnection>;
  CareTeamPhysicianEdge: ResolverTypeWrapper<CareTeamPhysicianEdge>;
  CbrDashboard: ResolverTypeWrapper<CbrDashboard>;
  ChartAppointment: ResolverTypeWrapper<ChartAppointment>;
  ChartAppointmentConnection: ResolverTypeWrapper<ChartAppointmentConnection>;
  ChartAppointmentEdge: ResolverTypeWrapper<ChartAppointmentEdge>;
  ChartEncounter: ResolverTypeWrapper<ChartEncounter>;
  ChartEncounterConnection: ResolverTypeWrapper<ChartEncounterConnection>;
  ChartEncounterEdge: ResolverTypeWrapper<ChartEncounterEdge>;
  ChartRecordStatusInput: ChartRecordStatusInput;
  ChartRecordVersionInput: ChartRecordVersionInput;
  ChartTab: ResolverTypeWrapper<ChartTab>;
  Clinician: ResolverTypeWrapper<Clinician>;
  ClinicianAddress: ResolverTypeWrapper<ClinicianAddress>;
  ClinicianAddressInput: ClinicianAddressInput;
  ClinicianAvailability: ResolverTypeWrapper<ClinicianAvailability>;
  ClinicianAvailabilityInput: ClinicianAvailabilityInput;
  ClinicianConnection: ResolverTypeWrapper<ClinicianConnection>;
  ClinicianEdge: ResolverTypeWrapper<ClinicianEdge>;
  ClinicianHome: ResolverTypeWrapper<ClinicianHome>;
  ClinicianInput: ClinicianInput;
  ClinicianPhone: ResolverTypeWrapper<ClinicianPhone>;
  ClinicianPhoneInput: ClinicianPhoneInput;
  ClinicianQualification: ResolverTypeWrapper<ClinicianQualification>;
  ClinicianQualificationInput: ClinicianQualificationInput;
  ClinicianRoute: ResolverTypeWrapper<ClinicianRoute>;
  ClinicianRouteStop: ResolverTypeWrapper<ClinicianRouteStop>;
  ClinicianSchedule: ResolverTypeWrapper<ClinicianSchedule>;
  ClinicianUser: ResolverTypeWrapper<ClinicianUser>;
  CodeSystem: ResolverTypeWrapper<CodeSystem>;
  CodeSystemConcept: ResolverTypeWrapper<CodeSystemConcept>;
  CodeSystemConceptInput: CodeSystemConceptInput;
  CodeSystemFile: ResolverTypeWrapper<CodeSystemFile>;
  CodeSystemImport: ResolverTypeWrapper<CodeSystemImport>;
  CodeSystemSummary: ResolverTypeWrapper<CodeSystemSummary>;
  CommandError: ResolverTypeWrapper<CommandError>;
  CommunicationTopic: ResolverTypeWrapper<CommunicationTopic>;
  CoordinatesInput: CoordinatesInput;
  County: ResolverTypeWrapper<County>;
  CountyConnection: ResolverTypeWrapper<CountyConnection>;
  CountyEdge: ResolverTypeWrapper<CountyEdge>;
  Coverage: ResolverTypeWrapper<Coverage>;
  CoverageClinician: ResolverTypeWrapper<CoverageClinician>;
  CoverageConfig: ResolverTypeWrapper<CoverageConfig>;
  CoverageConfigConnection: ResolverTypeWrapper<CoverageConfigConnection>;
  CoverageConfigDetail: ResolverTypeWrapper<CoverageConfigDetail>;
  CoverageConfigEdge: ResolverTypeWrapper<CoverageConfigEdge>;
  CoverageConfigInput: CoverageConfigInput;
  CoverageInput: CoverageInput;
  CoverageInsurer: ResolverTypeWrapper<CoverageInsurer>;
  CoverageMarket: ResolverTypeWrapper<CoverageMarket>;
  CreateEncounterCommand: CreateEncounterCommand;
  DashboardDay: ResolverTypeWrapper<DashboardDay>;
  DashboardEncounter: ResolverTypeWrapper<DashboardEncounter>;
  DashboardEncounterConnection: ResolverTypeWrapper<DashboardEncounterConnection>;
  DashboardEncounterEdge: ResolverTypeWrapper<DashboardEncounterEdge>;
  DashboardFilter: DashboardFilter;
  DashboardGroup: ResolverTypeWrapper<DashboardGroup>;
  DashboardVisit: ResolverTypeWrapper<DashboardVisit>;
  DashboardVisitConnection: ResolverTypeWrapper<DashboardVisitConnection>;
  DashboardVisitEdge: ResolverTypeWrapper<DashboardVisitEdge>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeviceSyncStatus: ResolverTypeWrapper<DeviceSyncStatus>;
  Diagnosis: ResolverTypeWrapper<Diagnosis>;
  DiagnosisCode: ResolverTypeWrapper<DiagnosisCode>;
  DiagnosisCodeConnection: ResolverTypeWrapper<DiagnosisCodeConnection>;
  DiagnosisCodeEdge: ResolverTypeWrapper<DiagnosisCodeEdge>;
  DiagnosisInput: DiagnosisInput;
  DiagnosisMoveInput: DiagnosisMoveInput;
  DiagnosisRemoveInput: DiagnosisRemoveInput;
  DiagnosisUpdateInput: DiagnosisUpdateInput;
  DischargeRequest: ResolverTypeWrapper<DischargeRequest>;
  DischargeRequestConnection: ResolverTypeWrapper<DischargeRequestConnection>;
  DischargeRequestCreateInput: DischargeRequestCreateInput;
  DischargeRequestEdge: ResolverTypeWrapper<DischargeRequestEdge>;
  DischargeRequestUpdateInput: DischargeRequestUpdateInput;
  DischargeRequestVersion: ResolverTypeWrapper<DischargeRequestVersion>;
  DocumentAttachment: ResolverTypeWrapper<DocumentAttachment>;
  DocumentReference: ResolverTypeWrapper<DocumentReference>;
  DocumentReferenceConnection: ResolverTypeWrapper<DocumentReferenceConnection>;
  DocumentReferenceEdge: ResolverTypeWrapper<DocumentReferenceEdge>;
  EarlierResponse: ResolverTypeWrapper<EarlierResponse>;
  EligibilityCheck: ResolverTypeWrapper<EligibilityCheck>;
  EligibilityError: ResolverTypeWrapper<EligibilityError>;
  EligibilityIdentifier: ResolverTypeWrapper<EligibilityIdentifier>;
  EligibilityResult: ResolverTypeWrapper<EligibilityResult>;
  Encounter: ResolverTypeWrapper<Encounter>;
  EncounterCommandInput: EncounterCommandInput;
  EncounterCommandOutcome: ResolverTypeWrapper<EncounterCommandOutcome>;
  EncounterConnection: ResolverTypeWrapper<EncounterConnection>;
  EncounterCreateInput: EncounterCreateInput;
  EncounterDuration: ResolverTypeWrapper<EncounterDuration>;
  EncounterDurationInput: EncounterDurationInput;
  EncounterEdge: ResolverTypeWrapper<EncounterEdge>;
  EncounterFormStatus: ResolverTypeWrapper<EncounterFormStatus>;
  EncounterReportRow: ResolverTypeWrapper<EncounterReportRow>;
  EncounterReview: ResolverTypeWrapper<EncounterReview>;
  EncounterReviewInput: EncounterReviewInput;
  EncounterState: ResolverTypeWrapper<EncounterState>;
  EncounterStats: ResolverTypeWrapper<EncounterStats>;
  EncounterStepCommand: EncounterStepCommand;
  EncounterUpdateInput: EncounterUpdateInput;
  EncounterVersion: ResolverTypeWrapper<EncounterVersion>;
  EncounterWithResponse: ResolverTypeWrapper<EncounterWithResponse>;
  EsignEncounterCommand: EsignEncounterCommand;
  EsignResult: ResolverTypeWrapper<EsignResult>;
  Event: ResolverTypeWrapper<Event>;
  FacilityAddress: ResolverTypeWrapper<FacilityAddress>;
  FacilityAddressInput: FacilityAddressInput;
  FacilityContact: ResolverTypeWrapper<FacilityContact>;
  FacilityContactInput: FacilityContactInput;
  FeatureFlag: ResolverTypeWrapper<FeatureFlag>;
  FeatureFlagOverride: ResolverTypeWrapper<FeatureFlagOverride>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HealthCareFacility: ResolverTypeWrapper<HealthCareFacility>;
  HealthCareFacilityConnection: ResolverTypeWrapper<HealthCareFacilityConnection>;
  HealthCareFacilityEdge: ResolverTypeWrapper<HealthCareFacilityEdge>;
  HealthCareFacilityInput: HealthCareFacilityInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvitationStatus: ResolverTypeWrapper<InvitationStatus>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  JobFunction: ResolverTypeWrapper<JobFunction>;
  JobFunctionInput: JobFunctionInput;
  JobFunctionRecord: ResolverTypeWrapper<JobFunctionRecord>;
  LatestAssessmentResponse: ResolverTypeWrapper<LatestAssessmentResponse>;
  MarkAppointmentMissedInput: MarkAppointmentMissedInput;
  Market: ResolverTypeWrapper<Market>;
  MarketConnection: ResolverTypeWrapper<MarketConnection>;
  MarketEdge: ResolverTypeWrapper<MarketEdge>;
  MarketInput: MarketInput;
  MarketTeam: ResolverTypeWrapper<MarketTeam>;
  MarketTeamConnection: ResolverTypeWrapper<MarketTeamConnection>;
  MarketTeamEdge: ResolverTypeWrapper<MarketTeamEdge>;
  MarketTeamSummary: ResolverTypeWrapper<MarketTeamSummary>;
  MissingAnswer: ResolverTypeWrapper<MissingAnswer>;
  MissingAnswerCondition: ResolverTypeWrapper<MissingAnswerCondition>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NarrativePdf: ResolverTypeWrapper<NarrativePdf>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationConnection: ResolverTypeWrapper<NotificationConnection>;
  NotificationEdge: ResolverTypeWrapper<NotificationEdge>;
  NotificationEvent: ResolverTypeWrapper<NotificationEvent>;
  NotificationEventCount: ResolverTypeWrapper<NotificationEventCount>;
  NotificationFilters: NotificationFilters;
  NotificationMeta: ResolverTypeWrapper<NotificationMeta>;
  NotificationResource: ResolverTypeWrapper<NotificationResource>;
  NotificationResourceDetails: ResolverTypeWrapper<NotificationResourceDetails>;
  OrderChange: ResolverTypeWrapper<OrderChange>;
  Organization: ResolverTypeWrapper<Organization>;
  OrganizationAddress: ResolverTypeWrapper<OrganizationAddress>;
  OrganizationAddressInput: OrganizationAddressInput;
  OrganizationConnection: ResolverTypeWrapper<OrganizationConnection>;
  OrganizationContactPoint: ResolverTypeWrapper<OrganizationContactPoint>;
  OrganizationEdge: ResolverTypeWrapper<OrganizationEdge>;
  OrganizationIdentifier: ResolverTypeWrapper<OrganizationIdentifier>;
  OrganizationParent: ResolverTypeWrapper<OrganizationParent>;
  OrganizationPhoneInput: OrganizationPhoneInput;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PastOrder: ResolverTypeWrapper<PastOrder>;
  Patient: ResolverTypeWrapper<Patient>;
  PatientAddress: ResolverTypeWrapper<PatientAddress>;
  PatientAddressInput: PatientAddressInput;
  PatientAdmissionDetails: ResolverTypeWrapper<PatientAdmissionDetails>;
  PatientAdmissions: ResolverTypeWrapper<PatientAdmissions>;
  PatientAlert: ResolverTypeWrapper<PatientAlert>;
  PatientAlertConnection: ResolverTypeWrapper<PatientAlertConnection>;
  PatientAlertEdge: ResolverTypeWrapper<PatientAlertEdge>;
  PatientAlertInput: PatientAlertInput;
  PatientAvailability: ResolverTypeWrapper<PatientAvailability>;
  PatientAvailabilityInput: PatientAvailabilityInput;
  PatientChart: ResolverTypeWrapper<PatientChart>;
  PatientConnection: ResolverTypeWrapper<PatientConnection>;
  PatientContact: ResolverTypeWrapper<PatientContact>;
  PatientContactInput: PatientContactInput;
  PatientCoverages: ResolverTypeWrapper<PatientCoverages>;
  PatientDemographics: ResolverTypeWrapper<PatientDemographics>;
  PatientDemographicsInput: PatientDemographicsInput;
  PatientDemographicsRecord: ResolverTypeWrapper<PatientDemographicsRecord>;
  PatientEdge: ResolverTypeWrapper<PatientEdge>;
  PatientNote: ResolverTypeWrapper<PatientNote>;
  PatientNoteConnection: ResolverTypeWrapper<PatientNoteConnection>;
  PatientNoteEdge: ResolverTypeWrapper<PatientNoteEdge>;
  PatientNoteInput: PatientNoteInput;
  PatientOrder: ResolverTypeWrapper<PatientOrder>;
  PatientOrderConnection: ResolverTypeWrapper<PatientOrderConnection>;
  PatientOrderDetails: ResolverTypeWrapper<PatientOrderDetails>;
  PatientOrderEdge: ResolverTypeWrapper<PatientOrderEdge>;
  PatientOrderInput: PatientOrderInput;
  PatientOrderSetInput: PatientOrderSetInput;
  PatientPhone: ResolverTypeWrapper<PatientPhone>;
  PatientPhoneInput: PatientPhoneInput;
  PatientProblemDetails: ResolverTypeWrapper<PatientProblemDetails>;
  PatientReferral: ResolverTypeWrapper<PatientReferral>;
  PatientReferralConnection: ResolverTypeWrapper<PatientReferralConnection>;
  PatientReferralEdge: ResolverTypeWrapper<PatientReferralEdge>;
  PatientReferralInput: PatientReferralInput;
  PatientTask: ResolverTypeWrapper<PatientTask>;
  PatientTaskConnection: ResolverTypeWrapper<PatientTaskConnection>;
  PatientTaskEdge: ResolverTypeWrapper<PatientTaskEdge>;
  PatientTaskInput: PatientTaskInput;
  PatientTaskSummary: ResolverTypeWrapper<PatientTaskSummary>;
  PayPeriod: ResolverTypeWrapper<PayPeriod>;
  PayPeriodConnection: ResolverTypeWrapper<PayPeriodConnection>;
  PayPeriodEdge: ResolverTypeWrapper<PayPeriodEdge>;
  PayPeriodEncounter: ResolverTypeWrapper<PayPeriodEncounter>;
  PayPeriodEncounters: ResolverTypeWrapper<PayPeriodEncounters>;
  PayPeriodPageParams: PayPeriodPageParams;
  PayerInput: PayerInput;
  PayrollClinician: ResolverTypeWrapper<PayrollClinician>;
  PayrollInfo: ResolverTypeWrapper<PayrollInfo>;
  PcpLetterChange: ResolverTypeWrapper<PcpLetterChange>;
  PcpLetterCounts: ResolverTypeWrapper<PcpLetterCounts>;
  PcpLetterPage: ResolverTypeWrapper<PcpLetterPage>;
  PcpLetterRow: ResolverTypeWrapper<PcpLetterRow>;
  PcpLetterSendResult: ResolverTypeWrapper<PcpLetterSendResult>;
  Period: ResolverTypeWrapper<Period>;
  PlanDefinition: ResolverTypeWrapper<PlanDefinition>;
  PlannedForm: ResolverTypeWrapper<PlannedForm>;
  PlannedFormInput: PlannedFormInput;
  PreviousAndCurrentEncounter: ResolverTypeWrapper<PreviousAndCurrentEncounter>;
  PriorAuthorization: ResolverTypeWrapper<PriorAuthorization>;
  PriorAuthorizationInput: PriorAuthorizationInput;
  ProblemList: ResolverTypeWrapper<ProblemList>;
  Provenance: ResolverTypeWrapper<Provenance>;
  ProvenanceInput: ProvenanceInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Questionnaire: ResolverTypeWrapper<Questionnaire>;
  QuestionnaireItemSettingInput: QuestionnaireItemSettingInput;
  QuestionnaireResponse: ResolverTypeWrapper<QuestionnaireResponse>;
  ReportDashboard: ResolverTypeWrapper<ReportDashboard>;
  RescheduleAppointmentInput: RescheduleAppointmentInput;
  ResourceNarrativeUpdate: ResolverTypeWrapper<ResourceNarrativeUpdate>;
  ResponseWithVersionStatus: ResolverTypeWrapper<ResponseWithVersionStatus>;
  ReviewQueueConnection: ResolverTypeWrapper<ReviewQueueConnection>;
  ReviewQueueEdge: ResolverTypeWrapper<ReviewQueueEdge>;
  ReviewQueueItem: ResolverTypeWrapper<ReviewQueueItem>;
  RoundsEncounter: ResolverTypeWrapper<RoundsEncounter>;
  RoundsEntryInput: RoundsEntryInput;
  RoundsPatient: ResolverTypeWrapper<RoundsPatient>;
  RoundsSession: ResolverTypeWrapper<RoundsSession>;
  RoundsWoundPoint: ResolverTypeWrapper<RoundsWoundPoint>;
  RouteStartPoint: ResolverTypeWrapper<RouteStartPoint>;
  RouteStartPointInput: RouteStartPointInput;
  SaveClinicianRouteInput: SaveClinicianRouteInput;
  SaveResponseCommand: SaveResponseCommand;
  SchedulableClinician: ResolverTypeWrapper<SchedulableClinician>;
  ScheduleChange: ResolverTypeWrapper<ScheduleChange>;
  ScheduleDay: ResolverTypeWrapper<ScheduleDay>;
  SchedulePack: ResolverTypeWrapper<SchedulePack>;
  ScheduleVisit: ResolverTypeWrapper<ScheduleVisit>;
  ScheduleVisitDetail: ResolverTypeWrapper<ScheduleVisitDetail>;
  SignCounts: ResolverTypeWrapper<SignCounts>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TaskAssignInput: TaskAssignInput;
  TaskChange: ResolverTypeWrapper<TaskChange>;
  TaskCount: ResolverTypeWrapper<TaskCount>;
  TaskDashboard: ResolverTypeWrapper<TaskDashboard>;
  TaskOwner: ResolverTypeWrapper<TaskOwner>;
  TelehealthEncounter: ResolverTypeWrapper<TelehealthEncounter>;
  TelehealthEncounterConnection: ResolverTypeWrapper<TelehealthEncounterConnection>;
  TelehealthEncounterEdge: ResolverTypeWrapper<TelehealthEncounterEdge>;
  TravelMatrix: ResolverTypeWrapper<TravelMatrix>;
  UpdateEncounterCommand: UpdateEncounterCommand;
  User: ResolverTypeWrapper<User>;
  UserConnection: ResolverTypeWrapper<UserConnection>;
  UserEdge: ResolverTypeWrapper<UserEdge>;
  UserInput: UserInput;
  UserOrganization: ResolverTypeWrapper<UserOrganization>;
  UserPinInput: UserPinInput;
  ValueSetCoding: ResolverTypeWrapper<ValueSetCoding>;
  ValueSetExpansion: ResolverTypeWrapper<ValueSetExpansion>;
  ValueSetVersion: ResolverTypeWrapper<ValueSetVersion>;
  VerificationCodeResponse: ResolverTypeWrapper<VerificationCodeResponse>;
  VersionParticipant: ResolverTypeWrapper<VersionParticipant>;
  VisitOutcomeCounts: ResolverTypeWrapper<VisitOutcomeCounts>;
  WaitingRoomEvent: ResolverTypeWrapper<WaitingRoomEvent>;
  WorkTask: ResolverTypeWrapper<WorkTask>;
  WorkTaskConnection: ResolverTypeWrapper<WorkTaskConnection>;
  WorkTaskEdge: ResolverTypeWrapper<WorkTaskEdge>;
  WoundUpdate: ResolverTypeWrapper<WoundUpdate>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountStatus: AccountStatus;
  AdditionalActionsStatus: AdditionalActionsStatus;
  AdminAuditEntry: AdminAuditEntry;
  AdminAuditEntryConnection: AdminAuditEntryConnection;
  AdminAuditEntryEdge: AdminAuditEntryEdge;
  AdminDashboard: AdminDashboard;
  AdminSetting: AdminSetting;
  Admission: Admission;
  AdmissionStatusInput: AdmissionStatusInput;
  AdmissionStatusPeriod: AdmissionStatusPeriod;
  AmendEncounterCommand: AmendEncounterCommand;
  AnswerChange: AnswerChange;
  Appointment: Appointment;
  AuthEvent: AuthEvent;
  AvailabilityDate: AvailabilityDate;
  AvailabilityDateInput: AvailabilityDateInput;
  AvailabilityException: AvailabilityException;
  AvailabilityExceptionInput: AvailabilityExceptionInput;
  AvailabilityRange: AvailabilityRange;
  AvailabilityRangeInput: AvailabilityRangeInput;
  AvailabilitySlot: AvailabilitySlot;
  AvailabilitySlotInput: AvailabilitySlotInput;
  AvailabilityWeekday: AvailabilityWeekday;
  AvailabilityWeekdayInput: AvailabilityWeekdayInput;
  BoardSlot: BoardSlot;
  BookAppointmentInput: BookAppointmentInput;
  Boolean: Scalars['Boolean']['output'];
  BulkEligibilityCounts: BulkEligibilityCounts;
  BulkEligibilityFiltersInput: BulkEligibilityFiltersInput;
  BulkEligibilityItem: BulkEligibilityItem;
  BulkEligibilityItemPage: BulkEligibilityItemPage;
  BulkEligibilityProgress: BulkEligibilityProgress;
  BulkEligibilityRun: BulkEligibilityRun;
  CCDAvailability: CcdAvailability;
  CCDDateRange: CcdDateRange;
  CCDDateRangeInput: CcdDateRangeInput;
  CCDDocument: CcdDocument;
  CCDRequest: CcdRequest;
  CCDRequestDetails: CcdRequestDetails;
  CCDRequestFilters: CcdRequestFilters;
  CCDRequestList: CcdRequestList;
  CancelAppointmentInput: CancelAppointmentInput;
  CancelEncounterCommand: CancelEncounterCommand;
  CareFacility: CareFacility;
  CareFacilityConnection: CareFacilityConnection;
  CareFacilityEdge: CareFacilityEdge;
  CarePlan: CarePlan;
  CarePlanInput: CarePlanInput;
  CareTeam: CareTeam;
  CareTeamConnection: CareTeamConnection;
  CareTeamEdge: CareTeamEdge;
  CareTeamInput: CareTeamInput;
  CareTeamMarket: CareTeamMarket;
  CareTeamParticipant: CareTeamParticipant;
  CareTeamParticipantInput: CareTeamParticipantInput;
  CareTeamPhysician: CareTeamPhysician;
  CareTeamPhysicianConnection: CareTeamPhysicianConnection;
  CareTeamPhysicianEdge: CareTeamPhysicianEdge;
  CbrDashboard: CbrDashboard;
  ChartAppointment: ChartAppointment;
  ChartAppointmentConnection: ChartAppointmentConnection;
  ChartAppointmentEdge: ChartAppointmentEdge;
  ChartEncounter: ChartEncounter;
  ChartEncounterConnection: ChartEncounterConnection;
  ChartEncounterEdge: ChartEncounterEdge;
  ChartRecordStatusInput: ChartRecordStatusInput;
  ChartRecordVersionInput: ChartRecordVersionInput;
  ChartTab: ChartTab;
  Clinician: Clinician;
  ClinicianAddress: ClinicianAddress;
  ClinicianAddressInput: ClinicianAddressInput;
  ClinicianAvailability: ClinicianAvailability;
  ClinicianAvailabilityInput: ClinicianAvailabilityInput;
  ClinicianConnection: ClinicianConnection;
  ClinicianEdge: ClinicianEdge;
  ClinicianHome: ClinicianHome;
  ClinicianInput: ClinicianInput;
  ClinicianPhone: ClinicianPhone;
  ClinicianPhoneInput: ClinicianPhoneInput;
  ClinicianQualification: ClinicianQualification;
  ClinicianQualificationInput: ClinicianQualificationInput;
  ClinicianRoute: ClinicianRoute;
  ClinicianRouteStop: ClinicianRouteStop;
  ClinicianSchedule: ClinicianSchedule;
  ClinicianUser: ClinicianUser;
  CodeSystem: CodeSystem;
  CodeSystemConcept: CodeSystemConcept;
  CodeSystemConceptInput: CodeSystemConceptInput;
  CodeSystemFile: CodeSystemFile;
  CodeSystemImport: CodeSystemImport;
  CodeSystemSummary: CodeSystemSummary;
  CommandError: CommandError;
  CommunicationTopic: CommunicationTopic;
  CoordinatesInput: CoordinatesInput;
  County: County;
  CountyConnection: CountyConnection;
  CountyEdge: CountyEdge;
  Coverage: Coverage;
  CoverageClinician: CoverageClinician;
  CoverageConfig: CoverageConfig;
  CoverageConfigConnection: CoverageConfigConnection;
  CoverageConfigDetail: CoverageConfigDetail;
  CoverageConfigEdge: CoverageConfigEdge;
  CoverageConfigInput: CoverageConfigInput;
  CoverageInput: CoverageInput;
  CoverageInsurer: CoverageInsurer;
  CoverageMarket: CoverageMarket;
  CreateEncounterCommand: CreateEncounterCommand;
  DashboardDay: DashboardDay;
  DashboardEncounter: DashboardEncounter;
  DashboardEncounterConnection: DashboardEncounterConnection;
  DashboardEncounterEdge: DashboardEncounterEdge;
  DashboardFilter: DashboardFilter;
  DashboardGroup: DashboardGroup;
  DashboardVisit: DashboardVisit;
  DashboardVisitConnection: DashboardVisitConnection;
  DashboardVisitEdge: DashboardVisitEdge;
  DateTime: Scalars['DateTime']['output'];
  DeviceSyncStatus: DeviceSyncStatus;
  Diagnosis: Diagnosis;
  DiagnosisCode: DiagnosisCode;
  DiagnosisCodeConnection: DiagnosisCodeConnection;
  DiagnosisCodeEdge: DiagnosisCodeEdge;
  DiagnosisInput: DiagnosisInput;
  DiagnosisMoveInput: DiagnosisMoveInput;
  DiagnosisRemoveInput: DiagnosisRemoveInput;
  DiagnosisUpdateInput: DiagnosisUpdateInput;
  DischargeRequest: DischargeRequest;
  DischargeRequestConnection: DischargeRequestConnection;
  DischargeRequestCreateInput: DischargeRequestCreateInput;
  DischargeRequestEdge: DischargeRequestEdge;
  DischargeRequestUpdateInput: DischargeRequestUpdateInput;
  DischargeRequestVersion: DischargeRequestVersion;
  DocumentAttachment: DocumentAttachment;
  DocumentReference: DocumentReference;
  DocumentReferenceConnection: DocumentReferenceConnection;
  DocumentReferenceEdge: DocumentReferenceEdge;
  EarlierResponse: EarlierResponse;
  EligibilityCheck: EligibilityCheck;
  EligibilityError: EligibilityError;
  EligibilityIdentifier: EligibilityIdentifier;
  EligibilityResult: EligibilityResult;
  Encounter: Encounter;
  EncounterCommandInput: EncounterCommandInput;
  EncounterCommandOutcome: EncounterCommandOutcome;
  EncounterConnection: EncounterConnection;
  EncounterCreateInput: EncounterCreateInput;
  EncounterDuration: EncounterDuration;
  EncounterDurationInput: EncounterDurationInput;
  EncounterEdge: EncounterEdge;
  EncounterFormStatus: EncounterFormStatus;
  EncounterReportRow: EncounterReportRow;
  EncounterReview: EncounterReview;
  EncounterReviewInput: EncounterReviewInput;
  EncounterState: EncounterState;
  EncounterStats: EncounterStats;
  EncounterStepCommand: EncounterStepCommand;
  EncounterUpdateInput: EncounterUpdateInput;
  EncounterVersion: EncounterVersion;
  EncounterWithResponse: EncounterWithResponse;
  EsignEncounterCommand: EsignEncounterCommand;
  EsignResult: EsignResult;
  Event: Event;
  FacilityAddress: FacilityAddress;
  FacilityAddressInput: FacilityAddressInput;
  FacilityContact: FacilityContact;
  FacilityContactInput: FacilityContactInput;
  FeatureFlag: FeatureFlag;
  FeatureFlagOverride: FeatureFlagOverride;
  Float: Scalars['Float']['output'];
  HealthCareFacility: HealthCareFacility;
  HealthCareFacilityConnection: HealthCareFacilityConnection;
  HealthCareFacilityEdge: HealthCareFacilityEdge;
  HealthCareFacilityInput: HealthCareFacilityInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InvitationStatus: InvitationStatus;
  JSON: Scalars['JSON']['output'];
  JobFunction: JobFunction;
  JobFunctionInput: JobFunctionInput;
  JobFunctionRecord: JobFunctionRecord;
  LatestAssessmentResponse: LatestAssessmentResponse;
  MarkAppointmentMissedInput: MarkAppointmentMissedInput;
  Market: Market;
  MarketConnection: MarketConnection;
  MarketEdge: MarketEdge;
  MarketInput: MarketInput;
  MarketTeam: MarketTeam;
  MarketTeamConnection: MarketTeamConnection;
  MarketTeamEdge: MarketTeamEdge;
  MarketTeamSummary: MarketTeamSummary;
  MissingAnswer: MissingAnswer;
  MissingAnswerCondition: MissingAnswerCondition;
  Mutation: Record<PropertyKey, never>;
  NarrativePdf: NarrativePdf;
  Notification: Notification;
  NotificationConnection: NotificationConnection;
  NotificationEdge: NotificationEdge;
  NotificationEvent: NotificationEvent;
  NotificationEventCount: NotificationEventCount;
  NotificationFilters: NotificationFilters;
  NotificationMeta: NotificationMeta;
  NotificationResource: NotificationResource;
  NotificationResourceDetails: NotificationResourceDetails;
  OrderChange: OrderChange;
  Organization: Organization;
  OrganizationAddress: OrganizationAddress;
  OrganizationAddressInput: OrganizationAddressInput;
  OrganizationConnection: OrganizationConnection;
  OrganizationContactPoint: OrganizationContactPoint;
  OrganizationEdge: OrganizationEdge;
  OrganizationIdentifier: OrganizationIdentifier;
  OrganizationParent: OrganizationParent;
  OrganizationPhoneInput: OrganizationPhoneInput;
  PageInfo: PageInfo;
  PastOrder: PastOrder;
  Patient: Patient;
  PatientAddress: PatientAddress;
  PatientAddressInput: PatientAddressInput;
  PatientAdmissionDetails: PatientAdmissionDetails;
  PatientAdmissions: PatientAdmissions;
  PatientAlert: PatientAlert;
  PatientAlertConnection: PatientAlertConnection;
  PatientAlertEdge: PatientAlertEdge;
  PatientAlertInput: PatientAlertInput;
  PatientAvailability: PatientAvailability;
  PatientAvailabilityInput: PatientAvailabilityInput;
  PatientChart: PatientChart;
  PatientConnection: PatientConnection;
  PatientContact: PatientContact;
  PatientContactInput: PatientContactInput;
  PatientCoverages: PatientCoverages;
  PatientDemographics: PatientDemographics;
  PatientDemographicsInput: PatientDemographicsInput;
  PatientDemographicsRecord: PatientDemographicsRecord;
  PatientEdge: PatientEdge;
  PatientNote: PatientNote;
  PatientNoteConnection: PatientNoteConnection;
  PatientNoteEdge: PatientNoteEdge;
  PatientNoteInput: PatientNoteInput;
  PatientOrder: PatientOrder;
  PatientOrderConnection: PatientOrderConnection;
  PatientOrderDetails: PatientOrderDetails;
  PatientOrderEdge: PatientOrderEdge;
  PatientOrderInput: PatientOrderInput;
  PatientOrderSetInput: PatientOrderSetInput;
  PatientPhone: PatientPhone;
  PatientPhoneInput: PatientPhoneInput;
  PatientProblemDetails: PatientProblemDetails;
  PatientReferral: PatientReferral;
  PatientReferralConnection: PatientReferralConnection;
  PatientReferralEdge: PatientReferralEdge;
  PatientReferralInput: PatientReferralInput;
  PatientTask: PatientTask;
  PatientTaskConnection: PatientTaskConnection;
  PatientTaskEdge: PatientTaskEdge;
  PatientTaskInput: PatientTaskInput;
  PatientTaskSummary: PatientTaskSummary;
  PayPeriod: PayPeriod;
  PayPeriodConnection: PayPeriodConnection;
  PayPeriodEdge: PayPeriodEdge;
  PayPeriodEncounter: PayPeriodEncounter;
  PayPeriodEncounters: PayPeriodEncounters;
  PayPeriodPageParams: PayPeriodPageParams;
  PayerInput: PayerInput;
  PayrollClinician: PayrollClinician;
  PayrollInfo: PayrollInfo;
  PcpLetterChange: PcpLetterChange;
  PcpLetterCounts: PcpLetterCounts;
  PcpLetterPage: PcpLetterPage;
  PcpLetterRow: PcpLetterRow;
  PcpLetterSendResult: PcpLetterSendResult;
  Period: Period;
  PlanDefinition: PlanDefinition;
  PlannedForm: PlannedForm;
  PlannedFormInput: PlannedFormInput;
  PreviousAndCurrentEncounter: PreviousAndCurrentEncounter;
  PriorAuthorization: PriorAuthorization;
  PriorAuthorizationInput: PriorAuthorizationInput;
  ProblemList: ProblemList;
  Provenance: Provenance;
  ProvenanceInput: ProvenanceInput;
  Query: Record<PropertyKey, never>;
  Questionnaire: Questionnaire;
  QuestionnaireItemSettingInput: QuestionnaireItemSettingInput;
  QuestionnaireResponse: QuestionnaireResponse;
  ReportDashboard: ReportDashboard;
  RescheduleAppointmentInput: RescheduleAppointmentInput;
  ResourceNarrativeUpdate: ResourceNarrativeUpdate;
  ResponseWithVersionStatus: ResponseWithVersionStatus;
  ReviewQueueConnection: ReviewQueueConnection;
  ReviewQueueEdge: ReviewQueueEdge;
  ReviewQueueItem: ReviewQueueItem;
  RoundsEncounter: RoundsEncounter;
  RoundsEntryInput: RoundsEntryInput;
  RoundsPatient: RoundsPatient;
  RoundsSession: RoundsSession;
  RoundsWoundPoint: RoundsWoundPoint;
  RouteStartPoint: RouteStartPoint;
  RouteStartPointInput: RouteStartPointInput;
  SaveClinicianRouteInput: SaveClinicianRouteInput;
  SaveResponseCommand: SaveResponseCommand;
  SchedulableClinician: SchedulableClinician;
  ScheduleChange: ScheduleChange;
  ScheduleDay: ScheduleDay;
  SchedulePack: SchedulePack;
  ScheduleVisit: ScheduleVisit;
  ScheduleVisitDetail: ScheduleVisitDetail;
  SignCounts: SignCounts;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TaskAssignInput: TaskAssignInput;
  TaskChange: TaskChange;
  TaskCount: TaskCount;
  TaskDashboard: TaskDashboard;
  TaskOwner: TaskOwner;
  TelehealthEncounter: TelehealthEncounter;
  TelehealthEncounterConnection: TelehealthEncounterConnection;
  TelehealthEncounterEdge: TelehealthEncounterEdge;
  TravelMatrix: TravelMatrix;
  UpdateEncounterCommand: UpdateEncounterCommand;
  User: User;
  UserConnection: UserConnection;
  UserEdge: UserEdge;
  UserInput: UserInput;
  UserOrganization: UserOrganization;
  UserPinInput: UserPinInput;
  ValueSetCoding: ValueSetCoding;
  ValueSetExpansion: ValueSetExpansion;
  ValueSetVersion: ValueSetVersion;
  VerificationCodeResponse: VerificationCodeResponse;
  VersionParticipant: VersionParticipant;
  VisitOutcomeCounts: VisitOutcomeCounts;
  WaitingRoomEvent: WaitingRoomEvent;
  WorkTask: WorkTask;
  WorkTaskConnection: WorkTaskConnection;
  WorkTaskEdge: WorkTaskEdge;
  WoundUpdate: WoundUpdate;
};

export type AccountStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountStatus'] = ResolversParentTypes['AccountStatus']> = {
  isExtUserAccountExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordChangedOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  passwordChangedSinceInDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passwordExpiresConfigValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userPinModifiedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AdditionalActionsStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdditionalActionsStatus'] = ResolversParentTypes['AdditionalActionsStatus']> = {
  orderDetails?: Resolver<ResolversTypes['PatientOrderDetails'], ParentType, ContextType>;
  patientDetails?: Resolver<ResolversTypes['PatientAdmissionDetails'], ParentType, ContextType>;
  problemDetails?: Resolver<ResolversTypes['PatientProblemDetails'], ParentType, ContextType>;
};

export type AdminAuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAuditEntry'] = ResolversParentTypes['AdminAuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  changedFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AdminAuditEntryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAuditEntryConnection'] = ResolversParentTypes['AdminAuditEntryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AdminAuditEntryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminAuditEntryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAuditEntryEdge'] = ResolversParentTypes['AdminAuditEntryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminAuditEntry'], ParentType, ContextType>;
};

export type AdminDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminDashboard'] = ResolversParentTypes['AdminDashboard']> = {
  clinicians?: Resolver<Array<ResolversTypes['DashboardGroup']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['DashboardDay']>, ParentType, ContextType>;
  devices?: Resolver<Array<ResolversTypes['DeviceSyncStatus']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  markets?: Resolver<Array<ResolversTypes['DashboardGroup']>, ParentType, ContextType>;
  staleDevices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['DashboardGroup'], ParentType, ContextType>;
};

export type AdminSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSetting'] = ResolversParentTypes['AdminSetting']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdmissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Admission'] = ResolversParentTypes['Admission']> = {
  cancellationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holdReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hospitalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  readmitReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readmitText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['AdmissionStatusPeriod']>, ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdmissionStatusPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdmissionStatusPeriod'] = ResolversParentTypes['AdmissionStatusPeriod']> = {
  end?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnswerChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnswerChange'] = ResolversParentTypes['AnswerChange']> = {
  after?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type AvailabilityDateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilityDate'] = ResolversParentTypes['AvailabilityDate']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ranges?: Resolver<Array<ResolversTypes['AvailabilityRange']>, ParentType, ContextType>;
};

export type AvailabilityExceptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilityException'] = ResolversParentTypes['AvailabilityException']> = {
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAlwaysAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailabilityRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilityRange'] = ResolversParentTypes['AvailabilityRange']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailabilitySlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilitySlot'] = ResolversParentTypes['AvailabilitySlot']> = {
  dayIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailabilityWeekdayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilityWeekday'] = ResolversParentTypes['AvailabilityWeekday']> = {
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ranges?: Resolver<Array<ResolversTypes['AvailabilityRange']>, ParentType, ContextType>;
};

export type BoardSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BoardSlot'] = ResolversParentTypes['BoardSlot']> = {
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BulkEligibilityCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkEligibilityCounts'] = ResolversParentTypes['BulkEligibilityCounts']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inactive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkEligibilityItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkEligibilityItem'] = ResolversParentTypes['BulkEligibilityItem']> = {
  checkedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  insurer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BulkEligibilityItemPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkEligibilityItemPage'] = ResolversParentTypes['BulkEligibilityItemPage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BulkEligibilityItem']>, ParentType, ContextType>;
};

export type BulkEligibilityProgressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkEligibilityProgress'] = ResolversParentTypes['BulkEligibilityProgress']> = {
  counts?: Resolver<ResolversTypes['BulkEligibilityCounts'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BulkEligibilityRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkEligibilityRun'] = ResolversParentTypes['BulkEligibilityRun']> = {
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['BulkEligibilityProgress'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CcdAvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CCDAvailability'] = ResolversParentTypes['CCDAvailability']> = {
  canGenerate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CcdDateRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CCDDateRange'] = ResolversParentTypes['CCDDateRange']> = {
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CcdDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CCDDocument'] = ResolversParentTypes['CCDDocument']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  episodeOfCareId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CcdRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CCDRequest'] = ResolversParentTypes['CCDRequest']> = {
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  episodeOfCareId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestDetails?: Resolver<ResolversTypes['CCDRequestDetails'], ParentType, ContextType>;
};

export type CcdRequestDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CCDRequestDetails'] = ResolversParentTypes['CCDRequestDetails']> = {
  dateRange?: Resolver<ResolversTypes['CCDDateRange'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CcdRequestListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CCDRequestList'] = ResolversParentTypes['CCDRequestList']> = {
  requests?: Resolver<Array<ResolversTypes['CCDRequest']>, ParentType, ContextType>;
  totalRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CareFacilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareFacility'] = ResolversParentTypes['CareFacility']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['PatientAddress']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CareFacilityConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareFacilityConnection'] = ResolversParentTypes['CareFacilityConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CareFacilityEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CareFacilityEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareFacilityEdge'] = ResolversParentTypes['CareFacilityEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CareFacility'], ParentType, ContextType>;
};

export type CarePlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarePlan'] = ResolversParentTypes['CarePlan']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CareTeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareTeam'] = ResolversParentTypes['CareTeam']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  managingMarket?: Resolver<Maybe<ResolversTypes['CareTeamMarket']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  participants?: Resolver<Array<ResolversTypes['CareTeamParticipant']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CareTeamConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareTeamConnection'] = ResolversParentTypes['CareTeamConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CareTeamEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CareTeamEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareTeamEdge'] = ResolversParentTypes['CareTeamEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CareTeam'], ParentType, ContextType>;
};

export type CareTeamMarketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareTeamMarket'] = ResolversParentTypes['CareTeamMarket']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CareTeamParticipantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareTeamParticipant'] = ResolversParentTypes['CareTeamParticipant']> = {
  practitionerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  practitionerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CareTeamPhysicianResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareTeamPhysician'] = ResolversParentTypes['CareTeamPhysician']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  npi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  practiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  practiceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CareTeamPhysicianConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareTeamPhysicianConnection'] = ResolversParentTypes['CareTeamPhysicianConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CareTeamPhysicianEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CareTeamPhysicianEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareTeamPhysicianEdge'] = ResolversParentTypes['CareTeamPhysicianEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CareTeamPhysician'], ParentType, ContextType>;
};

export type CbrDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CbrDashboard'] = ResolversParentTypes['CbrDashboard']> = {
  clinicians?: Resolver<Array<ResolversTypes['DashboardGroup']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['DashboardGroup'], ParentType, ContextType>;
};

export type ChartAppointmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChartAppointment'] = ResolversParentTypes['ChartAppointment']> = {
  appointmentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clinicianName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChartAppointmentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChartAppointmentConnection'] = ResolversParentTypes['ChartAppointmentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ChartAppointmentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChartAppointmentEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChartAppointmentEdge'] = ResolversParentTypes['ChartAppointmentEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ChartAppointment'], ParentType, ContextType>;
};

export type ChartEncounterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChartEncounter'] = ResolversParentTypes['ChartEncounter']> = {
  appointmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clinicianName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  stateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChartEncounterConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChartEncounterConnection'] = ResolversParentTypes['ChartEncounterConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ChartEncounterEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChartEncounterEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChartEncounterEdge'] = ResolversParentTypes['ChartEncounterEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ChartEncounter'], ParentType, ContextType>;
};

export type ChartTabResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChartTab'] = ResolversParentTypes['ChartTab']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClinicianResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Clinician'] = ResolversParentTypes['Clinician']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  additionalMarkets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['ClinicianAddress']>, ParentType, ContextType>;
  adpSyncEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clinicianStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employeeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  familyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  linkedUser?: Resolver<Maybe<ResolversTypes['ClinicianUser']>, ParentType, ContextType>;
  markets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  npi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['ClinicianPhone']>, ParentType, ContextType>;
  qualifications?: Resolver<Array<ResolversTypes['ClinicianQualification']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClinicianAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicianAddress'] = ResolversParentTypes['ClinicianAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClinicianAvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicianAvailability'] = ResolversParentTypes['ClinicianAvailability']> = {
  alwaysAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clinicianId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  exceptions?: Resolver<Array<ResolversTypes['AvailabilityException']>, ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['AvailabilitySlot']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClinicianConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicianConnection'] = ResolversParentTypes['ClinicianConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ClinicianEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClinicianEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicianEdge'] = ResolversParentTypes['ClinicianEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Clinician'], ParentType, ContextType>;
};

export type ClinicianHomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicianHome'] = ResolversParentTypes['ClinicianHome']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ClinicianPhoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicianPhone'] = ResolversParentTypes['ClinicianPhone']> = {
  extension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  use?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClinicianQualificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicianQualification'] = ResolversParentTypes['ClinicianQualification']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClinicianRouteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicianRoute'] = ResolversParentTypes['ClinicianRoute']> = {
  clinicianId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  mileageThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  optimized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outdated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  overThreshold?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startPoint?: Resolver<ResolversTypes['RouteStartPoint'], ParentType, ContextType>;
  stops?: Resolver<Array<ResolversTypes['ClinicianRouteStop']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMiles?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalMinutes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClinicianRouteStopResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicianRouteStop'] = ResolversParentTypes['ClinicianRouteStop']> = {
  appointmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  arrive?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  depart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lateMinutes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  miles?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClinicianScheduleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicianSchedule'] = ResolversParentTypes['ClinicianSchedule']> = {
  availableSOCCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clinician?: Resolver<ResolversTypes['SchedulableClinician'], ParentType, ContextType>;
  freeSlots?: Resolver<Array<ResolversTypes['BoardSlot']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visits?: Resolver<Array<ResolversTypes['ScheduleVisit']>, ParentType, ContextType>;
};

export type ClinicianUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicianUser'] = ResolversParentTypes['ClinicianUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodeSystemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodeSystem'] = ResolversParentTypes['CodeSystem']> = {
  categories?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  concepts?: Resolver<Array<ResolversTypes['CodeSystemConcept']>, ParentType, ContextType>;
  draftChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  draftVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membersFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noun?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['ValueSetVersion']>, ParentType, ContextType>;
};

export type CodeSystemConceptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodeSystemConcept'] = ResolversParentTypes['CodeSystemConcept']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  members?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodeSystemFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodeSystemFile'] = ResolversParentTypes['CodeSystemFile']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodeSystemImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodeSystemImport'] = ResolversParentTypes['CodeSystemImport']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  codeSystem?: Resolver<ResolversTypes['CodeSystem'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CodeSystemSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodeSystemSummary'] = ResolversParentTypes['CodeSystemSummary']> = {
  draftChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommandErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommandError'] = ResolversParentTypes['CommandError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  encounterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type CommunicationTopicResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommunicationTopic'] = ResolversParentTypes['CommunicationTopic']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['County'] = ResolversParentTypes['County']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountyConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CountyConnection'] = ResolversParentTypes['CountyConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CountyEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CountyEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CountyEdge'] = ResolversParentTypes['CountyEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['County'], ParentType, ContextType>;
};

export type CoverageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Coverage'] = ResolversParentTypes['Coverage']> = {
  approval?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coinsurance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  copay?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  deductible?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  effectiveDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  insurerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  insurerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  memberId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriberName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriberRelationship?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terminationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CoverageClinicianResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoverageClinician'] = ResolversParentTypes['CoverageClinician']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CoverageConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoverageConfig'] = ResolversParentTypes['CoverageConfig']> = {
  clinicians?: Resolver<Array<ResolversTypes['CoverageClinician']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  markets?: Resolver<Array<ResolversTypes['CoverageMarket']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CoverageConfigConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoverageConfigConnection'] = ResolversParentTypes['CoverageConfigConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CoverageConfigEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CoverageConfigDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoverageConfigDetail'] = ResolversParentTypes['CoverageConfigDetail']> = {
  clinicianChoices?: Resolver<Array<ResolversTypes['CoverageClinician']>, ParentType, ContextType>;
  config?: Resolver<ResolversTypes['CoverageConfig'], ParentType, ContextType>;
};

export type CoverageConfigEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoverageConfigEdge'] = ResolversParentTypes['CoverageConfigEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CoverageConfig'], ParentType, ContextType>;
};

export type CoverageInsurerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoverageInsurer'] = ResolversParentTypes['CoverageInsurer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CoverageMarketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoverageMarket'] = ResolversParentTypes['CoverageMarket']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DashboardDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardDay'] = ResolversParentTypes['DashboardDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signing?: Resolver<ResolversTypes['SignCounts'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['VisitOutcomeCounts'], ParentType, ContextType>;
};

export type DashboardEncounterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardEncounter'] = ResolversParentTypes['DashboardEncounter']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  encounterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  market?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  practitionerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  practitionerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signing?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardEncounterConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardEncounterConnection'] = ResolversParentTypes['DashboardEncounterConnection']> = {
  edges?: Resolver<Array<ResolversTypes['DashboardEncounterEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardEncounterEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardEncounterEdge'] = ResolversParentTypes['DashboardEncounterEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DashboardEncounter'], ParentType, ContextType>;
};

export type DashboardGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardGroup'] = ResolversParentTypes['DashboardGroup']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signing?: Resolver<ResolversTypes['SignCounts'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['VisitOutcomeCounts'], ParentType, ContextType>;
};

export type DashboardVisitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardVisit'] = ResolversParentTypes['DashboardVisit']> = {
  appointmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  market?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  practitionerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  practitionerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardVisitConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardVisitConnection'] = ResolversParentTypes['DashboardVisitConnection']> = {
  edges?: Resolver<Array<ResolversTypes['DashboardVisitEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardVisitEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardVisitEdge'] = ResolversParentTypes['DashboardVisitEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DashboardVisit'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeviceSyncStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceSyncStatus'] = ResolversParentTypes['DeviceSyncStatus']> = {
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastReportedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSyncedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  market?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  practitionerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  syncAgeHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosisResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Diagnosis'] = ResolversParentTypes['Diagnosis']> = {
  clinicalStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codeIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  icd10CmCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onsetDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordedDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resolvedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DiagnosisCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosisCode'] = ResolversParentTypes['DiagnosisCode']> = {
  billable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosisCodeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosisCodeConnection'] = ResolversParentTypes['DiagnosisCodeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['DiagnosisCodeEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DiagnosisCodeEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosisCodeEdge'] = ResolversParentTypes['DiagnosisCodeEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DiagnosisCode'], ParentType, ContextType>;
};

export type DischargeRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DischargeRequest'] = ResolversParentTypes['DischargeRequest']> = {
  admissionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dischargeOption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disposition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reasonDisplay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DischargeRequestConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DischargeRequestConnection'] = ResolversParentTypes['DischargeRequestConnection']> = {
  edges?: Resolver<Array<ResolversTypes['DischargeRequestEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DischargeRequestEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DischargeRequestEdge'] = ResolversParentTypes['DischargeRequestEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DischargeRequest'], ParentType, ContextType>;
};

export type DischargeRequestVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DischargeRequestVersion'] = ResolversParentTypes['DischargeRequestVersion']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DocumentAttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentAttachment'] = ResolversParentTypes['DocumentAttachment']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creation?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentReferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentReference'] = ResolversParentTypes['DocumentReference']> = {
  attachment?: Resolver<ResolversTypes['DocumentAttachment'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  docStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DocumentReferenceConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentReferenceConnection'] = ResolversParentTypes['DocumentReferenceConnection']> = {
  edges?: Resolver<Array<ResolversTypes['DocumentReferenceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DocumentReferenceEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentReferenceEdge'] = ResolversParentTypes['DocumentReferenceEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DocumentReference'], ParentType, ContextType>;
};

export type EarlierResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EarlierResponse'] = ResolversParentTypes['EarlierResponse']> = {
  answers?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  encounterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionnaireCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visitStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type EligibilityCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EligibilityCheck'] = ResolversParentTypes['EligibilityCheck']> = {
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['EligibilityResult'], ParentType, ContextType>;
  taskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taskOwner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EligibilityErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EligibilityError'] = ResolversParentTypes['EligibilityError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EligibilityIdentifierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EligibilityIdentifier'] = ResolversParentTypes['EligibilityIdentifier']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EligibilityResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EligibilityResult'] = ResolversParentTypes['EligibilityResult']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  checkedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coinsurance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  contactNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  copay?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  coverageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  deductible?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  effectiveDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['EligibilityError']>, ParentType, ContextType>;
  groupNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifiers?: Resolver<Array<ResolversTypes['EligibilityIdentifier']>, ParentType, ContextType>;
  inforce?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  insurerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  labCompany?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memberId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientResponsibility?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  payerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  terminationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EncounterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Encounter'] = ResolversParentTypes['Encounter']> = {
  amendReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amendRequest?: Resolver<Maybe<ResolversTypes['EncounterReview']>, ParentType, ContextType>;
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
  patientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Period'], ParentType, ContextType>;
  practitionerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  practitionerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['EncounterReview']>, ParentType, ContextType>;
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
  totalCountCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EncounterDurationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EncounterDuration'] = ResolversParentTypes['EncounterDuration']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  visitType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type EncounterReportRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EncounterReportRow'] = ResolversParentTypes['EncounterReportRow']> = {
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  evaluation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finished?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followUp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  market?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readmit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soc?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EncounterReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EncounterReview'] = ResolversParentTypes['EncounterReview']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recorded?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reviewerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviewerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type EncounterStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EncounterStats'] = ResolversParentTypes['EncounterStats']> = {
  followUp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soc?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type EventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FacilityAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacilityAddress'] = ResolversParentTypes['FacilityAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instruction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  market?: Resolver<Maybe<ResolversTypes['Market']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FacilityContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacilityContact'] = ResolversParentTypes['FacilityContact']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  npi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telecom?: Resolver<Array<ResolversTypes['OrganizationContactPoint']>, ParentType, ContextType>;
};

export type FeatureFlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeatureFlag'] = ResolversParentTypes['FeatureFlag']> = {
  defaultValue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overrides?: Resolver<Array<ResolversTypes['FeatureFlagOverride']>, ParentType, ContextType>;
};

export type FeatureFlagOverrideResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeatureFlagOverride'] = ResolversParentTypes['FeatureFlagOverride']> = {
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopeValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HealthCareFacilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthCareFacility'] = ResolversParentTypes['HealthCareFacility']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['FacilityAddress']>, ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['FacilityContact']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telecom?: Resolver<Array<ResolversTypes['OrganizationContactPoint']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HealthCareFacilityConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthCareFacilityConnection'] = ResolversParentTypes['HealthCareFacilityConnection']> = {
  edges?: Resolver<Array<ResolversTypes['HealthCareFacilityEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HealthCareFacilityEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthCareFacilityEdge'] = ResolversParentTypes['HealthCareFacilityEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['HealthCareFacility'], ParentType, ContextType>;
};

export type InvitationStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationStatus'] = ResolversParentTypes['InvitationStatus']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purpose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type JobFunctionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobFunction'] = ResolversParentTypes['JobFunction']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobFunctionRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobFunctionRecord'] = ResolversParentTypes['JobFunctionRecord']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MarketTeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketTeam'] = ResolversParentTypes['MarketTeam']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  counties?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['MarketTeamSummary']>, ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketTeamConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketTeamConnection'] = ResolversParentTypes['MarketTeamConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MarketTeamEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketTeamEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketTeamEdge'] = ResolversParentTypes['MarketTeamEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MarketTeam'], ParentType, ContextType>;
};

export type MarketTeamSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketTeamSummary'] = ResolversParentTypes['MarketTeamSummary']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  participantCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  acceptInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'password' | 'token'>>;
  addDiagnosis?: Resolver<ResolversTypes['ProblemList'], ParentType, ContextType, RequireFields<MutationAddDiagnosisArgs, 'input'>>;
  addPatientAlert?: Resolver<ResolversTypes['PatientAlert'], ParentType, ContextType, RequireFields<MutationAddPatientAlertArgs, 'input'>>;
  addPatientNote?: Resolver<ResolversTypes['PatientNote'], ParentType, ContextType, RequireFields<MutationAddPatientNoteArgs, 'input'>>;
  addPatientOrder?: Resolver<ResolversTypes['PatientOrder'], ParentType, ContextType, RequireFields<MutationAddPatientOrderArgs, 'input'>>;
  addPatientOrderSet?: Resolver<Array<ResolversTypes['PatientOrder']>, ParentType, ContextType, RequireFields<MutationAddPatientOrderSetArgs, 'input'>>;
  addPatientReferral?: Resolver<ResolversTypes['PatientReferral'], ParentType, ContextType, RequireFields<MutationAddPatientReferralArgs, 'input'>>;
  addPatientTask?: Resolver<ResolversTypes['PatientTask'], ParentType, ContextType, RequireFields<MutationAddPatientTaskArgs, 'input'>>;
  amendEncounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationAmendEncounterArgs, 'baseVersion' | 'clientMutationId' | 'encounterId'>>;
  assignTask?: Resolver<ResolversTypes['WorkTask'], ParentType, ContextType, RequireFields<MutationAssignTaskArgs, 'input'>>;
  bookAppointment?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationBookAppointmentArgs, 'input'>>;
  cancelAppointment?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationCancelAppointmentArgs, 'input'>>;
  cancelEncounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationCancelEncounterArgs, 'baseVersion' | 'clientMutationId' | 'encounterId'>>;
  cancelTelehealthRequest?: Resolver<ResolversTypes['TelehealthEncounter'], ParentType, ContextType, RequireFields<MutationCancelTelehealthRequestArgs, 'baseVersion' | 'clientMutationId' | 'encounterId'>>;
  changeAdmissionStatus?: Resolver<ResolversTypes['Admission'], ParentType, ContextType, RequireFields<MutationChangeAdmissionStatusArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  changePatientOrderStatus?: Resolver<ResolversTypes['PatientOrder'], ParentType, ContextType, RequireFields<MutationChangePatientOrderStatusArgs, 'input'>>;
  changePatientReferralStatus?: Resolver<ResolversTypes['PatientReferral'], ParentType, ContextType, RequireFields<MutationChangePatientReferralStatusArgs, 'input'>>;
  changePatientTaskStatus?: Resolver<ResolversTypes['PatientTask'], ParentType, ContextType, RequireFields<MutationChangePatientTaskStatusArgs, 'input'>>;
  checkEligibility?: Resolver<ResolversTypes['EligibilityCheck'], ParentType, ContextType, RequireFields<MutationCheckEligibilityArgs, 'coverageId'>>;
  confirmPasswordChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfirmPasswordChangeArgs, 'email' | 'newPassword' | 'verificationCode'>>;
  createCareTeam?: Resolver<ResolversTypes['CareTeam'], ParentType, ContextType, RequireFields<MutationCreateCareTeamArgs, 'team'>>;
  createCoverage?: Resolver<ResolversTypes['Coverage'], ParentType, ContextType, RequireFields<MutationCreateCoverageArgs, 'input' | 'patientId'>>;
  createDischargeRequest?: Resolver<ResolversTypes['DischargeRequest'], ParentType, ContextType, RequireFields<MutationCreateDischargeRequestArgs, 'input'>>;
  createEncounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationCreateEncounterArgs, 'clientMutationId' | 'encounter'>>;
  createEncounterForms?: Resolver<Array<ResolversTypes['EncounterFormStatus']>, ParentType, ContextType, RequireFields<MutationCreateEncounterFormsArgs, 'encounterId'>>;
  createHealthCareFacility?: Resolver<ResolversTypes['HealthCareFacility'], ParentType, ContextType, RequireFields<MutationCreateHealthCareFacilityArgs, 'organization'>>;
  createMarket?: Resolver<ResolversTypes['MarketTeam'], ParentType, ContextType, RequireFields<MutationCreateMarketArgs, 'market'>>;
  createOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationCreateOrganizationArgs, 'organization'>>;
  createPriorAuthorization?: Resolver<ResolversTypes['PriorAuthorization'], ParentType, ContextType, RequireFields<MutationCreatePriorAuthorizationArgs, 'input'>>;
  createProvenance?: Resolver<ResolversTypes['Provenance'], ParentType, ContextType, RequireFields<MutationCreateProvenanceArgs, 'activity' | 'provenance' | 'targetId'>>;
  createUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'user'>>;
  deactivatePatientAlert?: Resolver<ResolversTypes['PatientAlert'], ParentType, ContextType, RequireFields<MutationDeactivatePatientAlertArgs, 'input'>>;
  deactivateUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeactivateUserArgs, 'id'>>;
  deleteDocument?: Resolver<ResolversTypes['DocumentReference'], ParentType, ContextType, RequireFields<MutationDeleteDocumentArgs, 'id' | 'versionId'>>;
  discardQuestionnaireResponse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDiscardQuestionnaireResponseArgs, 'id'>>;
  esignEncounter?: Resolver<ResolversTypes['EsignResult'], ParentType, ContextType, RequireFields<MutationEsignEncounterArgs, 'baseVersion' | 'clientMutationId' | 'encounterId'>>;
  generateEncounterNarrativePDF?: Resolver<ResolversTypes['NarrativePdf'], ParentType, ContextType, RequireFields<MutationGenerateEncounterNarrativePdfArgs, 'encounterId'>>;
  importCodeSystem?: Resolver<ResolversTypes['CodeSystemImport'], ParentType, ContextType, RequireFields<MutationImportCodeSystemArgs, 'codeSystemId' | 'content' | 'draftVersion' | 'format'>>;
  inactivateCoverage?: Resolver<ResolversTypes['Coverage'], ParentType, ContextType, RequireFields<MutationInactivateCoverageArgs, 'id' | 'versionId'>>;
  markAppointmentMissed?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationMarkAppointmentMissedArgs, 'input'>>;
  markNotificationViewed?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationViewedArgs, 'id'>>;
  moveDiagnosis?: Resolver<ResolversTypes['ProblemList'], ParentType, ContextType, RequireFields<MutationMoveDiagnosisArgs, 'input'>>;
  publishCodeSystem?: Resolver<ResolversTypes['CodeSystem'], ParentType, ContextType, RequireFields<MutationPublishCodeSystemArgs, 'codeSystemId' | 'draftVersion'>>;
  publishQuestionnaire?: Resolver<ResolversTypes['Questionnaire'], ParentType, ContextType, RequireFields<MutationPublishQuestionnaireArgs, 'code' | 'items' | 'versionId'>>;
  reactivateUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationReactivateUserArgs, 'id'>>;
  reinviteUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationReinviteUserArgs, 'id'>>;
  removeClinicianRoute?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveClinicianRouteArgs, 'clinicianId' | 'date' | 'versionId'>>;
  removeDiagnosis?: Resolver<ResolversTypes['ProblemList'], ParentType, ContextType, RequireFields<MutationRemoveDiagnosisArgs, 'input'>>;
  removeFeatureFlagOverride?: Resolver<ResolversTypes['FeatureFlag'], ParentType, ContextType, RequireFields<MutationRemoveFeatureFlagOverrideArgs, 'key' | 'scope' | 'scopeValue'>>;
  reportDeviceSync?: Resolver<ResolversTypes['DeviceSyncStatus'], ParentType, ContextType, RequireFields<MutationReportDeviceSyncArgs, 'deviceId' | 'pending'>>;
  requestBulkEligibility?: Resolver<ResolversTypes['BulkEligibilityRun'], ParentType, ContextType, RequireFields<MutationRequestBulkEligibilityArgs, 'filters'>>;
  requestCCD?: Resolver<ResolversTypes['CCDRequest'], ParentType, ContextType, RequireFields<MutationRequestCcdArgs, 'episodeOfCareId'>>;
  requestTelehealthVisit?: Resolver<ResolversTypes['TelehealthEncounter'], ParentType, ContextType, RequireFields<MutationRequestTelehealthVisitArgs, 'clientMutationId' | 'patientId'>>;
  rescheduleAppointment?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationRescheduleAppointmentArgs, 'input'>>;
  resetUserPassword?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationResetUserPasswordArgs, 'id'>>;
  resetUserPin?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationResetUserPinArgs, 'email'>>;
  reviewEncounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationReviewEncounterArgs, 'baseVersion' | 'encounterId' | 'review'>>;
  saveClinicianAvailability?: Resolver<ResolversTypes['ClinicianAvailability'], ParentType, ContextType, RequireFields<MutationSaveClinicianAvailabilityArgs, 'input'>>;
  saveClinicianRoute?: Resolver<ResolversTypes['ClinicianRoute'], ParentType, ContextType, RequireFields<MutationSaveClinicianRouteArgs, 'input'>>;
  saveCodeSystemConcept?: Resolver<ResolversTypes['CodeSystem'], ParentType, ContextType, RequireFields<MutationSaveCodeSystemConceptArgs, 'codeSystemId' | 'concept' | 'draftVersion' | 'isNew'>>;
  saveQuestionnaireResponse?: Resolver<ResolversTypes['QuestionnaireResponse'], ParentType, ContextType, RequireFields<MutationSaveQuestionnaireResponseArgs, 'answers' | 'baseVersion' | 'clientMutationId' | 'encounterId' | 'questionnaireCode'>>;
  saveRoundsSession?: Resolver<ResolversTypes['RoundsSession'], ParentType, ContextType, RequireFields<MutationSaveRoundsSessionArgs, 'date' | 'entries' | 'versionId'>>;
  sendPINVerificationCode?: Resolver<ResolversTypes['VerificationCodeResponse'], ParentType, ContextType>;
  sendPcpLetters?: Resolver<ResolversTypes['PcpLetterSendResult'], ParentType, ContextType, RequireFields<MutationSendPcpLettersArgs, 'from' | 'kind' | 'to'>>;
  setCarePlan?: Resolver<ResolversTypes['ProblemList'], ParentType, ContextType, RequireFields<MutationSetCarePlanArgs, 'input'>>;
  setFeatureFlagDefault?: Resolver<ResolversTypes['FeatureFlag'], ParentType, ContextType, RequireFields<MutationSetFeatureFlagDefaultArgs, 'key' | 'value'>>;
  setFeatureFlagOverride?: Resolver<ResolversTypes['FeatureFlag'], ParentType, ContextType, RequireFields<MutationSetFeatureFlagOverrideArgs, 'key' | 'scope' | 'scopeValue' | 'value'>>;
  setNotificationUpdates?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSetNotificationUpdatesArgs, 'id'>>;
  startEncounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationStartEncounterArgs, 'baseVersion' | 'clientMutationId' | 'encounterId' | 'provenance'>>;
  syncEncounterCommands?: Resolver<Array<ResolversTypes['EncounterCommandOutcome']>, ParentType, ContextType, RequireFields<MutationSyncEncounterCommandsArgs, 'commands'>>;
  undoCheckIn?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationUndoCheckInArgs, 'baseVersion' | 'clientMutationId' | 'encounterId' | 'provenance'>>;
  updateCareTeam?: Resolver<ResolversTypes['CareTeam'], ParentType, ContextType, RequireFields<MutationUpdateCareTeamArgs, 'id' | 'team' | 'versionId'>>;
  updateClinician?: Resolver<ResolversTypes['Clinician'], ParentType, ContextType, RequireFields<MutationUpdateClinicianArgs, 'clinician' | 'id' | 'versionId'>>;
  updateCoverage?: Resolver<ResolversTypes['Coverage'], ParentType, ContextType, RequireFields<MutationUpdateCoverageArgs, 'id' | 'input' | 'versionId'>>;
  updateCoverageConfig?: Resolver<ResolversTypes['CoverageConfig'], ParentType, ContextType, RequireFields<MutationUpdateCoverageConfigArgs, 'input' | 'kind' | 'userId' | 'versionId'>>;
  updateDiagnosis?: Resolver<ResolversTypes['ProblemList'], ParentType, ContextType, RequireFields<MutationUpdateDiagnosisArgs, 'input'>>;
  updateDischargeRequest?: Resolver<ResolversTypes['DischargeRequest'], ParentType, ContextType, RequireFields<MutationUpdateDischargeRequestArgs, 'input'>>;
  updateEncounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType, RequireFields<MutationUpdateEncounterArgs, 'baseVersion' | 'clientMutationId' | 'encounter' | 'id'>>;
  updateEncounterDurations?: Resolver<Array<ResolversTypes['EncounterDuration']>, ParentType, ContextType, RequireFields<MutationUpdateEncounterDurationsArgs, 'durations'>>;
  updateEncounterQuestionnaireList?: Resolver<Array<ResolversTypes['EncounterFormStatus']>, ParentType, ContextType, RequireFields<MutationUpdateEncounterQuestionnaireListArgs, 'encounterId' | 'questionnaireCodes'>>;
  updateHealthCareFacility?: Resolver<ResolversTypes['HealthCareFacility'], ParentType, ContextType, RequireFields<MutationUpdateHealthCareFacilityArgs, 'id' | 'organization' | 'versionId'>>;
  updateJobFunction?: Resolver<ResolversTypes['JobFunctionRecord'], ParentType, ContextType, RequireFields<MutationUpdateJobFunctionArgs, 'input'>>;
  updateMarket?: Resolver<ResolversTypes['MarketTeam'], ParentType, ContextType, RequireFields<MutationUpdateMarketArgs, 'id' | 'market' | 'versionId'>>;
  updateOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'id' | 'organization' | 'versionId'>>;
  updatePatientAvailability?: Resolver<ResolversTypes['PatientAvailability'], ParentType, ContextType, RequireFields<MutationUpdatePatientAvailabilityArgs, 'input'>>;
  updatePatientDemographics?: Resolver<ResolversTypes['PatientDemographicsRecord'], ParentType, ContextType, RequireFields<MutationUpdatePatientDemographicsArgs, 'input'>>;
  updatePlanDefinitionForms?: Resolver<ResolversTypes['PlanDefinition'], ParentType, ContextType, RequireFields<MutationUpdatePlanDefinitionFormsArgs, 'forms' | 'id' | 'versionId'>>;
  updatePriorAuthorization?: Resolver<ResolversTypes['PriorAuthorization'], ParentType, ContextType, RequireFields<MutationUpdatePriorAuthorizationArgs, 'id' | 'input' | 'versionId'>>;
  updateSetting?: Resolver<ResolversTypes['AdminSetting'], ParentType, ContextType, RequireFields<MutationUpdateSettingArgs, 'key' | 'value'>>;
  updateUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'user' | 'versionId'>>;
  upsertPractitioners?: Resolver<ResolversTypes['HealthCareFacility'], ParentType, ContextType, RequireFields<MutationUpsertPractitionersArgs, 'organization' | 'practitioners'>>;
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
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['NotificationEvent'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['NotificationMeta'], ParentType, ContextType>;
  notify?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['NotificationResource'], ParentType, ContextType>;
  resourceDetails?: Resolver<ResolversTypes['NotificationResourceDetails'], ParentType, ContextType>;
  viewed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  eventCounts?: Resolver<Array<ResolversTypes['NotificationEventCount']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
};

export type NotificationEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEvent'] = ResolversParentTypes['NotificationEvent']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationEventCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEventCount'] = ResolversParentTypes['NotificationEventCount']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationMetaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationMeta'] = ResolversParentTypes['NotificationMeta']> = {
  patientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  patientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  practitionerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  practitionerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NotificationResourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationResource'] = ResolversParentTypes['NotificationResource']> = {
  admissionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type NotificationResourceDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationResourceDetails'] = ResolversParentTypes['NotificationResourceDetails']> = {
  documentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  instantiatesCanonical?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  resourceType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serviceRequestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OrderChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderChange'] = ResolversParentTypes['OrderChange']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['OrganizationAddress']>, ParentType, ContextType>;
  availityPayerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contracted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifiers?: Resolver<Array<ResolversTypes['OrganizationIdentifier']>, ParentType, ContextType>;
  insurerExternalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partOf?: Resolver<Maybe<ResolversTypes['OrganizationParent']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telecom?: Resolver<Array<ResolversTypes['OrganizationContactPoint']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganizationAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationAddress'] = ResolversParentTypes['OrganizationAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationConnection'] = ResolversParentTypes['OrganizationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrganizationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganizationContactPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationContactPoint'] = ResolversParentTypes['OrganizationContactPoint']> = {
  extension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  system?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  use?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationEdge'] = ResolversParentTypes['OrganizationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
};

export type OrganizationIdentifierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationIdentifier'] = ResolversParentTypes['OrganizationIdentifier']> = {
  system?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationParentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationParent'] = ResolversParentTypes['OrganizationParent']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PastOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PastOrder'] = ResolversParentTypes['PastOrder']> = {
  changes?: Resolver<Array<ResolversTypes['OrderChange']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['PatientOrder'], ParentType, ContextType>;
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
  additionalMarket?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  addressType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facilityContactId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  facilityContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facilityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  facilityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instruction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  line?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  marketId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  marketName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceAddress?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verified?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type PatientAdmissionDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientAdmissionDetails'] = ResolversParentTypes['PatientAdmissionDetails']> = {
  dischargedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PatientAdmissionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientAdmissions'] = ResolversParentTypes['PatientAdmissions']> = {
  admissions?: Resolver<Array<ResolversTypes['Admission']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PatientAlertResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientAlert'] = ResolversParentTypes['PatientAlert']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientAlertConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientAlertConnection'] = ResolversParentTypes['PatientAlertConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PatientAlertEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientAlertEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientAlertEdge'] = ResolversParentTypes['PatientAlertEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PatientAlert'], ParentType, ContextType>;
};

export type PatientAvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientAvailability'] = ResolversParentTypes['PatientAvailability']> = {
  dates?: Resolver<Array<ResolversTypes['AvailabilityDate']>, ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekdays?: Resolver<Array<ResolversTypes['AvailabilityWeekday']>, ParentType, ContextType>;
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

export type PatientCoveragesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientCoverages'] = ResolversParentTypes['PatientCoverages']> = {
  authorizations?: Resolver<Array<ResolversTypes['PriorAuthorization']>, ParentType, ContextType>;
  coverages?: Resolver<Array<ResolversTypes['Coverage']>, ParentType, ContextType>;
  eligibilityResults?: Resolver<Array<ResolversTypes['EligibilityResult']>, ParentType, ContextType>;
};

export type PatientDemographicsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientDemographics'] = ResolversParentTypes['PatientDemographics']> = {
  addresses?: Resolver<Array<ResolversTypes['PatientAddress']>, ParentType, ContextType>;
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['PatientAvailability'], ParentType, ContextType>;
  birthDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  caregivers?: Resolver<Array<ResolversTypes['PatientContact']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContact?: Resolver<Maybe<ResolversTypes['PatientContact']>, ParentType, ContextType>;
  ethnicity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeHealthName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maritalStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pcpName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['PatientPhone']>, ParentType, ContextType>;
  preferredName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  race?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ssnLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PatientDemographicsRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientDemographicsRecord'] = ResolversParentTypes['PatientDemographicsRecord']> = {
  addresses?: Resolver<Array<ResolversTypes['PatientAddress']>, ParentType, ContextType>;
  birthDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  caregivers?: Resolver<Array<ResolversTypes['PatientContact']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContact?: Resolver<Maybe<ResolversTypes['PatientContact']>, ParentType, ContextType>;
  ethnicity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeHealthId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  homeHealthName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  maritalStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  okToText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pcpName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pcpPhysicianId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pcpPracticeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['PatientPhone']>, ParentType, ContextType>;
  preferredName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  race?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ssnLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  textConsentSaved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientEdge'] = ResolversParentTypes['PatientEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Patient'], ParentType, ContextType>;
};

export type PatientNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientNote'] = ResolversParentTypes['PatientNote']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientNoteConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientNoteConnection'] = ResolversParentTypes['PatientNoteConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PatientNoteEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientNoteEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientNoteEdge'] = ResolversParentTypes['PatientNoteEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PatientNote'], ParentType, ContextType>;
};

export type PatientOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientOrder'] = ResolversParentTypes['PatientOrder']> = {
  admissionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  admissionStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  authoredOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requester?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientOrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientOrderConnection'] = ResolversParentTypes['PatientOrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PatientOrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientOrderDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientOrderDetails'] = ResolversParentTypes['PatientOrderDetails']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  draft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientOrderEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientOrderEdge'] = ResolversParentTypes['PatientOrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PatientOrder'], ParentType, ContextType>;
};

export type PatientPhoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientPhone'] = ResolversParentTypes['PatientPhone']> = {
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  use?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PatientProblemDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientProblemDetails'] = ResolversParentTypes['PatientProblemDetails']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  draft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientReferralResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientReferral'] = ResolversParentTypes['PatientReferral']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referralDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientReferralConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientReferralConnection'] = ResolversParentTypes['PatientReferralConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PatientReferralEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientReferralEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientReferralEdge'] = ResolversParentTypes['PatientReferralEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PatientReferral'], ParentType, ContextType>;
};

export type PatientTaskResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientTask'] = ResolversParentTypes['PatientTask']> = {
  authoredOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  completedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  originLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ownerJobFunctionTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requester?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientTaskConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientTaskConnection'] = ResolversParentTypes['PatientTaskConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PatientTaskEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientTaskEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientTaskEdge'] = ResolversParentTypes['PatientTaskEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PatientTask'], ParentType, ContextType>;
};

export type PatientTaskSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientTaskSummary'] = ResolversParentTypes['PatientTaskSummary']> = {
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayPeriod'] = ResolversParentTypes['PayPeriod']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  encounterStats?: Resolver<ResolversTypes['EncounterStats'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayPeriodConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayPeriodConnection'] = ResolversParentTypes['PayPeriodConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PayPeriodEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayPeriodEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayPeriodEdge'] = ResolversParentTypes['PayPeriodEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PayPeriod'], ParentType, ContextType>;
};

export type PayPeriodEncounterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayPeriodEncounter'] = ResolversParentTypes['PayPeriodEncounter']> = {
  appointmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayPeriodEncountersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayPeriodEncounters'] = ResolversParentTypes['PayPeriodEncounters']> = {
  encounters?: Resolver<Array<ResolversTypes['PayPeriodEncounter']>, ParentType, ContextType>;
  payPeriod?: Resolver<ResolversTypes['PayPeriod'], ParentType, ContextType>;
  practitionerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  practitionerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayrollClinicianResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayrollClinician'] = ResolversParentTypes['PayrollClinician']> = {
  encounterStats?: Resolver<ResolversTypes['EncounterStats'], ParentType, ContextType>;
  fileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  practitionerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PayrollInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayrollInfo'] = ResolversParentTypes['PayrollInfo']> = {
  clinicians?: Resolver<Array<ResolversTypes['PayrollClinician']>, ParentType, ContextType>;
  exportFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payPeriod?: Resolver<ResolversTypes['PayPeriod'], ParentType, ContextType>;
};

export type PcpLetterChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PcpLetterChange'] = ResolversParentTypes['PcpLetterChange']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PcpLetterCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PcpLetterCounts'] = ResolversParentTypes['PcpLetterCounts']> = {
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  none?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PcpLetterPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PcpLetterPage'] = ResolversParentTypes['PcpLetterPage']> = {
  counts?: Resolver<ResolversTypes['PcpLetterCounts'], ParentType, ContextType>;
  nextOffset?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PcpLetterRow']>, ParentType, ContextType>;
};

export type PcpLetterRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PcpLetterRow'] = ResolversParentTypes['PcpLetterRow']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pcpName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PcpLetterSendResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PcpLetterSendResult'] = ResolversParentTypes['PcpLetterSendResult']> = {
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type PriorAuthorizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriorAuthorization'] = ResolversParentTypes['PriorAuthorization']> = {
  coverageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  periodStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitsAllowed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitsAllowed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  visitsUsed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ProblemListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProblemList'] = ResolversParentTypes['ProblemList']> = {
  carePlans?: Resolver<Array<ResolversTypes['CarePlan']>, ParentType, ContextType>;
  diagnoses?: Resolver<Array<ResolversTypes['Diagnosis']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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
  AdminAuditList?: Resolver<ResolversTypes['AdminAuditEntryConnection'], ParentType, ContextType, RequireFields<QueryAdminAuditListArgs, 'entityId' | 'entityType'>>;
  AdminDashboard?: Resolver<ResolversTypes['AdminDashboard'], ParentType, ContextType, RequireFields<QueryAdminDashboardArgs, 'filter'>>;
  AdmissionList?: Resolver<Array<ResolversTypes['Admission']>, ParentType, ContextType, RequireFields<QueryAdmissionListArgs, 'patientId'>>;
  AuthEvents?: Resolver<Array<ResolversTypes['AuthEvent']>, ParentType, ContextType, Partial<QueryAuthEventsArgs>>;
  BulkEligibilityItems?: Resolver<ResolversTypes['BulkEligibilityItemPage'], ParentType, ContextType, RequireFields<QueryBulkEligibilityItemsArgs, 'runId'>>;
  BulkEligibilityPreview?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryBulkEligibilityPreviewArgs, 'filters'>>;
  BulkEligibilityRun?: Resolver<ResolversTypes['BulkEligibilityRun'], ParentType, ContextType, RequireFields<QueryBulkEligibilityRunArgs, 'runId'>>;
  BulkEligibilityRuns?: Resolver<Array<ResolversTypes['BulkEligibilityRun']>, ParentType, ContextType, Partial<QueryBulkEligibilityRunsArgs>>;
  CCDDocument?: Resolver<ResolversTypes['CCDDocument'], ParentType, ContextType, RequireFields<QueryCcdDocumentArgs, 'documentId'>>;
  CareFacilityLookup?: Resolver<ResolversTypes['CareFacilityConnection'], ParentType, ContextType, Partial<QueryCareFacilityLookupArgs>>;
  CareTeam?: Resolver<ResolversTypes['CareTeam'], ParentType, ContextType, RequireFields<QueryCareTeamArgs, 'id'>>;
  CareTeamList?: Resolver<ResolversTypes['CareTeamConnection'], ParentType, ContextType, Partial<QueryCareTeamListArgs>>;
  CareTeamPhysicians?: Resolver<ResolversTypes['CareTeamPhysicianConnection'], ParentType, ContextType, Partial<QueryCareTeamPhysiciansArgs>>;
  CbrDashboard?: Resolver<ResolversTypes['CbrDashboard'], ParentType, ContextType, RequireFields<QueryCbrDashboardArgs, 'filter'>>;
  Clinician?: Resolver<ResolversTypes['Clinician'], ParentType, ContextType, RequireFields<QueryClinicianArgs, 'id'>>;
  ClinicianAvailability?: Resolver<ResolversTypes['ClinicianAvailability'], ParentType, ContextType, RequireFields<QueryClinicianAvailabilityArgs, 'clinicianId'>>;
  ClinicianList?: Resolver<ResolversTypes['ClinicianConnection'], ParentType, ContextType, Partial<QueryClinicianListArgs>>;
  ClinicianRoute?: Resolver<Maybe<ResolversTypes['ClinicianRoute']>, ParentType, ContextType, RequireFields<QueryClinicianRouteArgs, 'clinicianId' | 'date'>>;
  ClinicianSchedule?: Resolver<ResolversTypes['ClinicianSchedule'], ParentType, ContextType, RequireFields<QueryClinicianScheduleArgs, 'clinicianId' | 'from' | 'to'>>;
  CodeSystem?: Resolver<ResolversTypes['CodeSystem'], ParentType, ContextType, RequireFields<QueryCodeSystemArgs, 'id'>>;
  CodeSystemList?: Resolver<Array<ResolversTypes['CodeSystemSummary']>, ParentType, ContextType>;
  CommunicationTopicList?: Resolver<Array<ResolversTypes['CommunicationTopic']>, ParentType, ContextType, Partial<QueryCommunicationTopicListArgs>>;
  CountyList?: Resolver<ResolversTypes['CountyConnection'], ParentType, ContextType, Partial<QueryCountyListArgs>>;
  CoverageConfig?: Resolver<ResolversTypes['CoverageConfigDetail'], ParentType, ContextType, RequireFields<QueryCoverageConfigArgs, 'kind' | 'userId'>>;
  CoverageConfigList?: Resolver<ResolversTypes['CoverageConfigConnection'], ParentType, ContextType, RequireFields<QueryCoverageConfigListArgs, 'kind'>>;
  CoverageInsurerList?: Resolver<Array<ResolversTypes['CoverageInsurer']>, ParentType, ContextType, Partial<QueryCoverageInsurerListArgs>>;
  DashboardEncounters?: Resolver<ResolversTypes['DashboardEncounterConnection'], ParentType, ContextType, RequireFields<QueryDashboardEncountersArgs, 'filter'>>;
  DashboardVisits?: Resolver<ResolversTypes['DashboardVisitConnection'], ParentType, ContextType, RequireFields<QueryDashboardVisitsArgs, 'filter'>>;
  DiagnosisCodeList?: Resolver<ResolversTypes['DiagnosisCodeConnection'], ParentType, ContextType, Partial<QueryDiagnosisCodeListArgs>>;
  DischargeRequest?: Resolver<ResolversTypes['DischargeRequest'], ParentType, ContextType, RequireFields<QueryDischargeRequestArgs, 'id'>>;
  DischargeRequestHistory?: Resolver<Array<ResolversTypes['DischargeRequestVersion']>, ParentType, ContextType, RequireFields<QueryDischargeRequestHistoryArgs, 'id'>>;
  DischargeRequestList?: Resolver<ResolversTypes['DischargeRequestConnection'], ParentType, ContextType, RequireFields<QueryDischargeRequestListArgs, 'patientId'>>;
  DocumentList?: Resolver<ResolversTypes['DocumentReferenceConnection'], ParentType, ContextType, RequireFields<QueryDocumentListArgs, 'patientId'>>;
  Encounter?: Resolver<Maybe<ResolversTypes['Encounter']>, ParentType, ContextType, RequireFields<QueryEncounterArgs, 'id'>>;
  EncounterDurations?: Resolver<Array<ResolversTypes['EncounterDuration']>, ParentType, ContextType>;
  EncounterList?: Resolver<ResolversTypes['EncounterConnection'], ParentType, ContextType, Partial<QueryEncounterListArgs>>;
  EncounterNarrativePDF?: Resolver<ResolversTypes['NarrativePdf'], ParentType, ContextType, RequireFields<QueryEncounterNarrativePdfArgs, 'encounterId'>>;
  EncounterReviewList?: Resolver<ResolversTypes['ReviewQueueConnection'], ParentType, ContextType, Partial<QueryEncounterReviewListArgs>>;
  EncounterState?: Resolver<ResolversTypes['EncounterState'], ParentType, ContextType, RequireFields<QueryEncounterStateArgs, 'encounterId'>>;
  EncounterVersionDiff?: Resolver<Array<ResolversTypes['AnswerChange']>, ParentType, ContextType, RequireFields<QueryEncounterVersionDiffArgs, 'encounterId' | 'from' | 'to'>>;
  FeatureFlagList?: Resolver<Array<ResolversTypes['FeatureFlag']>, ParentType, ContextType>;
  GetActiveEncounterByAppointmentId?: Resolver<Maybe<ResolversTypes['Encounter']>, ParentType, ContextType, RequireFields<QueryGetActiveEncounterByAppointmentIdArgs, 'appointmentId'>>;
  GetAdditionalActionsStatus?: Resolver<ResolversTypes['AdditionalActionsStatus'], ParentType, ContextType, RequireFields<QueryGetAdditionalActionsStatusArgs, 'patientId'>>;
  GetCCDRequestList?: Resolver<ResolversTypes['CCDRequestList'], ParentType, ContextType, RequireFields<QueryGetCcdRequestListArgs, 'filters'>>;
  GetDuplicatedOrganizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType, RequireFields<QueryGetDuplicatedOrganizationsArgs, 'organizationName' | 'state'>>;
  GetEncounterFormStatus?: Resolver<Array<ResolversTypes['EncounterFormStatus']>, ParentType, ContextType, RequireFields<QueryGetEncounterFormStatusArgs, 'encounterId'>>;
  GetEncounterVersion?: Resolver<Array<ResolversTypes['EncounterVersion']>, ParentType, ContextType, RequireFields<QueryGetEncounterVersionArgs, 'encounterId'>>;
  GetEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  GetJobFunction?: Resolver<Maybe<ResolversTypes['JobFunctionRecord']>, ParentType, ContextType, RequireFields<QueryGetJobFunctionArgs, 'id'>>;
  GetJobFunctionByTitle?: Resolver<Array<ResolversTypes['JobFunctionRecord']>, ParentType, ContextType, RequireFields<QueryGetJobFunctionByTitleArgs, 'titles'>>;
  GetJobFunctions?: Resolver<Array<ResolversTypes['JobFunctionRecord']>, ParentType, ContextType>;
  GetLatestEncounterWithQuestionnaireResponse?: Resolver<Maybe<ResolversTypes['EncounterWithResponse']>, ParentType, ContextType, RequireFields<QueryGetLatestEncounterWithQuestionnaireResponseArgs, 'patientId' | 'questionnaireCode'>>;
  GetNotificationList?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, Partial<QueryGetNotificationListArgs>>;
  GetNotificationsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryGetNotificationsCountArgs>>;
  GetPayPeriodEncounterHistory?: Resolver<ResolversTypes['PayPeriodConnection'], ParentType, ContextType, RequireFields<QueryGetPayPeriodEncounterHistoryArgs, 'practitionerId'>>;
  GetPayPeriodEncounters?: Resolver<ResolversTypes['PayPeriodEncounters'], ParentType, ContextType, RequireFields<QueryGetPayPeriodEncountersArgs, 'payPeriodId' | 'practitionerId'>>;
  GetPlanDefinitionById?: Resolver<Maybe<ResolversTypes['PlanDefinition']>, ParentType, ContextType, RequireFields<QueryGetPlanDefinitionByIdArgs, 'id'>>;
  GetPreviousAndCurrentEncounter?: Resolver<ResolversTypes['PreviousAndCurrentEncounter'], ParentType, ContextType, RequireFields<QueryGetPreviousAndCurrentEncounterArgs, 'encounterId'>>;
  GetProvenance?: Resolver<Array<ResolversTypes['Provenance']>, ParentType, ContextType, RequireFields<QueryGetProvenanceArgs, 'targetId'>>;
  InvitationStatus?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType, RequireFields<QueryInvitationStatusArgs, 'token'>>;
  LatestAssessmentResponses?: Resolver<Maybe<ResolversTypes['LatestAssessmentResponse']>, ParentType, ContextType, RequireFields<QueryLatestAssessmentResponsesArgs, 'patientId'>>;
  LatestEncounterForPractitioner?: Resolver<Maybe<ResolversTypes['Encounter']>, ParentType, ContextType, RequireFields<QueryLatestEncounterForPractitionerArgs, 'practitionerId'>>;
  MarketList?: Resolver<ResolversTypes['MarketConnection'], ParentType, ContextType, Partial<QueryMarketListArgs>>;
  MarketTeamList?: Resolver<ResolversTypes['MarketTeamConnection'], ParentType, ContextType, Partial<QueryMarketTeamListArgs>>;
  MissingAnswers?: Resolver<Array<ResolversTypes['MissingAnswer']>, ParentType, ContextType, RequireFields<QueryMissingAnswersArgs, 'encounterId'>>;
  MySchedule?: Resolver<ResolversTypes['SchedulePack'], ParentType, ContextType, RequireFields<QueryMyScheduleArgs, 'from' | 'to'>>;
  Organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<QueryOrganizationArgs, 'id'>>;
  OrganizationList?: Resolver<ResolversTypes['OrganizationConnection'], ParentType, ContextType, Partial<QueryOrganizationListArgs>>;
  Patient?: Resolver<Maybe<ResolversTypes['Patient']>, ParentType, ContextType, RequireFields<QueryPatientArgs, 'id'>>;
  PatientAlertList?: Resolver<ResolversTypes['PatientAlertConnection'], ParentType, ContextType, RequireFields<QueryPatientAlertListArgs, 'patientId'>>;
  PatientAppointmentList?: Resolver<ResolversTypes['ChartAppointmentConnection'], ParentType, ContextType, RequireFields<QueryPatientAppointmentListArgs, 'patientId'>>;
  PatientAvailability?: Resolver<ResolversTypes['PatientAvailability'], ParentType, ContextType, RequireFields<QueryPatientAvailabilityArgs, 'patientId'>>;
  PatientChart?: Resolver<ResolversTypes['PatientChart'], ParentType, ContextType, RequireFields<QueryPatientChartArgs, 'id'>>;
  PatientCoverages?: Resolver<ResolversTypes['PatientCoverages'], ParentType, ContextType, RequireFields<QueryPatientCoveragesArgs, 'patientId'>>;
  PatientDemographicsRecord?: Resolver<ResolversTypes['PatientDemographicsRecord'], ParentType, ContextType, RequireFields<QueryPatientDemographicsRecordArgs, 'patientId'>>;
  PatientEncounterList?: Resolver<ResolversTypes['ChartEncounterConnection'], ParentType, ContextType, RequireFields<QueryPatientEncounterListArgs, 'patientId'>>;
  PatientList?: Resolver<ResolversTypes['PatientConnection'], ParentType, ContextType, Partial<QueryPatientListArgs>>;
  PatientNoteList?: Resolver<ResolversTypes['PatientNoteConnection'], ParentType, ContextType, RequireFields<QueryPatientNoteListArgs, 'patientId'>>;
  PatientOrder?: Resolver<ResolversTypes['PastOrder'], ParentType, ContextType, RequireFields<QueryPatientOrderArgs, 'id' | 'patientId'>>;
  PatientOrderDetails?: Resolver<ResolversTypes['PatientOrderDetails'], ParentType, ContextType, RequireFields<QueryPatientOrderDetailsArgs, 'patientId'>>;
  PatientOrderList?: Resolver<ResolversTypes['PatientOrderConnection'], ParentType, ContextType, RequireFields<QueryPatientOrderListArgs, 'patientId'>>;
  PatientReferralList?: Resolver<ResolversTypes['PatientReferralConnection'], ParentType, ContextType, RequireFields<QueryPatientReferralListArgs, 'patientId'>>;
  PatientTaskList?: Resolver<ResolversTypes['PatientTaskConnection'], ParentType, ContextType, RequireFields<QueryPatientTaskListArgs, 'patientId'>>;
  PatientTaskOwnerList?: Resolver<Array<ResolversTypes['TaskOwner']>, ParentType, ContextType, RequireFields<QueryPatientTaskOwnerListArgs, 'patientId'>>;
  PatientTaskSummary?: Resolver<ResolversTypes['PatientTaskSummary'], ParentType, ContextType, RequireFields<QueryPatientTaskSummaryArgs, 'patientId'>>;
  PayrollInfo?: Resolver<ResolversTypes['PayrollInfo'], ParentType, ContextType, RequireFields<QueryPayrollInfoArgs, 'payPeriodId'>>;
  PcpLetterList?: Resolver<ResolversTypes['PcpLetterPage'], ParentType, ContextType, RequireFields<QueryPcpLetterListArgs, 'from' | 'kind' | 'to'>>;
  PlanDefinitionForEncounterType?: Resolver<Maybe<ResolversTypes['PlanDefinition']>, ParentType, ContextType, RequireFields<QueryPlanDefinitionForEncounterTypeArgs, 'encounterType'>>;
  PlanDefinitionList?: Resolver<Array<ResolversTypes['PlanDefinition']>, ParentType, ContextType>;
  ProblemList?: Resolver<ResolversTypes['ProblemList'], ParentType, ContextType, RequireFields<QueryProblemListArgs, 'patientId'>>;
  QuestionnaireList?: Resolver<Array<ResolversTypes['Questionnaire']>, ParentType, ContextType>;
  QuestionnaireListByEncounter?: Resolver<Array<ResolversTypes['Questionnaire']>, ParentType, ContextType, RequireFields<QueryQuestionnaireListByEncounterArgs, 'encounterId'>>;
  QuestionnaireListByEncounterType?: Resolver<Array<ResolversTypes['Questionnaire']>, ParentType, ContextType, RequireFields<QueryQuestionnaireListByEncounterTypeArgs, 'encounterType'>>;
  QuestionnaireListByPlanDefinition?: Resolver<Array<ResolversTypes['Questionnaire']>, ParentType, ContextType, RequireFields<QueryQuestionnaireListByPlanDefinitionArgs, 'planDefinitionId'>>;
  QuestionnaireResponseListForClinical?: Resolver<Array<ResolversTypes['QuestionnaireResponse']>, ParentType, ContextType, RequireFields<QueryQuestionnaireResponseListForClinicalArgs, 'encounterId'>>;
  QuestionnaireResponsesByLatestCompositionStatus?: Resolver<Array<ResolversTypes['ResponseWithVersionStatus']>, ParentType, ContextType, RequireFields<QueryQuestionnaireResponsesByLatestCompositionStatusArgs, 'encounterId'>>;
  ReportDashboard?: Resolver<ResolversTypes['ReportDashboard'], ParentType, ContextType, RequireFields<QueryReportDashboardArgs, 'filter'>>;
  RoundsSession?: Resolver<ResolversTypes['RoundsSession'], ParentType, ContextType, RequireFields<QueryRoundsSessionArgs, 'date'>>;
  RoundsSessionDates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  SchedulableClinicians?: Resolver<Array<ResolversTypes['SchedulableClinician']>, ParentType, ContextType>;
  ScheduleVisit?: Resolver<ResolversTypes['ScheduleVisitDetail'], ParentType, ContextType, RequireFields<QueryScheduleVisitArgs, 'appointmentId'>>;
  SettingList?: Resolver<Array<ResolversTypes['AdminSetting']>, ParentType, ContextType>;
  TaskDashboard?: Resolver<ResolversTypes['TaskDashboard'], ParentType, ContextType>;
  TaskHistory?: Resolver<Array<ResolversTypes['TaskChange']>, ParentType, ContextType, RequireFields<QueryTaskHistoryArgs, 'id'>>;
  TaskList?: Resolver<ResolversTypes['WorkTaskConnection'], ParentType, ContextType, RequireFields<QueryTaskListArgs, 'view'>>;
  TelehealthEncounter?: Resolver<Maybe<ResolversTypes['TelehealthEncounter']>, ParentType, ContextType, RequireFields<QueryTelehealthEncounterArgs, 'id'>>;
  TelehealthEncounterList?: Resolver<ResolversTypes['TelehealthEncounterConnection'], ParentType, ContextType, Partial<QueryTelehealthEncounterListArgs>>;
  TravelMatrix?: Resolver<ResolversTypes['TravelMatrix'], ParentType, ContextType, RequireFields<QueryTravelMatrixArgs, 'points'>>;
  User?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  UserList?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<QueryUserListArgs>>;
  canGenenerateCCD?: Resolver<ResolversTypes['CCDAvailability'], ParentType, ContextType, RequireFields<QueryCanGenenerateCcdArgs, 'episodeOfCareId'>>;
  checkMedicalHistoryFilled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<QueryCheckMedicalHistoryFilledArgs>>;
  expandValueSet?: Resolver<ResolversTypes['ValueSetExpansion'], ParentType, ContextType, RequireFields<QueryExpandValueSetArgs, 'url'>>;
  exportCodeSystem?: Resolver<ResolversTypes['CodeSystemFile'], ParentType, ContextType, RequireFields<QueryExportCodeSystemArgs, 'format' | 'id'>>;
  getHealthCareFacilityById?: Resolver<ResolversTypes['HealthCareFacility'], ParentType, ContextType, RequireFields<QueryGetHealthCareFacilityByIdArgs, 'organizationId'>>;
  getHealthCareFacilityByPatientId?: Resolver<Array<ResolversTypes['HealthCareFacility']>, ParentType, ContextType, RequireFields<QueryGetHealthCareFacilityByPatientIdArgs, 'patientId'>>;
  getHealthCareFacilityList?: Resolver<ResolversTypes['HealthCareFacilityConnection'], ParentType, ContextType, RequireFields<QueryGetHealthCareFacilityListArgs, 'type'>>;
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

export type ReportDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportDashboard'] = ResolversParentTypes['ReportDashboard']> = {
  encounters?: Resolver<Array<ResolversTypes['EncounterReportRow']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visits?: Resolver<Array<ResolversTypes['DashboardGroup']>, ParentType, ContextType>;
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

export type ReviewQueueConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewQueueConnection'] = ResolversParentTypes['ReviewQueueConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReviewQueueEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewQueueEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewQueueEdge'] = ResolversParentTypes['ReviewQueueEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ReviewQueueItem'], ParentType, ContextType>;
};

export type ReviewQueueItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewQueueItem'] = ResolversParentTypes['ReviewQueueItem']> = {
  clinicianName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  encounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoundsEncounterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoundsEncounter'] = ResolversParentTypes['RoundsEncounter']> = {
  appointmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clinicianName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  stateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoundsPatientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoundsPatient'] = ResolversParentTypes['RoundsPatient']> = {
  birthDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latestEncounter?: Resolver<Maybe<ResolversTypes['RoundsEncounter']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openOrders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  woundProgress?: Resolver<Array<ResolversTypes['RoundsWoundPoint']>, ParentType, ContextType>;
};

export type RoundsSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoundsSession'] = ResolversParentTypes['RoundsSession']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patients?: Resolver<Array<ResolversTypes['RoundsPatient']>, ParentType, ContextType>;
  savedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoundsWoundPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoundsWoundPoint'] = ResolversParentTypes['RoundsWoundPoint']> = {
  areaCm2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  encounterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lengthCm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  widthCm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RouteStartPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RouteStartPoint'] = ResolversParentTypes['RouteStartPoint']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SchedulableClinicianResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SchedulableClinician'] = ResolversParentTypes['SchedulableClinician']> = {
  home?: Resolver<Maybe<ResolversTypes['ClinicianHome']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduleChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleChange'] = ResolversParentTypes['ScheduleChange']> = {
  appointmentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clinicianId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ScheduleDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleDay'] = ResolversParentTypes['ScheduleDay']> = {
  appointmentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchedulePackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SchedulePack'] = ResolversParentTypes['SchedulePack']> = {
  appointments?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType>;
  chartAdmissions?: Resolver<Array<ResolversTypes['PatientAdmissions']>, ParentType, ContextType>;
  charts?: Resolver<Array<ResolversTypes['PatientChart']>, ParentType, ContextType>;
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

export type ScheduleVisitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleVisit'] = ResolversParentTypes['ScheduleVisit']> = {
  appointment?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType>;
  asap?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  overrideReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduleVisitDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleVisitDetail'] = ResolversParentTypes['ScheduleVisitDetail']> = {
  clinician?: Resolver<ResolversTypes['SchedulableClinician'], ParentType, ContextType>;
  visit?: Resolver<ResolversTypes['ScheduleVisit'], ParentType, ContextType>;
};

export type SignCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignCounts'] = ResolversParentTypes['SignCounts']> = {
  documented?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  signedWithin24h?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  onBulkEligibilityProgress?: SubscriptionResolver<ResolversTypes['BulkEligibilityProgress'], "onBulkEligibilityProgress", ParentType, ContextType, RequireFields<SubscriptionOnBulkEligibilityProgressArgs, 'runId'>>;
  onEncounterCreated?: SubscriptionResolver<ResolversTypes['Encounter'], "onEncounterCreated", ParentType, ContextType, Partial<SubscriptionOnEncounterCreatedArgs>>;
  onEncounterUpdated?: SubscriptionResolver<ResolversTypes['Encounter'], "onEncounterUpdated", ParentType, ContextType, Partial<SubscriptionOnEncounterUpdatedArgs>>;
  onNotificationAdded?: SubscriptionResolver<ResolversTypes['Notification'], "onNotificationAdded", ParentType, ContextType, Partial<SubscriptionOnNotificationAddedArgs>>;
  onPcpLetterChanged?: SubscriptionResolver<ResolversTypes['PcpLetterChange'], "onPcpLetterChanged", ParentType, ContextType, RequireFields<SubscriptionOnPcpLetterChangedArgs, 'kind'>>;
  onResourceNarrativeUpdated?: SubscriptionResolver<ResolversTypes['ResourceNarrativeUpdate'], "onResourceNarrativeUpdated", ParentType, ContextType, RequireFields<SubscriptionOnResourceNarrativeUpdatedArgs, 'encounterId'>>;
  onScheduleChanged?: SubscriptionResolver<ResolversTypes['ScheduleChange'], "onScheduleChanged", ParentType, ContextType, RequireFields<SubscriptionOnScheduleChangedArgs, 'clinicianId'>>;
  onWaitingRoomChanged?: SubscriptionResolver<ResolversTypes['WaitingRoomEvent'], "onWaitingRoomChanged", ParentType, ContextType, Partial<SubscriptionOnWaitingRoomChangedArgs>>;
  onWoundUpdated?: SubscriptionResolver<ResolversTypes['WoundUpdate'], "onWoundUpdated", ParentType, ContextType, RequireFields<SubscriptionOnWoundUpdatedArgs, 'woundId'>>;
};

export type TaskChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaskChange'] = ResolversParentTypes['TaskChange']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerJobFunctionTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaskCount'] = ResolversParentTypes['TaskCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaskDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaskDashboard'] = ResolversParentTypes['TaskDashboard']> = {
  byAge?: Resolver<Array<ResolversTypes['TaskCount']>, ParentType, ContextType>;
  byMarket?: Resolver<Array<ResolversTypes['TaskCount']>, ParentType, ContextType>;
  byOwner?: Resolver<Array<ResolversTypes['TaskCount']>, ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['TaskCount']>, ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskOwnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaskOwner'] = ResolversParentTypes['TaskOwner']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TelehealthEncounterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TelehealthEncounter'] = ResolversParentTypes['TelehealthEncounter']> = {
  appointmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  checkedInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkedOutAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  clinicianId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clinicianName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  encounter?: Resolver<ResolversTypes['Encounter'], ParentType, ContextType>;
  homeHealthName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  meetingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onsiteProviderPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teleMedicineType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telemedicineStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TelehealthEncounterConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TelehealthEncounterConnection'] = ResolversParentTypes['TelehealthEncounterConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TelehealthEncounterEdge']>, ParentType, ContextType>;
  eventCursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TelehealthEncounterEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TelehealthEncounterEdge'] = ResolversParentTypes['TelehealthEncounterEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TelehealthEncounter'], ParentType, ContextType>;
};

export type TravelMatrixResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TravelMatrix'] = ResolversParentTypes['TravelMatrix']> = {
  miles?: Resolver<Array<Array<ResolversTypes['Float']>>, ParentType, ContextType>;
  minutes?: Resolver<Array<Array<ResolversTypes['Float']>>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  account?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  familyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasPin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  jobFunctions?: Resolver<Array<ResolversTypes['JobFunction']>, ParentType, ContextType>;
  lastLoggedIn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  legalEntities?: Resolver<Array<ResolversTypes['UserOrganization']>, ParentType, ContextType>;
  markets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payers?: Resolver<Array<ResolversTypes['UserOrganization']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  practitionerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusUpdatedDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userPinModifiedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type UserOrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserOrganization'] = ResolversParentTypes['UserOrganization']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ValueSetCodingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValueSetCoding'] = ResolversParentTypes['ValueSetCoding']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  members?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type ValueSetExpansionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValueSetExpansion'] = ResolversParentTypes['ValueSetExpansion']> = {
  contains?: Resolver<Array<ResolversTypes['ValueSetCoding']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ValueSetVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValueSetVersion'] = ResolversParentTypes['ValueSetVersion']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  publishedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type VisitOutcomeCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisitOutcomeCounts'] = ResolversParentTypes['VisitOutcomeCounts']> = {
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancelledRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  made?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missedRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scheduled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WaitingRoomEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitingRoomEvent'] = ResolversParentTypes['WaitingRoomEvent']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  request?: Resolver<ResolversTypes['TelehealthEncounter'], ParentType, ContextType>;
};

export type WorkTaskResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkTask'] = ResolversParentTypes['WorkTask']> = {
  authoredOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  completedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ownerJobFunction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerJobFunctionTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requester?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WorkTaskConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkTaskConnection'] = ResolversParentTypes['WorkTaskConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WorkTaskEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WorkTaskEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkTaskEdge'] = ResolversParentTypes['WorkTaskEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WorkTask'], ParentType, ContextType>;
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
  AdditionalActionsStatus?: AdditionalActionsStatusResolvers<ContextType>;
  AdminAuditEntry?: AdminAuditEntryResolvers<ContextType>;
  AdminAuditEntryConnection?: AdminAuditEntryConnectionResolvers<ContextType>;
  AdminAuditEntryEdge?: AdminAuditEntryEdgeResolvers<ContextType>;
  AdminDashboard?: AdminDashboardResolvers<ContextType>;
  AdminSetting?: AdminSettingResolvers<ContextType>;
  Admission?: AdmissionResolvers<ContextType>;
  AdmissionStatusPeriod?: AdmissionStatusPeriodResolvers<ContextType>;
  AnswerChange?: AnswerChangeResolvers<ContextType>;
  Appointment?: AppointmentResolvers<ContextType>;
  AuthEvent?: AuthEventResolvers<ContextType>;
  AvailabilityDate?: AvailabilityDateResolvers<ContextType>;
  AvailabilityException?: AvailabilityExceptionResolvers<ContextType>;
  AvailabilityRange?: AvailabilityRangeResolvers<ContextType>;
  AvailabilitySlot?: AvailabilitySlotResolvers<ContextType>;
  AvailabilityWeekday?: AvailabilityWeekdayResolvers<ContextType>;
  BoardSlot?: BoardSlotResolvers<ContextType>;
  BulkEligibilityCounts?: BulkEligibilityCountsResolvers<ContextType>;
  BulkEligibilityItem?: BulkEligibilityItemResolvers<ContextType>;
  BulkEligibilityItemPage?: BulkEligibilityItemPageResolvers<ContextType>;
  BulkEligibilityProgress?: BulkEligibilityProgressResolvers<ContextType>;
  BulkEligibilityRun?: BulkEligibilityRunResolvers<ContextType>;
  CCDAvailability?: CcdAvailabilityResolvers<ContextType>;
  CCDDateRange?: CcdDateRangeResolvers<ContextType>;
  CCDDocument?: CcdDocumentResolvers<ContextType>;
  CCDRequest?: CcdRequestResolvers<ContextType>;
  CCDRequestDetails?: CcdRequestDetailsResolvers<ContextType>;
  CCDRequestList?: CcdRequestListResolvers<ContextType>;
  CareFacility?: CareFacilityResolvers<ContextType>;
  CareFacilityConnection?: CareFacilityConnectionResolvers<ContextType>;
  CareFacilityEdge?: CareFacilityEdgeResolvers<ContextType>;
  CarePlan?: CarePlanResolvers<ContextType>;
  CareTeam?: CareTeamResolvers<ContextType>;
  CareTeamConnection?: CareTeamConnectionResolvers<ContextType>;
  CareTeamEdge?: CareTeamEdgeResolvers<ContextType>;
  CareTeamMarket?: CareTeamMarketResolvers<ContextType>;
  CareTeamParticipant?: CareTeamParticipantResolvers<ContextType>;
  CareTeamPhysician?: CareTeamPhysicianResolvers<ContextType>;
  CareTeamPhysicianConnection?: CareTeamPhysicianConnectionResolvers<ContextType>;
  CareTeamPhysicianEdge?: CareTeamPhysicianEdgeResolvers<ContextType>;
  CbrDashboard?: CbrDashboardResolvers<ContextType>;
  ChartAppointment?: ChartAppointmentResolvers<ContextType>;
  ChartAppointmentConnection?: ChartAppointmentConnectionResolvers<ContextType>;
  ChartAppointmentEdge?: ChartAppointmentEdgeResolvers<ContextType>;
  ChartEncounter?: ChartEncounterResolvers<ContextType>;
  ChartEncounterConnection?: ChartEncounterConnectionResolvers<ContextType>;
  ChartEncounterEdge?: ChartEncounterEdgeResolvers<ContextType>;
  ChartTab?: ChartTabResolvers<ContextType>;
  Clinician?: ClinicianResolvers<ContextType>;
  ClinicianAddress?: ClinicianAddressResolvers<ContextType>;
  ClinicianAvailability?: ClinicianAvailabilityResolvers<ContextType>;
  ClinicianConnection?: ClinicianConnectionResolvers<ContextType>;
  ClinicianEdge?: ClinicianEdgeResolvers<ContextType>;
  ClinicianHome?: ClinicianHomeResolvers<ContextType>;
  ClinicianPhone?: ClinicianPhoneResolvers<ContextType>;
  ClinicianQualification?: ClinicianQualificationResolvers<ContextType>;
  ClinicianRoute?: ClinicianRouteResolvers<ContextType>;
  ClinicianRouteStop?: ClinicianRouteStopResolvers<ContextType>;
  ClinicianSchedule?: ClinicianScheduleResolvers<ContextType>;
  ClinicianUser?: ClinicianUserResolvers<ContextType>;
  CodeSystem?: CodeSystemResolvers<ContextType>;
  CodeSystemConcept?: CodeSystemConceptResolvers<ContextType>;
  CodeSystemFile?: CodeSystemFileResolvers<ContextType>;
  CodeSystemImport?: CodeSystemImportResolvers<ContextType>;
  CodeSystemSummary?: CodeSystemSummaryResolvers<ContextType>;
  CommandError?: CommandErrorResolvers<ContextType>;
  CommunicationTopic?: CommunicationTopicResolvers<ContextType>;
  County?: CountyResolvers<ContextType>;
  CountyConnection?: CountyConnectionResolvers<ContextType>;
  CountyEdge?: CountyEdgeResolvers<ContextType>;
  Coverage?: CoverageResolvers<ContextType>;
  CoverageClinician?: CoverageClinicianResolvers<ContextType>;
  CoverageConfig?: CoverageConfigResolvers<ContextType>;
  CoverageConfigConnection?: CoverageConfigConnectionResolvers<ContextType>;
  CoverageConfigDetail?: CoverageConfigDetailResolvers<ContextType>;
  CoverageConfigEdge?: CoverageConfigEdgeResolvers<ContextType>;
  CoverageInsurer?: CoverageInsurerResolvers<ContextType>;
  CoverageMarket?: CoverageMarketResolvers<ContextType>;
  DashboardDay?: DashboardDayResolvers<ContextType>;
  DashboardEncounter?: DashboardEncounterResolvers<ContextType>;
  DashboardEncounterConnection?: DashboardEncounterConnectionResolvers<ContextType>;
  DashboardEncounterEdge?: DashboardEncounterEdgeResolvers<ContextType>;
  DashboardGroup?: DashboardGroupResolvers<ContextType>;
  DashboardVisit?: DashboardVisitResolvers<ContextType>;
  DashboardVisitConnection?: DashboardVisitConnectionResolvers<ContextType>;
  DashboardVisitEdge?: DashboardVisitEdgeResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeviceSyncStatus?: DeviceSyncStatusResolvers<ContextType>;
  Diagnosis?: DiagnosisResolvers<ContextType>;
  DiagnosisCode?: DiagnosisCodeResolvers<ContextType>;
  DiagnosisCodeConnection?: DiagnosisCodeConnectionResolvers<ContextType>;
  DiagnosisCodeEdge?: DiagnosisCodeEdgeResolvers<ContextType>;
  DischargeRequest?: DischargeRequestResolvers<ContextType>;
  DischargeRequestConnection?: DischargeRequestConnectionResolvers<ContextType>;
  DischargeRequestEdge?: DischargeRequestEdgeResolvers<ContextType>;
  DischargeRequestVersion?: DischargeRequestVersionResolvers<ContextType>;
  DocumentAttachment?: DocumentAttachmentResolvers<ContextType>;
  DocumentReference?: DocumentReferenceResolvers<ContextType>;
  DocumentReferenceConnection?: DocumentReferenceConnectionResolvers<ContextType>;
  DocumentReferenceEdge?: DocumentReferenceEdgeResolvers<ContextType>;
  EarlierResponse?: EarlierResponseResolvers<ContextType>;
  EligibilityCheck?: EligibilityCheckResolvers<ContextType>;
  EligibilityError?: EligibilityErrorResolvers<ContextType>;
  EligibilityIdentifier?: EligibilityIdentifierResolvers<ContextType>;
  EligibilityResult?: EligibilityResultResolvers<ContextType>;
  Encounter?: EncounterResolvers<ContextType>;
  EncounterCommandOutcome?: EncounterCommandOutcomeResolvers<ContextType>;
  EncounterConnection?: EncounterConnectionResolvers<ContextType>;
  EncounterDuration?: EncounterDurationResolvers<ContextType>;
  EncounterEdge?: EncounterEdgeResolvers<ContextType>;
  EncounterFormStatus?: EncounterFormStatusResolvers<ContextType>;
  EncounterReportRow?: EncounterReportRowResolvers<ContextType>;
  EncounterReview?: EncounterReviewResolvers<ContextType>;
  EncounterState?: EncounterStateResolvers<ContextType>;
  EncounterStats?: EncounterStatsResolvers<ContextType>;
  EncounterVersion?: EncounterVersionResolvers<ContextType>;
  EncounterWithResponse?: EncounterWithResponseResolvers<ContextType>;
  EsignResult?: EsignResultResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  FacilityAddress?: FacilityAddressResolvers<ContextType>;
  FacilityContact?: FacilityContactResolvers<ContextType>;
  FeatureFlag?: FeatureFlagResolvers<ContextType>;
  FeatureFlagOverride?: FeatureFlagOverrideResolvers<ContextType>;
  HealthCareFacility?: HealthCareFacilityResolvers<ContextType>;
  HealthCareFacilityConnection?: HealthCareFacilityConnectionResolvers<ContextType>;
  HealthCareFacilityEdge?: HealthCareFacilityEdgeResolvers<ContextType>;
  InvitationStatus?: InvitationStatusResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  JobFunction?: JobFunctionResolvers<ContextType>;
  JobFunctionRecord?: JobFunctionRecordResolvers<ContextType>;
  LatestAssessmentResponse?: LatestAssessmentResponseResolvers<ContextType>;
  Market?: MarketResolvers<ContextType>;
  MarketConnection?: MarketConnectionResolvers<ContextType>;
  MarketEdge?: MarketEdgeResolvers<ContextType>;
  MarketTeam?: MarketTeamResolvers<ContextType>;
  MarketTeamConnection?: MarketTeamConnectionResolvers<ContextType>;
  MarketTeamEdge?: MarketTeamEdgeResolvers<ContextType>;
  MarketTeamSummary?: MarketTeamSummaryResolvers<ContextType>;
  MissingAnswer?: MissingAnswerResolvers<ContextType>;
  MissingAnswerCondition?: MissingAnswerConditionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NarrativePdf?: NarrativePdfResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  NotificationEvent?: NotificationEventResolvers<ContextType>;
  NotificationEventCount?: NotificationEventCountResolvers<ContextType>;
  NotificationMeta?: NotificationMetaResolvers<ContextType>;
  NotificationResource?: NotificationResourceResolvers<ContextType>;
  NotificationResourceDetails?: NotificationResourceDetailsResolvers<ContextType>;
  OrderChange?: OrderChangeResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationAddress?: OrganizationAddressResolvers<ContextType>;
  OrganizationConnection?: OrganizationConnectionResolvers<ContextType>;
  OrganizationContactPoint?: OrganizationContactPointResolvers<ContextType>;
  OrganizationEdge?: OrganizationEdgeResolvers<ContextType>;
  OrganizationIdentifier?: OrganizationIdentifierResolvers<ContextType>;
  OrganizationParent?: OrganizationParentResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PastOrder?: PastOrderResolvers<ContextType>;
  Patient?: PatientResolvers<ContextType>;
  PatientAddress?: PatientAddressResolvers<ContextType>;
  PatientAdmissionDetails?: PatientAdmissionDetailsResolvers<ContextType>;
  PatientAdmissions?: PatientAdmissionsResolvers<ContextType>;
  PatientAlert?: PatientAlertResolvers<ContextType>;
  PatientAlertConnection?: PatientAlertConnectionResolvers<ContextType>;
  PatientAlertEdge?: PatientAlertEdgeResolvers<ContextType>;
  PatientAvailability?: PatientAvailabilityResolvers<ContextType>;
  PatientChart?: PatientChartResolvers<ContextType>;
  PatientConnection?: PatientConnectionResolvers<ContextType>;
  PatientContact?: PatientContactResolvers<ContextType>;
  PatientCoverages?: PatientCoveragesResolvers<ContextType>;
  PatientDemographics?: PatientDemographicsResolvers<ContextType>;
  PatientDemographicsRecord?: PatientDemographicsRecordResolvers<ContextType>;
  PatientEdge?: PatientEdgeResolvers<ContextType>;
  PatientNote?: PatientNoteResolvers<ContextType>;
  PatientNoteConnection?: PatientNoteConnectionResolvers<ContextType>;
  PatientNoteEdge?: PatientNoteEdgeResolvers<ContextType>;
  PatientOrder?: PatientOrderResolvers<ContextType>;
  PatientOrderConnection?: PatientOrderConnectionResolvers<ContextType>;
  PatientOrderDetails?: PatientOrderDetailsResolvers<ContextType>;
  PatientOrderEdge?: PatientOrderEdgeResolvers<ContextType>;
  PatientPhone?: PatientPhoneResolvers<ContextType>;
  PatientProblemDetails?: PatientProblemDetailsResolvers<ContextType>;
  PatientReferral?: PatientReferralResolvers<ContextType>;
  PatientReferralConnection?: PatientReferralConnectionResolvers<ContextType>;
  PatientReferralEdge?: PatientReferralEdgeResolvers<ContextType>;
  PatientTask?: PatientTaskResolvers<ContextType>;
  PatientTaskConnection?: PatientTaskConnectionResolvers<ContextType>;
  PatientTaskEdge?: PatientTaskEdgeResolvers<ContextType>;
  PatientTaskSummary?: PatientTaskSummaryResolvers<ContextType>;
  PayPeriod?: PayPeriodResolvers<ContextType>;
  PayPeriodConnection?: PayPeriodConnectionResolvers<ContextType>;
  PayPeriodEdge?: PayPeriodEdgeResolvers<ContextType>;
  PayPeriodEncounter?: PayPeriodEncounterResolvers<ContextType>;
  PayPeriodEncounters?: PayPeriodEncountersResolvers<ContextType>;
  PayrollClinician?: PayrollClinicianResolvers<ContextType>;
  PayrollInfo?: PayrollInfoResolvers<ContextType>;
  PcpLetterChange?: PcpLetterChangeResolvers<ContextType>;
  PcpLetterCounts?: PcpLetterCountsResolvers<ContextType>;
  PcpLetterPage?: PcpLetterPageResolvers<ContextType>;
  PcpLetterRow?: PcpLetterRowResolvers<ContextType>;
  PcpLetterSendResult?: PcpLetterSendResultResolvers<ContextType>;
  Period?: PeriodResolvers<ContextType>;
  PlanDefinition?: PlanDefinitionResolvers<ContextType>;
  PlannedForm?: PlannedFormResolvers<ContextType>;
  PreviousAndCurrentEncounter?: PreviousAndCurrentEncounterResolvers<ContextType>;
  PriorAuthorization?: PriorAuthorizationResolvers<ContextType>;
  ProblemList?: ProblemListResolvers<ContextType>;
  Provenance?: ProvenanceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Questionnaire?: QuestionnaireResolvers<ContextType>;
  QuestionnaireResponse?: QuestionnaireResponseResolvers<ContextType>;
  ReportDashboard?: ReportDashboardResolvers<ContextType>;
  ResourceNarrativeUpdate?: ResourceNarrativeUpdateResolvers<ContextType>;
  ResponseWithVersionStatus?: ResponseWithVersionStatusResolvers<ContextType>;
  ReviewQueueConnection?: ReviewQueueConnectionResolvers<ContextType>;
  ReviewQueueEdge?: ReviewQueueEdgeResolvers<ContextType>;
  ReviewQueueItem?: ReviewQueueItemResolvers<ContextType>;
  RoundsEncounter?: RoundsEncounterResolvers<ContextType>;
  RoundsPatient?: RoundsPatientResolvers<ContextType>;
  RoundsSession?: RoundsSessionResolvers<ContextType>;
  RoundsWoundPoint?: RoundsWoundPointResolvers<ContextType>;
  RouteStartPoint?: RouteStartPointResolvers<ContextType>;
  SchedulableClinician?: SchedulableClinicianResolvers<ContextType>;
  ScheduleChange?: ScheduleChangeResolvers<ContextType>;
  ScheduleDay?: ScheduleDayResolvers<ContextType>;
  SchedulePack?: SchedulePackResolvers<ContextType>;
  ScheduleVisit?: ScheduleVisitResolvers<ContextType>;
  ScheduleVisitDetail?: ScheduleVisitDetailResolvers<ContextType>;
  SignCounts?: SignCountsResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TaskChange?: TaskChangeResolvers<ContextType>;
  TaskCount?: TaskCountResolvers<ContextType>;
  TaskDashboard?: TaskDashboardResolvers<ContextType>;
  TaskOwner?: TaskOwnerResolvers<ContextType>;
  TelehealthEncounter?: TelehealthEncounterResolvers<ContextType>;
  TelehealthEncounterConnection?: TelehealthEncounterConnectionResolvers<ContextType>;
  TelehealthEncounterEdge?: TelehealthEncounterEdgeResolvers<ContextType>;
  TravelMatrix?: TravelMatrixResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserOrganization?: UserOrganizationResolvers<ContextType>;
  ValueSetCoding?: ValueSetCodingResolvers<ContextType>;
  ValueSetExpansion?: ValueSetExpansionResolvers<ContextType>;
  ValueSetVersion?: ValueSetVersionResolvers<ContextType>;
  VerificationCodeResponse?: VerificationCodeResponseResolvers<ContextType>;
  VersionParticipant?: VersionParticipantResolvers<ContextType>;
  VisitOutcomeCounts?: VisitOutcomeCountsResolvers<ContextType>;
  WaitingRoomEvent?: WaitingRoomEventResolvers<ContextType>;
  WorkTask?: WorkTaskResolvers<ContextType>;
  WorkTaskConnection?: WorkTaskConnectionResolvers<ContextType>;
  WorkTaskEdge?: WorkTaskEdgeResolvers<ContextType>;
  WoundUpdate?: WoundUpdateResolvers<ContextType>;
};

