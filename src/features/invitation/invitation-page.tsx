// The public invitation page (SPEC §2 Users; /invitation?token=…, outside the app shell): the
// link's token is checked first (InvitationStatus); a usable link asks for a password for the
// masked address, a used or expired one says why (the server's words); either way the way on is
// the sign-in page.
import { Alert, Anchor, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { displayError } from '../../domain/errors';
import { invitationStatusQuery } from './invitation-api';
import { InvitationForm } from './invitation-form';

/** Shown for a link without a token (cut short when copied); nothing is asked of the server. */
export const MISSING_TOKEN = 'This link is not complete. Open the link from your e-mail again, or ask your administrator for a new one.';
export const PASSWORD_SET = 'Your password is set. You can now sign in with your e-mail address and the new password.';

function SignInLink({ label = 'Go to sign in' }: { label?: string }) {
  return (
    <Anchor component={Link} to="/sign-in" size="sm" fw={600} ta="center">
      {label}
    </Anchor>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        This link cannot be used
      </Title>
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {message}
      </Alert>
      <SignInLink />
    </Stack>
  );
}

function Done() {
  return (
    <Stack gap="lg">
      <Stack gap="sm" align="center">
        <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} size="h3" ta="center">
          Password set
        </Title>
        <Text role="status" ta="center">
          {PASSWORD_SET}
        </Text>
      </Stack>
      <SignInLink label="Sign in" />
    </Stack>
  );
}

function InvitationBody({ token }: { token: string }) {
  const status = useQuery(invitationStatusQuery(token));
  const [done, setDone] = useState(false);
  if (done) return <Done />;
  if (status.isPending)
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label="Checking the link" />
      </Center>
    );
  if (status.isError) return <Problem message={displayError(status.error.message)} />;
  const answer = status.data;
  if (!answer.valid) return <Problem message={displayError(answer.message)} />;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={2} size="h3">
          Set your password
        </Title>
        <Text>
          {answer.purpose === 'reset' ? 'Choose a new password for ' : 'Welcome! Choose a password to finish setting up the account of '}
          <strong style={{ overflowWrap: 'anywhere' }}>{answer.email ?? 'your account'}</strong>.
        </Text>
      </Stack>
      <InvitationForm token={token} onDone={() => setDone(true)} />
      <SignInLink label="Back to sign in" />
    </Stack>
  );
}

export function InvitationPage({ token }: { token: string }) {
  return (
    <Paper shadow="xl" radius="lg" p={{ base: 'lg', sm: 'xl' }} c="var(--mantine-color-text)">
      {token ? <InvitationBody token={token} /> : <Problem message={MISSING_TOKEN} />}
    </Paper>
  );
}
