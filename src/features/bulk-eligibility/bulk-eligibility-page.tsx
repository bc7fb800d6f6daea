// SPEC §2 /bulk-eligibility (Bulk Operations › Eligibility, permission settings): pick patients by
// insurer, market, admission status and 'not checked in the last 60 days', check them all as one
// background run, and follow its progress and each patient's outcome. The open run lives in the
// address (?run=), so a reload comes back to it and its bar picks up where the server is.
import { Stack, Title } from '@mantine/core';
import { BulkFiltersForm } from './components/bulk-filters-form';
import { BulkRunPanel } from './components/bulk-run-panel';
import { BulkRunsList } from './components/bulk-runs-list';

export function BulkEligibilityPage({ runId, onRun }: { runId: string | undefined; onRun: (runId: string) => void }) {
  return (
    <Stack gap="md" maw={1200}>
      <Title order={1}>Eligibility</Title>
      <BulkFiltersForm onStarted={(run) => onRun(run.id)} />
      {runId ? <BulkRunPanel key={runId} runId={runId} /> : null}
      <BulkRunsList selected={runId} onSelect={onRun} />
    </Stack>
  );
}
