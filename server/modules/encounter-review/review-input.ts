// Encounters Review's arguments (encounter-review.graphql), parsed into clean values or refused as
// BAD_USER_INPUT naming the field.
import * as v from 'valibot';
import {
  REVIEW_QUEUE_STATE_CODES,
  REVIEW_STATUS_CODES,
  REVIEW_TEXT_MAX,
  REVIEW_TYPE_CODES,
  type ReviewQueueState,
  type ReviewStatus,
  type ReviewType,
} from '../../../src/domain/encounters/reviews.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { DateTimeInput, parseArg, VersionIdInput } from '../shared/input.ts';
import { type PageArgs, parsePage } from '../shared/paging.ts';

type Maybe<T> = T | null | undefined;

const oneOf = (values: readonly string[]) => v.picklist(values, `must be one of ${values.join(', ')}`);

/** The words when a request for changes says nothing (the clinician must know what to change). */
export const REVIEW_TEXT_REQUIRED = 'Please say what should change.';

export interface ReviewListArgs extends PageArgs {
  reviewState?: Maybe<readonly string[]>;
  practitionerIds?: Maybe<readonly string[]>;
  patientId?: Maybe<string>;
  signedFrom?: Maybe<string>;
  signedTo?: Maybe<string>;
}

export interface ReviewListFilter {
  states: ReviewQueueState[];
  practitionerIds: string[] | null;
  patientId: string | null;
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
      signedFrom: args.signedFrom ? parseArg(DateTimeInput, 'signedFrom', args.signedFrom) : null,
      signedTo: args.signedTo ? parseArg(DateTimeInput, 'signedTo', args.signedTo) : null,
    },
  };
}

export interface ReviewInput {
  encounterId: string;
  baseVersion: number;
  review: { status: ReviewStatus; type: ReviewType; text: string };
}

const ReviewSchema = v.object({
  status: oneOf(REVIEW_STATUS_CODES),
  type: oneOf(REVIEW_TYPE_CODES),
  text: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(REVIEW_TEXT_MAX, `must be at most ${REVIEW_TEXT_MAX} characters`)))),
});

export function parseReview(raw: unknown): ReviewInput {
  const args = raw as { encounterId: string; baseVersion: unknown; review: unknown };
  const encounterId = parseId(args.encounterId, 'encounterId');
  const baseVersion = parseArg(VersionIdInput, 'baseVersion', args.baseVersion);
  const review = parseArg(ReviewSchema, 'review', args.review);
  const text = review.text ?? '';
  if (review.status === 'amendRequested' && text === '') throw badInput(REVIEW_TEXT_REQUIRED, 'review.text');
  return { encounterId, baseVersion, review: { status: review.status as ReviewStatus, type: review.type as ReviewType, text } };
}

export function parseVersionDiff(raw: unknown): { encounterId: string; from: number; to: number } {
  const args = raw as { encounterId: string; from: unknown; to: unknown };
  const encounterId = parseId(args.encounterId, 'encounterId');
  const from = parseArg(VersionIdInput, 'from', args.from);
  const to = parseArg(VersionIdInput, 'to', args.to);
  if (to <= from) throw badInput('to must be after from', 'to');
  return { encounterId, from, to };
}
