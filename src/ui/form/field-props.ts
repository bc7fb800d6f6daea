import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';

/** What every form-kit field takes: where it sits in the form (react-hook-form's control and name) and what it shows. */
export type FieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> = {
  control: NonNullable<UseControllerProps<T, N, O>['control']>;
  name: N;
  label: string;
  /** Shows the asterisk and aria-required; the schema is what enforces it. */
  required?: boolean;
  description?: string;
  disabled?: boolean;
};
