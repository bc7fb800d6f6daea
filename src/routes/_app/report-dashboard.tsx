import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { DashboardSearch, filterOfSearch, searchOfFilter } from '../../domain/dashboards/dashboard-search';
import { localCalendarDate } from '../../domain/format';
import { ReportDashboardPage } from '../../features/dashboards/report-dashboard-page';

// SPEC §2 Reports (/report-dashboard, create): the filter lives in the address.
export const Route = createFileRoute('/_app/report-dashboard')({
  validateSearch: DashboardSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/report-dashboard', context.menu);
  },
  component: ReportDashboardRoute,
});

function ReportDashboardRoute() {
  const navigate = Route.useNavigate();
  const filter = filterOfSearch(Route.useSearch(), localCalendarDate());
  return <ReportDashboardPage filter={filter} onFilter={(next) => void navigate({ search: searchOfFilter(next), replace: true })} />;
}
