import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { encounterListSearch, parseEncounterListSearch } from '../../domain/encounters/encounter-list-search';
import { EncountersPage } from '../../features/clinician-encounters/encounters-page';

// SPEC §2 /clinician-encounters (menu 'Encounters'): every EncounterList filter, kept in the address bar.
export const Route = createFileRoute('/_app/clinician-encounters/')({
  validateSearch: parseEncounterListSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/clinician-encounters', context.menu);
  },
  component: EncountersRoute,
});

function EncountersRoute() {
  const { search, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EncountersPage
      search={search ?? ''}
      filters={filters}
      onChange={(next) => void navigate({ search: encounterListSearch({ ...next.filters, search: next.search }), replace: true })}
    />
  );
}
