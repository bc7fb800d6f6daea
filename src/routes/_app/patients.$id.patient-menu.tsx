import { createFileRoute } from '@tanstack/react-router';
import { ChartMenuPage } from '../../features/patients/chart-menu-page';

// SPEC §2 /patients/{id}/patient-menu: the chart's tabs as a list.
export const Route = createFileRoute('/_app/patients/$id/patient-menu')({
  component: ChartMenu,
});

function ChartMenu() {
  const { id } = Route.useParams();
  return <ChartMenuPage patientId={id} />;
}
