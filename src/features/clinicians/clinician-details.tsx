// Every field of a clinician (SPEC §3 Practitioner) as /clinicians/{clinicianId} shows it: name,
// NPI, employee id, phones and e-mail, address, qualifications, ADP sync, start date, markets,
// additional markets, active, and the linked user account.
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../domain/format';
import { addressText } from '../../domain/patients/address';
import { phoneDisplay } from '../../domain/patients/contact-display';
import { asPhoneUse } from '../../domain/patients/phone';
import type { ClinicianItem } from './clinicians-api';

const NONE = '—';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** SPEC §3 phone display: every phone (they are all asked for here), work with its extension. */
const phoneText = (p: ClinicianItem['phones'][number]) =>
  phoneDisplay({ system: 'phone', value: p.value, use: asPhoneUse(p.use), extension: p.extension });

export function ClinicianDetails({ clinician: c }: { clinician: ClinicianItem }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      <Item label="Name">{c.name}</Item>
      <Item label="NPI">{c.npi ?? NONE}</Item>
      <Item label="Employee ID">{c.employeeId ?? NONE}</Item>
      <Item label="Phone Number">{c.phones.length > 0 ? c.phones.map(phoneText).join(', ') : NONE}</Item>
      <Item label="Email">{c.email ?? NONE}</Item>
      <Item label="Address">{c.address ? addressText(c.address) : NONE}</Item>
      <Item label="Qualifications">
        {c.qualifications.length > 0
          ? c.qualifications.map((q) => (q.periodEnd ? `${q.code} (until ${formatCalendarDate(q.periodEnd)})` : q.code)).join(', ')
          : NONE}
      </Item>
      <Item label="ADP Sync Enabled">{c.adpSyncEnabled ? 'Yes' : 'No'}</Item>
      <Item label="Clinician Start Date">{c.clinicianStartDate ? formatCalendarDate(c.clinicianStartDate) : NONE}</Item>
      <Item label="Markets">{c.markets.length > 0 ? c.markets.join(', ') : NONE}</Item>
      <Item label="Additional Markets">{c.additionalMarkets.length > 0 ? c.additionalMarkets.join(', ') : NONE}</Item>
      <Item label="Status">{c.active ? 'Active' : 'Inactive'}</Item>
      <Item label="Linked User">{c.linkedUser ? `${c.linkedUser.name} (${c.linkedUser.email})` : 'Not linked'}</Item>
    </SimpleGrid>
  );
}
