// SPEC §2 Form Config, a form's items: each item's visible and required attributes (SPEC §3; only
// an item that holds an answer can be required), 'Preview' to see the form as a clinician will with
// the changes, before anything is saved, and 'Publish' to make them the form's next version
// (encounters documented before keep theirs).
import { Alert, Badge, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { displayError } from '../../../domain/errors';
import { applyItemSettings, canRequire, changedSettings, type ItemSetting, itemSettings } from '../../../domain/forms/form-config';
import { walkItems } from '../../../domain/forms/questionnaire';
import { asQuestionnaire, type FormItem, usePublishForm } from './form-config-api';
import { FormPreview } from './form-preview';

export function FormItemsEditor({ form }: { form: FormItem }) {
  const questionnaire = useMemo(() => asQuestionnaire(form), [form]);
  const [settings, setSettings] = useState<ItemSetting[]>(() => itemSettings(questionnaire));
  const [previewing, setPreviewing] = useState(false);
  const publish = usePublishForm();
  const changed = changedSettings(questionnaire, settings);
  const draft = useMemo(() => {
    const applied = applyItemSettings(questionnaire, settings);
    return applied.ok ? applied.questionnaire : questionnaire;
  }, [questionnaire, settings]);
  const rows = useMemo(() => [...walkItems(questionnaire.items)], [questionnaire]);
  const set = (linkId: string, change: Partial<ItemSetting>) =>
    setSettings(settings.map((s) => (s.linkId === linkId ? { ...s, ...change } : s)));

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          Version {form.versionId}
          {changed.length ? ` · ${changed.length} item${changed.length === 1 ? '' : 's'} changed, not yet published` : ''}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => setPreviewing(true)}>
            Preview
          </Button>
          <Button
            variant="default"
            disabled={!changed.length || publish.isPending}
            onClick={() => setSettings(itemSettings(questionnaire))}
          >
            Cancel
          </Button>
          <Button disabled={!changed.length} loading={publish.isPending} onClick={() => publish.mutate({ form, items: changed })}>
            Publish
          </Button>
        </Group>
      </Group>
      {publish.isError ? (
        <Alert color="red" role="alert" title="Error">
          {displayError(publish.error.message)}
        </Alert>
      ) : null}
      {publish.isSuccess && !changed.length ? (
        <Alert color="teal" role="status">
          Version {publish.data.versionId} is published: encounters documented from now on use it; those documented before keep theirs.
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={`${form.title} items`} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Visible</Table.Th>
              <Table.Th>Required</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ item, depth }) => {
              const setting = settings.find((s) => s.linkId === item.linkId);
              if (!setting) return null;
              const name = item.text || item.linkId;
              return (
                <Table.Tr key={item.linkId}>
                  <Table.Td pl={`calc(var(--mantine-spacing-xs) + ${(depth - 1) * 1.25}rem)`}>
                    <Text size="sm" fw={item.type === 'group' ? 600 : 400}>
                      {name}
                    </Text>
                    {item.type === 'group' || item.type === 'display' ? (
                      <Badge size="xs" variant="light" color="gray">
                        {item.type === 'group' ? 'Section' : 'Text'}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`${name}: visible`}
                      checked={setting.visible}
                      onChange={(e) => set(item.linkId, { visible: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    {canRequire(item) ? (
                      <Switch
                        aria-label={`${name}: required`}
                        checked={setting.required}
                        onChange={(e) => set(item.linkId, { required: e.currentTarget.checked })}
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {previewing ? <FormPreview questionnaire={draft} onClose={() => setPreviewing(false)} /> : null}
    </Stack>
  );
}
