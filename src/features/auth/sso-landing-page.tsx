// SPEC §2 /authenticate, the single-sign-on landing: the identity provider sends the browser
// back here; the route completes the sign-in (SsoPending meanwhile) or shows why it failed.
import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandLayout } from './brand-layout';

function SsoCard({ children }: { children: ReactNode }) {
  return (
    <BrandLayout>
      <Paper shadow="xl" radius="lg" p={{ base: 'lg', sm: 'xl' }} c="var(--mantine-color-text)">
        <Stack gap="md">
          <Title order={2} size="h3">
            Single sign-on
          </Title>
          {children}
        </Stack>
      </Paper>
    </BrandLayout>
  );
}

const BackToSignIn = () => (
  <Button component={Link} to="/sign-in" variant="light" leftSection={<IconArrowLeft size={18} aria-hidden />}>
    Back to sign in
  </Button>
);

/** This server has no identity provider configured. */
export function SsoLandingPage() {
  return (
    <SsoCard>
      <Text>Single sign-on is not configured on this server.</Text>
      <Text c="dimmed" size="sm">
        Sign in with your email and password instead. If you do not have a password, contact EMR support.
      </Text>
      <BackToSignIn />
    </SsoCard>
  );
}

/** While the server checks the identity provider's answer and opens the session. */
export function SsoPending() {
  return (
    <SsoCard>
      <Stack align="center" gap="sm" py="md" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text c="dimmed">Completing single sign-on…</Text>
      </Stack>
    </SsoCard>
  );
}

/** The sign-in did not complete: the server's (or the identity provider's) reason. */
export function SsoFailed({ message }: { message: string }) {
  return (
    <SsoCard>
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title="Single sign-on failed">
        {message}
      </Alert>
      <BackToSignIn />
    </SsoCard>
  );
}
