import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { UserListPage } from '../../features/users/user-list-page';
import { filtersOfSearch, parseUserListSearch, searchOfFilters } from '../../features/users/user-list-search';

// SPEC §2 /users (permission security); its search and filters live in the address bar.
export const Route = createFileRoute('/_app/users/')({
  validateSearch: parseUserListSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/users', context.menu);
  },
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UserListPage
      search={search.search ?? ''}
      filters={filtersOfSearch(search)}
      onChange={(next) => void navigate({ search: searchOfFilters(next.search, next.filters), replace: true })}
    />
  );
}
