// Coverage, its prior authorizations and eligibility results (SPEC §3 "Coverage/eligibility
// fields"). The shapes here are what the chart reads and writes; the store keeps each as a
// versioned resource (DESIGN §3) and derives its search columns from these fields.
import type { Reference, ResourceBase } from '../resources';

/** SPEC §3: Active, Inactive (draft). */
export type CoverageStatus = 'active' | 'draft';
/** SPEC §3 approval: Approved, Pending, Not Approved (SPEC §4 codes approved, pending, unapproved). */
export type CoverageApproval = 'approved' | 'pending' | 'unapproved';

export interface Coverage extends ResourceBase {
  resourceType?: 'Coverage';
  status: CoverageStatus;
  beneficiary: Reference;
  /** Priority: Primary(1), Secondary(2); the lowest number is primary (SPEC §9). */
  order: number;
  /** The insurer: a payer Organization of type ins (SPEC §3). Optional only for records made before it was asked. */
  payor?: Reference;
  /** 'Member ID'. */
  subscriberId?: string;
  groupNumber?: string;
  groupName?: string;
  /** 'Type' (coverage-labels.ts COVERAGE_TYPES). */
  type?: string;
  planName?: string;
  /** 'Plan Type' (coverage-labels.ts PLAN_TYPES). */
  planType?: string;
  /** Dollars. */
  copay?: number;
  /** Dollars. */
  deductible?: number;
  /** Percent, 0–100. */
  coinsurance?: number;
  /** 'Effective and Termination Date': calendar dates 'YYYY-MM-DD'. */
  period?: { start: string; end?: string };
  /** 'Subscriber': who holds the policy, and their relationship to the patient. */
  subscriber?: { name: string; relationship?: string };
  approval?: CoverageApproval;
}

/** Authorization statuses: only an active one lets an encounter go ahead (authorization.ts). */
export type AuthorizationStatus = 'active' | 'pending' | 'denied' | 'cancelled';

export interface PriorAuthorization extends ResourceBase {
  resourceType?: 'PriorAuthorization';
  status: AuthorizationStatus | string;
  patient: Reference;
  coverage?: Reference;
  /** Calendar dates 'YYYY-MM-DD'; an open end runs on. */
  period?: { start?: string; end?: string };
  recorded: string;
  /** 'Authorization Number'. */
  number?: string;
  /** Visits the payer allows under it, and visits already used (none: no visit limit). */
  visitsAllowed?: number;
  visitsUsed?: number;
  /** Units the payer allows (supplies, procedures), when it counts them. */
  unitsAllowed?: number;
}

/** SPEC §3 eligibility identifier codes: RN, AN, PCPNPI, PCPFIRSTNAME, PCPLASTNAME, NPI, TAX. */
export interface EligibilityIdentifier {
  code: string;
  value: string;
}

/** One error of an eligibility check, from the eligibility-error code system (eligibility.ts). */
export interface EligibilityError {
  code: string;
  display: string;
}

export interface EligibilityResponse extends ResourceBase {
  resourceType?: 'CoverageEligibilityResponse';
  status: string;
  patient: Reference;
  coverage?: Reference;
  /** 'Checked On/At'. */
  created: string;
  /** Who ran the check (an app user). */
  requestor?: Reference;
  /** complete: the payer answered about the coverage; error: it answered with errors only. */
  outcome?: 'complete' | 'error';
  /** Whether the payer reports the coverage in force on the service date (null: not said). */
  inforce?: boolean | null;
  /** The service date asked about, 'YYYY-MM-DD'. */
  servicedDate?: string;
  /** What the payer said (SPEC §3 fields); a field it did not send is absent. */
  insurer?: { name: string; id?: string };
  memberId?: string;
  groupNumber?: string;
  planName?: string;
  planType?: string;
  copay?: number;
  deductible?: number;
  coinsurance?: number;
  patientResponsibility?: number;
  labCompany?: string;
  effectiveDate?: string;
  terminationDate?: string;
  contactNumber?: string;
  state?: string;
  address?: string;
  identifiers?: EligibilityIdentifier[];
  errors?: EligibilityError[];
  /** The Task written for PCC with this result (SPEC §9 eligibility note). */
  task?: Reference;
}
