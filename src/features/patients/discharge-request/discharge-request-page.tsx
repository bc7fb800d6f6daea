// SPEC §2 /patients/{patientId}/admissions/{admissionId}/discharge-request/{requestId}: the
// request (status with its label and colour, requested date, disposition, discharge option,
// reason, notes, who filed it and when) and every version of it with who and when. An open
// request offers 'Edit' to a user the server lets change the chart.
import { Box, SimpleGrid, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSessionUser } from '../../../api/use-session';
import { mayChangeChart } from '../../../domain/chart/chart-record-access';
import { formatCalendarDate, formatDateTime } from '../../../domain/format';
import {
  dischargeOptionLabel,
  dischargeRequestStatusStyle,
  dispositionLabel,
  isOpenRequest,
} from '../../../domain/patients/discharge-request-rules';
import { LinkButton } from '../../../ui/link-button';
import { StatusBadge } from '../../../ui/status-badge';
import { patientChartQuery } from '../chart-api';
import { dischargeRequestQuery } from './discharge-request-api';
import { DischargeRequestFrame } from './discharge-request-frame';
import { DischargeRequestHistory } from './discharge-request-history';

const NOT_AVAILABLE = 'Not Available';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Box component="dd" m={0} fw={500} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children ?? NOT_AVAILABLE}
      </Box>
    </Box>
  );
}

export function DischargeRequestPage({ patientId, admissionId, requestId }: { patientId: string; admissionId: string; requestId: string }) {
  const { data: request } = useSuspenseQuery(dischargeRequestQuery(requestId));
  const { data: chart } = useSuspenseQuery(patientChartQuery(patientId));
  const zone = chart.demographics.timeZone;
  const status = dischargeRequestStatusStyle(request.status);
  const user = useSessionUser();
  const mayEdit = isOpenRequest(request.status) && mayChangeChart(user, 'Mutation.updateDischargeRequest');
  const edit = mayEdit ? (
    <LinkButton
      to="/patients/$id/admissions/$admissionId/discharge-request/$requestId/edit"
      params={{ id: patientId, admissionId, requestId }}
      size="sm"
      variant="default"
      leftSection={<IconPencil size={16} aria-hidden />}
    >
      Edit
    </LinkButton>
  ) : null;

  return (
    <DischargeRequestFrame patientId={patientId} admissionId={admissionId} title="Discharge request" action={edit}>
      {() => (
        <>
          <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
            <Field label="Status">
              <StatusBadge label={status.label} color={status.color} size="md" />
            </Field>
            <Field label="Requested date">{request.requestedDate ? formatCalendarDate(request.requestedDate) : null}</Field>
            <Field label="Disposition">{dispositionLabel(request.disposition)}</Field>
            <Field label="Discharge option">{dischargeOptionLabel(request.dischargeOption)}</Field>
            <Field label="Requested by">{request.requestedBy}</Field>
            <Field label="Filed on">{formatDateTime(request.requestedOn, zone)}</Field>
          </SimpleGrid>
          <SimpleGrid component="dl" mt="md" mb={0} cols={1} spacing="md">
            <Field label="Reason">{request.reasonDisplay}</Field>
            <Field label="Notes">{request.notes}</Field>
          </SimpleGrid>
          <DischargeRequestHistory requestId={request.id} timeZone={zone} />
        </>
      )}
    </DischargeRequestFrame>
  );
}
