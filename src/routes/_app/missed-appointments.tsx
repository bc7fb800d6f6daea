import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { calendarDateIn } from '../../domain/format';
import { LetterSearch, letterRangeOfSearch } from '../../domain/letters/letter-search';
import { LettersPage } from '../../features/letters/letters-page';

// SPEC §2 /missed-appointments (Bulk Operations › Missed Appts, PCC only): the range lives in the
// address; its days are the server's (America/New_York, letters.graphql).
export const Route = createFileRoute('/_app/missed-appointments')({
  validateSearch: LetterSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/missed-appointments', context.menu);
  },
  component: MissedAppointmentsRoute,
});

function MissedAppointmentsRoute() {
  const navigate = Route.useNavigate();
  const range = letterRangeOfSearch(Route.useSearch(), calendarDateIn(new Date().toISOString(), 'America/New_York'));
  return <LettersPage kind="missed-appointment" range={range} onRange={(next) => void navigate({ search: next, replace: true })} />;
}
