// SPEC §2 /patients/{patientId}/admissions/{admissionId}/discharge-request: file a discharge
// request for an active admission (SPEC §4: it becomes 'Discharge pending'). Any other admission
// says why it cannot be; offline, the form says a connection is needed.
import { Alert, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { calendarDateIn } from '../../../domain/format';
import { MESSAGES } from '../../../domain/messages';
import { isAdmissionStatus } from '../../../domain/patients/admission-status';
import { DISCHARGE_REQUEST_MESSAGES, mayFileDischargeRequest } from '../../../domain/patients/discharge-request-rules';
import { patientChartQuery } from '../chart-api';
import {
  createDischargeRequest,
  type DischargeRequestItem,
  dischargeRequestKeys,
  refreshAfterDischargeChange,
} from './discharge-request-api';
import { DischargeRequestForm } from './discharge-request-form';
import { DischargeRequestFrame } from './discharge-request-frame';

export function NewDischargeRequestPage({ patientId, admissionId }: { patientId: string; admissionId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { online } = useNetwork();
  const { data: chart } = useSuspenseQuery(patientChartQuery(patientId));
  const created = useRef<DischargeRequestItem | null>(null);
  const backToAdmissions = () => void navigate({ to: '/patients/$id/$tab', params: { id: patientId, tab: 'admissions' } });
  // A new request is for today in the patient's own time zone (SPEC §9 time zone by state).
  const today = calendarDateIn(new Date().toISOString(), chart.demographics.timeZone);

  return (
    <DischargeRequestFrame patientId={patientId} admissionId={admissionId} title="New discharge request">
      {(admission) =>
        !admission || !isAdmissionStatus(admission.status) || !mayFileDischargeRequest(admission.status) ? (
          <Alert color="orange" variant="light" role="status">
            {DISCHARGE_REQUEST_MESSAGES.needsActiveAdmission}
          </Alert>
        ) : (
          <>
            {!online ? (
              <Text size="sm" c="dimmed" mb="sm" role="status">
                {MESSAGES.offline}: changes to the chart need a connection.
              </Text>
            ) : null}
            <DischargeRequestForm
              editing={false}
              initial={{ requestedDate: today, disposition: '', dischargeOption: '', reason: '', notes: '', status: 'requested' }}
              onSave={async ({ status: _status, ...fields }) => {
                created.current = await createDischargeRequest(patientId, admissionId, fields);
              }}
              onCancel={backToAdmissions}
              onSaved={() => {
                const request = created.current;
                if (request) queryClient.setQueryData(dischargeRequestKeys.one(request.id), request);
                const next = request
                  ? navigate({
                      to: '/patients/$id/admissions/$admissionId/discharge-request/$requestId',
                      params: { id: patientId, admissionId, requestId: request.id },
                    })
                  : navigate({ to: '/patients/$id/$tab', params: { id: patientId, tab: 'admissions' } });
                void next.then(() => refreshAfterDischargeChange(queryClient, patientId));
              }}
            />
          </>
        )
      }
    </DischargeRequestFrame>
  );
}
