import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Stack, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../api/http';
import { useSessionUser } from '../../api/use-session';
import { MESSAGES } from '../../domain/messages';
import { PASSWORD_MESSAGES } from '../../domain/security/password';
import { PIN_MAX_LENGTH, PIN_MESSAGES } from '../../domain/security/pin';
import { PinStrength } from '../../ui/pin-strength';
import { SecretInput } from '../../ui/secret-input';
import { sendPinVerificationCode, upsertUserPin, type VerificationResponse, validatePinVerificationCode } from './account-api';
import { EMPTY_PIN_FORM, type PinFormValues, pinFormSchema } from './pin-form-schema';
import { VerificationCodeField } from './verification-code-field';

export type PinFormMode = 'create' | 'edit';

export interface PinSetupFormProps {
  /** 'create' when the user has no PIN yet; 'edit' asks for the password first. */
  mode: PinFormMode;
  /** After the server saved the PIN (the session already says the user has one). */
  onSaved?: (pin: string) => void;
  /** The submit button's words. */
  submitLabel?: string;
}

/** A code step the server refused: the field says 'Invalid Code', the server's words go below. */
class InvalidCode extends Error {}

const toMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong');

/**
 * SPEC §2/§5 PIN change: 'Enter your password to change PIN' (Edit only), 'New Pin' and
 * 'Confirm Pin' with the strength and the hint 'Numeric 6-10 digits', and for internal users
 * the e-mailed 'Verification Code'. Used on /account/pin and in the mandatory
 * 'Create Security PIN' dialog.
 */
export function PinSetupForm({ mode, onSaved, submitLabel = 'Save PIN' }: PinSetupFormProps) {
  const user = useSessionUser();
  const needsPassword = mode === 'edit';
  const needsCode = user.userType === 'internal';
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors },
  } = useForm<PinFormValues>({
    resolver: valibotResolver(pinFormSchema({ needsPassword, needsCode })),
    defaultValues: EMPTY_PIN_FORM,
    mode: 'onTouched',
  });
  const pin = useWatch({ control, name: 'pin' });
  const [sent, setSent] = useState<VerificationResponse | null>(null);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: async () => {
      if (!navigator.onLine) throw new Error(MESSAGES.offline);
      return sendPinVerificationCode();
    },
    onMutate: () => setCodeProblem(null),
    onSuccess: (response) => {
      if (response.isError) setCodeProblem(response.errorMessage ?? 'Something went wrong');
      // A refused resend still reports what is left; the first answer with an address is kept.
      setSent((before) => (response.email ? response : before ? { ...before, ...response, email: before.email } : null));
    },
    onError: (error) => setCodeProblem(toMessage(error)),
  });

  const save = useMutation({
    mutationFn: async (values: PinFormValues) => {
      if (!navigator.onLine) throw new Error(MESSAGES.offline);
      if (needsCode) {
        const checked = await validatePinVerificationCode(values.verificationCode);
        setSent((before) => (before ? { ...before, attemptsRemaining: checked.attemptsRemaining } : before));
        if (!checked.isValidCode) throw new InvalidCode(checked.errorMessage ?? PASSWORD_MESSAGES.invalidCodeLong);
      }
      await upsertUserPin({
        pin: values.pin,
        confirmPin: values.confirmPin,
        ...(needsPassword ? { password: values.password } : {}),
        ...(needsCode ? { verificationCode: values.verificationCode } : {}),
      });
      return values.pin;
    },
    onMutate: () => setCodeProblem(null),
    onSuccess: (saved) => {
      reset(EMPTY_PIN_FORM);
      setSent(null);
      onSaved?.(saved);
    },
    onError: (error) => {
      if (error instanceof InvalidCode) {
        setError('verificationCode', { message: PASSWORD_MESSAGES.invalidCode });
        setCodeProblem(error.message);
      } else if (isApiError(error) && (error.field === 'password' || error.message === PASSWORD_MESSAGES.wrongPassword)) {
        setError('password', { message: error.message }, { shouldFocus: true });
      } else if (isApiError(error) && error.field === 'verificationCode') {
        setError('verificationCode', { message: PASSWORD_MESSAGES.invalidCode });
        setCodeProblem(error.message);
      } else if (isApiError(error) && (error.field === 'pin' || error.field === 'confirmPin')) {
        setError(error.field, { message: error.message }, { shouldFocus: true });
      }
    },
  });
  // Errors that belong to a field are shown there; anything else above the button.
  const formProblem =
    save.error &&
    !(save.error instanceof InvalidCode) &&
    !(isApiError(save.error) && ['password', 'verificationCode', 'pin', 'confirmPin'].includes(save.error.field ?? '')) &&
    save.error.message !== PASSWORD_MESSAGES.wrongPassword
      ? toMessage(save.error)
      : null;

  return (
    <form noValidate aria-label={mode === 'edit' ? 'Edit PIN' : 'Create PIN'} onSubmit={handleSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        {needsPassword ? (
          <SecretInput
            label="Enter your password to change PIN"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        ) : null}
        <Stack gap={6}>
          <SecretInput
            secretName="PIN"
            label="New Pin"
            // The hint is shown under the strength bar; this copy is what the field announces.
            description={<VisuallyHidden>{PIN_MESSAGES.hint}</VisuallyHidden>}
            descriptionProps={{ style: { margin: 0 } }}
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={PIN_MAX_LENGTH}
            error={errors.pin?.message}
            {...register('pin')}
          />
          <PinStrength pin={pin} />
        </Stack>
        <SecretInput
          secretName="PIN"
          label="Confirm Pin"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={PIN_MAX_LENGTH}
          error={errors.confirmPin?.message}
          {...register('confirmPin')}
        />
        {needsCode ? (
          <VerificationCodeField
            sent={sent}
            sending={send.isPending}
            problem={codeProblem}
            onSend={() => send.mutate()}
            error={errors.verificationCode?.message}
            {...register('verificationCode')}
          />
        ) : null}
        {formProblem ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formProblem}
          </Alert>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
