import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { DashboardSearch, filterOfSearch, searchOfFilter } from '../../domain/dashboards/dashboard-search';
import { localCalendarDate } from '../../domain/format';
import { pathAccess } from '../../domain/menu';
import { AdminDashboardPage } from '../../features/dashboards/admin-dashboard-page';

// SPEC §2 Dashboard (/admin-dashboard, settings): the filter lives in the address.
export const Route = createFileRoute('/_app/admin-dashboard')({
  validateSearch: DashboardSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/admin-dashboard', context.menu);
  },
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const navigate = Route.useNavigate();
  const filter = filterOfSearch(Route.useSearch(), localCalendarDate());
  // A device's user opens in user administration (SPEC §2 /users/:userId) for whoever may open it.
  const mayOpenUsers = Route.useRouteContext({ select: (c) => pathAccess('/users/user', c.menu) === 'allowed' });
  return (
    <AdminDashboardPage
      filter={filter}
      mayOpenUsers={mayOpenUsers}
      onFilter={(next) => void navigate({ search: searchOfFilter(next), replace: true })}
    />
  );
}
