import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { CoverageEditPage } from '../../features/staff-coverage/coverage-edit-page';
import { loadCoverage } from './-staff-coverage';

// SPEC §2 /th-clinician/{clinicianId}/edit (permission settings).
// The path's clinicianId (SPEC §2's name) holds the app_user id of the clinician.
export const Route = createFileRoute('/_app/th-clinician/$clinicianId/edit')({
  beforeLoad: ({ context }) => guardRoute('/th-clinician/$clinicianId/edit', context.menu),
  loader: ({ context, params }) => loadCoverage(context, 'th', params.clinicianId),
  component: EditThClinicianRoute,
});

function EditThClinicianRoute() {
  const { clinicianId } = Route.useParams();
  return <CoverageEditPage key={clinicianId} kind="th" userId={clinicianId} />;
}
