// SPEC §2 /users/new and /users/:userId/edit: the user form under its title; a save goes to the
// user's page, Cancel back where the user came from (the list, or the user's page).
import { Paper, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { UserForm } from './user-form';
import { userQuery } from './users-api';

export function NewUserPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1} size="h2">
        New user
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <UserForm
          user={null}
          onSaved={(userId) => void navigate({ to: '/users/$userId', params: { userId } })}
          onCancel={() => void navigate({ to: '/users' })}
        />
      </Paper>
    </Stack>
  );
}

export function EditUserPage({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(userQuery(userId));
  // The route sends a missing user to Not Found before this renders.
  if (!user) return null;
  const back = () => void navigate({ to: '/users/$userId', params: { userId } });
  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        Edit {user.name}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <UserForm user={user} onSaved={back} onCancel={back} />
      </Paper>
    </Stack>
  );
}
