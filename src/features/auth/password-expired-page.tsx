import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconLockExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { MESSAGES } from '../../domain/messages';
import { PASSWORD_MESSAGES } from '../../domain/security/password';
import { SignInInput } from '../../domain/sign-in-input';
import { BrandLayout } from './brand-layout';
import { requestPasswordResetCode } from './password-reset-api';
import { passwordResetState } from './password-reset-state';

const EmailSchema = SignInInput.entries.email;

/**
 * SPEC §2/§8 password-expired screen: 'Your password has been expired', 'Your password has
 * expired. Kindly reset your password to login.' and 'Reset Password', which e-mails a code and
 * goes on to the account verification screen. The e-mail comes from the sign-in attempt; opened
 * on its own, the screen asks for it.
 */
export function PasswordExpiredPage() {
  const navigate = useNavigate();
  const [known] = useState(() => passwordResetState.read()?.email ?? null);
  const [email, setEmail] = useState(known ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: async (address: string) => {
      if (!navigator.onLine) throw new Error(MESSAGES.offline);
      return requestPasswordResetCode(address);
    },
    onSuccess: async (sent, address) => {
      if (sent.isError) return;
      passwordResetState.save({ email: address, sent });
      await navigate({ to: '/account-verification' });
    },
  });
  const problem = reset.error?.message ?? (reset.data?.isError ? (reset.data.errorMessage ?? 'Something went wrong') : null);

  const submit = () => {
    const parsed = v.safeParse(EmailSchema, email);
    if (!parsed.success) {
      setEmailError(parsed.issues[0].message);
      return;
    }
    setEmailError(null);
    reset.mutate(parsed.output);
  };

  return (
    <BrandLayout>
      <Paper shadow="xl" radius="lg" p={{ base: 'lg', sm: 'xl' }} c="var(--mantine-color-text)">
        <form
          noValidate
          aria-label="Password expired"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="lg">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="xl" color="orange" variant="light" aria-hidden>
                <IconLockExclamation size={26} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={6}>
                <Title order={2} size="h3">
                  {PASSWORD_MESSAGES.expiredTitle}
                </Title>
                <Text>{PASSWORD_MESSAGES.expiredBody}</Text>
              </Stack>
            </Group>
            {known ? (
              <Text size="sm" c="dimmed">
                Account: <strong style={{ overflowWrap: 'anywhere' }}>{known}</strong>
              </Text>
            ) : (
              <TextInput
                label="Email"
                type="email"
                inputMode="email"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                size="md"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={emailError}
              />
            )}
            <Text size="sm" c="dimmed">
              We will e-mail a verification code to this account. Enter it on the next screen, then choose a new password.
            </Text>
            {problem ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {problem}
              </Alert>
            ) : null}
            <Button type="submit" size="md" fullWidth loading={reset.isPending}>
              Reset Password
            </Button>
            <Anchor component={Link} to="/sign-in" size="sm" fw={600} ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </BrandLayout>
  );
}
