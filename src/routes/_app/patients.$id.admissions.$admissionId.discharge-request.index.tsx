import { createFileRoute, notFound } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { admissionListQuery } from '../../features/patients/chart-api';
import { NewDischargeRequestPage } from '../../features/patients/discharge-request/new-discharge-request-page';

// SPEC §2 /patients/{patientId}/admissions/{admissionId}/discharge-request: file a discharge
// request for the admission (the chart's frame, and its 403/404, come from /patients/$id).
export const Route = createFileRoute('/_app/patients/$id/admissions/$admissionId/discharge-request/')({
  beforeLoad: ({ context }) => guardRoute('/patients/$id/admissions/$admissionId/discharge-request', context.menu),
  loader: async ({ context, params }) => {
    const admissions = await context.queryClient.ensureQueryData(admissionListQuery(params.id));
    if (!admissions.some((a) => a.id === params.admissionId)) throw notFound({ routeId: '__root__' });
  },
  component: NewDischargeRequest,
});

function NewDischargeRequest() {
  const { id, admissionId } = Route.useParams();
  return <NewDischargeRequestPage patientId={id} admissionId={admissionId} />;
}
