import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { parseTeamListSearch } from '../../domain/administration/team-list-search';
import { TeamsPage } from '../../features/teams/teams-page';

// SPEC §2 /teams (settings): the care teams, created and edited in a dialog on this page; the
// search and the state filter live in the address bar.
export const Route = createFileRoute('/_app/teams')({
  validateSearch: parseTeamListSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/teams', context.menu);
  },
  component: TeamsRoute,
});

function TeamsRoute() {
  const { search, state } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TeamsPage
      search={search ?? ''}
      state={state ?? null}
      onChange={(next) =>
        void navigate({
          search: { ...(next.search ? { search: next.search } : {}), ...(next.state ? { state: next.state } : {}) },
          replace: true,
        })
      }
    />
  );
}
