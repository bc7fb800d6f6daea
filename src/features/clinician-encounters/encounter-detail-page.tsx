// SPEC §2 /clinician-encounters/{appointmentId}: one visit's encounter: the visit, its signed
// versions (SPEC §3: compositionId and status; the clinician, onsite provider and amending
// clinician with name, NPI and last update; the reasons) each with its narrative PDF as that
// signature left it, and the additional actions status (SPEC §7 GetAdditionalActionsStatus: the
// patient's orders and problems by status, their admission status and discharge date).
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { downloadEncounterNarrative } from '../../api/encounter-narrative';
import { visitTypeLabel } from '../../domain/appointment-status';
import { encounterStateLabel } from '../../domain/encounter-labels';
import { formatCalendarDate, formatDateTime } from '../../domain/format';
import { DownloadButton } from '../../ui/download-button';
import { LinkAnchor } from '../../ui/link-anchor';
import { Section } from '../../ui/section';
import { type EncounterRecordDetails, encounterDetailsQuery, type VisitEncounter, visitEncounterQuery } from './encounter-list-api';

type Version = EncounterRecordDetails['GetEncounterVersion'][number];
type Signer = Version['clinician'];

const signer = (who: Signer | undefined, at?: string) =>
  who ? `${who.name}${who.npi ? `, NPI ${who.npi}` : ''}${at ? ` (last update ${formatDateTime(at)})` : ''}` : '—';

function Counts({ label, counts }: { label: string; counts: { draft: number; active: number; count: number } }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm">
        {counts.active} active · {counts.draft} draft · {counts.count} in all
      </Text>
    </div>
  );
}

function Versions({ encounter, versions }: { encounter: VisitEncounter; versions: readonly Version[] }) {
  if (versions.length === 0) return <Text size="sm">Not signed yet.</Text>;
  return (
    <Stack gap="sm">
      {versions.map((v) => (
        <Stack key={v.id} gap={4} pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <Text fw={600}>
            Version {v.version} · {v.status} · signed {formatDateTime(v.signedAt)}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Composition {v.id}
          </Text>
          <Text size="sm">Clinician: {signer(v.clinician, v.lastUpdated)}</Text>
          {v.onsiteProvider ? <Text size="sm">Onsite provider: {signer(v.onsiteProvider)}</Text> : null}
          {v.amendClinician ? <Text size="sm">Amended by: {signer(v.amendClinician)}</Text> : null}
          {v.reasons.length ? <Text size="sm">Reasons: {v.reasons.join('; ')}</Text> : null}
          <DownloadButton label={`Version ${v.version} PDF`} download={() => downloadEncounterNarrative(encounter.id, v.version)} />
        </Stack>
      ))}
    </Stack>
  );
}

export function EncounterDetailPage({ appointmentId }: { appointmentId: string }) {
  const { data: encounter } = useQuery(visitEncounterQuery(appointmentId));
  const details = useQuery({ ...encounterDetailsQuery(encounter ?? { id: '', patientId: '' }), enabled: !!encounter });
  if (encounter === undefined) return null;
  const back = (
    <LinkAnchor to="/clinician-encounters" size="sm">
      Back to Encounters
    </LinkAnchor>
  );
  if (encounter === null) {
    return (
      <Stack gap="lg" maw={1040}>
        {back}
        <Title order={1} size="h2">
          Encounter
        </Title>
        <Alert color="blue" variant="light">
          This visit has no encounter yet: it starts when the clinician checks in.
        </Alert>
      </Stack>
    );
  }
  const patient = details.data?.Patient;
  const actions = details.data?.GetAdditionalActionsStatus;
  return (
    <Stack gap="lg" maw={1040}>
      {back}
      <Stack gap={2}>
        <Title order={1} size="h2">
          Encounter: {patient?.name ?? encounter.patientName ?? 'Patient'}
        </Title>
        <Text size="sm">
          {visitTypeLabel(encounter.type)} · {encounter.deliveryType === 'telehealth' ? 'Telehealth' : 'In person'} ·{' '}
          {encounterStateLabel(encounter)}
          {patient ? ` · Born ${formatCalendarDate(patient.birthDate)}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          Checked in {encounter.checkedInAt ? formatDateTime(encounter.checkedInAt) : '—'} · Checked out{' '}
          {encounter.checkedOutAt ? formatDateTime(encounter.checkedOutAt) : '—'}
          {encounter.cancelReason ? ` · Canceled: ${encounter.cancelReason}` : ''}
        </Text>
        <LinkAnchor to="/patients/$id" params={{ id: encounter.patientId }} size="sm">
          Open the patient's chart
        </LinkAnchor>
      </Stack>
      <Section title="Additional actions">
        {actions ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Counts label="Orders" counts={actions.orderDetails} />
            <Counts label="Problems" counts={actions.problemDetails} />
            <div>
              <Text size="sm" fw={600}>
                Patient
              </Text>
              <Text size="sm">
                {actions.patientDetails.status ? `Admission ${actions.patientDetails.status}` : 'Never admitted'}
                {actions.patientDetails.dischargedOn ? ` · discharged ${formatDateTime(actions.patientDetails.dischargedOn)}` : ''}
              </Text>
            </div>
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        )}
      </Section>
      <Section title="Versions">
        {details.data ? <Versions encounter={encounter} versions={details.data.GetEncounterVersion} /> : null}
      </Section>
    </Stack>
  );
}
