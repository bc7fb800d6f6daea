import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { CoverageListPage } from '../../features/staff-coverage/coverage-list-page';
import { coverageListQuery } from '../../features/staff-coverage/staff-coverage-api';

// SPEC §2 /pcc-config, 'PCC Config' (permission settings).
export const Route = createFileRoute('/_app/pcc-config/')({
  beforeLoad: ({ context }) => guardRoute('/pcc-config', context.menu),
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(coverageListQuery('pcc')('')),
  component: PccConfigListRoute,
});

function PccConfigListRoute() {
  return <CoverageListPage kind="pcc" />;
}
