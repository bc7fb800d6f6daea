import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { patientChartQuery } from '../../features/patients/chart-api';

// SPEC §2 /patients/{id} and everything under it (permission patient): the chart's frame is read
// once here (one request: the patient, the demographics and every tab's count).
export const Route = createFileRoute('/_app/patients/$id')({
  beforeLoad: ({ context }) => {
    guardRoute('/patients/$id', context.menu);
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(patientChartQuery(params.id)),
  component: Outlet,
});
