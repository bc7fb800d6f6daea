// A care team's form (SPEC §2 /teams; useSchemaForm with the schema the server parses): name,
// active, state, the managing market (a market of that state; changing the state clears it),
// a note, and the participants. A new team is created; an existing one is saved against the
// version it was opened with (SPEC §8 words when someone saved first).
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { CareTeamInput, TEAM_NAME_MAX } from '../../domain/administration/team-input';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import { TEXT_MAX } from '../../domain/validation/fields';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { TextareaField } from '../../ui/form/textarea-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { ParticipantsEditor } from './components/participants-editor';
import { formValuesOf, inputOf } from './form-values';
import { type CareTeamItem, teamMarketsQuery, useSaveCareTeam } from './teams-api';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function TeamForm({ team, onCancel, onSaved }: { team: CareTeamItem | null; onCancel: () => void; onSaved: () => void }) {
  const form = useSchemaForm(CareTeamInput, { defaultValues: formValuesOf(team) });
  const { control, setValue } = form;
  const state = useWatch({ control, name: 'state' }) || null;
  const markets = useQuery(teamMarketsQuery(state));
  const save = useSaveCareTeam(team);
  return (
    <SchemaForm
      form={form}
      label={team ? `Edit ${team.name}` : 'New Team'}
      onSave={(values) => save.mutateAsync(inputOf(values))}
      onCancel={onCancel}
      onSaved={onSaved}
    >
      <Part title="Team">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField control={control} name="name" label="Name" required max={TEAM_NAME_MAX} autoComplete="off" />
          <SelectField
            searchable
            control={control}
            name="state"
            label="State"
            required
            data={[...SUPPORTED_STATES]}
            onValue={() => setValue('managingMarketId', '')}
          />
          <SelectField
            searchable
            control={control}
            name="managingMarketId"
            label="Managing Market"
            {...(state ? {} : { description: 'Choose the state first' })}
            disabled={!state}
            data={(markets.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          />
          <div style={{ alignSelf: 'flex-end' }}>
            <CheckboxField control={control} name="active" label="Active" />
          </div>
        </SimpleGrid>
        <TextareaField control={control} name="note" label="Note" max={TEXT_MAX} />
      </Part>
      <Part title="Participants">
        <ParticipantsEditor form={form} />
      </Part>
    </SchemaForm>
  );
}
