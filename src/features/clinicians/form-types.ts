// The clinician form's type, for the editors that take a part of it.
import type { ClinicianFormValues, ClinicianValues } from '../../domain/administration/clinician-input';
import type { SchemaFormApi } from '../../ui/form/use-schema-form';

export type ClinicianForm = SchemaFormApi<ClinicianFormValues, ClinicianValues>;
