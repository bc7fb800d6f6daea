import { createFileRoute } from '@tanstack/react-router';
import { guardRoute, loadRecord } from '../../app/route-guard';
import { reviewedEncounterQuery } from '../../features/encounter-review/review-api';
import { ReviewPage } from '../../features/encounter-review/review-page';

// SPEC §2 /encounters-review: one signed encounter's review. An encounter the reviewer may not read
// (another market's, one not signed) is Forbidden; an unknown or malformed id is Not Found.
export const Route = createFileRoute('/_app/encounters-review/$encounterId')({
  beforeLoad: ({ context }) => guardRoute('/encounters-review/$encounterId', context.menu),
  loader: async ({ context, params }) => {
    await loadRecord(context.homePath, () => context.queryClient.ensureQueryData(reviewedEncounterQuery(params.encounterId)));
  },
  component: ReviewRoute,
});

function ReviewRoute() {
  const { encounterId } = Route.useParams();
  return <ReviewPage encounterId={encounterId} />;
}
