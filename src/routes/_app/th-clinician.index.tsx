import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { CoverageListPage } from '../../features/staff-coverage/coverage-list-page';
import { coverageListQuery } from '../../features/staff-coverage/staff-coverage-api';

// SPEC §2 /th-clinician, 'Telehealth Clinicians' (permission settings).
export const Route = createFileRoute('/_app/th-clinician/')({
  beforeLoad: ({ context }) => guardRoute('/th-clinician', context.menu),
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(coverageListQuery('th')('')),
  component: ThClinicianListRoute,
});

function ThClinicianListRoute() {
  return <CoverageListPage kind="th" />;
}
