import { describe, expect, it } from 'vitest';
import { parseReviewQueueSearch, reviewQueueSearch } from './review-search';

describe('the review queue address', () => {
  it('keeps only a state other than the default', () => {
    expect(parseReviewQueueSearch({})).toEqual({});
    expect(parseReviewQueueSearch({ state: 'toReview' })).toEqual({});
    expect(parseReviewQueueSearch({ state: 'approved' })).toEqual({ state: 'approved' });
    expect(parseReviewQueueSearch({ state: 'bogus' })).toEqual({});
    expect(reviewQueueSearch('amendRequested')).toEqual({ state: 'amendRequested' });
    expect(reviewQueueSearch('toReview')).toEqual({});
  });
});
