// SPEC §3 'Care plan types: treatment pathway, patient acuity level': the patient's current plan
// of each type, chosen from its code list (src/domain/problems/care-plan-codes.ts) and saved as
// a new version of the plan (the version the user saw goes with it).
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { displayError } from '../../domain/errors';
import { CARE_PLAN_TYPES, type CarePlanType, carePlanOptions } from '../../domain/problems/care-plan-codes';
import { Section } from '../../ui/section';
import { type CarePlanItem, setCarePlan } from './problems-api';
import { useProblemChange } from './use-problem-changes';

function CarePlanChoice({
  patientId,
  type,
  label,
  current,
  offered,
  enabled,
  onChanged,
}: {
  patientId: string;
  type: CarePlanType;
  label: string;
  current: CarePlanItem | undefined;
  offered: boolean;
  enabled: boolean;
  onChanged?: (() => void) | undefined;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const save = useProblemChange(patientId, setCarePlan, onChanged);
  const options = carePlanOptions(type);
  const shown = choice ?? current?.code ?? null;
  const description = options.find((o) => o.code === shown)?.description;
  if (!offered) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text>{current?.title ?? 'Not set'}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <Select
        label={label}
        placeholder="Not set"
        data={options.map((o) => ({ value: o.code, label: o.label }))}
        value={shown}
        onChange={(value) => {
          setChoice(value);
          save.reset();
        }}
        disabled={!enabled}
        allowDeselect={false}
        description={description}
        comboboxProps={{ withinPortal: true }}
      />
      {save.error ? (
        <Alert color="red" variant="light" role="alert">
          {displayError(save.error.message)}
        </Alert>
      ) : null}
      {choice !== null && choice !== current?.code ? (
        <Group gap="xs">
          <Button
            size="xs"
            loading={save.isPending}
            disabled={!enabled}
            onClick={() =>
              save.mutate(
                { patientId, type, code: choice, versionId: current?.versionId ?? null, note: current?.note ?? null },
                { onSuccess: () => setChoice(null) },
              )
            }
          >
            Save {label}
          </Button>
          <Button size="xs" variant="default" onClick={() => setChoice(null)}>
            Cancel
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export function CarePlansSection({
  patientId,
  carePlans,
  offered,
  enabled,
  onChanged,
}: {
  patientId: string;
  carePlans: readonly CarePlanItem[];
  offered: boolean;
  enabled: boolean;
  onChanged?: (() => void) | undefined;
}) {
  return (
    <Section title="Care Plans">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {CARE_PLAN_TYPES.map((t) => (
          <CarePlanChoice
            key={t.code}
            patientId={patientId}
            type={t.code}
            label={t.label}
            current={carePlans.find((c) => c.type === t.code)}
            offered={offered}
            enabled={enabled}
            onChanged={onChanged}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}
