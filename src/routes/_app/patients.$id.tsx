import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardRoute, loadRecord } from '../../app/route-guard';
import { patientChartQuery } from '../../features/patients/chart-api';

// SPEC §2 /patients/{id} and everything under it (permission patient): the chart's frame is read
// once here (one request: the patient, the demographics and every tab's count). A patient outside
// the user's markets is the 403 Forbidden page (DESIGN §8), one that does not exist is Not Found.
// Offline the frame comes from the device (DESIGN §4), which opens only with the PIN that the
// shell asks for: the page waits for it there, not here ahead of the shell.
export const Route = createFileRoute('/_app/patients/$id')({
  beforeLoad: ({ context }) => guardRoute('/patients/$id', context.menu),
  loader: async ({ context, params }) => {
    const chart = patientChartQuery(params.id);
    if (!navigator.onLine) {
      void context.queryClient.prefetchQuery(chart);
      return;
    }
    return loadRecord(context.homePath, () => context.queryClient.ensureQueryData(chart));
  },
  component: Outlet,
});
