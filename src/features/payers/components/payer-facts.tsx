// A payer's fields on its page (SPEC §3): type, status, the three identifiers, the MSO of an IPA
// (or 'No MSO associated with this IPA.'), the address, and the contact points by SPEC §3's
// display rules (every phone labelled by use, a work phone with its extension, 'number (Fax)',
// the first email and url). 'Not Available' stands for what is not known (SPEC §9).
import { Anchor, Box, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  activeColor,
  activeLabel,
  contractedLabel,
  NO_MSO_MESSAGE,
  PAYER_FIELD_LABELS,
  payerTypeLabel,
} from '../../../domain/administration/payer';
import { addressText } from '../../../domain/patients/address';
import { phoneDisplay, shownContactPoints } from '../../../domain/patients/contact-display';
import { asPhoneUse } from '../../../domain/patients/phone';
import type { ContactPoint } from '../../../domain/resources';
import { LinkAnchor } from '../../../ui/link-anchor';
import { Section } from '../../../ui/section';
import { StatusBadge } from '../../../ui/status-badge';
import type { PayerItem } from '../payers-api';

const NOT_AVAILABLE = 'Not Available';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Box component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children ?? NOT_AVAILABLE}
      </Box>
    </Box>
  );
}

type Point = Pick<ContactPoint, 'system' | 'value' | 'use' | 'rank'> & { extension?: string };

const pointOf = (t: PayerItem['telecom'][number]): Point => ({
  system: t.system as ContactPoint['system'],
  value: t.value,
  ...(t.system === 'phone' ? { use: asPhoneUse(t.use) } : {}),
  ...(t.rank != null ? { rank: t.rank } : {}),
  ...(t.extension ? { extension: t.extension } : {}),
});

function MsoOf({ payer }: { payer: PayerItem }) {
  if (!payer.partOf) return <Text fw={500}>{NO_MSO_MESSAGE}</Text>;
  return (
    <>
      <LinkAnchor to="/payers/$payerId" params={{ payerId: payer.partOf.id }}>
        {payer.partOf.name}
      </LinkAnchor>
      {payer.partOf.active ? null : ' (Inactive)'}
    </>
  );
}

export function PayerFacts({ payer }: { payer: PayerItem }) {
  const points = shownContactPoints(payer.telecom.map(pointOf), { allPhones: true });
  const phones = points.filter((p) => p.system === 'phone');
  const fax = points.find((p) => p.system === 'fax');
  const email = points.find((p) => p.system === 'email');
  const url = points.find((p) => p.system === 'url');
  return (
    <>
      <Section title="Details">
        <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
          <Field label={PAYER_FIELD_LABELS.type}>{payerTypeLabel(payer.type)}</Field>
          <Field label="Status">
            <StatusBadge label={activeLabel(payer.active)} color={activeColor(payer.active)} size="md" />
          </Field>
          {payer.type === 'ipa' ? (
            <Field label={PAYER_FIELD_LABELS.partOfId}>
              <MsoOf payer={payer} />
            </Field>
          ) : null}
          <Field label={PAYER_FIELD_LABELS.insurerExternalId}>{payer.insurerExternalId}</Field>
          <Field label={PAYER_FIELD_LABELS.availityPayerId}>{payer.availityPayerId}</Field>
          <Field label={PAYER_FIELD_LABELS.contracted}>{contractedLabel(payer.contracted)}</Field>
        </SimpleGrid>
      </Section>
      <Section title="Address and contact">
        <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Field label={PAYER_FIELD_LABELS.address}>{payer.address ? addressText(payer.address) : null}</Field>
          <Field label={PAYER_FIELD_LABELS.phones}>
            {phones.length > 0 ? (
              <Stack gap={0}>
                {phones.map((p) => (
                  <span key={`${p.use}-${p.value}`}>{phoneDisplay(p)}</span>
                ))}
              </Stack>
            ) : null}
          </Field>
          <Field label={PAYER_FIELD_LABELS.fax}>{fax ? phoneDisplay(fax) : null}</Field>
          <Field label={PAYER_FIELD_LABELS.email}>{email ? <Anchor href={`mailto:${email.value}`}>{email.value}</Anchor> : null}</Field>
          <Field label={PAYER_FIELD_LABELS.url}>
            {url ? (
              <Anchor href={url.value} target="_blank" rel="noopener noreferrer">
                {url.value}
              </Anchor>
            ) : null}
          </Field>
        </SimpleGrid>
      </Section>
    </>
  );
}
