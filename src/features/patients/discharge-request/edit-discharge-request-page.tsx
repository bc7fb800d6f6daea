// SPEC §2 /patients/{patientId}/admissions/{admissionId}/discharge-request/{requestId}/edit: an
// open request's fields and status (confirming it discharges the admission, cancelling it makes
// the admission active again, SPEC §4). A confirmed or cancelled request says it is closed.
import { Alert } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { DISCHARGE_REQUEST_MESSAGES, isDischargeRequestStatus, isOpenRequest } from '../../../domain/patients/discharge-request-rules';
import {
  type DischargeRequestItem,
  dischargeRequestKeys,
  dischargeRequestQuery,
  refreshAfterDischargeChange,
  updateDischargeRequest,
} from './discharge-request-api';
import { DischargeRequestForm } from './discharge-request-form';
import { DischargeRequestFrame } from './discharge-request-frame';

export function EditDischargeRequestPage({
  patientId,
  admissionId,
  requestId,
}: {
  patientId: string;
  admissionId: string;
  requestId: string;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: request } = useSuspenseQuery(dischargeRequestQuery(requestId));
  const saved = useRef<DischargeRequestItem | null>(null);
  const toView = () =>
    navigate({
      to: '/patients/$id/admissions/$admissionId/discharge-request/$requestId',
      params: { id: patientId, admissionId, requestId },
    });

  return (
    <DischargeRequestFrame patientId={patientId} admissionId={admissionId} title="Edit discharge request">
      {() =>
        isOpenRequest(request.status) && isDischargeRequestStatus(request.status) ? (
          <DischargeRequestForm
            editing
            keptReason={request.reason ? { code: request.reason, display: request.reasonDisplay ?? request.reason } : null}
            initial={{
              requestedDate: request.requestedDate ?? '',
              disposition: request.disposition ?? '',
              dischargeOption: request.dischargeOption ?? '',
              reason: request.reason ?? '',
              notes: request.notes ?? '',
              status: request.status,
            }}
            onSave={async (edit) => {
              saved.current = await updateDischargeRequest(request, edit);
            }}
            onCancel={() => void toView()}
            onSaved={() => {
              // Leave the form first: a confirmed or cancelled request is no longer editable here.
              void toView().then(() => {
                if (saved.current) queryClient.setQueryData(dischargeRequestKeys.one(requestId), saved.current);
                return refreshAfterDischargeChange(queryClient, patientId);
              });
            }}
          />
        ) : (
          <Alert color="gray" variant="light" role="status">
            {DISCHARGE_REQUEST_MESSAGES.closed}
          </Alert>
        )
      }
    </DischargeRequestFrame>
  );
}
