import { createFileRoute, redirect } from '@tanstack/react-router';
import { ScheduleBoardPage } from '../../features/scheduling/schedule-board-page';
import { cliniciansQuery } from '../../features/scheduling/scheduling-api';

// /my-schedule/{clinicianId} (SPEC §2): the signed-in clinician's own is /my-schedule; a
// colleague's (one of their markets, whom they cover) is their board, to look at only.
export const Route = createFileRoute('/_app/my-schedule/$id/')({
  beforeLoad: ({ context, params }) => {
    if (params.id === context.schedule.practitionerId) throw redirect({ to: '/my-schedule', replace: true });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(cliniciansQuery()),
  component: ColleagueBoard,
});

function ColleagueBoard() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ScheduleBoardPage
      key={id}
      clinicianId={id}
      mode="board"
      canPlan={false}
      basePath="/my-schedule"
      onClinician={(next) => {
        if (next) void navigate({ to: '/my-schedule/$id', params: { id: next } });
      }}
    />
  );
}
