// A task's badges wherever it is listed (the chart's Tasks tab, the /tasks queue): Overdue, its
// priority when it is not routine, and its status (src/domain/chart/chart-record-status.ts).
import { Badge } from '@mantine/core';
import { isTaskStatus, TASK_STATUS, taskPriority } from '../domain/chart/chart-record-status';
import { StatusBadge } from './status-badge';

export function TaskBadges({ task }: { task: { overdue: boolean; priority: string; status: string } }) {
  const priority = taskPriority(task.priority);
  const status = isTaskStatus(task.status) ? TASK_STATUS[task.status] : null;
  return (
    <>
      {task.overdue ? <StatusBadge label="Overdue" color="red" /> : null}
      {priority.code !== 'routine' ? (
        <Badge
          variant="outline"
          color={priority.color}
          radius="sm"
          tt="none"
          size="lg"
          styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}
        >
          {priority.label}
        </Badge>
      ) : null}
      {status ? <StatusBadge label={status.label} color={status.color} /> : null}
    </>
  );
}
