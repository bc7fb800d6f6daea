import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { BulkEligibilityPage } from '../../features/bulk-eligibility/bulk-eligibility-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// SPEC §2 /bulk-eligibility (Bulk Operations › Eligibility, settings): the open run is in the address (?run=).
export const Route = createFileRoute('/_app/bulk-eligibility')({
  validateSearch: (search: Record<string, unknown>): { run?: string } =>
    typeof search.run === 'string' && UUID.test(search.run) ? { run: search.run } : {},
  beforeLoad: ({ context }) => {
    guardRoute('/bulk-eligibility', context.menu);
  },
  component: BulkEligibilityRoute,
});

function BulkEligibilityRoute() {
  const { run } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BulkEligibilityPage runId={run} onRun={(next) => void navigate({ search: { run: next } })} />;
}
