// Healthcare-resource shapes (SPEC §3) shared by server and client. Only the fields the
// product reads are typed; resources keep any further fields they carry.

import type { StoredAvailability } from './availability/slot';
import type { EncounterReview } from './encounters/reviews';

export interface Meta {
  versionId?: string;
  lastUpdated?: string;
}

export interface Reference {
  reference: string;
  display?: string;
}

export interface Coding {
  system?: string;
  code: string;
  display?: string;
}

export interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}

export interface HumanName {
  use?: 'official' | 'nickname' | 'usual';
  family: string;
  given: string[];
  prefix?: string[];
}

export interface ContactPoint {
  system: 'phone' | 'fax' | 'email' | 'url';
  value: string;
  use?: 'mobile' | 'home' | 'work' | 'temp';
  rank?: number;
}

export interface Address {
  use?: 'home' | 'work';
  type?: 'physical' | 'postal' | 'both';
  line: string[];
  city: string;
  district?: string;
  state: string;
  postalCode: string;
  country?: string;
  /** Geocode of the address (FHIR geolocation extension, flattened). */
  latitude?: number;
  longitude?: number;
}

export interface Identifier {
  system?: string;
  value: string;
  use?: string;
  type?: CodeableConcept;
}

export interface ResourceBase {
  id?: string;
  meta?: Meta;
}

export interface Patient extends ResourceBase {
  resourceType?: 'Patient';
  active: boolean;
  name: HumanName[];
  gender: 'male' | 'female' | 'other' | 'unknown';
  birthDate: string;
  telecom: ContactPoint[];
  address: Address[];
  identifier?: Identifier[];
  generalPractitioner?: Reference[];
  managingOrganization?: Reference;
  /** Payer name shown on the chart (SPEC §3 Patient "payer name"). */
  payerName?: string;
  /** SPEC §2 demographics: 'Marital Status', 'Race', 'Ethnicity' (display text). */
  maritalStatus?: string;
  race?: string;
  ethnicity?: string;
  /** SPEC §2 demographics: the emergency contact and the caregivers (FHIR Patient.contact, flattened). */
  contact?: PatientContact[];
  /** SPEC §2 'Appointment Available Time' (SPEC §3 availability types; rules in patients/availability.ts). */
  availability?: import('./patients/availability').PatientAvailability;
  /** The patient's home health agency (an Organization of type home-health; SPEC §8 'No home health assigned for this patient' without). */
  homeHealth?: Reference;
  /** The physician of the PCP practice (generalPractitioner[0]) the patient sees (patients/pcp.ts). */
  pcpPhysician?: import('./patients/pcp').PcpPhysician;
}

/** Someone to reach about the patient (SPEC §2 'Emergency Contact', 'Relationship', 'Caregivers'). */
export interface PatientContact {
  kind: 'emergency' | 'caregiver';
  name: string;
  /** 'Daughter', 'Spouse', 'Neighbor' … */
  relationship?: string;
  phone?: string;
}

export interface Practitioner extends ResourceBase {
  resourceType?: 'Practitioner';
  active: boolean;
  name: HumanName[];
  telecom: ContactPoint[];
  address: Address[];
  identifier?: Identifier[];
  /** SPEC §3 Practitioner markets and additional markets: Market organization names. */
  markets: string[];
  additionalMarkets?: string[];
  /** SPEC §3 Practitioner qualification (code, period end: a licence and when it lapses). */
  qualification?: PractitionerQualification[];
  /** SPEC §3 Practitioner extensions: ADP sync enabled, clinician start date (YYYY-MM-DD). */
  adpSyncEnabled?: boolean;
  clinicianStartDate?: string;
  /** SPEC §3 Slot: the clinician's weekly availability and its exceptions; absent until first saved (the default week applies). */
  availability?: StoredAvailability;
}

export interface PractitionerQualification {
  code: string;
  /** YYYY-MM-DD, or absent when it does not lapse. */
  periodEnd?: string;
}

/** The employee id identifier of a practitioner (SPEC §3 Practitioner 'employee id identifier'). */
export const EMPLOYEE_ID_SYSTEM = 'urn:demo:employee-id';
export const NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';

export type OrganizationType =
  | 'care-facility'
  | 'assisted-living-facility'
  | 'skilled-nursing-facility'
  | 'home-health'
  | 'pcp'
  | 'ins'
  | 'mso'
  | 'ipa'
  | 'market';

export interface Organization extends ResourceBase {
  resourceType?: 'Organization';
  active: boolean;
  name: string;
  type: OrganizationType;
  address?: Address[];
  telecom?: ContactPoint[];
  partOf?: Reference;
  identifier?: Identifier[];
}

export const ADMISSION_STATUSES = [
  'planned',
  'planned-scheduled',
  'onhold-planned',
  'onhold-active',
  'onhold-hospitalized',
  'active',
  'discharge-ordered',
  'discharged',
  'waitlist',
  'onhold',
  'cancelled',
  'finished',
] as const;
export type AdmissionStatus = (typeof ADMISSION_STATUSES)[number];

export interface EpisodeOfCare extends ResourceBase {
  resourceType?: 'EpisodeOfCare';
  status: AdmissionStatus;
  statusHistory: { status: AdmissionStatus; period: { start: string; end?: string } }[];
  patient: Reference;
  managingOrganization?: Reference;
  period: { start: string; end?: string };
  holdReason?: string;
  /** SPEC §3 readmit reason, with the text of 'other'. */
  readmitReason?: { code: string; text?: string };
  /** Why it was cancelled before it started: a code of 'admission-cancellation-reason' with its display then. */
  cancellationReason?: { code: string; display: string };
  /** SPEC §3 'contained hospital organization': where a hospitalized patient is (set with a hospitalized hold). */
  contained?: { resourceType: 'Organization'; id: string; name: string }[];
}

export const APPOINTMENT_STATUSES = [
  'cancelled',
  'checked-in',
  'checked-out',
  'booked',
  'error',
  'fulfilled',
  'noshow',
  'pending',
  'signed',
  'amendRequested',
  'nonBillable',
  'isDoNotVisit',
  'waitlist',
  'loading',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const VISIT_TYPES = ['soc-patient', 'soc-evaluation', 're-admit', 'follow-up'] as const;
export type VisitType = (typeof VISIT_TYPES)[number];

export interface Appointment extends ResourceBase {
  resourceType?: 'Appointment';
  status: AppointmentStatus;
  appointmentType: VisitType;
  serviceType: 'woundcare';
  start: string;
  end: string;
  /** Position of the visit in the clinician's route for the day (1-based). */
  routeOrder?: number;
  patient: Reference;
  practitioner?: Reference;
  location?: { address: Address };
  episodeOfCare?: Reference;
  /** SPEC §3 'asap': the patient is to be seen as soon as possible. */
  asap?: boolean;
  /** Booked outside the clinician's availability: why (SPEC §4 scheduling). */
  overrideReason?: string;
  /** SPEC §3 extensions: cancel by/date (with the reason), missed by/date, rescheduled by/date/reason. */
  cancelled?: { by: string; date: string; reason: { code: string; display: string } };
  missed?: { by: string; date: string };
  rescheduled?: { by: string; date: string; reason: string; to?: Reference };
}

export const ENCOUNTER_STATUSES = ['planned', 'in-progress', 'finished', 'cancelled'] as const;
export type EncounterStatus = (typeof ENCOUNTER_STATUSES)[number];
export const ENCOUNTER_WORKFLOW_STATES = ['inProgress', 'Checked-in', 'checkedOut', 'eSigned', 'amendmentInprogress'] as const;
export type EncounterWorkflowState = (typeof ENCOUNTER_WORKFLOW_STATES)[number];

export interface Encounter extends ResourceBase {
  resourceType?: 'Encounter';
  status: EncounterStatus;
  stateText?: EncounterWorkflowState;
  class: 'home' | 'virtual';
  deliveryType: 'in-person' | 'telehealth';
  type: VisitType;
  period: { start?: string; end?: string };
  subject: Reference;
  practitioner?: Reference;
  /** SPEC §3 participant supervisingPhysician: who supervises the visit (EncounterList includeSP). */
  supervisingPhysician?: Reference;
  appointment?: Reference;
  episodeOfCare?: Reference;
  checkedInAt?: string;
  checkedOutAt?: string;
  signedAt?: string;
  cancelReason?: string;
  amendReason?: string;
  /**
   * The authorization attached to the encounter (SPEC §8 'An active authorization has not been
   * attached to this encounter.'). Absent means none: hasActiveAuthorization is `active === true`.
   */
  authorization?: { active: boolean; reference?: Reference };
  /** A telehealth visit asked for in the waiting room (SPEC §2 waiting room; src/domain/telehealth). */
  telehealth?: TelehealthRequest;
  /** Reviews of its versions, oldest first (SPEC §3 reviews). */
  reviews?: EncounterReview[];
}

/** Who asked for a telehealth visit and when, and how it is held (SPEC §2 waiting room, §7 startEncounter). */
export interface TelehealthRequest {
  requestedAt: string;
  /** The onsite provider (User/{id}, with their name as display). */
  requestedBy: Reference;
  /** The onsite provider's phone, for SPEC §8 'Please call the onsite provider'. */
  onsitePhone?: string;
  meetingUrl?: string;
  /** audio | video, given at check-in. */
  teleMedicineType?: string;
}

/** What a provenance record says happened to its target (SPEC §3 Provenance activity). */
export const PROVENANCE_ACTIVITIES = ['create', 'check-in', 'check-out', 'e-sign', 'cancel', 'undo-check-in', 'amend'] as const;
export type ProvenanceActivity = (typeof PROVENANCE_ACTIVITIES)[number];

/**
 * Who did what to a resource, when it happened on the device and where (SPEC §3 Provenance).
 * `recorded` is the device's time of the act, which may be long before the server heard of it.
 */
export interface Provenance extends ResourceBase {
  resourceType?: 'Provenance';
  target: Reference[];
  recorded: string;
  activity: ProvenanceActivity;
  reason?: string;
  /** The user who acted (User/{id}). */
  agent: { who: Reference }[];
  device?: string;
  position?: { latitude: number; longitude: number };
}

/** The first official (or first) name, "Given Family". */
export function displayName(names: readonly HumanName[] | undefined): string {
  const name = names?.find((n) => n.use === 'official') ?? names?.[0];
  return name ? [...name.given, name.family].join(' ') : '';
}

/** Lower-case "family given" used by name searches. */
export function searchableName(names: readonly HumanName[] | undefined): string {
  return (names ?? [])
    .map((n) => `${n.family} ${n.given.join(' ')}`)
    .join(' ')
    .toLowerCase();
}
