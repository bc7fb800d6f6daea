// Encounters Review's arguments (encounter-review.graphql), parsed into clean values or refused as
// BAD_USER_INPUT naming the field.
import * as v from 'valibot';
import { ReviewFormSchema, type ReviewFormValues } from '../../../src/domain/encounters/review-form.ts';
import { REVIEW_QUEUE_STATE_CODES, type ReviewQueueState } from '../../../src/domain/encounters/reviews.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { DateTimeInput, parseArg, VersionIdInput } from '../shared/input.ts';
import { type PageArgs, parsePage, parseTerm } from '../shared/paging.ts';

type Maybe<T> = T | null | undefined;

const oneOf = (values: readonly string[]) => v.picklist(values, `must be one of ${values.join(', ')}`);

export interface ReviewListArgs extends PageArgs {
  reviewState?: Maybe<readonly string[]>;
  practitionerIds?: Maybe<readonly string[]>;
  patientId?: Maybe<string>;
  term?: Maybe<string>;
  signedFrom?: Maybe<string>;
  signedTo?: Maybe<string>;
}

export interface ReviewListFilter {
  states: ReviewQueueState[];
  practitionerIds: string[] | null;
  patientId: string | null;
  /** A fragment of the patient's name, lower case. */
  term: string | null;
  signedFrom: string | null;
  signedTo: string | null;
}

export function parseReviewList(raw: unknown): { page: PageArgs; filter: ReviewListFilter } {
  const args = raw as ReviewListArgs;
  parsePage(args);
  const states = args.reviewState?.length
    ? (parseArg(v.array(oneOf(REVIEW_QUEUE_STATE_CODES)), 'reviewState', args.reviewState) as ReviewQueueState[])
    : (['toReview'] as ReviewQueueState[]);
  return {
    page: args,
    filter: {
      states,
      practitionerIds: args.practitionerIds?.length ? args.practitionerIds.map((id) => parseId(id, 'practitionerIds')) : null,
      patientId: args.patientId ? parseId(args.patientId, 'patientId') : null,
      term: parseTerm(args.term)?.toLowerCase() ?? null,
      signedFrom: args.signedFrom ? parseArg(DateTimeInput, 'signedFrom', args.signedFrom) : null,
      signedTo: args.signedTo ? parseArg(DateTimeInput, 'signedTo', args.signedTo) : null,
    },
  };
}

export interface ReviewInput {
  encounterId: string;
  baseVersion: number;
  review: ReviewFormValues;
}

export function parseReview(raw: unknown): ReviewInput {
  const args = raw as { encounterId: string; baseVersion: unknown; review: { text?: string | null } | null };
  const encounterId = parseId(args.encounterId, 'encounterId');
  const baseVersion = parseArg(VersionIdInput, 'baseVersion', args.baseVersion);
  // The form's own schema (src/domain/encounters/review-form.ts): no text is empty text.
  const review = parseArg(ReviewFormSchema, 'review', { ...args.review, text: args.review?.text ?? '' });
  return { encounterId, baseVersion, review };
}

export function parseVersionDiff(raw: unknown): { encounterId: string; from: number; to: number } {
  const args = raw as { encounterId: string; from: unknown; to: unknown };
  const encounterId = parseId(args.encounterId, 'encounterId');
  const from = parseArg(VersionIdInput, 'from', args.from);
  const to = parseArg(VersionIdInput, 'to', args.to);
  if (to <= from) throw badInput('to must be after from', 'to');
  return { encounterId, from, to };
}
