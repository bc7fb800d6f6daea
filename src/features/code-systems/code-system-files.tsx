// Import and export of a code system's codes (SPEC §2 code systems, so a clinic can move its
// formulary in): 'Export' gives the draft as a FHIR R4 CodeSystem (JSON) or a CSV file; 'Import'
// reads a .json (a FHIR CodeSystem, ValueSet or Bundle) or .csv file (code and display, optionally
// status and category) into the draft, which is then published as any other change. The server
// checks every row and refuses a file with a bad one, naming the row.
import { Alert, Button, FileButton, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileImport } from '@tabler/icons-react';
import { displayError } from '../../domain/errors';
import { type CodeSystemItem, useExportCodeSystem, useImportCodeSystem } from './code-systems-api';

const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function CodeSystemFileActions({ system }: { system: Pick<CodeSystemItem, 'id' | 'draftVersion' | 'membersFrom'> }) {
  const exportFile = useExportCodeSystem(system.id);
  const importFile = useImportCodeSystem(system);
  const error = exportFile.error ?? importFile.error;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Menu position="bottom-start">
          <Menu.Target>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              loading={exportFile.isPending}
            >
              Export
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => exportFile.mutate('fhir')}>FHIR CodeSystem (JSON)</Menu.Item>
            <Menu.Item onClick={() => exportFile.mutate('csv')}>CSV</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <FileButton
          accept=".json,.csv,application/json,application/fhir+json,text/csv"
          onChange={(file) => {
            if (file) importFile.mutate(file);
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              leftSection={<IconFileImport size={16} aria-hidden />}
              loading={importFile.isPending}
            >
              Import
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          A FHIR CodeSystem, ValueSet or Bundle (.json), or a CSV file with the columns code and display (and optionally status and
          category){system.membersFrom ? ', and members: the orders, separated by spaces' : ''}.
        </Text>
      </Group>
      {error ? (
        <Alert color="red" role="alert" title="Error">
          {displayError(error.message)}
        </Alert>
      ) : null}
      {importFile.isSuccess ? (
        <Alert color="teal" role="status">
          Imported into the draft: {counted(importFile.data.added, 'code')} added, {counted(importFile.data.updated, 'code')} changed,{' '}
          {importFile.data.unchanged} unchanged. Publish to make them the next version.
        </Alert>
      ) : null}
    </Stack>
  );
}
