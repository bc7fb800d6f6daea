import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useSessionState, useSessionUser } from '../../api/use-session';
import { sessionPasswordExpiry } from './account-status';
import { ChangePasswordForm } from './change-password-form';

export const PASSWORD_CHANGED = 'Your password has been changed.';
export const CHANGE_REQUIRED = 'Your password expires today. Change it to continue using Wound Care EMR.';

/** /account/password (SPEC §2); at 0 days to expiry the user is kept here until they change it (§4). */
export function PasswordPage() {
  const user = useSessionUser();
  const state = useSessionState();
  const expiry = sessionPasswordExpiry(state.status === 'signed-in' ? state.session : null);
  const [changed, setChanged] = useState(false);
  return (
    <Stack gap="lg" maw={560}>
      {changed ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" title={PASSWORD_CHANGED}>
          Use your new password the next time you sign in.
        </Alert>
      ) : null}
      {expiry.kind === 'change-now' || expiry.kind === 'expired' ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {CHANGE_REQUIRED}
        </Alert>
      ) : null}
      {expiry.kind === 'warning' ? (
        <Alert color="yellow" variant="light" icon={<IconClockExclamation aria-hidden />}>
          {expiry.message}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3">
              Change your password
            </Title>
            <Text size="sm" c="dimmed">
              Signed in as {user.email}
            </Text>
          </Stack>
          <ChangePasswordForm email={user.email} onChanged={() => setChanged(true)} />
        </Stack>
      </Paper>
    </Stack>
  );
}
