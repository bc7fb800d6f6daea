import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { localCalendarDate } from '../../domain/format';
import { RoundsPage } from '../../features/clinical-rounds/rounds-page';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

// SPEC §2 /manage-session ('Clinical Rounds', only case manager or lead clinician): the session's
// day lives in the address (?date=YYYY-MM-DD; today when it says none).
export const Route = createFileRoute('/_app/manage-session')({
  validateSearch: (search: Record<string, unknown>): { date?: string } =>
    typeof search.date === 'string' && DATE.test(search.date) ? { date: search.date } : {},
  beforeLoad: ({ context }) => {
    guardRoute('/manage-session', context.menu);
  },
  component: RoundsRoute,
});

function RoundsRoute() {
  const { date } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RoundsPage date={date ?? localCalendarDate()} onDate={(next) => void navigate({ search: { date: next }, replace: true })} />;
}
