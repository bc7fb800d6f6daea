import { createFileRoute } from '@tanstack/react-router';
import { guardRoute, loadRecord } from '../../app/route-guard';
import { loadDischargeRequest } from '../../features/patients/discharge-request/discharge-request-api';
import { EditDischargeRequestPage } from '../../features/patients/discharge-request/edit-discharge-request-page';

// SPEC §2 /patients/{patientId}/admissions/{admissionId}/discharge-request/{requestId}/edit.
export const Route = createFileRoute('/_app/patients/$id/admissions/$admissionId/discharge-request/$requestId/edit')({
  beforeLoad: ({ context }) => guardRoute('/patients/$id/admissions/$admissionId/discharge-request/$requestId/edit', context.menu),
  loader: async ({ context, params }) => {
    await loadRecord(context.homePath, () => loadDischargeRequest(context.queryClient, { patientId: params.id, ...params }));
  },
  component: EditDischargeRequest,
});

function EditDischargeRequest() {
  const { id, admissionId, requestId } = Route.useParams();
  return <EditDischargeRequestPage patientId={id} admissionId={admissionId} requestId={requestId} />;
}
