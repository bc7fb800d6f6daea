import type { FieldPath, FieldValues } from 'react-hook-form';
import { ZIP_MASK } from '../../domain/validation/mask';
import type { FieldProps } from './field-props';
import { MaskedField } from './masked-field';

/** SPEC §5 zip: 5 or 9 digits shown as #####-####; pair it with zipField() in the schema. */
export function ZipField<T extends FieldValues, N extends FieldPath<T>, O = T>(props: FieldProps<T, N, O>) {
  return <MaskedField {...props} mask={ZIP_MASK} autoComplete="postal-code" />;
}
