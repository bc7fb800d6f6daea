// What an amendment changed (SPEC §2 /encounters-review): each changed answer of version `to`
// against version `from`, form by form, as a reader sees them. A list on a phone, a table wider.
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { displayError } from '../../domain/errors';
import { versionDiffQuery } from './review-api';

const KIND_LABEL: Record<string, string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

export function VersionDiffTable({ encounterId, from, to }: { encounterId: string; from: number; to: number }) {
  const diff = useQuery(versionDiffQuery(encounterId, from, to));
  return (
    <Stack gap="xs" component="section" aria-labelledby="version-diff-title">
      <Title order={2} size="h4" id="version-diff-title">
        Changes in version {to} (since version {from})
      </Title>
      {diff.error ? (
        <Alert color="red" variant="light" role="alert">
          {displayError(diff.error.message)}
        </Alert>
      ) : diff.data === undefined ? (
        <Text size="sm" c="dimmed">
          Loading the changes…
        </Text>
      ) : diff.data.length === 0 ? (
        <Text size="sm">No answers changed.</Text>
      ) : (
        <Table striped withTableBorder layout="fixed" aria-label={`Changes in version ${to}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Question</Table.Th>
              <Table.Th>Version {from}</Table.Th>
              <Table.Th>Version {to}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {diff.data.map((change) => (
              <Table.Tr key={`${change.formCode}:${change.linkId}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {change.question}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {change.formTitle} · {KIND_LABEL[change.kind] ?? change.kind}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {change.before ? (
                    <del>{change.before}</del>
                  ) : (
                    <Text size="sm" c="dimmed">
                      (none)
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {change.after ? (
                    <ins>{change.after}</ins>
                  ) : (
                    <Text size="sm" c="dimmed">
                      (none)
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
