// The built-in eligibility simulator (DESIGN §8 'Outside services'): no outside call; the answer
// is a pure function of the request, keyed on the member id, so a demo, a test or a person at
// the screen gets the same result for the same coverage every time. Member ids (letters upper-cased):
//   - starting with ERR      → errors 72 and 73 (invalid subscriber id and name)
//   - ending in 000          → error 75 (subscriber/insured not found)
//   - ending in 999          → error 42 (unable to respond at current time)
//   - ending in 555          → answered, but the coverage is not in force (inactive)
//   - starting with DOWN     → no answer: the service is unreachable (EligibilityUnavailableError)
//   - anything else          → answered, in force, with figures drawn from a hash of the id
// Codes are those of the eligibility-error code system (src/domain/coverage/eligibility.ts).
import { ELIGIBILITY_ERRORS, type EligibilityErrorCode } from '../../../src/domain/coverage/eligibility.ts';
import type { EligibilityAnswer, EligibilityRequest } from './eligibility-service.ts';
import { EligibilityUnavailableError } from './eligibility-unavailable.ts';

/** What a wound-care visit is billed at, for the patient's share of one visit. */
const VISIT_CHARGE = 185;
const PLAN_TIERS = ['Gold', 'Silver', 'Bronze', 'Platinum', 'Choice'] as const;
const PLAN_TYPES = ['HMO', 'PPO', 'EPO', 'POS', 'PFFS', 'SNP'] as const;
const LABS = ['Quest Diagnostics', 'LabCorp', 'BioReference Laboratories'] as const;
const COPAYS = [0, 10, 20, 25, 30, 40, 50] as const;
const DEDUCTIBLES = [0, 250, 500, 1000, 1500, 2500] as const;
const COINSURANCE = [0, 10, 15, 20, 30] as const;
const PCP_FIRST = ['Ana', 'Brian', 'Chloe', 'Daniel', 'Elena', 'Farid', 'Grace', 'Hector'] as const;
const PCP_LAST = ['Ortiz', 'Nguyen', 'Patel', 'Johnson', 'Rivera', 'Kim', 'Okafor', 'Schmidt'] as const;

/** FNV-1a, 32 bits: a stable spread of the member id. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** `count` digits drawn from `seed` (a second mix per digit, so they do not repeat the hash). */
function digits(seed: number, count: number): string {
  let out = '';
  let h = seed;
  for (let i = 0; i < count; i++) {
    h = fnv1a(`${h}:${i}`);
    out += String(h % 10);
  }
  return out;
}

/** A valid NPI: 9 digits and the Luhn check digit over the '80840' prefix (CMS NPI standard). */
export function npiFrom(nineDigits: string): string {
  const base = `80840${nineDigits}`;
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    // From the right, every second digit (starting with the rightmost of the base) is doubled.
    let d = Number(base[base.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${nineDigits}${(10 - (sum % 10)) % 10}`;
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;
const cents = (amount: number): number => Math.round(amount * 100) / 100;

const errorsFor = (memberId: string): EligibilityErrorCode[] => {
  if (memberId.startsWith('ERR')) return ['72', '73'];
  if (memberId.endsWith('000')) return ['75'];
  if (memberId.endsWith('999')) return ['42'];
  return [];
};

export function simulateEligibility(request: EligibilityRequest): EligibilityAnswer {
  const memberId = request.memberId.trim().toUpperCase();
  if (memberId.startsWith('DOWN')) throw new EligibilityUnavailableError('The eligibility service did not answer.');
  const errorCodes = errorsFor(memberId);
  if (errorCodes.length > 0) {
    return {
      outcome: 'error',
      inforce: null,
      insurer: { name: request.insurer.name, ...(request.insurer.payerId ? { id: request.insurer.payerId } : {}) },
      memberId,
      identifiers: [{ code: 'RN', value: `RN${request.serviceDate.replaceAll('-', '')}${digits(fnv1a(memberId), 6)}` }],
      errors: errorCodes.map((code) => ({ code, display: ELIGIBILITY_ERRORS[code] })),
    };
  }
  const h = fnv1a(memberId);
  const planType = pick(PLAN_TYPES, h >>> 9);
  const copay = pick(COPAYS, h);
  const coinsurance = pick(COINSURANCE, h >>> 6);
  const year = request.serviceDate.slice(0, 4);
  const identifiers = [
    { code: 'RN', value: `RN${request.serviceDate.replaceAll('-', '')}${digits(h, 6)}` },
    ...((h >>> 12) % 3 === 0 ? [{ code: 'AN', value: `AN${digits(h + 1, 8)}` }] : []),
    { code: 'PCPNPI', value: npiFrom(`1${digits(h + 2, 8)}`) },
    { code: 'PCPFIRSTNAME', value: pick(PCP_FIRST, h >>> 15) },
    { code: 'PCPLASTNAME', value: pick(PCP_LAST, h >>> 18) },
    { code: 'NPI', value: npiFrom(`1${digits(h + 3, 8)}`) },
    { code: 'TAX', value: `${digits(h + 4, 2)}-${digits(h + 5, 7)}` },
  ];
  return {
    outcome: 'complete',
    inforce: !memberId.endsWith('555'),
    insurer: { name: request.insurer.name, ...(request.insurer.payerId ? { id: request.insurer.payerId } : {}) },
    memberId,
    ...(request.groupNumber ? { groupNumber: request.groupNumber } : {}),
    planName: `${request.insurer.name.replace(/ of .*$/, '')} ${pick(PLAN_TIERS, h >>> 3)} ${planType}`,
    planType,
    copay,
    deductible: pick(DEDUCTIBLES, h >>> 3),
    coinsurance,
    // The patient's share of one visit: the copay, then their coinsurance of the rest.
    patientResponsibility: cents(copay + ((VISIT_CHARGE - copay) * coinsurance) / 100),
    labCompany: pick(LABS, h >>> 21),
    effectiveDate: `${year}-01-01`,
    terminationDate: `${year}-12-31`,
    contactNumber: `800${digits(h + 6, 7)}`,
    ...(request.patient.state ? { state: request.patient.state } : {}),
    address: `PO Box ${1000 + (h % 9000)}, Claims Department`,
    identifiers,
    errors: [],
  };
}
