// Who may change the chart here and now: the user's rule (src/domain/chart/chart-record-access.ts:
// the operation's permission; never external or reviewer-readonly) and a connection. The chart is
// readable offline, not changeable (the server checks the version the user saw): offline, the
// buttons are off and say why, as the Admissions tab does.
import { Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useSessionUser } from '../../../api/use-session';
import { mayChangeChart } from '../../../domain/chart/chart-record-access';
import type { OperationName } from '../../../domain/operation-permissions';

export const OFFLINE_NOTE = 'Changes to the chart need a connection.';

export function useChartEditing(operation: OperationName): { mayChange: boolean; online: boolean } {
  const { online } = useNetwork();
  return { mayChange: mayChangeChart(useSessionUser(), operation), online };
}

export function OfflineNote({ online }: { online: boolean }) {
  if (online) return null;
  return (
    <Text size="xs" c="dimmed">
      {OFFLINE_NOTE}
    </Text>
  );
}
