// SPEC §4 admission holds on the Admissions tab: 'Put on hold' asks for one of SPEC §3's hold
// reasons; 'Resume Admission' and 'Remove hold' ask to confirm. Chart edits need a connection
// (the chart is readable offline, not changeable): offline, the buttons are off and say why. A
// user the server would refuse (reviewer-readonly) is not offered them.
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessionUser } from '../../api/use-session';
import { displayError } from '../../domain/errors';
import { refusalOf } from '../../domain/operation-permissions';
import {
  ADMISSION_ACTION_LABELS,
  type AdmissionAction,
  admissionActions,
  HOLD_REASONS,
  type HoldReason,
} from '../../domain/patients/admission-actions';
import { isAdmissionStatus } from '../../domain/patients/admission-status';
import { type AdmissionItem, changeAdmissionStatus, chartKeys } from './chart-api';

const CONFIRM: Readonly<Record<Exclude<AdmissionAction, 'hold'>, { question: string; button: string }>> = {
  resume: { question: 'Resume this admission? It becomes active again.', button: 'Resume' },
  'remove-hold': { question: 'Remove the hold? The admission becomes planned again.', button: 'Remove hold' },
};

export function AdmissionActions({ patientId, admission }: { patientId: string; admission: AdmissionItem }) {
  const { online } = useNetwork();
  const [open, setOpen] = useState<AdmissionAction | null>(null);
  const [reason, setReason] = useState<HoldReason | null>(null);
  const [touched, setTouched] = useState(false);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (action: AdmissionAction) =>
      changeAdmissionStatus({
        admissionId: admission.id,
        versionId: admission.versionId,
        action,
        reason: action === 'hold' ? reason : null,
      }),
    onSuccess: async () => {
      setOpen(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chartKeys.admissions(patientId) }),
        queryClient.invalidateQueries({ queryKey: chartKeys.chart(patientId), exact: true }),
      ]);
    },
  });
  // The server's own rule decides who may (reviewer-readonly changes nothing, SPEC §6).
  const mayChange = refusalOf(useSessionUser(), 'Mutation.changeAdmissionStatus') === null;
  const actions = mayChange && isAdmissionStatus(admission.status) ? admissionActions(admission.status) : [];
  if (actions.length === 0) return null;
  const close = () => {
    setOpen(null);
    setReason(null);
    setTouched(false);
    change.reset();
  };

  return (
    <>
      <Group gap="xs">
        {actions.map((action) => (
          <Button key={action} size="xs" variant="default" disabled={!online} onClick={() => setOpen(action)}>
            {ADMISSION_ACTION_LABELS[action]}
          </Button>
        ))}
        {!online ? (
          <Text size="xs" c="dimmed">
            Changes to the chart need a connection.
          </Text>
        ) : null}
      </Group>
      <Modal
        opened={open !== null}
        onClose={close}
        title={open ? ADMISSION_ACTION_LABELS[open] : ''}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!open) return;
            if (open === 'hold' && !reason) {
              setTouched(true);
              return;
            }
            change.mutate(open);
          }}
        >
          <Stack gap="md">
            {open === 'hold' ? (
              <Select
                label="Hold reason"
                placeholder="Select a reason"
                data={HOLD_REASONS.map((r) => ({ value: r.code, label: r.label }))}
                value={reason}
                onChange={(value) => setReason(value as HoldReason | null)}
                required
                error={touched && !reason ? 'This field is required' : undefined}
                comboboxProps={{ withinPortal: false }}
              />
            ) : open ? (
              <Text>{CONFIRM[open].question}</Text>
            ) : null}
            {change.error ? (
              <Alert color="red" variant="light" role="alert">
                {displayError(change.error.message)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={change.isPending} disabled={!online}>
                {open === 'hold' ? 'Save' : open ? CONFIRM[open].button : 'Save'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
