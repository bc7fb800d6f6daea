// The letters' date range (SPEC §2 /missed-appointments, /made-encounters): two days, at most 31
// apart (LetterRange). A range the server would refuse shows why here and is not applied.
import { Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import { LetterRange } from '../../../domain/letters/pcp-letters';

export function LetterRangeFilter({ range, onChange }: { range: LetterRange; onChange: (next: LetterRange) => void }) {
  const [dates, setDates] = useState(range);
  const [shownFor, setShownFor] = useState(range);
  if (shownFor.from !== range.from || shownFor.to !== range.to) {
    // The address changed (Back, a link): show its dates.
    setShownFor(range);
    setDates(range);
  }
  const check = v.safeParse(LetterRange, dates);
  const error = check.success ? null : (check.issues[0]?.message ?? null);
  const setDate = (key: 'from' | 'to', value: string) => {
    const next = { ...dates, [key]: value };
    setDates(next);
    if (v.safeParse(LetterRange, next).success) onChange(next);
  };
  return (
    <Group align="flex-start" gap="md" wrap="wrap" role="group" aria-label="Date range">
      <TextInput type="date" label="From" value={dates.from} onChange={(e) => setDate('from', e.currentTarget.value)} w={170} />
      <TextInput type="date" label="To" value={dates.to} onChange={(e) => setDate('to', e.currentTarget.value)} error={error} w={170} />
    </Group>
  );
}
