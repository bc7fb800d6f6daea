// The Clinical Rounds form (SPEC §2 /manage-session): a note and a decision per patient of the
// session, in the limits the server parses with (server/modules/clinical-rounds/rounds-input.ts).
import * as v from 'valibot';
import { ROUNDS_DECISION_CODES, ROUNDS_NOTE_MAX } from './rounds';

export const RoundsFormSchema = v.object({
  entries: v.array(
    v.object({
      patientId: v.string(),
      note: v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(ROUNDS_NOTE_MAX, `Please use at most ${ROUNDS_NOTE_MAX.toLocaleString('en-US')} characters.`),
      ),
      decision: v.union([v.literal(''), v.picklist(ROUNDS_DECISION_CODES)], 'Please choose a decision from the list.'),
    }),
  ),
});

export type RoundsFormInput = v.InferInput<typeof RoundsFormSchema>;
export type RoundsFormValues = v.InferOutput<typeof RoundsFormSchema>;
