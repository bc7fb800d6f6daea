// Encounter reviews (SPEC §3 Encounter 'reviews (status, type, text)'; SPEC §2 /encounters-review).
// A reviewer reviews the encounter as last signed (its signedAt names the version: each e-sign is
// a version, server/modules/forms/forms-history-versions.ts). A review that asks for changes
// leaves an open amendment request (appointment status amendRequested, SPEC §3) until the
// clinician signs again.

/** What a reviewer decides about a version. */
export const REVIEW_STATUSES = {
  approved: 'Approved',
  amendRequested: 'Amendment requested',
} as const;
export type ReviewStatus = keyof typeof REVIEW_STATUSES;
export const REVIEW_STATUS_CODES = Object.keys(REVIEW_STATUSES) as ReviewStatus[];

/** What the review looked at. */
export const REVIEW_TYPES = {
  clinical: 'Clinical',
  documentation: 'Documentation',
  coding: 'Coding',
  compliance: 'Compliance',
} as const;
export type ReviewType = keyof typeof REVIEW_TYPES;
export const REVIEW_TYPE_CODES = Object.keys(REVIEW_TYPES) as ReviewType[];
export const reviewTypeLabel = (type: string): string => (Object.hasOwn(REVIEW_TYPES, type) ? REVIEW_TYPES[type as ReviewType] : type);

/** Where a signed encounter stands in the review queue. */
export const REVIEW_QUEUE_STATES = {
  toReview: 'To review',
  amendRequested: 'Amendment requested',
  approved: 'Approved',
} as const;
export type ReviewQueueState = keyof typeof REVIEW_QUEUE_STATES;
export const REVIEW_QUEUE_STATE_CODES = Object.keys(REVIEW_QUEUE_STATES) as ReviewQueueState[];

/** At most this many characters of review text (SPEC §5's text limit). */
export const REVIEW_TEXT_MAX = 10_000;

export interface EncounterReview {
  id: string;
  status: ReviewStatus;
  type: ReviewType;
  text: string;
  /** The reviewer (User id) and their name when they wrote it. */
  reviewerId: string;
  reviewerName: string;
  recorded: string;
  /** The signature reviewed: the encounter's signedAt then (its version). */
  signedAt: string;
}

interface Reviewed {
  signedAt?: string | null | undefined;
  reviews?: readonly EncounterReview[] | undefined;
}

/** The latest review of the encounter as last signed, or null (never signed, or not reviewed since). */
export function latestReview(e: Reviewed): EncounterReview | null {
  if (!e.signedAt) return null;
  const signedAt = Date.parse(e.signedAt);
  return (e.reviews ?? []).filter((r) => Date.parse(r.signedAt) === signedAt).at(-1) ?? null;
}

/** The review asking for changes that no new signature has answered yet, or null. */
export function openAmendRequest(e: Reviewed): EncounterReview | null {
  const review = latestReview(e);
  return review?.status === 'amendRequested' ? review : null;
}

/** Where a signed encounter stands for the reviewer. */
export function reviewQueueState(e: Reviewed): ReviewQueueState {
  return latestReview(e)?.status ?? 'toReview';
}

/** The words when a request for changes says nothing (the clinician must know what to change). */
export const REVIEW_TEXT_REQUIRED = 'Please say what should change.';
