import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { CoverageDetailPage } from '../../features/staff-coverage/coverage-detail-page';
import { loadCoverage } from './-staff-coverage';

// SPEC §2 /lead-clinician/{clinicianId} (permission settings).
// The path's clinicianId (SPEC §2's name) holds the app_user id of the clinician.
export const Route = createFileRoute('/_app/lead-clinician/$clinicianId/')({
  beforeLoad: ({ context }) => guardRoute('/lead-clinician/$clinicianId', context.menu),
  loader: ({ context, params }) => loadCoverage(context, 'lead', params.clinicianId),
  component: LeadClinicianRoute,
});

function LeadClinicianRoute() {
  const { clinicianId } = Route.useParams();
  return <CoverageDetailPage key={clinicianId} kind="lead" userId={clinicianId} />;
}
