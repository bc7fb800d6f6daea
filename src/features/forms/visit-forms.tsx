// The encounter screen's forms (issue 4): each listed form with its state, opened from here.
// Shown once the visit has an encounter that is not cancelled; read from the device, offline too.
import { Group, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { EncounterRecord } from '../../offline/device-db';
import { observeVisitForms } from '../../offline/forms-store';
import { LinkButton } from '../../ui/link-button';
import { Section } from '../../ui/section';
import { StatusBadge } from '../../ui/status-badge';
import { useLive } from '../../ui/use-live';
import { FORM_STATUS_STYLE } from './form-status';
import { NarrativeDownload } from './narrative-download';

export function VisitFormsSection({
  userId,
  appointmentId,
  encounter,
  pendingCount,
}: {
  userId: string;
  appointmentId: string;
  encounter: EncounterRecord;
  /** Outbox entries of the encounter still waiting (the PDF shows what the server holds). */
  pendingCount: number;
}) {
  const view = useLive(() => observeVisitForms(userId, encounter), [userId, encounter]);
  if (!view) return null;
  return (
    <Section
      title="Documentation"
      action={<NarrativeDownload encounterId={encounter.id} synced={!encounter.pendingSync && pendingCount === 0} />}
    >
      {view.forms.length === 0 ? (
        <Text c="dimmed">No forms are planned for this visit type.</Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Forms">
          {view.forms.map((form) => {
            const style = FORM_STATUS_STYLE[form.status];
            return (
              <Group
                key={form.code}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Stack gap={4} miw={0}>
                  <Text fw={600}>{form.title}</Text>
                  <Group gap="xs">
                    <StatusBadge label={style.label} color={style.color} size="md" aria-label={`${form.title}: ${style.label}`} />
                    <Text size="sm" c="dimmed">
                      {form.required ? 'Required before e-sign' : 'Optional'}
                      {form.pendingSync ? ' · Not synced yet' : ''}
                    </Text>
                  </Group>
                </Stack>
                <LinkButton
                  to="/my-schedule/view/$id/forms/$code"
                  params={{ id: appointmentId, code: form.code }}
                  variant="default"
                  rightSection={<IconChevronRight size={16} aria-hidden />}
                  aria-label={`Open ${form.title}`}
                  style={{ flexShrink: 0 }}
                >
                  Open
                </LinkButton>
              </Group>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}
