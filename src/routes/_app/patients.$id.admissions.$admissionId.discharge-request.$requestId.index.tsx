import { createFileRoute } from '@tanstack/react-router';
import { guardRoute, loadRecord } from '../../app/route-guard';
import { dischargeRequestHistoryQuery, loadDischargeRequest } from '../../features/patients/discharge-request/discharge-request-api';
import { DischargeRequestPage } from '../../features/patients/discharge-request/discharge-request-page';

// SPEC §2 /patients/{patientId}/admissions/{admissionId}/discharge-request/{requestId}: one
// request with its history. Another patient's or admission's request is Not Found.
export const Route = createFileRoute('/_app/patients/$id/admissions/$admissionId/discharge-request/$requestId/')({
  beforeLoad: ({ context }) => guardRoute('/patients/$id/admissions/$admissionId/discharge-request/$requestId', context.menu),
  loader: async ({ context, params }) => {
    const item = await loadRecord(context.homePath, () => loadDischargeRequest(context.queryClient, { patientId: params.id, ...params }));
    void context.queryClient.prefetchQuery(dischargeRequestHistoryQuery(item.id));
  },
  component: DischargeRequestView,
});

function DischargeRequestView() {
  const { id, admissionId, requestId } = Route.useParams();
  return <DischargeRequestPage patientId={id} admissionId={admissionId} requestId={requestId} />;
}
