// SPEC §2 /users: find a user by name or e-mail, narrowed by the SPEC §7 UserList filters; 25 at a
// time with 'Load more'; a row opens the user. 'New user' starts /users/new.
import { Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { LinkButton } from '../../ui/link-button';
import { SearchableList } from '../../ui/list/searchable-list';
import { UserFiltersPanel } from './components/user-filters';
import { UserRow } from './components/user-row';
import type { UserFilters } from './user-list-search';
import { userListQuery } from './users-api';

export interface UserListPageProps {
  search: string;
  filters: UserFilters;
  onChange: (next: { search: string; filters: UserFilters }) => void;
}

export function UserListPage({ search, filters, onChange }: UserListPageProps) {
  return (
    <Stack gap="lg" maw={1040}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          Users
        </Title>
        <LinkButton to="/users/new" leftSection={<IconUserPlus size={18} aria-hidden />}>
          New user
        </LinkButton>
      </Group>
      <SearchableList
        label="Users"
        searchLabel="Search users"
        searchPlaceholder="Name or e-mail"
        query={userListQuery(filters)}
        rowKey={(u) => u.id}
        renderRow={(u) => <UserRow user={u} />}
        search={search}
        onSearch={(next) => onChange({ search: next, filters })}
        filters={<UserFiltersPanel value={filters} onChange={(next) => onChange({ search, filters: next })} />}
      />
    </Stack>
  );
}
