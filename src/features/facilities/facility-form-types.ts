// The facility form's control type, for the parts that take a piece of it.
import type * as v from 'valibot';
import type { FacilityFormSchema } from '../../domain/master-lists/facility-input';
import type { SchemaFormApi } from '../../ui/form/use-schema-form';

export type FacilityFormApi = SchemaFormApi<v.InferInput<typeof FacilityFormSchema>, v.InferOutput<typeof FacilityFormSchema>>;
export type FacilityControl = FacilityFormApi['control'];
