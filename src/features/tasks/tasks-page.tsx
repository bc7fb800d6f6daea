// SPEC §2 /tasks (menu 'Tasks', tasking): the work queue. My tasks; my job functions' tasks nobody
// has taken yet (an eligibility check's task waits for the PCCs, an admission change's for the
// case managers); my team's (the staff of my markets). Open tasks first, soonest due first, 25 at
// a time; filters and the search live in the address bar (the dashboard links into it).
import { SegmentedControl, Stack, Title } from '@mantine/core';
import { TASK_VIEW_CODES, TASK_VIEWS, type TaskView } from '../../domain/tasks/task-queue';
import { SearchableList } from '../../ui/list/searchable-list';
import { TaskFiltersPanel } from './task-filters';
import { TaskRow } from './task-row';
import { type TaskQueueFilters, taskQueueQuery } from './tasks-api';

export interface TasksPageProps {
  search: string;
  filters: TaskQueueFilters;
  onChange: (next: { search: string; filters: TaskQueueFilters }) => void;
}

export function TasksPage({ search, filters, onChange }: TasksPageProps) {
  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1} size="h2">
        Tasks
      </Title>
      <SegmentedControl
        aria-label="Task queue"
        data={TASK_VIEW_CODES.map((view) => ({ value: view, label: TASK_VIEWS[view] }))}
        value={filters.view}
        onChange={(view) => onChange({ search, filters: { ...filters, view: view as TaskView } })}
        w="fit-content"
        maw="100%"
      />
      <SearchableList
        label="Tasks"
        searchLabel="Search tasks"
        searchPlaceholder="A word of the task or the patient's name"
        query={taskQueueQuery(filters)}
        rowKey={(t) => t.id}
        renderRow={(t) => <TaskRow task={t} />}
        search={search}
        onSearch={(next) => onChange({ search: next, filters })}
        filters={<TaskFiltersPanel value={filters} onChange={(next) => onChange({ search, filters: next })} />}
      />
    </Stack>
  );
}
