// The team form's type, for the editors that take a part of it.
import type { CareTeamFormValues, CareTeamValues } from '../../domain/administration/team-input';
import type { SchemaFormApi } from '../../ui/form/use-schema-form';

export type TeamForm = SchemaFormApi<CareTeamFormValues, CareTeamValues>;
