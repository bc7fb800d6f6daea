// A review as the reviewer writes it (SPEC §3 Encounter reviews: status, type, text): the one schema
// the Encounters Review form and the server's reviewEncounter parse with (DESIGN §5).
import * as v from 'valibot';
import { REVIEW_STATUS_CODES, REVIEW_TEXT_MAX, REVIEW_TEXT_REQUIRED, REVIEW_TYPE_CODES } from './reviews';

export const ReviewFormSchema = v.pipe(
  v.object({
    status: v.picklist(REVIEW_STATUS_CODES, 'Please choose a decision.'),
    type: v.picklist(REVIEW_TYPE_CODES, 'Please choose what was reviewed.'),
    text: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(REVIEW_TEXT_MAX, `Please use at most ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters.`),
    ),
  }),
  v.forward(
    v.check((review) => review.status !== 'amendRequested' || review.text !== '', REVIEW_TEXT_REQUIRED),
    ['text'],
  ),
);

export type ReviewFormInput = v.InferInput<typeof ReviewFormSchema>;
export type ReviewFormValues = v.InferOutput<typeof ReviewFormSchema>;
