import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { CoverageEditPage } from '../../features/staff-coverage/coverage-edit-page';
import { loadCoverage } from './-staff-coverage';

// SPEC §2 /lead-clinician/{clinicianId}/edit (permission settings).
// The path's clinicianId (SPEC §2's name) holds the app_user id of the clinician.
export const Route = createFileRoute('/_app/lead-clinician/$clinicianId/edit')({
  beforeLoad: ({ context }) => guardRoute('/lead-clinician/$clinicianId/edit', context.menu),
  loader: ({ context, params }) => loadCoverage(context, 'lead', params.clinicianId),
  component: EditLeadClinicianRoute,
});

function EditLeadClinicianRoute() {
  const { clinicianId } = Route.useParams();
  return <CoverageEditPage key={clinicianId} kind="lead" userId={clinicianId} />;
}
