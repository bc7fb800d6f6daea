// The Problems List's inputs (SPEC §5 field rules), one valibot schema each, shared by the tab's
// forms and the server: the form fields (code, onset date, note) and the server's whole inputs
// built on them.
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { dateField } from '../validation/date';
import { textField } from '../validation/fields';
import { CARE_PLAN_TYPE_CODES } from './care-plan-codes';
import { CLINICAL_STATUS_CODES } from './diagnosis-rules';

/** A note on a diagnosis or care plan: SPEC §5 text, shorter than the default. */
export const PROBLEM_NOTE_MAX = 2000;

/** An ICD-10-CM code as typed or picked: trimmed, upper case; 3 to 8 characters with the dot. */
export const DiagnosisCodeField = v.pipe(
  v.optional(v.string(MESSAGES.incorrectValue), ''),
  v.trim(),
  v.toUpperCase(),
  v.check((value) => value !== '', MESSAGES.required),
  v.regex(/^[A-Z]\d[0-9A-Z](\.[0-9A-Z]{1,4})?$/, MESSAGES.incorrectValue),
);

const versionId = v.pipe(
  v.number('versionId must be a number'),
  v.integer('versionId must be a whole number'),
  v.minValue(1, 'versionId must be at least 1'),
);

/**
 * An onset is never after today (diagnosis-rules.ts 'The onset date cannot be after today.', checked
 * against the patient's day on the server): a far-future day gets those words, not the range's.
 */
const onsetField = () => dateField({ max: '9999-12-31' });

/** The Add diagnosis form. */
export const DiagnosisForm = v.object({
  code: DiagnosisCodeField,
  onsetDate: onsetField(),
  note: textField({ max: PROBLEM_NOTE_MAX }),
});
export type DiagnosisFormValues = v.InferInput<typeof DiagnosisForm>;

/** The Edit diagnosis form (its code stays; a different code is a different diagnosis). */
export const DiagnosisDetailsForm = v.object({
  onsetDate: onsetField(),
  note: textField({ max: PROBLEM_NOTE_MAX }),
});
export type DiagnosisDetailsValues = v.InferInput<typeof DiagnosisDetailsForm>;

export const AddDiagnosisInput = v.object({ patientId: v.string(), ...DiagnosisForm.entries });

export const UpdateDiagnosisInput = v.object({
  id: v.string(),
  versionId,
  ...DiagnosisDetailsForm.entries,
  clinicalStatus: v.picklist(CLINICAL_STATUS_CODES, `clinicalStatus must be one of ${CLINICAL_STATUS_CODES.join(', ')}`),
  /** When resolving: the day it was resolved (default today). */
  resolvedDate: dateField(),
});

export const RemoveDiagnosisInput = v.object({ id: v.string(), versionId });

export const MoveDiagnosisInput = v.object({
  id: v.string(),
  versionId,
  direction: v.picklist(['up', 'down'], 'direction must be up or down'),
});

export const CarePlanInput = v.object({
  patientId: v.string(),
  type: v.picklist(CARE_PLAN_TYPE_CODES, `type must be one of ${CARE_PLAN_TYPE_CODES.join(', ')}`),
  code: v.pipe(
    v.optional(v.string(MESSAGES.incorrectValue), ''),
    v.trim(),
    v.check((c) => c !== '', MESSAGES.required),
  ),
  note: textField({ max: PROBLEM_NOTE_MAX }),
  /** The version the user saw of the current care plan of this type; null when there was none. */
  versionId: v.nullish(versionId),
});
