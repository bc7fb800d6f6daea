import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '../../api/http';
import { ForbiddenRouteError, guardRoute } from '../../app/route-guard';
import { dischargeRequestHistoryQuery, loadDischargeRequest } from '../../features/patients/discharge-request/discharge-request-api';
import { DischargeRequestPage } from '../../features/patients/discharge-request/discharge-request-page';

// SPEC §2 /patients/{patientId}/admissions/{admissionId}/discharge-request/{requestId}: one
// request with its history. Another patient's or admission's request is Not Found.
export const Route = createFileRoute('/_app/patients/$id/admissions/$admissionId/discharge-request/$requestId/')({
  beforeLoad: ({ context }) => guardRoute('/patients/$id/admissions/$admissionId/discharge-request/$requestId', context.menu),
  loader: async ({ context, params }) => {
    try {
      const item = await loadDischargeRequest(context.queryClient, { patientId: params.id, ...params });
      if (!item) throw notFound({ routeId: '__root__' });
      void context.queryClient.prefetchQuery(dischargeRequestHistoryQuery(item.id));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'FORBIDDEN') throw new ForbiddenRouteError(context.homePath);
      if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT'))
        throw notFound({ routeId: '__root__' });
      throw error;
    }
  },
  component: DischargeRequestView,
});

function DischargeRequestView() {
  const { id, admissionId, requestId } = Route.useParams();
  return <DischargeRequestPage patientId={id} admissionId={admissionId} requestId={requestId} />;
}
