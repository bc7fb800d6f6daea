// The demographics form's type, for the editors that take a part of it.
import type { DemographicsFormValues, DemographicsValues } from '../../../domain/patients/demographics-input';
import type { SchemaFormApi } from '../../../ui/form/use-schema-form';

export type DemographicsForm = SchemaFormApi<DemographicsFormValues, DemographicsValues>;
