import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { chartKeys } from '../../features/patients/chart-api';
import { ChartLayout } from '../../features/patients/chart-layout';
import { problemListQuery } from '../../features/problems/problems-api';
import { ProblemsTab } from '../../features/problems/problems-tab';

// SPEC §2 /patients/{id}/problemslist/problems: the Problems List tab. The route composes the
// chart's frame (patients feature) with the tab (problems feature); a change refreshes the
// chart's tab counts.
export const Route = createFileRoute('/_app/patients/$id/problemslist/problems')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(problemListQuery(params.id)),
  component: ProblemsRoute,
});

function ProblemsRoute() {
  const { id } = Route.useParams();
  const queryClient = useQueryClient();
  return (
    <ChartLayout patientId={id} active="problems">
      <ProblemsTab patientId={id} onChanged={() => void queryClient.invalidateQueries({ queryKey: chartKeys.chart(id), exact: true })} />
    </ChartLayout>
  );
}
