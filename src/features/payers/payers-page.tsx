// SPEC §2 /payers (permission settings): the payers (insurers, MSOs, IPAs) by name, narrowed by
// type, state and Active / Inactive; 25 at a time with 'Load more'; 'New payer' opens the form.
import { Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSessionUser } from '../../api/use-session';
import { mayChangePayers } from '../../domain/administration/payer';
import type { PayerFilters } from '../../domain/administration/payer-list-search';
import { LinkButton } from '../../ui/link-button';
import { SearchableList } from '../../ui/list/searchable-list';
import { PayerFiltersPanel } from './payer-filters';
import { PayerRow } from './payer-row';
import { payerListQuery } from './payers-api';

export interface PayersPageProps {
  search: string;
  filters: PayerFilters;
  onChange: (next: { search: string; filters: PayerFilters }) => void;
}

export function PayersPage({ search, filters, onChange }: PayersPageProps) {
  const mayCreate = mayChangePayers(useSessionUser());
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          Payers
        </Title>
        {mayCreate ? (
          <LinkButton to="/payers/new" leftSection={<IconPlus size={16} aria-hidden />}>
            New payer
          </LinkButton>
        ) : null}
      </Group>
      <SearchableList
        label="Payers"
        searchLabel="Search payers"
        searchPlaceholder="Payer name"
        query={payerListQuery(filters)}
        rowKey={(p) => p.id}
        renderRow={(p) => <PayerRow payer={p} />}
        search={search}
        onSearch={(next) => onChange({ search: next, filters })}
        filters={<PayerFiltersPanel value={filters} onChange={(next) => onChange({ search, filters: next })} />}
      />
    </Stack>
  );
}
