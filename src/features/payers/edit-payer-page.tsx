// SPEC §2 /payers/{payerId}/edit: the payer form on the version read; the save is of that
// version (another edit first: SPEC §8's 'Another user has submitted…'); then the payer's page.
import { Paper, Stack, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { LinkAnchor } from '../../ui/link-anchor';
import { payerFormValuesOf } from './components/payer-form-values';
import { PayerForm } from './payer-form';
import { afterPayerSaved, type PayerItem, payerQuery, updatePayer } from './payers-api';

export function EditPayerPage({ payerId }: { payerId: string }) {
  const { data: payer } = useSuspenseQuery(payerQuery(payerId));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const saved = useRef<PayerItem | null>(null);
  const toPayer = () => navigate({ to: '/payers/$payerId', params: { payerId } });
  return (
    <Stack gap="lg" maw={960}>
      <LinkAnchor to="/payers/$payerId" params={{ payerId }} size="sm">
        Back to payer
      </LinkAnchor>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        Edit {payer.name}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <PayerForm
          key={payer.versionId}
          label={`Edit ${payer.name}`}
          initial={payerFormValuesOf(payer)}
          currentParent={payer.partOf}
          onSave={async (values) => {
            saved.current = await updatePayer(payer, values);
          }}
          onCancel={() => void toPayer()}
          onSaved={() => {
            void toPayer().then(() => (saved.current ? afterPayerSaved(queryClient, saved.current) : undefined));
          }}
        />
      </Paper>
    </Stack>
  );
}
