// The eligibility service (DESIGN §8 'Outside services'): what the coverage tab's individual
// check asks a payer, and what it hears back (SPEC §3 Coverage/eligibility fields). The app only
// ever talks to this interface; which implementation answers is configuration
// (ELIGIBILITY_SERVICE, server/config.ts). Today that is the built-in simulator, which makes no
// outside call and answers deterministically from the member id (eligibility-simulator.ts); a
// clearinghouse client is one more case of createEligibilityService, with no change elsewhere.
import type { EligibilityError, EligibilityIdentifier } from '../../../src/domain/coverage/coverage.ts';
import { simulateEligibility } from './eligibility-simulator.ts';

export const ELIGIBILITY_SERVICES = ['simulator'] as const;
export type EligibilityServiceKind = (typeof ELIGIBILITY_SERVICES)[number];

export interface EligibilityRequest {
  memberId: string;
  groupNumber: string | null;
  /** The insurer as the chart names it; payerId is its clearinghouse (Availity) payer id when known. */
  insurer: { id: string; name: string; payerId: string | null };
  patient: { givenName: string; familyName: string; birthDate: string; state: string | null };
  /** The day asked about, 'YYYY-MM-DD'. */
  serviceDate: string;
}

/** The payer's answer: a coverage with its figures (outcome complete) or errors only (outcome error). */
export interface EligibilityAnswer {
  outcome: 'complete' | 'error';
  /** Whether the coverage is in force on the service date (null: the payer did not say). */
  inforce: boolean | null;
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
  identifiers: EligibilityIdentifier[];
  errors: EligibilityError[];
}

export interface EligibilityService {
  readonly kind: EligibilityServiceKind;
  check(request: EligibilityRequest): Promise<EligibilityAnswer>;
}

export function createEligibilityService(kind: EligibilityServiceKind): EligibilityService {
  switch (kind) {
    case 'simulator':
      return { kind, check: async (request) => simulateEligibility(request) };
  }
}
