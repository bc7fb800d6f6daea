import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { filtersOf, parseTelehealthListSearch, telehealthListSearch } from '../../domain/telehealth/telehealth-list-search';
import { telehealthListQuery } from '../../features/telehealth/telehealth-api';
import { TelehealthListPage } from '../../features/telehealth/telehealth-list-page';

// SPEC §2 /telemedicine 'Telehealth' (permission patient, telehealth users only); its search and
// filters live in the address bar.
export const Route = createFileRoute('/_app/telemedicine/')({
  validateSearch: parseTelehealthListSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/telemedicine', context.menu);
  },
  loaderDeps: ({ search }) => ({ search: search.search ?? '', filters: filtersOf(search) }),
  // Warms the list's first page; a failure is left to the list (its message and 'Try again').
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(telehealthListQuery('all', deps.filters)(deps.search)),
  component: TelemedicineRoute,
});

function TelemedicineRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TelehealthListPage
      search={search.search ?? ''}
      filters={filtersOf(search)}
      onChange={(next) => void navigate({ search: telehealthListSearch(next.search, next.filters), replace: true })}
    />
  );
}
