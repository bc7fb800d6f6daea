// Who changed what on a task (TaskHistory, newest first): each version's status, owner or queue,
// priority and due date, who wrote it and when.
import { Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isTaskStatus, TASK_STATUS, taskPriority } from '../../domain/chart/chart-record-status';
import { displayError } from '../../domain/errors';
import { formatCalendarDate, formatDateTime } from '../../domain/format';
import { taskHistoryQuery } from './tasks-api';

export function TaskHistoryList({ taskId }: { taskId: string }) {
  const history = useQuery(taskHistoryQuery(taskId));
  if (history.isPending) return <Loader size="sm" aria-label="Loading the history" />;
  if (history.error) return <Text c="red">{displayError(history.error.message)}</Text>;
  return (
    <Table striped aria-label="Task history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>By</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Owner</Table.Th>
          <Table.Th>Priority</Table.Th>
          <Table.Th>Due</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {history.data.map((change) => (
          <Table.Tr key={change.versionId}>
            <Table.Td>{formatDateTime(change.at)}</Table.Td>
            <Table.Td>{change.by ?? 'System'}</Table.Td>
            <Table.Td>{isTaskStatus(change.status) ? TASK_STATUS[change.status].label : change.status}</Table.Td>
            <Table.Td>{change.owner ?? (change.ownerJobFunctionTitle ? `${change.ownerJobFunctionTitle} queue` : 'Unassigned')}</Table.Td>
            <Table.Td>{taskPriority(change.priority).label}</Table.Td>
            <Table.Td>{change.dueDate ? formatCalendarDate(change.dueDate) : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
