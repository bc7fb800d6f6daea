import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { meQuery } from '../../api/queries';
import { useSessionUser } from '../../api/use-session';
import { initials, titleFromCode } from '../../domain/initials';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** /account: the signed-in user's profile, from the `me` query. */
export function ProfilePage() {
  const user = useSessionUser();
  const { data: me } = useSuspenseQuery(meQuery(user.id));
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>Profile</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar size={72} radius="xl" color="brand" variant="filled" alt={me.name}>
            {initials(me.name)}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Text fz="xl" fw={700} truncate>
              {me.name}
            </Text>
            <Text c="dimmed" truncate>
              {me.email}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
          <Field label="User type">
            <Text>{titleFromCode(me.userType)}</Text>
          </Field>
          <Field label="Status">
            <Text>{titleFromCode(me.status)}</Text>
          </Field>
          <Field label="Roles">
            <Group gap={6}>
              {me.roles.length > 0 ? (
                me.roles.map((role) => (
                  <Badge key={role} variant="light" radius="sm" tt="none" size="md">
                    {titleFromCode(role)}
                  </Badge>
                ))
              ) : (
                <Text>None</Text>
              )}
            </Group>
          </Field>
          <Field label="Job functions">
            <Group gap={6}>
              {me.jobFunctions.length > 0 ? (
                me.jobFunctions.map((jf) => (
                  <Badge key={jf.code} variant="outline" radius="sm" tt="none" size="md">
                    {jf.title}
                  </Badge>
                ))
              ) : (
                <Text>None</Text>
              )}
            </Group>
          </Field>
          <Field label="Security PIN">
            <Text>{me.hasPin ? 'Set' : 'Not set'}</Text>
          </Field>
          <Field label="Last signed in">
            <Text>{me.lastLoggedIn ? dateTime.format(new Date(me.lastLoggedIn)) : '—'}</Text>
          </Field>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
