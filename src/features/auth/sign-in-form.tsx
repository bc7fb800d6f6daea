import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { signIn } from '../../api/auth';
import type { StoredSession } from '../../api/session-schema';
import { MESSAGES } from '../../domain/messages';
import { SignInInput } from '../../domain/sign-in-input';
import { SecretInput } from '../../ui/secret-input';

export interface SignInFormProps {
  onSignedIn: (session: StoredSession) => void;
  /** The call that signs in (the real API by default; tests pass their own). */
  submit?: (input: SignInInput) => Promise<StoredSession>;
}

export function SignInForm({ onSignedIn, submit = signIn }: SignInFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<v.InferInput<typeof SignInInput>, unknown, SignInInput>({
    resolver: valibotResolver(SignInInput),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: async (input: SignInInput) => {
      // Offline there is nobody to ask: say so at once instead of waiting for a timeout.
      if (!navigator.onLine) throw new Error(MESSAGES.offline);
      return submit(input);
    },
    onSuccess: onSignedIn,
  });

  return (
    <form noValidate aria-label="Sign in" onSubmit={handleSubmit((input) => mutation.mutate(input))}>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          size="md"
          error={errors.email?.message}
          {...register('email')}
        />
        <SecretInput
          label="Password"
          autoComplete="current-password"
          size="md"
          error={errors.password?.message}
          {...register('password')}
        />
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
