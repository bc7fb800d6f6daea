// The discharge request form's fields as valibot schemas (SPEC §5 words): the form validates with
// them (useSchemaForm) and the server parses the same, so both say the same thing on the same
// field. Requested date, disposition and reason are required; the discharge option and the notes
// are not. An edit may also set the status (discharge-request-rules.ts says which).
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { dateField } from '../validation/date';
import { textField } from '../validation/fields';
import {
  DISCHARGE_OPTION_CODES,
  DISCHARGE_REQUEST_STATUSES,
  DISPOSITION_CODES,
  type DischargeOption,
  type DischargeRequestStatus,
  type Disposition,
} from './discharge-request';

/** SPEC §5: a text area holds at most 10000 characters. */
export const DISCHARGE_TEXT_MAX = 10_000;

/** One of `codes`: '' is empty (required → 'This field is required'), anything else unknown is 'This field has incorrect value'. */
function choiceField<const T extends string>(codes: readonly T[], { required = false } = {}) {
  return v.pipe(
    v.optional(v.nullable(v.string(MESSAGES.incorrectValue)), ''),
    v.transform((value) => value ?? ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      if (value === '') {
        if (required) {
          addIssue({ message: MESSAGES.required });
          return NEVER;
        }
        return '' as const;
      }
      if (!(codes as readonly string[]).includes(value)) {
        addIssue({ message: MESSAGES.incorrectValue });
        return NEVER;
      }
      return value as T;
    }),
  );
}

const fields = {
  requestedDate: dateField({ required: true }),
  disposition: choiceField(DISPOSITION_CODES, { required: true }),
  dischargeOption: choiceField(DISCHARGE_OPTION_CODES),
  reason: textField({ required: true, max: DISCHARGE_TEXT_MAX }),
  notes: textField({ max: DISCHARGE_TEXT_MAX }),
};

/** A new request's fields. */
export const DischargeRequestInput = v.object(fields);

/** An edit's fields: the same, and the status. */
export const DischargeRequestEditInput = v.object({ ...fields, status: choiceField(DISCHARGE_REQUEST_STATUSES, { required: true }) });

export type DischargeRequestFormValues = v.InferInput<typeof DischargeRequestInput>;
export type DischargeRequestEditValues = v.InferInput<typeof DischargeRequestEditInput>;

/** What the fields hold once parsed: '' where nothing was chosen or written. */
export interface DischargeRequestFields {
  requestedDate: string;
  disposition: Disposition;
  dischargeOption: DischargeOption | '';
  reason: string;
  notes: string;
}

export type DischargeRequestEdit = DischargeRequestFields & { status: DischargeRequestStatus };
