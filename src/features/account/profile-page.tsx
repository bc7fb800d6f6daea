import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSessionState, useSessionUser } from '../../api/use-session';
import { formatDateTime, maskPhone } from '../../domain/format';
import { titleFromCode } from '../../domain/initials';
import { LinkAnchor } from '../../ui/link-anchor';
import { accountProfileQuery } from './account-api';
import { passwordStatusText } from './account-status';
import { ProfileAvatar } from './profile-avatar';

/** SPEC §9 'Not Available': the placeholder for a value the record does not have. */
const NOT_AVAILABLE = 'Not Available';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4} miw={0}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Badges({ items, variant }: { items: readonly { key: string; label: string }[]; variant: 'light' | 'outline' }) {
  if (items.length === 0) return <Text>None</Text>;
  return (
    <Group gap={6}>
      {items.map((item) => (
        <Badge key={item.key} variant={variant} radius="sm" tt="none" size="md">
          {item.label}
        </Badge>
      ))}
    </Group>
  );
}

/** /account: the signed-in user's own record (SPEC §2 account, §3 User). */
export function ProfilePage() {
  const user = useSessionUser();
  const { data: me } = useSuspenseQuery(accountProfileQuery(user.id));
  const state = useSessionState();
  const password = passwordStatusText(state.status === 'signed-in' ? state.session : null);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Group gap="lg" wrap="nowrap" align="center">
          <ProfileAvatar name={me.name} />
          <Stack gap={4} miw={0}>
            <Text fz="xl" fw={700} truncate component="p">
              {me.name}
            </Text>
            <Text c="dimmed" truncate>
              {me.email}
            </Text>
          </Stack>
        </Group>
      </Paper>

      <Section title="Contact">
        <Field label="Email">
          <Text style={{ overflowWrap: 'anywhere' }}>{me.email}</Text>
        </Field>
        <Field label="Phone">
          <Text>{me.phone ? maskPhone(me.phone) : NOT_AVAILABLE}</Text>
        </Field>
        <Field label="State">
          <Text>{me.state ?? NOT_AVAILABLE}</Text>
        </Field>
      </Section>

      <Section title="Access">
        <Field label="Roles">
          <Badges variant="light" items={me.roles.map((role) => ({ key: role, label: titleFromCode(role) }))} />
        </Field>
        <Field label="Job functions">
          <Badges variant="outline" items={me.jobFunctions.map((jf) => ({ key: jf.code, label: jf.title }))} />
        </Field>
        <Field label="User type">
          <Text>{titleFromCode(me.userType)}</Text>
        </Field>
        <Field label="Status">
          <Text>{titleFromCode(me.status)}</Text>
        </Field>
      </Section>

      <Section title="Security">
        <Field label="Security PIN">
          <Stack gap={2}>
            <Text>
              {me.hasPin ? 'Set' : 'Not set'}
              {me.hasPin && me.userPinModifiedOn ? ` · changed ${formatDateTime(me.userPinModifiedOn)}` : ''}
            </Text>
            <LinkAnchor to="/account/pin" size="sm" fw={600}>
              {me.hasPin ? 'Edit PIN' : 'Create PIN'}
            </LinkAnchor>
          </Stack>
        </Field>
        <Field label="Password">
          <Stack gap={2}>
            <Text>{password ?? NOT_AVAILABLE}</Text>
            <LinkAnchor to="/account/password" size="sm" fw={600}>
              Change password
            </LinkAnchor>
          </Stack>
        </Field>
        <Field label="Last signed in">
          <Text>{me.lastLoggedIn ? formatDateTime(me.lastLoggedIn) : NOT_AVAILABLE}</Text>
        </Field>
      </Section>
    </Stack>
  );
}
