import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '../../api/http';
import { ForbiddenRouteError, guardRoute } from '../../app/route-guard';
import { ClinicianPage } from '../../features/clinicians/clinician-page';
import { clinicianQuery } from '../../features/clinicians/clinicians-api';

// SPEC §2 /clinicians/{clinicianId} (settings or financial): one clinician, its edit and change
// history. A clinician outside the user's markets (or no clinician at all) is Not Found.
export const Route = createFileRoute('/_app/clinicians/$clinicianId')({
  beforeLoad: ({ context }) => guardRoute('/clinicians/$clinicianId', context.menu),
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(clinicianQuery(params.clinicianId));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'FORBIDDEN') throw new ForbiddenRouteError(context.homePath);
      if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT'))
        throw notFound({ routeId: '__root__' });
      throw error;
    }
  },
  component: ClinicianView,
});

function ClinicianView() {
  const { clinicianId } = Route.useParams();
  return <ClinicianPage clinicianId={clinicianId} />;
}
