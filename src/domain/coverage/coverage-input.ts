// The coverage tab's inputs as valibot schemas (STYLE rule 3: one schema per input, shared by the
// form and the server): a coverage (SPEC §3 Coverage/eligibility fields) and a prior
// authorization. SPEC §5 words: 'This field is required', 'This field has incorrect value',
// 'Invalid date range' (an end before its start).
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { dateField } from '../validation/date';
import { textField } from '../validation/fields';
import {
  AUTHORIZATION_STATUS_VALUES,
  COVERAGE_APPROVAL_VALUES,
  COVERAGE_STATUS_VALUES,
  COVERAGE_TYPE_VALUES,
  PLAN_TYPE_VALUES,
  PRIORITY_VALUES,
  SUBSCRIBER_RELATIONSHIP_VALUES,
} from './coverage-labels';

/** SPEC §5 'Invalid date range'. */
export const INVALID_DATE_RANGE = 'Invalid date range';

/** Member, group and authorization numbers: letters, digits and dashes (SPEC §5 alphanumeric). */
const IDENTIFIER = /^[A-Za-z0-9-]+$/;
export const MEMBER_ID_MAX = 30;

const identifierField = ({ required = false } = {}) =>
  v.pipe(
    textField({ required, max: MEMBER_ID_MAX }),
    v.check((value) => value === '' || IDENTIFIER.test(value), MESSAGES.incorrectValue),
  );

/** One of `values` (a select's value as text or number): '' → required, anything else outside them → incorrect. */
function requiredChoice<const T extends string | number>(values: readonly T[]) {
  return v.pipe(
    v.optional(v.union([v.string(), v.number()], MESSAGES.incorrectValue), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const text = String(dataset.value).trim();
      if (text === '') {
        addIssue({ message: MESSAGES.required });
        return NEVER;
      }
      const found = values.find((value) => String(value) === text);
      if (found === undefined) {
        addIssue({ message: MESSAGES.incorrectValue });
        return NEVER;
      }
      return found;
    }),
  );
}

/** '' (not given) or one of `values`. */
const optionalChoice = (values: readonly string[]) =>
  v.pipe(
    v.optional(v.string(MESSAGES.incorrectValue), ''),
    v.trim(),
    v.check((value) => value === '' || values.includes(value), MESSAGES.incorrectValue),
  );

/** A number field: empty → null, else a number within 0..max with at most `decimals` places. */
function amountField({ max, decimals }: { max: number; decimals: number }) {
  return v.pipe(
    v.optional(v.union([v.number(), v.string(), v.null()], MESSAGES.incorrectValue), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
      const value = typeof raw === 'number' ? raw : /^\s*\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : Number.NaN;
      const scaled = value * 10 ** decimals;
      if (!Number.isFinite(value) || value < 0 || value > max || Math.abs(scaled - Math.round(scaled)) > 1e-6) {
        addIssue({ message: MESSAGES.incorrectValue });
        return NEVER;
      }
      return value;
    }),
  );
}

export const CoverageInput = v.pipe(
  v.object({
    /** 'Insurer': a payer organization of type ins. */
    insurerId: v.pipe(
      v.optional(v.string(MESSAGES.required), ''),
      v.trim(),
      v.nonEmpty(MESSAGES.required),
      v.uuid(MESSAGES.incorrectValue),
    ),
    memberId: identifierField({ required: true }),
    order: requiredChoice(PRIORITY_VALUES),
    status: requiredChoice(COVERAGE_STATUS_VALUES),
    approval: requiredChoice(COVERAGE_APPROVAL_VALUES),
    type: optionalChoice(COVERAGE_TYPE_VALUES),
    planType: optionalChoice(PLAN_TYPE_VALUES),
    groupNumber: identifierField(),
    groupName: textField({ max: 60 }),
    planName: textField({ max: 60 }),
    copay: amountField({ max: 100_000, decimals: 2 }),
    deductible: amountField({ max: 1_000_000, decimals: 2 }),
    coinsurance: amountField({ max: 100, decimals: 2 }),
    effectiveDate: dateField({ required: true }),
    terminationDate: dateField(),
    subscriberName: textField({ max: 73 }),
    subscriberRelationship: optionalChoice(SUBSCRIBER_RELATIONSHIP_VALUES),
  }),
  v.forward(
    v.partialCheck(
      [['effectiveDate'], ['terminationDate']],
      (input) => !input.terminationDate || input.terminationDate >= input.effectiveDate,
      INVALID_DATE_RANGE,
    ),
    ['terminationDate'],
  ),
);
export type CoverageFormValues = v.InferInput<typeof CoverageInput>;
export type CoverageValues = v.InferOutput<typeof CoverageInput>;

export const AuthorizationInput = v.pipe(
  v.object({
    /** 'Authorization Number'. */
    number: identifierField({ required: true }),
    coverageId: v.pipe(
      v.optional(v.string(MESSAGES.required), ''),
      v.trim(),
      v.nonEmpty(MESSAGES.required),
      v.uuid(MESSAGES.incorrectValue),
    ),
    status: requiredChoice(AUTHORIZATION_STATUS_VALUES),
    periodStart: dateField({ required: true }),
    periodEnd: dateField(),
    visitsAllowed: amountField({ max: 999, decimals: 0 }),
    visitsUsed: amountField({ max: 999, decimals: 0 }),
    unitsAllowed: amountField({ max: 99_999, decimals: 0 }),
  }),
  v.forward(
    v.partialCheck(
      [['periodStart'], ['periodEnd']],
      (input) => !input.periodEnd || input.periodEnd >= input.periodStart,
      INVALID_DATE_RANGE,
    ),
    ['periodEnd'],
  ),
);
export type AuthorizationFormValues = v.InferInput<typeof AuthorizationInput>;
export type AuthorizationValues = v.InferOutput<typeof AuthorizationInput>;
