import { Alert, Group, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useSessionState } from '../../api/use-session';
import { PASSWORD_MESSAGES } from '../../domain/security/password';
import { sessionPasswordExpiry } from '../../features/account/account-status';
import { LinkAnchor } from '../../ui/link-anchor';

/** Dismissed for this browser session (sign-out clears session storage, SPEC §4). */
export const BANNER_DISMISSED_KEY = 'emr.password-banner-dismissed';

const dismissedFor = (userId: string): boolean => {
  try {
    return sessionStorage.getItem(BANNER_DISMISSED_KEY) === userId;
  } catch {
    return false;
  }
};

/**
 * SPEC §2/§8 password-expiry banner for internal-type users when 1-10 days remain:
 * 'Your password will expire in N day/days.' with 'Change it now.' (to /account/password).
 */
export function PasswordExpiryBanner() {
  const state = useSessionState();
  const pathname = useLocation({ select: (l) => l.pathname });
  const session = state.status === 'signed-in' ? state.session : null;
  const userId = session?.user.id ?? '';
  const [dismissed, setDismissed] = useState(() => dismissedFor(userId));
  const expiry = sessionPasswordExpiry(session);
  // On the password page itself the page says the same; the banner would only repeat it.
  if (expiry.kind !== 'warning' || dismissed || pathname === '/account/password') return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(BANNER_DISMISSED_KEY, userId);
    } catch {
      // private mode: dismissed until the page reloads
    }
    setDismissed(true);
  };
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      mb="md"
      icon={<IconClockExclamation aria-hidden />}
      withCloseButton
      closeButtonLabel="Dismiss password expiry warning"
      onClose={dismiss}
      role="status"
      aria-label="Password expiry"
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {expiry.message}
        </Text>
        <LinkAnchor to="/account/password" size="sm" fw={700}>
          {PASSWORD_MESSAGES.changeItNow}
        </LinkAnchor>
      </Group>
    </Alert>
  );
}
