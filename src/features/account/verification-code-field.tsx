import { Alert, Anchor, Button, Group, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { VERIFICATION_CODE_LENGTH } from '../../domain/security/pin';
import type { VerificationResponse } from './account-api';

interface VerificationCodeFieldProps extends Omit<TextInputProps, 'label'> {
  /** The server's answer to the last send or check (null until a code was asked for). */
  sent: VerificationResponse | null;
  sending: boolean;
  /** Why the last send or check failed, in the server's words. */
  problem: string | null;
  onSend: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * SPEC §5: internal users confirm a PIN change with a 6-character code e-mailed to them — a
 * 'Send code' action, then where it went (masked), a 'Resend code' link while resends remain,
 * and how many attempts are left.
 */
export const VerificationCodeField = forwardRef<HTMLInputElement, VerificationCodeFieldProps>(function VerificationCodeField(
  { sent, sending, problem, onSend, ...input },
  ref,
) {
  const resendsLeft = sent?.resendRequestRemaining ?? 0;
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <TextInput
          ref={ref}
          label="Verification Code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={VERIFICATION_CODE_LENGTH}
          flex={1}
          miw={0}
          {...input}
        />
        {sent ? null : (
          <Button variant="light" mt={input.size === 'md' ? 28 : 25} loading={sending} onClick={onSend}>
            Send code
          </Button>
        )}
      </Group>
      {sent?.email ? (
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMailCheck size={18} aria-hidden color="var(--mantine-color-brand-7)" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">A verification code was sent to {sent.email}.</Text>
          </Group>
          <Group gap="md" wrap="wrap">
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              disabled={resendsLeft === 0 || sending}
              {...(resendsLeft === 0 ? { c: 'dimmed', style: { cursor: 'not-allowed', textDecoration: 'none' } } : {})}
              onClick={onSend}
            >
              Resend code
            </Anchor>
            <Text size="sm" c="dimmed">
              {plural(sent.attemptsRemaining, 'attempt', 'attempts')} remaining · {plural(resendsLeft, 'resend', 'resends')} remaining
            </Text>
          </Group>
        </Stack>
      ) : null}
      {problem ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" py="xs">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
});
