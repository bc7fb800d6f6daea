import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { CoverageEditPage } from '../../features/staff-coverage/coverage-edit-page';
import { loadCoverage } from './-staff-coverage';

// SPEC §2 /pcc-config/{userId}/edit (permission settings).
export const Route = createFileRoute('/_app/pcc-config/$userId/edit')({
  beforeLoad: ({ context }) => guardRoute('/pcc-config/$userId/edit', context.menu),
  loader: ({ context, params }) => loadCoverage(context, 'pcc', params.userId),
  component: EditPccConfigRoute,
});

function EditPccConfigRoute() {
  const { userId } = Route.useParams();
  return <CoverageEditPage key={userId} kind="pcc" userId={userId} />;
}
