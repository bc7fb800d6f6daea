import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { DashboardSearch, filterOfSearch, searchOfFilter } from '../../domain/dashboards/dashboard-search';
import { localCalendarDate } from '../../domain/format';
import { CbrDashboardPage } from '../../features/dashboards/cbr-dashboard-page';

// SPEC §2 Reports > CBR (/cbr-dashboard; EnableCBRReport and role cbrbeta): the filter lives in the address.
export const Route = createFileRoute('/_app/cbr-dashboard')({
  validateSearch: DashboardSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/cbr-dashboard', context.menu);
  },
  component: CbrDashboardRoute,
});

function CbrDashboardRoute() {
  const navigate = Route.useNavigate();
  const filter = filterOfSearch(Route.useSearch(), localCalendarDate());
  return <CbrDashboardPage filter={filter} onFilter={(next) => void navigate({ search: searchOfFilter(next), replace: true })} />;
}
