// Every version of a discharge request: what it became, who saved it and when (the store's
// history, DESIGN §3), oldest first.
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../domain/format';
import { dischargeRequestStatusStyle } from '../../../domain/patients/discharge-request-rules';
import { dischargeRequestHistoryQuery } from './discharge-request-api';

const ACTION_WORDS: Readonly<Record<string, string>> = { create: 'Filed', update: 'Changed', delete: 'Removed' };

export function DischargeRequestHistory({ requestId, timeZone }: { requestId: string; timeZone: string }) {
  const { data } = useQuery(dischargeRequestHistoryQuery(requestId));
  if (!data || data.length === 0) return null;
  return (
    <Stack gap={4} mt="lg">
      <Title order={3} size="h5">
        History
      </Title>
      <Stack component="ol" gap={2} m={0} pl="md" aria-label="History">
        {data.map((version) => (
          <Text component="li" size="sm" key={version.versionId}>
            {ACTION_WORDS[version.action] ?? version.action}
            {version.status ? ` · ${dischargeRequestStatusStyle(version.status).label}` : ''} ·{' '}
            {formatDateTime(version.recordedAt, timeZone)}
            {version.authorName ? ` · ${version.authorName}` : ''}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
