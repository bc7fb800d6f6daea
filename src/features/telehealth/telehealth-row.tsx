// One telehealth encounter of the lists (SPEC §2 /telemedicine, /my-encounters): the patient (to
// the chart), the telemedicine status, when it was requested (SPEC §9 MM/dd/yyyy hh:mm a, in the
// patient's state's zone) and how long it waited, who asked and who took it, the home health
// agency (SPEC §8 'No home health assigned for this patient'), and the meeting link when given.
// `actions` is the screen's own (My Encounters' 'Close session').
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDateTime, maskPhone, telHref, zoneAbbreviation } from '../../domain/format';
import { MESSAGES } from '../../domain/messages';
import { telemedicineStatusColor, telemedicineStatusLabel } from '../../domain/telehealth/telemedicine-status';
import { waitedFor } from '../../domain/telehealth/waited-time';
import { timeZoneForState } from '../../domain/time-zone';
import { LinkAnchor } from '../../ui/link-anchor';
import { StatusBadge } from '../../ui/status-badge';
import classes from './telehealth.module.css';
import type { TelehealthListItem } from './telehealth-api';

const NOT_AVAILABLE = 'Not Available';

export function TelehealthRow({ row, now, actions }: { row: TelehealthListItem; now: Date; actions?: ReactNode }) {
  const zone = timeZoneForState(row.patientState);
  const waited = waitedFor(row, now);
  return (
    <Stack className={classes.row} gap="xs">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <LinkAnchor to="/patients/$id" params={{ id: row.patientId }} fw={600} size="lg">
          {row.patientName}
        </LinkAnchor>
        <StatusBadge label={telemedicineStatusLabel(row.telemedicineStatus)} color={telemedicineStatusColor(row.telemedicineStatus)} />
      </Group>
      <dl className={classes.facts}>
        <Fact label="Requested at">
          {formatDateTime(row.requestedAt, zone)} {zoneAbbreviation(row.requestedAt, zone)}
        </Fact>
        <Fact label="Waited">{waited ?? NOT_AVAILABLE}</Fact>
        <Fact label="Requested by">{row.requestedByName ?? NOT_AVAILABLE}</Fact>
        <Fact label="Clinician">{row.clinicianName ?? NOT_AVAILABLE}</Fact>
        <Fact label="Home health">{row.homeHealthName ?? MESSAGES.noHomeHealth}</Fact>
        {row.onsiteProviderPhone ? (
          <Fact label="Onsite provider">
            <Anchor href={telHref(row.onsiteProviderPhone)}>{maskPhone(row.onsiteProviderPhone)}</Anchor>
          </Fact>
        ) : null}
      </dl>
      {row.meetingUrl || actions ? (
        <Group gap="sm" wrap="wrap">
          {row.meetingUrl ? (
            // The video itself is outside the EMR: its own tab, with no handle back to this one.
            <Anchor
              href={row.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`Join meeting with ${row.patientName} (opens in a new tab)`}
            >
              <Group component="span" gap={4} wrap="nowrap">
                Join meeting
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : null}
          {actions}
        </Group>
      ) : null}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm">
        {children}
      </Text>
    </div>
  );
}
