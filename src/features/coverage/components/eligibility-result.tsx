// One eligibility result (SPEC §3 Coverage/eligibility fields): when it was checked and by whom,
// whether the payer has the coverage in force, its errors read as SPEC §8 says, the figures, and
// the identifier codes RN, AN, PCPNPI, PCPFIRSTNAME, PCPLASTNAME, NPI and TAX with their labels.
import { Alert, Group, Stack, Text } from '@mantine/core';
import { formatMoney, formatPercent } from '../../../domain/coverage/coverage-labels';
import { formatEligibilityErrors, identifierValue, pcpName } from '../../../domain/coverage/eligibility';
import { formatCalendarDate, formatDateTime, maskPhone } from '../../../domain/format';
import { StatusBadge } from '../../../ui/status-badge';
import type { EligibilityItem } from '../coverage-api';
import { FieldList } from './field-list';

const day = (date: string | null) => (date ? formatCalendarDate(date) : null);

/** The result's badge: the payer's word on the coverage, or that it answered with errors. */
export function eligibilityStatus(r: Pick<EligibilityItem, 'outcome' | 'inforce'>): { label: string; color: string } {
  if (r.outcome === 'error') return { label: 'Error', color: 'red' };
  if (r.inforce === false) return { label: 'Inactive', color: 'gray' };
  if (r.inforce === true) return { label: 'Active', color: 'teal' };
  return { label: 'Unknown', color: 'orange' };
}

export function EligibilityResult({ result: r, coverageName }: { result: EligibilityItem; coverageName: string | null }) {
  const status = eligibilityStatus(r);
  const errors = formatEligibilityErrors(r.errors);
  const ids = r.identifiers;
  return (
    <Stack gap="sm" py="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="sm">
        <Stack gap={0}>
          <Text fw={700} component="h3" m={0} size="md">
            {r.payerName ?? coverageName ?? 'Eligibility check'}
          </Text>
          <Text size="sm" c="dimmed">
            Checked On/At {formatDateTime(r.checkedAt)}
            {r.checkedBy ? ` by ${r.checkedBy}` : ''}
          </Text>
        </Stack>
        <StatusBadge label={status.label} color={status.color} />
      </Group>
      {errors ? (
        <Alert color="red" variant="light" title="Eligibility errors">
          {errors}
        </Alert>
      ) : null}
      <FieldList
        items={[
          { label: 'Member ID', value: r.memberId },
          { label: 'Payer', value: r.payerName },
          { label: 'Insurer ID', value: r.insurerId },
          { label: 'Reference Number', value: identifierValue(ids, 'RN') },
          { label: 'Authorization Number', value: identifierValue(ids, 'AN') },
          { label: 'Patient Responsibility', value: formatMoney(r.patientResponsibility) },
          ...(r.outcome === 'error'
            ? []
            : [
                { label: 'Plan Name', value: r.planName },
                { label: 'Plan Type', value: r.planType },
                { label: 'Copay', value: formatMoney(r.copay) },
                { label: 'Deductible', value: formatMoney(r.deductible) },
                { label: 'Coinsurance', value: formatPercent(r.coinsurance) },
                { label: 'Effective Date', value: day(r.effectiveDate) },
                { label: 'Termination Date', value: day(r.terminationDate) },
                { label: 'PCP Name', value: pcpName(ids) },
                { label: 'PCP NPI', value: identifierValue(ids, 'PCPNPI') },
                { label: 'NPI', value: identifierValue(ids, 'NPI') },
                { label: 'Tax ID', value: identifierValue(ids, 'TAX') },
                { label: 'Lab Company', value: r.labCompany },
                { label: 'Contact Number', value: r.contactNumber ? maskPhone(r.contactNumber) : null },
                { label: 'State', value: r.state },
                { label: 'Address', value: r.address },
              ]),
        ]}
      />
      {ids.length > 0 ? (
        <Text size="xs" c="dimmed">
          Identifiers: {ids.map((i) => `${i.code} ${i.value}`).join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}
