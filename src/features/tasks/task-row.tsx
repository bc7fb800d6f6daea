// One task of the queue: what is to be done and for whom (the patient's chart a click away), its
// badges (overdue, priority, status), due date, owner or queue, origin; and what the user may do
// with it: take it, give it to someone, move it on (Start, Complete, Cancel task), and read who
// changed what. Changes need a connection; the server's refusal is shown in the row.
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { changeTaskStatus, taskOwnerListQuery } from '../../api/patient-tasks';
import { useSessionUser } from '../../api/use-session';
import {
  isTaskStatus,
  OPEN_TASK_STATUSES,
  TASK_ACTION_LABELS,
  type TaskStatus,
  taskNextStatuses,
} from '../../domain/chart/chart-record-status';
import { displayError } from '../../domain/errors';
import { formatCalendarDate, formatDateTime } from '../../domain/format';
import { LinkAnchor } from '../../ui/link-anchor';
import { TaskBadges } from '../../ui/task-badges';
import { TaskHistoryList } from './task-history';
import { assignTask, type QueuedTask, useTasksChanged } from './tasks-api';

const CANCEL_CONFIRM = 'Cancel this task? It stays on the dashboard as cancelled.';

type Change = { kind: 'assign'; ownerId: string } | { kind: 'status'; status: TaskStatus };

/** The server's refusal of a change (SPEC §8 words), where the change was asked. */
function ChangeError({ error }: { error: Error | null }) {
  return error ? (
    <Alert color="red" variant="light" role="alert" p="xs">
      {displayError(error.message)}
    </Alert>
  ) : null;
}

export function TaskRow({ task }: { task: QueuedTask }) {
  const me = useSessionUser();
  const { online } = useNetwork();
  const changed = useTasksChanged();
  const [dialog, setDialog] = useState<'assign' | 'history' | 'cancel' | null>(null);
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const owners = useQuery({ ...taskOwnerListQuery(task.patientId), enabled: dialog === 'assign' });
  const change = useMutation({
    mutationFn: async (c: Change) => {
      if (c.kind === 'assign') await assignTask(task, c.ownerId);
      else await changeTaskStatus(task, c.status);
    },
    onSuccess: async () => {
      setDialog(null);
      await changed(task.patientId);
    },
  });
  const open = (OPEN_TASK_STATUSES as readonly string[]).includes(task.status);
  const next = isTaskStatus(task.status)
    ? taskNextStatuses(task.status).filter((s): s is Exclude<TaskStatus, 'requested'> => s !== 'requested')
    : [];
  const owner = task.owner ?? (task.ownerJobFunctionTitle ? `${task.ownerJobFunctionTitle} queue` : 'Unassigned');
  const meta = [
    task.dueDate ? `Due ${formatCalendarDate(task.dueDate)}` : 'No due date',
    `Owner: ${owner}`,
    task.originLabel,
    task.requester ? `Requested by ${task.requester}` : null,
    task.completedOn ? `Completed ${formatDateTime(task.completedOn)}` : null,
  ];
  const run = (c: Change) => {
    change.reset();
    change.mutate(c);
  };
  const busy = !online || change.isPending;

  return (
    <Stack gap={6} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Stack gap={2} style={{ flex: '1 1 16rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {task.title}
          </Text>
          <LinkAnchor to="/patients/$id/$tab" params={{ id: task.patientId, tab: 'tasks' }} size="sm">
            {task.patientName}
          </LinkAnchor>
        </Stack>
        <Group gap={6} wrap="wrap">
          <TaskBadges task={task} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {meta.filter(Boolean).join(' · ')}
      </Text>
      <Group gap="xs" wrap="wrap">
        {open && task.ownerId !== me.id ? (
          <Button
            size="xs"
            variant="light"
            disabled={busy}
            aria-label={`Assign to me: ${task.title}`}
            onClick={() => run({ kind: 'assign', ownerId: me.id })}
          >
            Assign to me
          </Button>
        ) : null}
        {open ? (
          <Button size="xs" variant="default" disabled={busy} aria-label={`Assign: ${task.title}`} onClick={() => setDialog('assign')}>
            Assign
          </Button>
        ) : null}
        {next.map((s) => (
          <Button
            key={s}
            size="xs"
            variant="default"
            disabled={busy}
            loading={change.isPending && change.variables?.kind === 'status' && change.variables.status === s}
            aria-label={`${TASK_ACTION_LABELS[s]}: ${task.title}`}
            onClick={() => (s === 'cancelled' ? setDialog('cancel') : run({ kind: 'status', status: s }))}
          >
            {TASK_ACTION_LABELS[s]}
          </Button>
        ))}
        <Button size="xs" variant="subtle" aria-label={`History: ${task.title}`} onClick={() => setDialog('history')}>
          History
        </Button>
      </Group>
      {!online ? (
        <Text size="xs" c="dimmed">
          Changes to tasks need a connection.
        </Text>
      ) : null}
      {dialog === null ? <ChangeError error={change.error} /> : null}

      <Modal opened={dialog === 'assign'} onClose={() => setDialog(null)} title="Assign task" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text size="sm">{task.title}</Text>
          <Select
            label="Owner"
            placeholder="Choose who does it"
            data={(owners.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
            value={ownerId}
            onChange={setOwnerId}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <ChangeError error={change.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button disabled={!ownerId || busy} loading={change.isPending} onClick={() => ownerId && run({ kind: 'assign', ownerId })}>
              Assign
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={dialog === 'cancel'} onClose={() => setDialog(null)} title="Cancel task" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text size="sm">{CANCEL_CONFIRM}</Text>
          <ChangeError error={change.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)}>
              Keep task
            </Button>
            <Button color="red" disabled={busy} loading={change.isPending} onClick={() => run({ kind: 'status', status: 'cancelled' })}>
              Cancel task
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={dialog === 'history'}
        onClose={() => setDialog(null)}
        title="Task history"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {dialog === 'history' ? <TaskHistoryList taskId={task.id} /> : null}
      </Modal>
    </Stack>
  );
}
