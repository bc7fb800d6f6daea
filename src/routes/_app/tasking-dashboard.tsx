import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { TaskingDashboardPage } from '../../features/tasks/tasking-dashboard-page';

// SPEC §2 Dashboard > Tasking (/tasking-dashboard, settings): the tasks counted, each bar a filter of /tasks.
export const Route = createFileRoute('/_app/tasking-dashboard')({
  beforeLoad: ({ context }) => {
    guardRoute('/tasking-dashboard', context.menu);
  },
  component: TaskingDashboardPage,
});
