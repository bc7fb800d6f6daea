// The eligibility service (DESIGN §8 'Outside services'): what the coverage tab's individual
// check asks a payer, and what it hears back (SPEC §3 Coverage/eligibility fields). The app only
// ever talks to this interface; which implementation answers is configuration
// (ELIGIBILITY_SERVICE, server/config.ts): the built-in simulator by default, which makes no
// outside call and answers deterministically from the member id (eligibility-simulator.ts), or an
// X12 270/271 clearinghouse (x12-clearinghouse.ts, its messages read and written by node-x12).
import type { EligibilityResponse } from '../../../src/domain/coverage/coverage.ts';
import { simulateEligibility } from './eligibility-simulator.ts';
import { type ClearinghouseOptions, createX12Clearinghouse } from './x12-clearinghouse.ts';

export { EligibilityUnavailableError } from './eligibility-unavailable.ts';

export const ELIGIBILITY_SERVICES = ['simulator', 'x12'] as const;
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

/**
 * The payer's answer: a coverage with its figures (outcome complete) or errors only (outcome
 * error); the fields are the stored response's (SPEC §3), the outcome, in-force flag, identifiers
 * and errors always said.
 */
export type EligibilityAnswer = Pick<EligibilityResponse, 'insurer' | PayerFigure> &
  Required<Pick<EligibilityResponse, 'identifiers' | 'errors'>> & {
    outcome: 'complete' | 'error';
    /** Whether the coverage is in force on the service date (null: the payer did not say). */
    inforce: boolean | null;
  };

type PayerFigure =
  | 'memberId'
  | 'groupNumber'
  | 'planName'
  | 'planType'
  | 'copay'
  | 'deductible'
  | 'coinsurance'
  | 'patientResponsibility'
  | 'labCompany'
  | 'effectiveDate'
  | 'terminationDate'
  | 'contactNumber'
  | 'state'
  | 'address';

export interface EligibilityService {
  readonly kind: EligibilityServiceKind;
  check(request: EligibilityRequest): Promise<EligibilityAnswer>;
}

export function createEligibilityService(
  kind: EligibilityServiceKind,
  options: { simulatorDelayMs?: number; clearinghouse?: ClearinghouseOptions } = {},
): EligibilityService {
  switch (kind) {
    case 'x12': {
      if (!options.clearinghouse) throw new Error('ELIGIBILITY_SERVICE=x12 needs ELIGIBILITY_CLEARINGHOUSE_URL.');
      return createX12Clearinghouse(options.clearinghouse);
    }
    case 'simulator': {
      const delay = options.simulatorDelayMs ?? 0;
      return {
        kind,
        check: async (request) => {
          if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
          return simulateEligibility(request);
        },
      };
    }
  }
}
