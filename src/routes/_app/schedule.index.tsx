import { createFileRoute, redirect } from '@tanstack/react-router';
import { readBoardPreferences } from '../../features/scheduling/board-preferences';
import { ScheduleBoardPage } from '../../features/scheduling/schedule-board-page';
import { cliniciansQuery } from '../../features/scheduling/scheduling-api';

// /schedule: the clinician chosen last time (SPEC §4, local storage), else the picker alone.
export const Route = createFileRoute('/_app/schedule/')({
  beforeLoad: () => {
    const { clinicianId } = readBoardPreferences();
    if (clinicianId) throw redirect({ to: '/schedule/$id', params: { id: clinicianId }, replace: true });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(cliniciansQuery()),
  component: ScheduleIndex,
});

function ScheduleIndex() {
  const { board } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <ScheduleBoardPage
      clinicianId={null}
      mode="board"
      canPlan={board.canPlan}
      onClinician={(id) => {
        if (id) void navigate({ to: '/schedule/$id', params: { id } });
      }}
    />
  );
}
