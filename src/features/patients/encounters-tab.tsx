// SPEC §2 chart tab 7 'Encounters': the patient's encounters, newest first, each with its date and
// time (in the patient's time zone, SPEC §9), visit type, clinician, state (SPEC §3 statuses and
// workflow states, §4 signed states, with its colour) and delivery type; 25 at a time with 'Load
// more'. The server keeps a clinician to their own visits and a reviewer to signed ones.
import { Group, Stack, Text } from '@mantine/core';
import { useSessionUser } from '../../api/use-session';
import { formatDateTime } from '../../domain/format';
import { refusalOf } from '../../domain/operation-permissions';
import { deliveryTypeLabel, encounterStateStyle, visitTypeName } from '../../domain/patients/visit-labels';
import { Section } from '../../ui/section';
import { StatusBadge } from '../../ui/status-badge';
import { type ChartEncounterItem, patientEncounterListQuery } from './chart-visits-api';
import { PagedRows } from './paged-rows';
import classes from './patients.module.css';

function EncounterRow({ encounter: e, timeZone }: { encounter: ChartEncounterItem; timeZone: string }) {
  const state = encounterStateStyle(e);
  return (
    <Group className={classes.row} justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2} miw={0}>
        <Text fw={600}>{e.start ? formatDateTime(e.start, timeZone) : 'Not scheduled'}</Text>
        <Text size="sm">{visitTypeName(e.type)}</Text>
        <Text size="sm" c="dimmed">
          {[e.clinicianName ?? 'No clinician', deliveryTypeLabel(e.deliveryType)].join(' · ')}
          {e.status === 'cancelled' && e.cancelReason ? ` · ${e.cancelReason}` : ''}
        </Text>
      </Stack>
      <StatusBadge label={state.label} color={state.color} />
    </Group>
  );
}

export function EncountersTab({ patientId, timeZone }: { patientId: string; timeZone: string }) {
  // SPEC §6: external users see no encounters.
  const allowed = refusalOf(useSessionUser(), 'Query.PatientEncounterList') === null;
  return (
    <Section title="Encounters">
      {allowed ? (
        <PagedRows
          label="Encounters"
          query={patientEncounterListQuery(patientId)}
          rowKey={(e) => e.id}
          renderRow={(e) => <EncounterRow encounter={e} timeZone={timeZone} />}
        />
      ) : (
        <Text c="dimmed">Encounters are not shown to your role.</Text>
      )}
    </Section>
  );
}
