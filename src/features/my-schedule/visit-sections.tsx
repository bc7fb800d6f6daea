import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconMap2, IconRoute } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { encounterStateLabel, isCheckedInOrOut } from '../../domain/encounter-labels';
import { reviewTypeLabel } from '../../domain/encounters/reviews';
import { formatCalendarDate, formatDateTime, formatDayLabel, maskPhone, telHref } from '../../domain/format';
import { titleFromCode } from '../../domain/initials';
import type { Visit } from '../../offline/schedule-store';
import { LinkButton } from '../../ui/link-button';
import { Section } from '../../ui/section';
import { StatusBadge } from '../../ui/status-badge';
import { addressText, directionsUrl } from './visit-address';
import { NotSyncedBadge } from './visit-card';
import { visitBadges } from './visit-style';
import type { VisitTime } from './visit-time';

export const AUTHORIZATION_MISSING = 'An active authorization has not been attached to this encounter.';
export const NO_PATIENT_AUTHORIZATION = 'No authorization attached for this patient';
const NOT_AVAILABLE = 'Not Available';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** The visit's heading: the patient, when (in the patient's zone), the type and the status. */
export function VisitHeader({ visit, time }: { visit: Visit; time: VisitTime }) {
  const { status, type } = visitBadges(visit);
  const { weekday, date } = formatDayLabel(time.day);
  return (
    <Stack gap={6}>
      <Title order={1} lh={1.2} id="visit-title">
        {visit.patient.name}
      </Title>
      <Text fz="lg" fw={600}>
        {weekday} {date} · {time.start} – {time.end}{' '}
        <Text span c="dimmed" fz="sm">
          {time.abbreviation}
        </Text>
      </Text>
      <Group gap={6}>
        <Badge variant="outline" color="dark" radius="sm" size="lg" tt="none">
          {type}
        </Badge>
        <StatusBadge label={status.label} color={status.color} />
        <NotSyncedBadge count={visit.pendingCount} />
      </Group>
    </Stack>
  );
}

export function EncounterSection({ visit, time }: { visit: Visit; time: VisitTime }) {
  const e = visit.encounter;
  const signed = e?.stateText === 'eSigned';
  return (
    <Section title="Encounter">
      <Stack gap="sm">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          <Field label="State">{encounterStateLabel(e)}</Field>
          {e?.checkedInAt ? <Field label="Check-in time">{formatDateTime(e.checkedInAt, time.zone)}</Field> : null}
          {e?.checkedOutAt ? <Field label="Check-out time">{formatDateTime(e.checkedOutAt, time.zone)}</Field> : null}
          {e?.status === 'cancelled' ? <Field label="Cancel reason">{e.cancelReason || NOT_AVAILABLE}</Field> : null}
        </SimpleGrid>
        {signed ? (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={20} aria-hidden style={{ flex: 'none' }} color="var(--mantine-color-green-8)" />
            <Text fw={600}>{e.signedAt ? `Signed ${formatDateTime(e.signedAt, time.zone)}` : 'Signed'}</Text>
          </Group>
        ) : null}
        {e?.amendRequest ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Amendment requested" role="status">
            {e.amendRequest.reviewerName} ({reviewTypeLabel(e.amendRequest.type)} review,{' '}
            {formatDateTime(e.amendRequest.recorded, time.zone)}): {e.amendRequest.text}
            {e.stateText === 'eSigned' ? ' Amend the visit, correct it and sign again.' : ' Correct the visit and sign again.'}
          </Alert>
        ) : null}
        {isCheckedInOrOut(e) && e?.hasActiveAuthorization === false ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} py="xs">
            {AUTHORIZATION_MISSING}
          </Alert>
        ) : null}
      </Stack>
    </Section>
  );
}

export function PatientSection({ visit }: { visit: Visit }) {
  const p = visit.patient;
  return (
    <Section title="Patient">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        <Field label="Age">{p.age ?? NOT_AVAILABLE}</Field>
        <Field label="Gender">{p.gender ? titleFromCode(p.gender) : NOT_AVAILABLE}</Field>
        <Field label="Date of Birth">{p.birthDate ? formatCalendarDate(p.birthDate) : NOT_AVAILABLE}</Field>
        <Field label="Phone Number">
          {p.phone ? (
            <Anchor href={telHref(p.phone)} fw={600}>
              {maskPhone(p.phone)}
            </Anchor>
          ) : (
            NOT_AVAILABLE
          )}
        </Field>
        <Field label="Payer">{p.payerName || NOT_AVAILABLE}</Field>
      </SimpleGrid>
      <Group gap={6} mt="md" wrap="nowrap" c="dimmed">
        <IconInfoCircle size={18} aria-hidden style={{ flex: 'none' }} />
        <Text size="sm">{NO_PATIENT_AUTHORIZATION}</Text>
      </Group>
    </Section>
  );
}

export function AddressSection({ visit }: { visit: Visit }) {
  const address = visit.appointment.address ?? visit.patient.address;
  const text = addressText(address);
  const directions = directionsUrl(address);
  return (
    <Section title="Address">
      <Stack gap="sm">
        <Text style={{ overflowWrap: 'anywhere' }}>{text || NOT_AVAILABLE}</Text>
        <Group gap="sm">
          {directions ? (
            <Button
              component="a"
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconRoute size={18} aria-hidden />}
            >
              Directions
            </Button>
          ) : null}
          <LinkButton
            to="/my-schedule/view/$id/map"
            params={{ id: visit.appointment.id }}
            variant="default"
            leftSection={<IconMap2 size={18} aria-hidden />}
          >
            Show on map
          </LinkButton>
        </Group>
      </Stack>
    </Section>
  );
}
