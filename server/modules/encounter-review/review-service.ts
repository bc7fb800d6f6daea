// Encounters Review (SPEC §2 /encounters-review): the reads are declarations (review-queries.ts)
// run by the one reader, the review by the write pipeline (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { reviewWrites } from './review-operations.ts';
import { reviewQueries } from './review-queries.ts';

type User = SessionUser | null;

export function createReviewService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    queue: (user: User, args: unknown) => reader.run(reviewQueries.queue, user, args),
    diff: (user: User, args: unknown) => reader.run(reviewQueries.diff, user, args),
    review: (user: User, args: unknown) => pipeline.run(reviewWrites.reviewEncounter, user, args),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
