import { createFileRoute } from '@tanstack/react-router';
import { ClinicianAvailabilityDrawer } from '../../features/availability/availability-editor';
import { ScheduleBoardPage } from '../../features/scheduling/schedule-board-page';
import { cliniciansQuery } from '../../features/scheduling/scheduling-api';

// /schedule/{clinicianId}: the clinician's board; their availability editor composed in.
export const Route = createFileRoute('/_app/schedule/$id/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cliniciansQuery()),
  component: ScheduleBoard,
});

function ScheduleBoard() {
  const { board, menu } = Route.useRouteContext();
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ScheduleBoardPage
      key={id}
      clinicianId={id}
      mode="board"
      canPlan={board.canPlan}
      lazyWeeks={menu.flags['scheduling-lazy-loading'] === true}
      onClinician={(next) => {
        if (next) void navigate({ to: '/schedule/$id', params: { id: next } });
      }}
      {...(board.canEditAvailability ? { availability: (args) => <ClinicianAvailabilityDrawer {...args} /> } : {})}
    />
  );
}
