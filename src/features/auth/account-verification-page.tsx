import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { MESSAGES } from '../../domain/messages';
import { PASSWORD_MESSAGES } from '../../domain/security/password';
import { VERIFICATION_CODE_LENGTH, VerificationCodeSchema } from '../../domain/security/pin';
import { BrandLayout } from './brand-layout';
import { requestPasswordResetCode, type VerificationResponse, verifyPasswordResetCode } from './password-reset-api';
import { PasswordResetForm } from './password-reset-form';
import { PASSWORD_RESET_DONE, type PasswordResetState, passwordResetState, signInNotice } from './password-reset-state';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const online = () => {
  if (!navigator.onLine) throw new Error(MESSAGES.offline);
};

/** Keeps the masked address of the first answer when a later one (a refused resend) has none. */
const merge = (before: VerificationResponse | null, next: VerificationResponse): VerificationResponse => ({
  ...next,
  email: next.email ?? before?.email ?? null,
});

function CodeStep({ state, onAccepted }: { state: PasswordResetState; onAccepted: (code: string) => void }) {
  const [sent, setSent] = useState(state.sent);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const remember = (next: VerificationResponse) => {
    const merged = merge(sent, next);
    setSent(merged);
    passwordResetState.save({ email: state.email, sent: merged });
  };

  const submit = useMutation({
    mutationFn: async (value: string) => {
      online();
      return verifyPasswordResetCode(state.email, value);
    },
    onMutate: () => {
      setProblem(null);
      setResent(false);
    },
    onSuccess: (answer, value) => {
      remember(answer);
      if (answer.isValidCode) return onAccepted(value);
      setCodeError(PASSWORD_MESSAGES.invalidCode);
      setProblem(answer.errorMessage ?? PASSWORD_MESSAGES.invalidCodeLong);
    },
    onError: (error) => setProblem(error.message),
  });
  const resend = useMutation({
    mutationFn: async () => {
      online();
      return requestPasswordResetCode(state.email);
    },
    onMutate: () => {
      setProblem(null);
      setResent(false);
    },
    onSuccess: (answer) => {
      remember(answer);
      if (answer.isError) setProblem(answer.errorMessage ?? 'Something went wrong');
      else {
        setResent(true);
        setCode('');
        setCodeError(null);
      }
    },
    onError: (error) => setProblem(error.message),
  });

  const onSubmit = () => {
    const parsed = v.safeParse(VerificationCodeSchema, code);
    if (!parsed.success) {
      setCodeError(parsed.issues[0].message);
      return;
    }
    setCodeError(null);
    submit.mutate(parsed.output);
  };
  const resendsLeft = sent?.resendRequestRemaining ?? 0;

  return (
    <form
      noValidate
      aria-label="Account verification"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Title order={2} size="h3">
            Account verification
          </Title>
          <Text>
            {sent?.email ? (
              <>
                We sent a verification code to <strong>{sent.email}</strong>. Enter it below to reset your password.
              </>
            ) : (
              'Enter the verification code we e-mailed to you to reset your password.'
            )}
          </Text>
        </Stack>
        {resent ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            A new code was sent{sent?.email ? ` to ${sent.email}` : ''}.
          </Alert>
        ) : null}
        <TextInput
          label="Verification Code"
          description={`${VERIFICATION_CODE_LENGTH} characters, from the e-mail`}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={VERIFICATION_CODE_LENGTH}
          size="md"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={codeError}
        />
        {sent ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {count(sent.attemptsRemaining, 'attempt', 'attempts')} remaining · {count(resendsLeft, 'resend', 'resends')} remaining
          </Text>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={submit.isPending}>
          Submit Code
        </Button>
        <Button
          variant="default"
          size="md"
          fullWidth
          loading={resend.isPending}
          disabled={resendsLeft === 0 || submit.isPending}
          onClick={() => resend.mutate()}
        >
          Resend Code
        </Button>
        <Anchor component={Link} to="/sign-in" size="sm" fw={600} ta="center">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}

/**
 * SPEC §2 account verification screen: where the code went (masked), 'Submit Code' and
 * 'Resend Code' with the attempts and resends left; a wrong code says 'Invalid Code' and the
 * server's words. A right code leads to the new password (policy stated), then back to sign-in.
 */
export function AccountVerificationPage({ state }: { state: PasswordResetState }) {
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState<string | null>(null);
  const done = async () => {
    passwordResetState.clear();
    signInNotice.set(PASSWORD_RESET_DONE);
    await navigate({ to: '/sign-in', replace: true });
  };
  return (
    <BrandLayout>
      <Paper shadow="xl" radius="lg" p={{ base: 'lg', sm: 'xl' }} c="var(--mantine-color-text)">
        {accepted ? (
          <Stack gap="md">
            <Stack gap={6}>
              <Title order={2} size="h3">
                Choose a new password
              </Title>
              <Text size="sm" c="dimmed">
                Code accepted for <strong style={{ overflowWrap: 'anywhere' }}>{state.email}</strong>.
              </Text>
            </Stack>
            <PasswordResetForm email={state.email} code={accepted} onDone={() => void done()} />
          </Stack>
        ) : (
          <CodeStep state={state} onAccepted={setAccepted} />
        )}
      </Paper>
    </BrandLayout>
  );
}
