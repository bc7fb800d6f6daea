import type { FieldPath, FieldValues } from 'react-hook-form';
import { PHONE_MASK } from '../../domain/validation/mask';
import type { FieldProps } from './field-props';
import { MaskedField } from './masked-field';

/** SPEC §5 phone: 10 digits shown as (###) ###-####; pair it with phoneField() in the schema. */
export function PhoneField<T extends FieldValues, N extends FieldPath<T>, O = T>(props: FieldProps<T, N, O>) {
  return <MaskedField {...props} mask={PHONE_MASK} autoComplete="tel-national" />;
}
