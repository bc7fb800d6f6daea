import { Alert, Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useRouteContext, useSearch } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { rememberSsoRedirect, SSO_START_PATH } from '../../api/auth';
import type { ClientConfig } from '../../api/config-schema';
import type { StoredSession } from '../../api/session-schema';
import type { SessionUser } from '../../domain/access';
import { MESSAGES } from '../../domain/messages';
import { BrandLayout } from './brand-layout';
import { SignInForm } from './sign-in-form';

export function SignInPage({ onSignedIn, sessionExpired = false }: { onSignedIn: (user: SessionUser) => void; sessionExpired?: boolean }) {
  const sso = useRouteContext({ from: '__root__', select: (context) => context.config.sso });
  const done = (session: StoredSession) => {
    // The user's device database exists from their first sign-in (offline data lives there).
    void import('../../offline/device-db').then(({ recordSignIn }) => recordSignIn(session.user.id)).catch(() => {});
    onSignedIn(session.user);
  };
  return (
    <BrandLayout>
      <SignInPanel sso={sso} sessionExpired={sessionExpired}>
        <SignInForm onSignedIn={done} />
      </SignInPanel>
    </BrandLayout>
  );
}

/** The sign-in card around its form; also rendered into index.html at build time (src/app/prerender). */
export function SignInPanel({
  sso,
  sessionExpired,
  children,
}: {
  sso: ClientConfig['sso'] | undefined;
  sessionExpired: boolean;
  children: ReactNode;
}) {
  return (
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
        {children}
        <Divider />
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {MESSAGES.ssoAdvice}
          </Text>
          {sso?.enabled ? <SsoButton label={sso.label} /> : null}
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * A real link to the server's SSO start (a full-page navigation to the identity provider).
 * Where the user was headed waits in this tab for the way back; offline there is nobody to ask.
 */
function SsoButton({ label }: { label: string }) {
  const { redirect } = useSearch({ strict: false });
  const [offline, setOffline] = useState(false);
  const start = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigator.onLine) {
      event.preventDefault();
      setOffline(true);
      return;
    }
    rememberSsoRedirect(redirect);
  };
  return (
    <>
      {offline ? (
        <Alert color="red" variant="light" role="alert">
          {MESSAGES.offline}
        </Alert>
      ) : null}
      <Button
        component="a"
        href={SSO_START_PATH}
        onClick={start}
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconKey size={18} aria-hidden />}
      >
        {label}
      </Button>
    </>
  );
}
