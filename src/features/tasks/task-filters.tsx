// The queue's filter panel: status (open by default), priority, where the task came from, and
// overdue only. A choice applies at once; on a phone the panel folds behind a 'Filters' button.
import { Button, Checkbox, Group, Select, Text } from '@mantine/core';
import { jobFunctionTitle } from '../../domain/access';
import { TASK_PRIORITIES } from '../../domain/chart/chart-record-status';
import { TASK_ORIGIN_OPTIONS, TASK_STATUS_FILTERS } from '../../domain/tasks/task-list-search';
import { TASK_AGE_BANDS, type TaskOrigin } from '../../domain/tasks/task-queue';
import { FoldingFilters } from '../../ui/list/folding-filters';
import type { TaskQueueFilters } from './tasks-api';

export function TaskFiltersPanel({ value, onChange }: { value: TaskQueueFilters; onChange: (next: TaskQueueFilters) => void }) {
  const fromDashboard = dashboardFilters(value);
  const set =
    (value.status !== 'open' ? 1 : 0) + (value.priority ? 1 : 0) + (value.origin ? 1 : 0) + (value.overdue ? 1 : 0) + fromDashboard.length;
  const without = <K extends keyof TaskQueueFilters>(key: K) => {
    const { [key]: _dropped, ...rest } = value;
    return rest as TaskQueueFilters;
  };
  return (
    <FoldingFilters id="task-filters" count={set}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Status"
          data={TASK_STATUS_FILTERS.map((s) => ({ value: s.value, label: s.label }))}
          value={value.status}
          onChange={(status) => onChange({ ...value, status: status ?? 'open' })}
          allowDeselect={false}
          w={160}
        />
        <Select
          label="Priority"
          placeholder="Any priority"
          data={TASK_PRIORITIES.map((p) => ({ value: p.code, label: p.label }))}
          value={value.priority ?? null}
          onChange={(priority) => onChange(priority ? { ...value, priority } : without('priority'))}
          clearable
          w={160}
        />
        <Select
          label="Origin"
          placeholder="Any origin"
          data={TASK_ORIGIN_OPTIONS}
          value={value.origin ?? null}
          onChange={(origin) => onChange(origin ? { ...value, origin: origin as TaskOrigin } : without('origin'))}
          clearable
          w={200}
        />
        <Checkbox
          label="Overdue only"
          checked={value.overdue === true}
          onChange={(event) => onChange(event.currentTarget.checked ? { ...value, overdue: true } : without('overdue'))}
          mb={8}
        />
      </Group>
      {fromDashboard.length > 0 ? (
        <Group gap="xs">
          <Text size="sm">From the tasking dashboard: {fromDashboard.join(' · ')}</Text>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => {
              const { state: _state, owner: _owner, age: _age, ...rest } = value;
              onChange(rest);
            }}
          >
            Clear
          </Button>
        </Group>
      ) : null}
    </FoldingFilters>
  );
}

/** What a bar of the tasking dashboard narrowed the queue to, in words. */
function dashboardFilters(value: TaskQueueFilters): string[] {
  const owner = value.owner
    ? value.owner === 'none'
      ? 'Unassigned'
      : value.owner.startsWith('queue:')
        ? `${jobFunctionTitle(value.owner.slice('queue:'.length))} queue`
        : 'one owner'
    : null;
  const age = value.age ? TASK_AGE_BANDS.find((b) => b.code === value.age)?.label : null;
  return [value.state ? `state ${value.state}` : null, owner ? `owner: ${owner}` : null, age ? `age ${age}` : null].filter(
    (x): x is string => x !== null,
  );
}
