// The run's filter (SPEC §2 /bulk-eligibility): insurer, market, SPEC §3's admission filters and
// 'not checked in the last 60 days' (SPEC §9), with how many coverages it picks now; 'Check
// eligibility' starts the run. The server parses the same schema (src/domain/bulk-eligibility).
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { BulkEligibilityFilters, DEFAULT_FILTERS } from '../../../domain/bulk-eligibility/bulk-eligibility';
import { DEFAULT_ELIGIBILITY_DAYS } from '../../../domain/coverage/eligibility';
import { ADMISSION_FILTERS } from '../../../domain/patients/admission-status';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { MultiSelectField } from '../../../ui/form/multi-select-field';
import { SelectField } from '../../../ui/form/select-field';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { type BulkRun, bulkFilterChoicesQuery, bulkPreviewQuery, requestBulkEligibility } from '../bulk-eligibility-api';

const ADMISSION_CHOICES = ADMISSION_FILTERS.map((f) => ({ value: f.key, label: f.label }));

export function BulkFiltersForm({ onStarted }: { onStarted: (run: BulkRun) => void }) {
  const queryClient = useQueryClient();
  const choices = useQuery(bulkFilterChoicesQuery());
  const form = useSchemaForm(BulkEligibilityFilters, { defaultValues: { ...DEFAULT_FILTERS, payerId: '', marketId: '' } });
  const watched = form.watch();
  const parsed = v.safeParse(BulkEligibilityFilters, watched);
  const preview = useQuery({ ...bulkPreviewQuery(parsed.success ? parsed.output : DEFAULT_FILTERS), enabled: parsed.success });
  const count = preview.data;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bulk-filters-title">
      <form noValidate onSubmit={form.submitWith(async (filters) => onStarted(await requestBulkEligibility(queryClient, filters)))}>
        <Stack gap="sm">
          <Text id="bulk-filters-title" fw={600}>
            Which patients
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <SelectField
              control={form.control}
              name="payerId"
              label="Insurer"
              placeholder="Every insurer"
              data={choices.data?.insurers ?? []}
              searchable
            />
            <SelectField
              control={form.control}
              name="marketId"
              label="Market"
              placeholder="Every market"
              data={choices.data?.markets ?? []}
              searchable
            />
            <MultiSelectField
              control={form.control}
              name="admissionStatuses"
              label="Admission status"
              placeholder="Any admission status"
              data={ADMISSION_CHOICES}
            />
          </SimpleGrid>
          <CheckboxField control={form.control} name="staleOnly" label={`Not checked in the last ${DEFAULT_ELIGIBILITY_DAYS} days`} />
          {form.formError ? (
            <Text c="red.8" role="alert">
              {form.formError}
            </Text>
          ) : null}
          <Group justify="space-between" wrap="wrap">
            <Text aria-live="polite" data-testid="bulk-preview">
              {count === undefined
                ? 'Counting the coverages…'
                : `${count.toLocaleString('en-US')} ${count === 1 ? 'coverage' : 'coverages'} to check`}
            </Text>
            <Button type="submit" loading={form.formState.isSubmitting} disabled={count === 0}>
              Check eligibility
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
