// The range's letters counted (SPEC §2 /missed-appointments, /made-encounters): all of them, those
// ready to send, and those sent, queued and failed, in the status colours of SPEC §3 Letters.
import { Group } from '@mantine/core';
import { LETTER_STATUS_COLORS, LETTER_STATUS_LABELS } from '../../../domain/letters/pcp-letters';
import { StatusBadge } from '../../../ui/status-badge';
import type { LetterCounts as Counts } from '../letters-api';

export function LetterCounts({ counts }: { counts: Counts }) {
  const shown = [
    { key: 'total', label: `Total: ${counts.total}`, color: 'dark' },
    { key: 'ready', label: `Ready: ${counts.ready}`, color: 'grape' },
    { key: 'sent', label: `${LETTER_STATUS_LABELS.completed}: ${counts.completed}`, color: LETTER_STATUS_COLORS.completed },
    { key: 'queued', label: `${LETTER_STATUS_LABELS['in-progress']}: ${counts.inProgress}`, color: LETTER_STATUS_COLORS['in-progress'] },
    {
      key: 'failed',
      label: `${LETTER_STATUS_LABELS['entered-in-error']}: ${counts.failed}`,
      color: LETTER_STATUS_COLORS['entered-in-error'],
    },
  ];
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Letters counted" data-testid="letter-counts" aria-live="polite">
      {shown.map((c) => (
        <StatusBadge key={c.key} label={c.label} color={c.color} />
      ))}
    </Group>
  );
}
