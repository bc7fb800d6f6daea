import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { calendarDateIn } from '../../domain/format';
import { LetterSearch, letterRangeOfSearch } from '../../domain/letters/letter-search';
import { LettersPage } from '../../features/letters/letters-page';

// SPEC §2 /made-encounters (Bulk Operations › Made Encounters, PCC only): the range lives in the
// address; its days are the server's (America/New_York, letters.graphql).
export const Route = createFileRoute('/_app/made-encounters')({
  validateSearch: LetterSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/made-encounters', context.menu);
  },
  component: MadeEncountersRoute,
});

function MadeEncountersRoute() {
  const navigate = Route.useNavigate();
  const range = letterRangeOfSearch(Route.useSearch(), calendarDateIn(new Date().toISOString(), 'America/New_York'));
  return <LettersPage kind="made-encounter" range={range} onRange={(next) => void navigate({ search: next, replace: true })} />;
}
