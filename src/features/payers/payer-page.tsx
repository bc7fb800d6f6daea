// SPEC §2 /payers/{payerId}: the payer's name and status, its fields, identifiers, address and
// contact points (payer-facts.tsx), an IPA's MSO or 'No MSO associated with this IPA.', an
// MSO's IPAs, and the 'Change history'; 'Edit' opens /payers/{payerId}/edit.
import { Group, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../api/use-session';
import { mayChangePayers } from '../../domain/administration/payer';
import { ChangeHistory } from '../../ui/audit/change-history';
import { LinkAnchor } from '../../ui/link-anchor';
import { LinkButton } from '../../ui/link-button';
import { MsoIpas } from './components/mso-ipas';
import { PayerFacts } from './components/payer-facts';
import { payerQuery } from './payers-api';

export function PayerPage({ payerId }: { payerId: string }) {
  const { data: payer } = useSuspenseQuery(payerQuery(payerId));
  const mayEdit = mayChangePayers(useSessionUser());
  return (
    <Stack gap="lg" maw={960}>
      <LinkAnchor to="/payers" size="sm">
        Back to payers
      </LinkAnchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {payer.name}
        </Title>
        {mayEdit ? (
          <LinkButton to="/payers/$payerId/edit" params={{ payerId }} variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
            Edit
          </LinkButton>
        ) : null}
      </Group>
      <PayerFacts payer={payer} />
      {payer.type === 'mso' ? <MsoIpas msoId={payer.id} /> : null}
      <ChangeHistory entityType="Organization" entityId={payer.id} />
    </Stack>
  );
}
