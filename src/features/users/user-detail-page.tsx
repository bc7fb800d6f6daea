// SPEC §2 /users/:userId: the user's account (e-mail, phone, type, status and since when, last
// sign-in, invitation, PIN), what they may do (roles, permissions, job functions), where they
// work (legal entities, payers, markets, the linked practitioner), the account actions, and the
// change history.
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { permissionLabel, roleList, userTypeLabel } from '../../domain/administration/user-labels';
import { userStatusStyle } from '../../domain/administration/user-status';
import { formatDateTime, maskPhone } from '../../domain/format';
import { ChangeHistory } from '../../ui/audit/change-history';
import { Section } from '../../ui/section';
import { StatusBadge } from '../../ui/status-badge';
import { DetailField } from './components/detail-field';
import { UserActionsBar } from './components/user-actions-bar';
import { type UserDetail, userQuery } from './users-api';

const organizations = (list: UserDetail['legalEntities']) => list.map((o) => (o.state ? `${o.name} (${o.state})` : o.name)).join(', ');

const GRID = { cols: { base: 1, xs: 2, md: 3 }, spacing: 'md', verticalSpacing: 'md' } as const;

export function UserDetailPage({ userId }: { userId: string }) {
  const { data } = useSuspenseQuery(userQuery(userId));
  // The route sends a missing user to Not Found before this renders.
  if (!data) return null;
  const user = data;
  const status = userStatusStyle(user.status);
  return (
    <Stack gap="lg" maw={1040}>
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Title>
          <StatusBadge label={status.label} color={status.color} size="md" />
        </Group>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      </Stack>
      <UserActionsBar user={user} />

      <Section title="Account">
        <SimpleGrid component="dl" m={0} {...GRID}>
          <DetailField label="First name">{user.givenName}</DetailField>
          <DetailField label="Last name">{user.familyName}</DetailField>
          <DetailField label="E-mail">{user.email}</DetailField>
          <DetailField label="Phone">{user.phone ? maskPhone(user.phone) : null}</DetailField>
          <DetailField label="State">{user.state}</DetailField>
          <DetailField label="User type">{userTypeLabel(user.userType)}</DetailField>
          <DetailField label="Status">
            {status.label} since {formatDateTime(user.statusUpdatedDate)}
          </DetailField>
          <DetailField label="Last logged in">{user.lastLoggedIn ? formatDateTime(user.lastLoggedIn) : 'Never'}</DetailField>
          <DetailField label="Invited">{user.invitedAt ? formatDateTime(user.invitedAt) : 'Not invited'}</DetailField>
          <DetailField label="PIN">
            {user.hasPin ? `Set${user.userPinModifiedOn ? ` (changed ${formatDateTime(user.userPinModifiedOn)})` : ''}` : 'Not set'}
          </DetailField>
        </SimpleGrid>
      </Section>

      <Section title="Access">
        <SimpleGrid component="dl" m={0} {...GRID}>
          <DetailField label="Roles">{roleList(user.roles)}</DetailField>
          <DetailField label="Permissions">{user.permissions.map(permissionLabel).join(', ')}</DetailField>
          <DetailField label="Job functions">{user.jobFunctions.map((j) => j.title).join(', ')}</DetailField>
        </SimpleGrid>
      </Section>

      <Section title="Organizations and markets">
        <SimpleGrid component="dl" m={0} {...GRID}>
          <DetailField label="Legal entities">{organizations(user.legalEntities)}</DetailField>
          <DetailField label="Payers">{organizations(user.payers)}</DetailField>
          <DetailField label="Markets">{user.markets.join(', ')}</DetailField>
          <DetailField label="Linked practitioner">{user.practitionerId}</DetailField>
        </SimpleGrid>
      </Section>

      <ChangeHistory entityType="User" entityId={user.id} />
    </Stack>
  );
}
