// The Encounters Review queue's address (SPEC §2 /encounters-review): the review state, kept only
// when it is not the default 'To review', so a plain /encounters-review stays plain.
import { REVIEW_QUEUE_STATE_CODES, type ReviewQueueState } from './reviews';

export interface ReviewQueueSearch {
  state?: ReviewQueueState;
}

const isState = (value: unknown): value is ReviewQueueState => (REVIEW_QUEUE_STATE_CODES as readonly unknown[]).includes(value);

/** The search as the route reads it: an unknown or default state is left out. */
export function parseReviewQueueSearch(search: Record<string, unknown>): ReviewQueueSearch {
  return isState(search.state) && search.state !== 'toReview' ? { state: search.state } : {};
}

/** The search the queue writes for a state. */
export const reviewQueueSearch = (state: ReviewQueueState): ReviewQueueSearch => parseReviewQueueSearch({ state });
