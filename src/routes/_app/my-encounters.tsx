import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { filtersOf, parseTelehealthListSearch, telehealthListSearch } from '../../domain/telehealth/telehealth-list-search';
import { MyEncountersPage } from '../../features/telehealth/my-encounters-page';
import { telehealthListQuery } from '../../features/telehealth/telehealth-api';

// SPEC §2 /my-encounters 'My Encounters' (under Telehealth: permission patient, telehealth users
// only); its search and filters live in the address bar.
export const Route = createFileRoute('/_app/my-encounters')({
  validateSearch: parseTelehealthListSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/my-encounters', context.menu);
  },
  loaderDeps: ({ search }) => ({ search: search.search ?? '', filters: filtersOf(search) }),
  // Warms the list's first page; a failure is left to the list (its message and 'Try again').
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(telehealthListQuery('mine', deps.filters)(deps.search)),
  component: MyEncountersRoute,
});

function MyEncountersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MyEncountersPage
      search={search.search ?? ''}
      filters={filtersOf(search)}
      onChange={(next) => void navigate({ search: telehealthListSearch(next.search, next.filters), replace: true })}
    />
  );
}
