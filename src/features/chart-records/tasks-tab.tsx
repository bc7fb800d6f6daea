// SPEC §2 chart tab 'Tasks, patient task dashboard': how many of the patient's tasks are open and
// overdue, the tasks (open first, soonest due first; all, open or closed), 'Add task', and moving
// a task on (Start, Complete, Cancel task).
import { SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { changeTaskStatus } from '../../api/patient-tasks';
import { isTaskStatus, TASK_ACTION_LABELS, type TaskStatus, taskNextStatuses } from '../../domain/chart/chart-record-status';
import { formatCalendarDate, formatDateTime } from '../../domain/format';
import { SearchableList } from '../../ui/list/searchable-list';
import { Section } from '../../ui/section';
import { TaskBadges } from '../../ui/task-badges';
import { type TaskFilter, type TaskItem, taskListQuery, taskSummaryQuery, useRecordsChanged } from './chart-records-api';
import { AddRecord } from './components/add-record';
import { RecordCounts } from './components/record-counts';
import { RecordRow } from './components/record-row';
import { type StatusAction, StatusActions } from './components/status-actions';
import type { ChartRecordTabProps, OnChartChanged } from './record-props';
import { TaskFormView } from './task-form';

const CANCEL_CONFIRM = 'Cancel this task? It stays on the dashboard as cancelled.';

function taskActions(status: string): StatusAction[] {
  if (!isTaskStatus(status)) return [];
  return taskNextStatuses(status)
    .filter((next): next is Exclude<TaskStatus, 'requested'> => next !== 'requested')
    .map((next) => ({ status: next, label: TASK_ACTION_LABELS[next], ...(next === 'cancelled' ? { confirm: CANCEL_CONFIRM } : {}) }));
}

const FILTERS: { value: TaskFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

function TaskRow({ patientId, task, onChanged }: { patientId: string; task: TaskItem; onChanged: OnChartChanged }) {
  const changed = useRecordsChanged(patientId, onChanged);
  const meta = [
    task.dueDate ? `Due ${formatCalendarDate(task.dueDate)}` : 'No due date',
    `Owner: ${task.owner ?? (task.ownerJobFunctionTitle ? `${task.ownerJobFunctionTitle} queue` : 'Unassigned')}`,
    task.originLabel !== 'By hand' ? task.originLabel : null,
    task.requester ? `Requested by ${task.requester}` : null,
    task.completedOn ? `Completed ${formatDateTime(task.completedOn)}` : null,
  ];
  return (
    <RecordRow
      heading={task.title}
      badges={<TaskBadges task={task} />}
      meta={meta.filter(Boolean).join(' · ')}
      actions={
        <StatusActions
          actions={taskActions(task.status)}
          operation="Mutation.changePatientTaskStatus"
          itemLabel={task.title}
          run={async (next) => {
            await changeTaskStatus(task, next);
            await changed();
          }}
        />
      }
    />
  );
}

export function TasksTab({ patientId, onChanged }: ChartRecordTabProps) {
  const [filter, setFilter] = useState<TaskFilter>('all');
  const summary = useQuery(taskSummaryQuery(patientId));
  return (
    <Section
      title="Tasks"
      action={
        <AddRecord label="Add task" title="New task" operation="Mutation.addPatientTask">
          {(close) => <TaskFormView patientId={patientId} onDone={close} onChanged={onChanged} />}
        </AddRecord>
      }
    >
      <RecordCounts
        label="Task summary"
        counts={[
          { label: 'Open', value: summary.data?.open ?? null },
          { label: 'Overdue', value: summary.data?.overdue ?? null, alert: true },
        ]}
      />
      <SearchableList
        label="Tasks"
        searchLabel="Search tasks"
        searchPlaceholder="A word of the task"
        query={taskListQuery(patientId, filter)}
        rowKey={(t) => t.id}
        renderRow={(t) => <TaskRow patientId={patientId} task={t} onChanged={onChanged} />}
        filters={
          <SegmentedControl
            aria-label="Show tasks"
            data={FILTERS}
            value={filter}
            onChange={(value) => setFilter(value as TaskFilter)}
            w="fit-content"
          />
        }
      />
    </Section>
  );
}
