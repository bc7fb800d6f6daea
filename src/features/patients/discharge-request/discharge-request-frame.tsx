// The frame of the discharge request screens: the chart (header and tabs, Admissions open), the
// way back to the Admissions tab, and the admission the request belongs to (its period and its
// SPEC §4 label).
import { Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../../domain/format';
import { admissionColor, admissionLabel, isAdmissionStatus } from '../../../domain/patients/admission-status';
import { LinkAnchor } from '../../../ui/link-anchor';
import { Section } from '../../../ui/section';
import { StatusBadge } from '../../../ui/status-badge';
import { type AdmissionItem, admissionListQuery } from '../chart-api';
import { ChartLayout } from '../chart-layout';

const day = (iso: string | null | undefined) => (iso ? formatCalendarDate(iso.slice(0, 10)) : null);

function AdmissionLine({ admission }: { admission: AdmissionItem }) {
  return (
    <Group gap="sm" mb="md">
      <Text size="sm">
        Admission {day(admission.periodStart)} – {day(admission.periodEnd) ?? 'ongoing'}
      </Text>
      {isAdmissionStatus(admission.status) ? (
        <StatusBadge label={admissionLabel(admission.status)} color={admissionColor(admission.status)} size="md" />
      ) : null}
    </Group>
  );
}

export function DischargeRequestFrame({
  patientId,
  admissionId,
  title,
  action,
  children,
}: {
  patientId: string;
  admissionId: string;
  title: string;
  action?: ReactNode;
  children: (admission: AdmissionItem | null) => ReactNode;
}) {
  const { data: admissions } = useSuspenseQuery(admissionListQuery(patientId));
  const admission = admissions.find((a) => a.id === admissionId) ?? null;
  return (
    <ChartLayout patientId={patientId} active="admissions">
      <Stack gap="sm">
        <LinkAnchor to="/patients/$id/$tab" params={{ id: patientId, tab: 'admissions' }} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Back to Admissions
          </Group>
        </LinkAnchor>
        <Section title={title} action={action}>
          {admission ? <AdmissionLine admission={admission} /> : null}
          {children(admission)}
        </Section>
      </Stack>
    </ChartLayout>
  );
}
