import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { parseTaskListSearch, taskListSearch, taskListState } from '../../domain/tasks/task-list-search';
import { TasksPage } from '../../features/tasks/tasks-page';

// SPEC §2 /tasks (menu 'Tasks', tasking permission): the work queue; its view, filters and search live in the
// address bar (a plain /tasks is My Tasks, open).
export const Route = createFileRoute('/_app/tasks')({
  validateSearch: parseTaskListSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/tasks', context.menu);
  },
  component: TasksRoute,
});

function TasksRoute() {
  const { search, ...filters } = taskListState(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <TasksPage
      search={search ?? ''}
      filters={filters}
      onChange={(next) => void navigate({ search: taskListSearch({ ...next.filters, search: next.search }), replace: true })}
    />
  );
}
