// SPEC §2 /payers/new: the payer form; Save asks for same-named payers in the state first
// (GetDuplicatedOrganizations) and creates on 'Create anyway'; then the new payer's page.
import { Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { emptyPayerForm } from '../../domain/administration/payer-input';
import { LinkAnchor } from '../../ui/link-anchor';
import { PayerForm } from './payer-form';
import { afterPayerSaved, createPayer, findDuplicatePayers, type PayerItem } from './payers-api';

export function NewPayerPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const saved = useRef<PayerItem | null>(null);
  return (
    <Stack gap="lg" maw={960}>
      <LinkAnchor to="/payers" size="sm">
        Back to payers
      </LinkAnchor>
      <Title order={1} size="h2">
        New payer
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <PayerForm
          label="New payer"
          initial={emptyPayerForm()}
          findDuplicates={(values) => findDuplicatePayers(values.name, values.address.state)}
          onSave={async (values) => {
            saved.current = await createPayer(values);
          }}
          onCancel={() => void navigate({ to: '/payers' })}
          onSaved={() => {
            const payer = saved.current;
            if (!payer) return;
            void afterPayerSaved(queryClient, payer);
            void navigate({ to: '/payers/$payerId', params: { payerId: payer.id } });
          }}
        />
      </Paper>
    </Stack>
  );
}
