import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { CoverageListPage } from '../../features/staff-coverage/coverage-list-page';
import { coverageListQuery } from '../../features/staff-coverage/staff-coverage-api';

// SPEC §2 /lead-clinician, 'Lead Clinicians' (permission settings).
export const Route = createFileRoute('/_app/lead-clinician/')({
  beforeLoad: ({ context }) => guardRoute('/lead-clinician', context.menu),
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(coverageListQuery('lead')('')),
  component: LeadClinicianListRoute,
});

function LeadClinicianListRoute() {
  return <CoverageListPage kind="lead" />;
}
