import { Alert, Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { StoredSession } from '../../api/session-schema';
import type { SessionUser } from '../../domain/access';
import { MESSAGES } from '../../domain/messages';
import { BrandLayout } from './brand-layout';
import { SignInForm } from './sign-in-form';

export function SignInPage({ onSignedIn, sessionExpired = false }: { onSignedIn: (user: SessionUser) => void; sessionExpired?: boolean }) {
  const done = (session: StoredSession) => {
    // The user's device database exists from their first sign-in (offline data lives there).
    void import('../../offline/device-db').then(({ recordSignIn }) => recordSignIn(session.user.id)).catch(() => {});
    onSignedIn(session.user);
  };
  return (
    <BrandLayout>
      <Paper shadow="xl" radius="lg" p={{ base: 'lg', sm: 'xl' }} c="var(--mantine-color-text)">
        <Stack gap="lg">
          <div>
            <Title order={2} size="h3">
              Sign in
            </Title>
            <Text c="dimmed" size="sm">
              Use your Wound Care EMR account.
            </Text>
          </div>
          {sessionExpired ? (
            <Alert color="yellow" variant="light">
              {MESSAGES.sessionExpired}
            </Alert>
          ) : null}
          <SignInForm onSignedIn={done} />
          <Divider />
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {MESSAGES.ssoAdvice}
            </Text>
            <Anchor component={Link} to="/authenticate" size="sm" fw={600}>
              Sign in with single sign-on
            </Anchor>
          </Stack>
        </Stack>
      </Paper>
    </BrandLayout>
  );
}
