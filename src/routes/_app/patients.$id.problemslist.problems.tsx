import { createFileRoute } from '@tanstack/react-router';
import { ChartTabPage } from '../../features/patients/chart-tab-page';

// SPEC §2 /patients/{id}/problemslist/problems: the Problems List tab.
export const Route = createFileRoute('/_app/patients/$id/problemslist/problems')({
  component: ProblemsTab,
});

function ProblemsTab() {
  const { id } = Route.useParams();
  return <ChartTabPage patientId={id} tab="problems" />;
}
