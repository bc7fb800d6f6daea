// The time of a visit being booked or moved, in the clinician's zone, and the reason to book it
// outside the clinician's availability (SPEC §4: only then, with a reason). One piece for both forms.
import { Group } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { TextField } from '../../ui/form/text-field';
import { TimeField } from '../../ui/form/time-field';

interface VisitTimeValues {
  start: string;
  end: string;
  overrideReason: string;
}

export function VisitTimeFields<T extends VisitTimeValues>({ control }: { control: Control<T> }) {
  // The fields' names are the same in every form that uses this piece.
  const c = control as unknown as Control<VisitTimeValues>;
  return (
    <>
      <Group grow align="flex-start">
        <TimeField control={c} name="start" label="Start" required />
        <TimeField control={c} name="end" label="End" required />
      </Group>
      <TextField
        control={c}
        name="overrideReason"
        label="Reason to book outside availability"
        description="Only needed when the time is outside the clinician's availability."
        max={255}
      />
    </>
  );
}
