// The payer form's type, for the parts that take a piece of it.
import type { PayerFormInput, PayerValues } from '../../../domain/administration/payer-input';
import type { SchemaFormApi } from '../../../ui/form/use-schema-form';

export type PayerFormApi = SchemaFormApi<PayerFormInput, PayerValues>;
