// SPEC §2 Demographics: every label in SPEC's order, 'Not Available' for what the chart does not
// hold (SPEC §9), SPEC's empty messages for caregivers and the emergency contact; the SSN is shown
// XXX-XX-#### from its last 4 digits (SPEC §5). 'Edit Demographics' opens the edit dialog
// (demographics/); the section's actions sit in one group at its top.
import { Anchor, Box, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCalendarDate, maskPhone, telHref } from '../../domain/format';
import { MESSAGES } from '../../domain/messages';
import { maskedSsn } from '../../domain/patients/contact-display';
import { Section } from '../../ui/section';
import { AvailabilitySection } from './availability-section';
import type { Demographics } from './chart-api';
import { AddressList } from './demographics/address-list';
import { EditDemographicsButton } from './demographics/edit-demographics';
import { FaceSheetButton } from './face-sheet-button';

const NOT_AVAILABLE = 'Not Available';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Box component="dd" m={0} fw={500}>
        {children ?? NOT_AVAILABLE}
      </Box>
    </Box>
  );
}

const phoneLink = (phone: string | null | undefined) =>
  phone ? (
    <Anchor href={telHref(phone)} style={{ whiteSpace: 'nowrap' }}>
      {maskPhone(phone)}
    </Anchor>
  ) : null;

export function DemographicsTab({ patientId, demographics: d }: { patientId: string; demographics: Demographics }) {
  const emergency = d.emergencyContact;
  return (
    <Section
      title="Demographics"
      action={
        <Group gap="xs">
          <EditDemographicsButton patientId={patientId} />
          <FaceSheetButton patientId={patientId} />
        </Group>
      }
    >
      <Stack gap="lg">
        <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
          <Field label="Full Name">{d.fullName}</Field>
          <Field label="Preferred Name">{d.preferredName}</Field>
          <Field label="Gender">{d.gender.charAt(0).toUpperCase() + d.gender.slice(1)}</Field>
          <Field label="Date of Birth">
            {formatCalendarDate(d.birthDate)} ({d.age} yrs)
          </Field>
          <Field label="Marital Status">{d.maritalStatus}</Field>
          <Field label="External Patient Number">{d.externalNumber}</Field>
          <Field label="SSN - Last 4 Digits">{maskedSsn(d.ssnLast4)}</Field>
          <Field label="Phone Number">
            {d.phones.length > 0 ? (
              <Stack gap={2}>
                {d.phones.map((p) => (
                  <Anchor key={`${p.use}-${p.value}`} href={telHref(p.value)}>
                    {p.display}
                  </Anchor>
                ))}
              </Stack>
            ) : null}
          </Field>
          <Field label="Email">{d.email}</Field>
          <Field label="Fax">{d.fax ? `${maskPhone(d.fax)} (Fax)` : null}</Field>
          <Field label="Race">{d.race}</Field>
          <Field label="Ethnicity">{d.ethnicity}</Field>
          <Field label="Time Zone">{d.timeZone}</Field>
          <Field label="Primary Care Physician">{d.pcpName}</Field>
          <Field label="Home Health">{d.homeHealthName ?? MESSAGES.noHomeHealth}</Field>
          <Field label="Emergency Contact">
            {emergency ? (
              <span>
                {emergency.name}
                {emergency.phone ? <> · {phoneLink(emergency.phone)}</> : null}
              </span>
            ) : (
              <Text c="dimmed" span>
                No emergency contact specified for the patient
              </Text>
            )}
          </Field>
          <Field label="Relationship">{emergency?.relationship}</Field>
        </SimpleGrid>

        <Box component="dl" m={0}>
          <Field label="Caregivers">
            {d.caregivers.length > 0 ? (
              <List spacing={2} listStyleType="none" p={0}>
                {d.caregivers.map((c) => (
                  <List.Item key={`${c.name}-${c.relationship}`}>
                    {c.name}
                    {c.relationship ? ` (${c.relationship})` : ''}
                    {c.phone ? <> · {phoneLink(c.phone)}</> : null}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text c="dimmed" span>
                No Caregiver info available
              </Text>
            )}
          </Field>
        </Box>

        <Box component="dl" m={0}>
          <Field label="Addresses">{d.addresses.length > 0 ? <AddressList addresses={d.addresses} /> : null}</Field>
        </Box>
        <AvailabilitySection availability={d.availability} />
      </Stack>
    </Section>
  );
}
