import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { signIn } from '../../api/auth';
import { isApiError } from '../../api/http';
import type { StoredSession } from '../../api/session-schema';
import { MESSAGES } from '../../domain/messages';
import type { SignInInput } from '../../domain/sign-in-input';
import { SecretInput } from '../../ui/secret-input';
import { passwordResetState, signInNotice } from './password-reset-state';
import { useSignInFields } from './sign-in-fields';

/** The server's code for a sign-in refused because the password is past its expiry. */
export const PASSWORD_EXPIRED = 'PASSWORD_EXPIRED';

export interface SignInFormProps {
  onSignedIn: (session: StoredSession) => void;
  /** The call that signs in (the real API by default; tests pass their own). */
  submit?: (input: SignInInput) => Promise<StoredSession>;
  /** A sign-in refused with PASSWORD_EXPIRED (by default: on to the password-expired screen). */
  onPasswordExpired?: (email: string) => void;
}

export function SignInForm({ onSignedIn, submit = signIn, onPasswordExpired }: SignInFormProps) {
  const router = useRouter({ warn: false });
  // A one-time message from a flow that ends here (e.g. 'Your password has been reset. …').
  const [notice] = useState(signInNotice.peek);
  useEffect(() => {
    if (notice) signInNotice.clear();
  }, [notice]);
  const mutation = useMutation({
    mutationFn: async (input: SignInInput) => {
      // Offline there is nobody to ask: say so at once instead of waiting for a timeout.
      if (!navigator.onLine) throw new Error(MESSAGES.offline);
      return submit(input);
    },
    onSuccess: onSignedIn,
    onError: (error, input) => {
      if (!isApiError(error) || error.code !== PASSWORD_EXPIRED) return;
      // SPEC §2: the password-expired screen, carrying the e-mail in session storage (not the URL).
      passwordResetState.save({ email: input.email, sent: null });
      if (onPasswordExpired) onPasswordExpired(input.email);
      else void router?.navigate({ to: '/password-expired' });
    },
  });
  const { form, errors } = useSignInFields((input) => mutation.mutate(input));

  return (
    <form noValidate aria-label="Sign in" {...form}>
      <Stack gap="md">
        {notice && !mutation.error ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {notice}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          size="md"
          name="email"
          error={errors.email}
        />
        <SecretInput label="Password" autoComplete="current-password" size="md" name="password" error={errors.password} />
        {mutation.error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutation.error.message}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
