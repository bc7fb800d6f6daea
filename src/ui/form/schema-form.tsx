import { Alert, Box, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormFooter } from './form-footer';
import type { SchemaFormApi } from './use-schema-form';

export interface SchemaFormProps<TIn extends FieldValues, TOut extends FieldValues> {
  form: SchemaFormApi<TIn, TOut>;
  /** The form's accessible name ('New payer'). */
  label: string;
  onSave: (values: TOut) => Promise<unknown> | undefined;
  onCancel: () => void;
  /** After the success overlay (SPEC §2): usually back to the list or the saved record. */
  onSaved?: () => void;
  saveLabel?: string;
  children: ReactNode;
}

/** A whole admin form: its fields, the error no field owns, and the SPEC §2 footer with its overlay. */
export function SchemaForm<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  label,
  onSave,
  onCancel,
  onSaved,
  saveLabel,
  children,
}: SchemaFormProps<TIn, TOut>) {
  return (
    <Box component="form" noValidate aria-label={label} pos="relative" onSubmit={(event) => void form.submitWith(onSave)(event)}>
      <Stack gap="md">
        {children}
        {form.formError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {form.formError}
          </Alert>
        ) : null}
      </Stack>
      <FormFooter
        onCancel={onCancel}
        saving={form.formState.isSubmitting}
        outcome={form.outcome}
        onOutcomeShown={(status) => {
          if (status === 'success') onSaved?.();
        }}
        {...(saveLabel ? { saveLabel } : {})}
      />
    </Box>
  );
}
