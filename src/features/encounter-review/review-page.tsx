// One encounter's review (SPEC §2 /encounters-review, §3 Encounter reviews and versions): the
// visit, an open request for changes, its signed versions (who signed, NPI, amendment reasons),
// the narrative PDF, what the latest amendment changed, earlier reviews, and the review form
// while the encounter is signed. reviewer-readonly reads all of it and writes only the review.
import { Alert, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { downloadEncounterNarrative } from '../../api/encounter-narrative';
import { visitTypeLabel } from '../../domain/appointment-status';
import { encounterStateLabel } from '../../domain/encounter-labels';
import { REVIEW_STATUSES, REVIEW_TYPES, type ReviewStatus, type ReviewType } from '../../domain/encounters/reviews';
import { formatCalendarDate, formatDateTime } from '../../domain/format';
import { DownloadButton } from '../../ui/download-button';
import { LinkAnchor } from '../../ui/link-anchor';
import { Section } from '../../ui/section';
import { reviewedEncounterQuery, reviewPatientQuery } from './review-api';
import { ReviewForm } from './review-form';
import { ReviewStateBadge } from './review-state-badge';
import { VersionDiffTable } from './version-diff-table';

const label = <K extends string>(labels: Record<K, string>, code: string): string =>
  Object.hasOwn(labels, code) ? labels[code as K] : code;

export function ReviewPage({ encounterId }: { encounterId: string }) {
  const navigate = useNavigate();
  const { data } = useQuery(reviewedEncounterQuery(encounterId));
  const patient = useQuery({ ...reviewPatientQuery(data?.encounter.patientId ?? ''), enabled: !!data });
  if (!data) return null;
  const { encounter, versions } = data;
  const latest = versions.at(-1);
  const request = encounter.reviewState === 'amendRequested' ? encounter.reviews.at(-1) : undefined;
  const signed = encounter.stateText === 'eSigned';

  return (
    <Stack gap="lg" maw={1040}>
      <LinkAnchor to="/encounters-review" size="sm">
        Back to Encounters Review
      </LinkAnchor>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Review: {patient.data?.name ?? 'Patient'}
          </Title>
          <Text size="sm">
            {visitTypeLabel(encounter.type)} · {encounterStateLabel(encounter)}
            {patient.data ? ` · Born ${formatCalendarDate(patient.data.birthDate)}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            Checked in {encounter.checkedInAt ? formatDateTime(encounter.checkedInAt) : '—'} · Signed{' '}
            {encounter.signedAt ? formatDateTime(encounter.signedAt) : '—'}
          </Text>
        </Stack>
        <ReviewStateBadge state={encounter.reviewState} />
      </Group>

      {request ? (
        <Alert color="orange" variant="light" title="Amendment requested">
          {request.reviewerName} ({label(REVIEW_TYPES, request.type)} review, {formatDateTime(request.recorded)}): {request.text}
        </Alert>
      ) : null}
      {!signed ? (
        <Alert color="blue" variant="light">
          The clinician is amending this encounter; it can be reviewed again once signed.
        </Alert>
      ) : null}

      <Section title="Versions">
        <Stack gap="sm">
          {versions.length === 0 ? (
            <Text size="sm">Not signed yet.</Text>
          ) : (
            <Table striped withTableBorder layout="fixed" aria-label="Signed versions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={90}>Version</Table.Th>
                  <Table.Th>Signed</Table.Th>
                  <Table.Th>Amendment</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {versions.map((v) => (
                  <Table.Tr key={v.id}>
                    <Table.Td>
                      {v.version}
                      <Text size="xs" c="dimmed">
                        {v.status}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(v.signedAt)}</Text>
                      <Text size="xs" c="dimmed">
                        {v.clinician?.name ?? '—'}
                        {v.clinician?.npi ? `, NPI ${v.clinician.npi}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {v.amendClinician ? (
                        <Text size="sm">
                          {v.amendClinician.name}
                          {v.amendClinician.npi ? `, NPI ${v.amendClinician.npi}` : ''}
                        </Text>
                      ) : null}
                      <Text size="xs" c="dimmed">
                        {v.reasons.length ? v.reasons.join('; ') : '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <DownloadButton label="Narrative PDF" download={() => downloadEncounterNarrative(encounter.id)} />
        </Stack>
      </Section>

      {latest && latest.version > 1 ? <VersionDiffTable encounterId={encounter.id} from={latest.version - 1} to={latest.version} /> : null}

      {encounter.reviews.length > 0 ? (
        <Section title="Reviews">
          <Stack gap="xs">
            {[...encounter.reviews].reverse().map((r) => (
              <Text key={r.id} size="sm">
                <strong>{label(REVIEW_STATUSES, r.status as ReviewStatus)}</strong> · {label(REVIEW_TYPES, r.type as ReviewType)} ·{' '}
                {r.reviewerName}, {formatDateTime(r.recorded)}
                {r.text ? `: ${r.text}` : ''}
              </Text>
            ))}
          </Stack>
        </Section>
      ) : null}

      {signed ? (
        <Section title="Your review">
          <ReviewForm encounter={encounter} onDone={() => void navigate({ to: '/encounters-review' })} />
        </Section>
      ) : null}
    </Stack>
  );
}
