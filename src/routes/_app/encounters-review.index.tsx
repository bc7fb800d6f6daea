import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { parseReviewQueueSearch, reviewQueueSearch } from '../../domain/encounters/review-search';
import { ReviewQueuePage } from '../../features/encounter-review/review-queue-page';

// SPEC §2 /encounters-review (visible by a reviewer check): the queue of signed encounters; the
// review state is in the address bar (a plain /encounters-review is 'To review').
export const Route = createFileRoute('/_app/encounters-review/')({
  validateSearch: parseReviewQueueSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/encounters-review', context.menu);
  },
  component: ReviewQueueRoute,
});

function ReviewQueueRoute() {
  const { state } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReviewQueuePage state={state ?? 'toReview'} onState={(next) => void navigate({ search: reviewQueueSearch(next), replace: true })} />
  );
}
