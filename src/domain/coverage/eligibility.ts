// Eligibility results (SPEC §3 Coverage/eligibility fields, §8, §9): the identifier codes a
// payer's answer carries and their labels, the eligibility-error code system and how its errors
// read on screen, how long a result stays current, and the note a check leaves for PCC.
import type { EligibilityIdentifier } from './coverage';

/** SPEC §3 'Eligibility identifier codes RN, AN, PCPNPI, PCPFIRSTNAME, PCPLASTNAME, NPI, TAX', with the field each fills. */
export const ELIGIBILITY_IDENTIFIERS = [
  { code: 'RN', label: 'Reference Number' },
  { code: 'AN', label: 'Authorization Number' },
  { code: 'PCPNPI', label: 'PCP NPI' },
  { code: 'PCPFIRSTNAME', label: 'PCP First Name' },
  { code: 'PCPLASTNAME', label: 'PCP Last Name' },
  { code: 'NPI', label: 'NPI' },
  { code: 'TAX', label: 'Tax ID' },
] as const;
export type EligibilityIdentifierCode = (typeof ELIGIBILITY_IDENTIFIERS)[number]['code'];
export const ELIGIBILITY_IDENTIFIER_CODES: readonly EligibilityIdentifierCode[] = ELIGIBILITY_IDENTIFIERS.map((i) => i.code);

export const identifierLabel = (code: string): string => ELIGIBILITY_IDENTIFIERS.find((i) => i.code === code)?.label ?? code;

/** The value of one identifier code in a result, or null. */
export const identifierValue = (identifiers: readonly EligibilityIdentifier[], code: EligibilityIdentifierCode): string | null =>
  identifiers.find((i) => i.code === code)?.value ?? null;

/** SPEC §3 'PCP Name': first and last name from PCPFIRSTNAME and PCPLASTNAME, or null. */
export function pcpName(identifiers: readonly EligibilityIdentifier[]): string | null {
  const name = [identifierValue(identifiers, 'PCPFIRSTNAME'), identifierValue(identifiers, 'PCPLASTNAME')].filter(Boolean).join(' ');
  return name || null;
}

/**
 * The eligibility-error code system (SPEC §8): a payer's reasons for answering a check with
 * errors instead of a coverage (the reject reasons of the X12 271 AAA segment). Displays keep
 * the system's own 'Error:' prefix; formatEligibilityErrors makes them read as SPEC §8 says.
 */
export const ELIGIBILITY_ERROR_SYSTEM = 'urn:emr:eligibility-error';
export const ELIGIBILITY_ERRORS = {
  '15': 'Error: required application data missing',
  '41': 'Error: authorization/access restrictions',
  '42': 'Error: unable to respond at current time',
  '43': 'Error: invalid/missing provider identification',
  '58': 'Error: invalid/missing date-of-birth',
  '71': 'Error: patient birth date does not match that for the patient on the database',
  '72': 'Error: invalid/missing subscriber/insured ID',
  '73': 'Error: invalid/missing subscriber/insured name',
  '75': 'Error: subscriber/insured not found',
  '76': 'Error: duplicate subscriber/insured ID number',
} as const;
export type EligibilityErrorCode = keyof typeof ELIGIBILITY_ERRORS;

/** One error as it reads (SPEC §8): the 'Error:' prefix removed, the first letter capitalised. */
export function formatEligibilityError(text: string): string {
  const bare = text.trim().replace(/^error:\s*/i, '');
  return bare ? `${bare.charAt(0).toUpperCase()}${bare.slice(1)}` : '';
}

/** SPEC §8: a check's errors on one line, each formatted, joined by commas (empty ones left out). */
export function formatEligibilityErrors(errors: readonly (string | { display: string })[]): string {
  return errors
    .map((e) => formatEligibilityError(typeof e === 'string' ? e : e.display))
    .filter(Boolean)
    .join(', ');
}

/** SPEC §9 'Default eligibility constant 60': days a check's result stays current before it should be run again. */
export const DEFAULT_ELIGIBILITY_DAYS = 60;
const DAY_MS = 86_400_000;

/** Whether a result checked at `checkedAt` (ISO) is still current at `now` (SPEC §9, 60 days by default). */
export function isEligibilityCurrent(checkedAt: string, now: Date, days = DEFAULT_ELIGIBILITY_DAYS): boolean {
  const at = Date.parse(checkedAt);
  return Number.isFinite(at) && now.getTime() - at <= days * DAY_MS;
}

/** SPEC §9 'Eligibility note text': what an individual check leaves for PCC (a Task with the result). */
export const ELIGIBILITY_TASK_NOTE = 'New task created for PCC (with results of the last eligibility check)';
