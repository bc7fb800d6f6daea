// A code system's page (SPEC §2 clinical config sections and administrative code systems): its
// codes as the draft holds them, searchable, each with its status; 'Add' and 'Edit' change the
// draft (concept-dialog.tsx), 'Publish' makes the draft the next version that the forms and the
// chart read (expandValueSet); 'Export' and 'Import' move its codes out and in as FHIR JSON or CSV
// (code-system-files.tsx). The versions published so far and the change history follow.
import { Alert, Button, ColorSwatch, Group, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { displayError } from '../../domain/errors';
import type { CodeSystemDefinition, ConceptStatus } from '../../domain/terminology/code-systems';
import { ChangeHistory } from '../../ui/audit/change-history';
import { PageLoader } from '../../ui/page-loader';
import { CodeSystemFileActions } from './code-system-files';
import { type ConceptItem, codeSystemQuery, usePublish } from './code-systems-api';
import { ConceptDialog, categoryLabel, STATUS_LABELS, useMemberNames } from './concept-dialog';

// The status is read in the text's own colour (AA on striped and hovered rows); a dot marks it.
const STATUS_COLORS: Record<ConceptStatus, string> = { active: 'teal', inactive: 'gray', 'entered-in-error': 'red', unknown: 'yellow' };

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function CodeSystemPage({ definition }: { definition: CodeSystemDefinition }) {
  const query = useQuery(codeSystemQuery(definition.id));
  const [editing, setEditing] = useState<ConceptItem | 'new' | null>(null);
  const [term, setTerm] = useState('');
  const system = query.data;
  const memberNames = useMemberNames(definition);
  const publish = usePublish(system ?? { id: definition.id, draftVersion: 0 });
  const shown = useMemo(() => {
    const words = term.trim().toLowerCase();
    const all = system?.concepts ?? [];
    return words ? all.filter((c) => `${c.code} ${c.display}`.toLowerCase().includes(words)) : all;
  }, [system, term]);

  if (query.isPending) return <PageLoader />;
  if (query.isError || !system)
    return (
      <Alert color="red" role="alert" title="Error">
        {displayError(query.error?.message ?? '')}
      </Alert>
    );

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{definition.title}</Title>
          <Text c="dimmed" size="sm">
            {system.publishedVersion ? `Published version ${system.publishedVersion}` : 'Not published yet'}
            {system.draftChanged ? ' · The draft has changes not yet published' : ' · The draft matches the published version'}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            Add {definition.noun}
          </Button>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!system.draftChanged}
            loading={publish.isPending}
            onClick={() => publish.mutate()}
          >
            Publish
          </Button>
        </Group>
      </Group>
      <CodeSystemFileActions system={system} />
      {publish.isError ? (
        <Alert color="red" role="alert" title="Error">
          {displayError(publish.error.message)}
        </Alert>
      ) : null}
      {publish.isSuccess ? (
        <Alert color="teal" role="status">
          Version {publish.data.publishedVersion} is published: the forms offer it after their next update.
        </Alert>
      ) : null}

      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <TextInput
            label={`Search ${definition.title}`}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={term}
            onChange={(e) => setTerm(e.currentTarget.value)}
            maw={420}
          />
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover aria-label={`${definition.title} codes`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Display</Table.Th>
                  <Table.Th>Code</Table.Th>
                  {definition.categories ? <Table.Th>Category</Table.Th> : null}
                  {definition.membersFrom ? <Table.Th>Orders</Table.Th> : null}
                  <Table.Th>Status</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((c) => (
                  <Table.Tr key={c.code}>
                    <Table.Td>{c.display}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {c.code}
                      </Text>
                    </Table.Td>
                    {definition.categories ? <Table.Td>{c.category ? categoryLabel(c.category) : ''}</Table.Td> : null}
                    {definition.membersFrom ? (
                      <Table.Td>{(c.members ?? []).map((m) => memberNames.get(m) ?? m).join(', ')}</Table.Td>
                    ) : null}
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <ColorSwatch
                          color={`var(--mantine-color-${STATUS_COLORS[c.status as ConceptStatus] ?? 'gray'}-6)`}
                          size={10}
                          aria-hidden
                        />
                        <Text size="sm">{STATUS_LABELS[c.status as ConceptStatus] ?? c.status}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button size="xs" variant="subtle" onClick={() => setEditing(c)} aria-label={`Edit ${c.display}`}>
                        Edit
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {shown.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {term ? 'No code matches the search.' : 'No codes yet.'}
            </Text>
          ) : null}
        </Stack>
      </Paper>

      <Stack gap="xs" component="section" aria-label="Versions">
        <Title order={2} size="h4">
          Versions
        </Title>
        {system.versions.length === 0 ? (
          <Text c="dimmed">Nothing published yet.</Text>
        ) : (
          <Table aria-label="Published versions" maw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th>Codes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {system.versions.map((v) => (
                <Table.Tr key={v.version}>
                  <Table.Td>{v.version}</Table.Td>
                  <Table.Td>{v.status === 'active' ? 'Active' : v.status === 'retired' ? 'Retired' : v.status}</Table.Td>
                  <Table.Td>{dateTime(v.publishedAt)}</Table.Td>
                  <Table.Td>{v.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>

      <ChangeHistory entityType="CodeSystem" entityId={definition.id} />

      {editing ? (
        <ConceptDialog
          system={system}
          definition={definition}
          concept={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
