import { Avatar, Center, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useLayoutEffect, useState } from 'react';
import { fullName, type SessionUser } from '../../domain/access';
import { initials } from '../../domain/initials';
import { MESSAGES } from '../../domain/messages';
import { OfflineBanner } from '../../ui/offline-banner';
import { PinKeypad, type PinKeypadLayout } from '../../ui/pin-keypad';
import { releasePrerender } from '../prerender/takeover';
import { attemptsLeft, type UnlockResult, unlockDevice } from '../session/device-unlock';

interface LockScreenProps {
  user: SessionUser;
  /**
   * 'locked': the screen was locked ('Lock EMR' or idle) — 'Unlock EMR'. 'verify': the app has
   * just opened (sign-in, reload) and the device's data key waits for the PIN — 'Please verify your PIN'.
   */
  mode: 'locked' | 'verify';
  onUnlocked: () => void;
  onSignOut: () => void;
  /** The unlock (the device's by default; tests pass their own). */
  unlock?: (userId: string, pin: string) => Promise<UnlockResult>;
  /** The keypad's layout (the build's pre-render asks for each; the app lets the screen choose). */
  layout?: PinKeypadLayout;
}

const attemptsText = (left: number) => `${left} ${left === 1 ? 'attempt' : 'attempts'} left before you must sign out.`;

/**
 * SPEC §2/§4 'Unlock EMR': replaces the whole shell while locked, so nothing of the page
 * underneath (patients, notifications) is rendered — and the device's data key is out of memory,
 * so nothing of it could be read either. The PIN is checked on the device, so it works offline.
 */
export function LockScreen({ user, mode, onUnlocked, onSignOut, unlock = unlockDevice, layout = 'auto' }: LockScreenProps) {
  const [error, setError] = useState<string | null>(null);
  const [left, setLeft] = useState(() => attemptsLeft(user.id));
  const [busy, setBusy] = useState(false);
  const name = fullName(user);
  const blocked = left === 0;
  // index.html painted the PIN gate before the script arrived: this one takes its place (same frame).
  useLayoutEffect(releasePrerender, []);

  const submit = async (pin: string) => {
    setBusy(true);
    try {
      const result = await unlock(user.id, pin);
      if (result.ok) {
        onUnlocked();
        return;
      }
      setLeft(result.attemptsLeft);
      setError(result.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <OfflineBanner />
      <Center component="main" mih="100dvh" p="md" bg="gray.1">
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" maw={440}>
          <Stack gap="md" align="stretch">
            <Stack gap={6} align="center" ta="center">
              <IconLock size={32} stroke={1.5} aria-hidden color="var(--mantine-color-brand-7)" />
              <Avatar color="brand" variant="light" radius="xl" aria-hidden>
                {initials(name)}
              </Avatar>
              <Text size="sm" c="dimmed">
                Signed in as {name}
              </Text>
            </Stack>
            <PinKeypad
              title={mode === 'locked' ? 'Unlock EMR' : MESSAGES.verifyPin}
              titleOrder={1}
              description={mode === 'locked' ? MESSAGES.verifyPin : 'Enter your security PIN to open your data on this device.'}
              onSubmit={submit}
              error={blocked ? MESSAGES.incorrectPin : error}
              loading={busy}
              disabled={blocked}
              submitLabel="Unlock"
              bottomLink={{ label: 'Sign Out', onClick: onSignOut }}
              autoFocus
              layout={layout}
            />
            {error && !blocked && left > 0 ? (
              <Text size="sm" c="dimmed" ta="center">
                {attemptsText(left)}
              </Text>
            ) : null}
            {blocked ? (
              <Text size="sm" ta="center">
                Too many incorrect PINs. Sign out, then sign in again with your password.
              </Text>
            ) : null}
          </Stack>
        </Paper>
      </Center>
    </>
  );
}
