import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Avatar, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { unlockWithPin } from '../../api/auth';
import { fullName, type SessionUser } from '../../domain/access';
import { initials } from '../../domain/initials';
import { MESSAGES } from '../../domain/messages';
import { UnlockPinInput } from '../../domain/sign-in-input';
import { OfflineBanner } from '../../ui/offline-banner';
import { SecretInput } from '../../ui/secret-input';

interface LockScreenProps {
  user: SessionUser;
  onUnlocked: () => void;
  onSignOut: () => void;
  /** The unlock call (the real API by default; tests pass their own). */
  unlock?: (pin: string) => Promise<void>;
}

/**
 * SPEC §2/§4 'Unlock EMR': replaces the whole shell while locked, so nothing of the page
 * underneath (patients, notifications) is rendered until the PIN is accepted.
 */
export function LockScreen({ user, onUnlocked, onSignOut, unlock = unlockWithPin }: LockScreenProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UnlockPinInput>({ resolver: valibotResolver(UnlockPinInput), defaultValues: { pin: '' } });
  const mutation = useMutation({
    mutationFn: async ({ pin }: UnlockPinInput) => {
      if (!navigator.onLine) throw new Error(MESSAGES.offline);
      await unlock(pin);
    },
    onSuccess: onUnlocked,
  });
  const name = fullName(user);

  return (
    <>
      <OfflineBanner />
      <Center component="main" mih="100dvh" p="md" bg="gray.1">
        <Paper withBorder shadow="md" radius="lg" p="xl" w="100%" maw={420}>
          <form noValidate aria-label="Unlock EMR" onSubmit={handleSubmit((input) => mutation.mutate(input))}>
            <Stack gap="md" align="stretch">
              <Stack gap={6} align="center" ta="center">
                <IconLock size={36} stroke={1.5} aria-hidden color="var(--mantine-color-brand-7)" />
                <Title order={1} size="h3">
                  Unlock EMR
                </Title>
                <Avatar color="brand" variant="light" radius="xl" aria-hidden>
                  {initials(name)}
                </Avatar>
                <Text size="sm" c="dimmed">
                  Signed in as {name}
                </Text>
              </Stack>
              <SecretInput
                secretName="PIN"
                label="PIN"
                description="Numeric 6-10 digits"
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
                size="md"
                autoFocus
                error={errors.pin?.message}
                {...register('pin')}
              />
              {mutation.error ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {mutation.error.message}
                </Alert>
              ) : null}
              <Button type="submit" size="md" loading={mutation.isPending}>
                Unlock
              </Button>
              <Button variant={mutation.isError ? 'filled' : 'subtle'} color={mutation.isError ? 'red.9' : 'red'} onClick={onSignOut}>
                Sign Out
              </Button>
            </Stack>
          </form>
        </Paper>
      </Center>
    </>
  );
}
