import { REVIEW_QUEUE_STATES, type ReviewQueueState } from '../../domain/encounters/reviews';
import { StatusBadge } from '../../ui/status-badge';

const COLORS: Record<ReviewQueueState, string> = { toReview: 'blue', amendRequested: 'orange', approved: 'green' };

/** Where a signed encounter stands for the reviewer (SPEC §2 /encounters-review). */
export function ReviewStateBadge({ state }: { state: string | null | undefined }) {
  if (!state || !Object.hasOwn(REVIEW_QUEUE_STATES, state)) return null;
  const known = state as ReviewQueueState;
  return <StatusBadge label={REVIEW_QUEUE_STATES[known]} color={COLORS[known]} />;
}
