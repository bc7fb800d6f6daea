// SPEC §2 /pcc-config, /th-clinician and /lead-clinician (permission settings): the users of the
// kind's job functions by name, with what each covers; 25 at a time with 'Load more'. One page
// for the three kinds, titled as the menu labels them.
import { Stack, Text, Title } from '@mantine/core';
import { COVERAGE, COVERAGE_FIELD_LABELS, type CoverageKind } from '../../domain/administration/coverage';
import { SearchableList } from '../../ui/list/searchable-list';
import { CoverageRow } from './components/coverage-row';
import { coverageListQuery } from './staff-coverage-api';

export function CoverageListPage({ kind }: { kind: CoverageKind }) {
  const rule = COVERAGE[kind];
  const sets = rule.fields.map((f) => COVERAGE_FIELD_LABELS[f].toLowerCase()).join(' and ');
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {rule.title}
        </Title>
        <Text c="dimmed">Choose a user to see or change their {sets}.</Text>
      </Stack>
      <SearchableList
        label={rule.title}
        searchLabel="Search users"
        searchPlaceholder="Name or e-mail"
        query={coverageListQuery(kind)}
        rowKey={(item) => item.userId}
        renderRow={(item) => <CoverageRow kind={kind} item={item} />}
      />
    </Stack>
  );
}
