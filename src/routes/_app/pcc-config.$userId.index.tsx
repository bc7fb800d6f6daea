import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { CoverageDetailPage } from '../../features/staff-coverage/coverage-detail-page';
import { loadCoverage } from './-staff-coverage';

// SPEC §2 /pcc-config/{userId} (permission settings).
export const Route = createFileRoute('/_app/pcc-config/$userId/')({
  beforeLoad: ({ context }) => guardRoute('/pcc-config/$userId', context.menu),
  loader: ({ context, params }) => loadCoverage(context, 'pcc', params.userId),
  component: PccConfigRoute,
});

function PccConfigRoute() {
  const { userId } = Route.useParams();
  return <CoverageDetailPage key={userId} kind="pcc" userId={userId} />;
}
