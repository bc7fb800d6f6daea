// The range's letters (SPEC §2 /missed-appointments, /made-encounters; §3 Letters): the patient
// (to the chart's Documents tab, where a sent letter is kept), when the visit was, the PCP and
// fax, the status with the issue flags (No PCP, No Fax, Failed) in red, and a sent letter's PDF.
import { Badge, Group, Table, Text } from '@mantine/core';
import { formatDateTime, maskPhone } from '../../../domain/format';
import { LETTER_STATUS_COLORS, LETTER_STATUS_LABELS, type LetterStatus } from '../../../domain/letters/pcp-letters';
import { LinkAnchor } from '../../../ui/link-anchor';
import { StatusBadge } from '../../../ui/status-badge';
import type { LetterRow } from '../letters-api';
import { OpenLetterButton } from './open-letter-button';

export function LettersTable({ rows, label }: { rows: readonly LetterRow[]; label: string }) {
  return (
    // Narrow enough for a tablet with the menu open (1024 less the 288 px drawer): all five columns show.
    <Table.ScrollContainer minWidth={660}>
      <Table striped aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Patient</Table.Th>
            <Table.Th scope="col">Visit</Table.Th>
            <Table.Th scope="col">PCP and fax</Table.Th>
            <Table.Th scope="col">Status and issues</Table.Th>
            <Table.Th scope="col">Letter</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <LetterTableRow key={row.sourceId} row={row} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LetterTableRow({ row }: { row: LetterRow }) {
  const status = row.status as LetterStatus;
  return (
    <Table.Tr data-testid="letter-row" data-source-id={row.sourceId}>
      <Table.Td>
        <LinkAnchor to="/patients/$id/$tab" params={{ id: row.patientId, tab: 'documents' }}>
          {row.patientName}
        </LinkAnchor>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</Table.Td>
      <Table.Td>
        {row.pcpName ?? ''}
        {row.fax ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            Fax {maskPhone(row.fax)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="wrap">
          {/* A badge may shrink to an ellipsis (overflow hidden); in a table cell it keeps its words whole. */}
          <StatusBadge
            label={LETTER_STATUS_LABELS[status] ?? row.status}
            color={LETTER_STATUS_COLORS[status] ?? 'gray'}
            miw="max-content"
          />
          {row.flags.map((flag) => (
            <Badge key={flag} color="red.9" variant="filled" radius="sm" tt="none" size="lg" miw="max-content">
              {flag}
            </Badge>
          ))}
        </Group>
        {row.error ? (
          <Text size="sm" c="red.9" mt={4}>
            {row.error}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{row.documentId ? <OpenLetterButton documentId={row.documentId} patientName={row.patientName} /> : null}</Table.Td>
    </Table.Tr>
  );
}
