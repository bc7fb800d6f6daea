// An admission's discharge requests on the Admissions tab (SPEC §2 discharge request paths): each
// request as a link to it with its status (label and colour) and requested date, and 'Request
// discharge' for an active admission, to a user the server lets change the chart, online.
import { Group, Stack } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconFileExport } from '@tabler/icons-react';
import { useSessionUser } from '../../../api/use-session';
import { mayChangeChart } from '../../../domain/chart/chart-record-access';
import { formatCalendarDate } from '../../../domain/format';
import { isAdmissionStatus } from '../../../domain/patients/admission-status';
import { dischargeRequestStatusStyle, mayFileDischargeRequest } from '../../../domain/patients/discharge-request-rules';
import { LinkAnchor } from '../../../ui/link-anchor';
import { LinkButton } from '../../../ui/link-button';
import { StatusBadge } from '../../../ui/status-badge';
import type { AdmissionItem } from '../chart-api';
import type { DischargeRequestItem } from './discharge-request-api';

export function AdmissionDischargeRequests({
  patientId,
  admission,
  requests,
}: {
  patientId: string;
  admission: AdmissionItem;
  requests: readonly DischargeRequestItem[];
}) {
  const { online } = useNetwork();
  const user = useSessionUser();
  const mayFile =
    online &&
    isAdmissionStatus(admission.status) &&
    mayFileDischargeRequest(admission.status) &&
    mayChangeChart(user, 'Mutation.createDischargeRequest');
  if (requests.length === 0 && !mayFile) return null;
  return (
    <Stack gap={4}>
      {requests.map((r) => {
        const style = dischargeRequestStatusStyle(r.status);
        return (
          <Group key={r.id} gap="xs" wrap="wrap">
            <LinkAnchor
              to="/patients/$id/admissions/$admissionId/discharge-request/$requestId"
              params={{ id: patientId, admissionId: admission.id, requestId: r.id }}
              size="sm"
            >
              Discharge request{r.requestedDate ? ` for ${formatCalendarDate(r.requestedDate)}` : ''}
            </LinkAnchor>
            <StatusBadge label={style.label} color={style.color} size="sm" />
          </Group>
        );
      })}
      {mayFile ? (
        <Group>
          <LinkButton
            to="/patients/$id/admissions/$admissionId/discharge-request"
            params={{ id: patientId, admissionId: admission.id }}
            size="xs"
            variant="default"
            leftSection={<IconFileExport size={14} aria-hidden />}
          >
            Request discharge
          </LinkButton>
        </Group>
      ) : null}
    </Stack>
  );
}
