import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '../../api/http';
import { ForbiddenRouteError, guardRoute } from '../../app/route-guard';
import { loadDischargeRequest } from '../../features/patients/discharge-request/discharge-request-api';
import { EditDischargeRequestPage } from '../../features/patients/discharge-request/edit-discharge-request-page';

// SPEC §2 /patients/{patientId}/admissions/{admissionId}/discharge-request/{requestId}/edit.
export const Route = createFileRoute('/_app/patients/$id/admissions/$admissionId/discharge-request/$requestId/edit')({
  beforeLoad: ({ context }) => guardRoute('/patients/$id/admissions/$admissionId/discharge-request/$requestId/edit', context.menu),
  loader: async ({ context, params }) => {
    try {
      if (!(await loadDischargeRequest(context.queryClient, { patientId: params.id, ...params }))) throw notFound({ routeId: '__root__' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'FORBIDDEN') throw new ForbiddenRouteError(context.homePath);
      if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT'))
        throw notFound({ routeId: '__root__' });
      throw error;
    }
  },
  component: EditDischargeRequest,
});

function EditDischargeRequest() {
  const { id, admissionId, requestId } = Route.useParams();
  return <EditDischargeRequestPage patientId={id} admissionId={admissionId} requestId={requestId} />;
}
