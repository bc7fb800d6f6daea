import { describe, expect, it } from 'vitest';
import { type EncounterReview, openAmendRequest, reviewQueueState } from './reviews';

const review = (status: EncounterReview['status'], signedAt: string): EncounterReview => ({
  id: `r-${status}-${signedAt}`,
  status,
  type: 'documentation',
  text: 'Wound length is missing',
  reviewerId: 'rev',
  reviewerName: 'Riley Reviewer',
  recorded: '2026-11-02T10:00:00Z',
  signedAt,
});
const FIRST = '2026-11-01T15:00:00.000Z';
const SECOND = '2026-11-03T09:00:00.000Z';

describe('the review state of a signed encounter', () => {
  it('is to review until a review of the signature it has now is written', () => {
    expect(reviewQueueState({ signedAt: FIRST })).toBe('toReview');
    expect(reviewQueueState({ signedAt: FIRST, reviews: [review('approved', FIRST)] })).toBe('approved');
  });

  it('keeps a request for changes open until the clinician signs again, when it is to review again', () => {
    const asked = { signedAt: FIRST, reviews: [review('amendRequested', '2026-11-01T15:00:00Z')] };
    expect(openAmendRequest(asked)?.text).toBe('Wound length is missing');
    expect(reviewQueueState(asked)).toBe('amendRequested');
    const signedAgain = { ...asked, signedAt: SECOND };
    expect(openAmendRequest(signedAgain)).toBeNull();
    expect(reviewQueueState(signedAgain)).toBe('toReview');
  });

  it('has no open request before the first signature, and the latest review of a signature counts', () => {
    expect(openAmendRequest({ signedAt: null, reviews: [review('amendRequested', FIRST)] })).toBeNull();
    expect(reviewQueueState({ signedAt: FIRST, reviews: [review('amendRequested', FIRST), review('approved', FIRST)] })).toBe('approved');
  });
});
