// SPEC §2 /payroll-info ('Payroll Info': financial, with EnableADPIntegration 'true'): a pay
// period (the current one and the eight before it, kept in the address) with each clinician's
// counts (SPEC §3 Pay period: Start of Care, follow-up, signed) for the clinicians with ADP sync
// on, and the export in ADP's import layout (PRcccEPI.csv).
import { Alert, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LIST_MESSAGES } from '../../domain/paged-list';
import { payPeriodAt, payPeriodIndex, payPeriodLabel } from '../../domain/payroll/pay-periods';
import { DownloadButton } from '../../ui/download-button';
import { saveFile } from '../../ui/save-file';
import { fetchAdpExport, payrollInfoQuery } from './payroll-api';

const PERIODS_SHOWN = 9;

/** The current pay period (by the device's day) and the ones before it, newest first. */
export function recentPeriods(today: string) {
  const current = payPeriodIndex(today);
  return Array.from({ length: PERIODS_SHOWN }, (_, i) => payPeriodAt(current - i));
}

export function PayrollInfoPage({
  today,
  payPeriodId,
  onPeriod,
}: {
  today: string;
  payPeriodId: string | undefined;
  onPeriod: (id: string) => void;
}) {
  const periods = recentPeriods(today);
  const selected = payPeriodId ?? periods[0]?.id ?? '';
  const info = useQuery(payrollInfoQuery(selected));
  const rows = info.data?.clinicians ?? [];
  return (
    <Stack gap="md" maw={1000}>
      <Title order={1}>Payroll Info</Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Pay period"
          data={periods.map((p, i) => ({ value: p.id, label: `${payPeriodLabel(p)}${i === 0 ? ' (current)' : ''}` }))}
          value={selected}
          onChange={(id) => id && onPeriod(id)}
          allowDeselect={false}
          w={300}
        />
        {info.data ? (
          <DownloadButton
            label="Export for ADP"
            download={async () => saveFile(await fetchAdpExport(selected), info.data.exportFileName)}
          />
        ) : null}
      </Group>
      {info.error ? (
        <Alert color="red" variant="light" role="alert">
          {info.error.message}
        </Alert>
      ) : !info.data ? (
        <Text c="dimmed">Loading the pay period…</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{LIST_MESSAGES.noData}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label="Clinicians with ADP sync">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Clinician</Table.Th>
                  <Table.Th scope="col">File #</Table.Th>
                  <Table.Th scope="col">Start of Care</Table.Th>
                  <Table.Th scope="col">Follow-up</Table.Th>
                  <Table.Th scope="col">Signed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.practitionerId}>
                    <Table.Td>{c.name}</Table.Td>
                    <Table.Td>{c.fileNumber ?? 'None'}</Table.Td>
                    <Table.Td>{c.encounterStats.soc}</Table.Td>
                    <Table.Td>{c.encounterStats.followUp}</Table.Td>
                    <Table.Td>{c.encounterStats.signed}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed" role="status">
            {LIST_MESSAGES.displayed(rows.length, rows.length)}. A clinician without a File # is left out of the export.
          </Text>
        </>
      )}
    </Stack>
  );
}
