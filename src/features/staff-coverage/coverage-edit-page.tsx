// SPEC §2 /pcc-config/{userId}/edit, /th-clinician/{clinicianId}/edit, /lead-clinician/{clinicianId}/edit:
// the user's coverage as a form; Save, then back to their page (the saved config cached, the list
// and history read again). One page for the three kinds.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { COVERAGE, type CoverageKind } from '../../domain/administration/coverage';
import { LinkAnchor } from '../../ui/link-anchor';
import { CoverageForm } from './coverage-form';
import { coverageDetailPath } from './coverage-paths';
import { afterCoverageSaved, type CoverageItem, coverageMarketsQuery, coverageQuery, updateCoverage } from './staff-coverage-api';

export function CoverageEditPage({ kind, userId }: { kind: CoverageKind; userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(coverageQuery(kind, userId));
  const needsMarkets = COVERAGE[kind].fields.includes('marketIds');
  const markets = useQuery({ ...coverageMarketsQuery(), enabled: needsMarkets });
  const saved = useRef<CoverageItem | null>(null);
  const toDetail = () => navigate({ to: coverageDetailPath(kind, userId) });

  return (
    <Stack gap="lg" maw={720}>
      <LinkAnchor to={coverageDetailPath(kind, userId)} size="sm">
        Back to {data.config.name}
      </LinkAnchor>
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          Edit {data.config.name}
        </Title>
        <Text c="dimmed">{COVERAGE[kind].title}</Text>
      </Stack>
      {markets.isError ? (
        <Text c="red.8" role="alert">
          The markets could not be loaded; the saved ones are still shown.
        </Text>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <CoverageForm
          kind={kind}
          item={data.config}
          choices={{ markets: markets.data ?? [], clinicians: data.clinicianChoices }}
          onSave={async (values) => {
            saved.current = await updateCoverage(kind, userId, data.config.versionId, values);
          }}
          onCancel={() => void toDetail()}
          onSaved={() => {
            const item = saved.current;
            void (item ? afterCoverageSaved(queryClient, item) : Promise.resolve()).then(() => toDetail());
          }}
        />
      </Paper>
    </Stack>
  );
}
