// SPEC §3 Practitioner as /clinicians edits it (SPEC §2 'Clinicans'), one schema for the form and
// the server (STYLE rule 3): the employee id (alphanumeric, at most 20), phones (the patients'
// phone rows: SPEC §3/§5 types, mask and extension rules), e-mail, one address (optional; when any
// of it is given, SPEC §5's address rules apply), qualifications (code required, at most 60; an
// optional period end), ADP sync, the clinician start date (MM/dd/yyyy typed, 'YYYY-MM-DD' kept),
// markets and additional markets (market names; a market at most once across both). Name and NPI
// are read-only here. That each market exists is the server's check (it needs the database).
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { AddressRow } from '../patients/address';
import { PhoneRows } from '../patients/phone';
import { dateField } from '../validation/date';
import { emailField, textField } from '../validation/fields';

export const QUALIFICATION_CODE_MAX = 60;
export const MAX_QUALIFICATIONS = 20;
export const EMPLOYEE_ID_MAX = 20;
/** More markets than any clinician works; a list past it is refused. */
export const MAX_MARKETS = 50;
const ALPHANUMERIC = /^[A-Za-z0-9]*$/;

export const QualificationRow = v.object({
  code: textField({ required: true, max: QUALIFICATION_CODE_MAX }),
  periodEnd: dateField(),
});
export type QualificationRowInput = v.InferInput<typeof QualificationRow>;

export const CLINICIAN_ADDRESS_KEYS = ['line1', 'line2', 'city', 'state', 'postalCode'] as const;
/** SPEC §5 address rules, the patients' own (line 1, city, state, postal code), without a patient's facility and lookups. */
const FilledAddress = v.pick(AddressRow.pipe[0], CLINICIAN_ADDRESS_KEYS);
export type ClinicianAddressValue = v.InferOutput<typeof FilledAddress>;

const raw = () => v.optional(v.string(MESSAGES.incorrectValue), '');

/** The clinician's address: null when every part is blank, else every SPEC §5 rule, each issue on its part. */
export const ClinicianAddressRow = v.pipe(
  v.object({ line1: raw(), line2: raw(), city: raw(), state: raw(), postalCode: raw() }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    if (Object.values(dataset.value).every((part) => part.trim() === '')) return null;
    const parsed = v.safeParse(FilledAddress, dataset.value);
    if (parsed.success) return parsed.output;
    for (const issue of parsed.issues) addIssue({ message: issue.message, ...(issue.path ? { path: issue.path } : {}) });
    return NEVER;
  }),
);
export type ClinicianAddressInput = v.InferInput<typeof ClinicianAddressRow>;

export const emptyClinicianAddress = (): ClinicianAddressInput => ({ line1: '', line2: '', city: '', state: '', postalCode: '' });

const key = (name: string) => name.toLowerCase();

/** Market names: each given, at most once (a repeat is refused on the repeat). */
const marketList = () =>
  v.pipe(
    v.optional(v.array(textField({ required: true, max: 200 }), MESSAGES.incorrectValue), []),
    v.maxLength(MAX_MARKETS, MESSAGES.incorrectValue),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const seen = new Set<string>();
      dataset.value.forEach((name, index) => {
        if (seen.has(key(name))) {
          addIssue({
            message: MESSAGES.incorrectValue,
            path: [{ type: 'array', origin: 'value', input: dataset.value, key: index, value: name }],
          });
        }
        seen.add(key(name));
      });
    }),
  );

const ClinicianEntries = v.object({
  employeeId: v.pipe(
    textField({ max: EMPLOYEE_ID_MAX }),
    v.check((s) => ALPHANUMERIC.test(s), MESSAGES.incorrectValue),
  ),
  phones: PhoneRows,
  email: emailField(),
  address: v.optional(ClinicianAddressRow, emptyClinicianAddress),
  qualifications: v.pipe(
    v.optional(v.array(QualificationRow, MESSAGES.incorrectValue), []),
    v.maxLength(MAX_QUALIFICATIONS, MESSAGES.incorrectValue),
  ),
  adpSyncEnabled: v.optional(v.boolean(MESSAGES.incorrectValue), false),
  clinicianStartDate: dateField(),
  markets: marketList(),
  additionalMarkets: marketList(),
});

/** The indexes of the additional markets that repeat one of the markets. */
export function additionalMarketRepeats(markets: readonly string[], additional: readonly string[]): number[] {
  const main = new Set(markets.map(key));
  return additional.flatMap((name, i) => (main.has(key(name)) ? [i] : []));
}

/** The clinician edit: the same market is not both a market and an additional market (refused on the additional one). */
export const ClinicianInput = v.pipe(
  ClinicianEntries,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { markets, additionalMarkets } = dataset.value;
    for (const index of additionalMarketRepeats(markets, additionalMarkets)) {
      addIssue({
        message: MESSAGES.incorrectValue,
        path: [
          { type: 'object', origin: 'value', input: dataset.value, key: 'additionalMarkets', value: additionalMarkets },
          { type: 'array', origin: 'value', input: additionalMarkets, key: index, value: additionalMarkets[index] },
        ],
      });
    }
  }),
);
export type ClinicianFormValues = v.InferInput<typeof ClinicianInput>;
export type ClinicianValues = v.InferOutput<typeof ClinicianInput>;
