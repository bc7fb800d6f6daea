// SPEC §4 admission actions on the Admissions tab: 'Put on hold' asks for one of SPEC §3's hold
// reasons (and, for a hospitalized patient, the hospital); 'Readmit' asks for the readmit reason
// ('Other' with its text); 'Cancel admission' (one not yet started) asks for a cancellation reason
// of the 'admission-cancellation-reason' code system; 'Resume Admission' and 'Remove hold' ask to
// confirm ('Resume').
// Chart edits need a connection (the chart is readable offline, not changeable): offline, the
// buttons are off and say why. A user the server would refuse (reviewer-readonly, external) is
// not offered them.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessionUser } from '../../api/use-session';
import { mayChangeChart } from '../../domain/chart/chart-record-access';
import { displayError } from '../../domain/errors';
import { ADMISSION_ACTION_LABELS, type AdmissionAction, admissionActions } from '../../domain/patients/admission-actions';
import { isAdmissionStatus } from '../../domain/patients/admission-status';
import { type ActionChoices, AdmissionActionFields, type ChoiceAction, missingChoice, NO_CHOICES } from './admission-action-fields';
import { type AdmissionItem, changeAdmissionStatus, chartKeys } from './chart-api';

type Confirmed = Exclude<AdmissionAction, ChoiceAction>;

const CONFIRM: Readonly<Record<Confirmed, { question: string; button: string }>> = {
  resume: { question: 'Resume this admission? It becomes active again.', button: 'Resume' },
  'remove-hold': { question: 'Remove the hold? The admission becomes planned again.', button: 'Remove hold' },
};

const asksChoices = (action: AdmissionAction): action is ChoiceAction => action === 'hold' || action === 'readmit' || action === 'cancel';

export function AdmissionActions({ patientId, admission }: { patientId: string; admission: AdmissionItem }) {
  const { online } = useNetwork();
  const [open, setOpen] = useState<AdmissionAction | null>(null);
  const [choices, setChoices] = useState<ActionChoices>(NO_CHOICES);
  const [touched, setTouched] = useState(false);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (action: AdmissionAction) =>
      changeAdmissionStatus({
        admissionId: admission.id,
        versionId: admission.versionId,
        action,
        reason: action === 'hold' ? choices.reason : null,
        ...(action === 'hold' && choices.reason === 'hospitalized' && choices.hospitalName.trim()
          ? { hospitalName: choices.hospitalName }
          : {}),
        ...(action === 'readmit'
          ? { readmitReason: choices.readmitReason, readmitText: choices.readmitReason === 'other' ? choices.readmitText : null }
          : {}),
        ...(action === 'cancel' ? { cancellationReason: choices.cancellationReason } : {}),
      }),
    onSuccess: async () => {
      close();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chartKeys.admissions(patientId) }),
        queryClient.invalidateQueries({ queryKey: chartKeys.chart(patientId), exact: true }),
      ]);
    },
  });
  // The server's own rule decides who may (reviewer-readonly and external users change nothing, SPEC §6).
  const mayChange = mayChangeChart(useSessionUser(), 'Mutation.changeAdmissionStatus');
  const actions = mayChange && isAdmissionStatus(admission.status) ? admissionActions(admission.status) : [];
  if (actions.length === 0) return null;
  function close() {
    setOpen(null);
    setChoices(NO_CHOICES);
    setTouched(false);
    change.reset();
  }

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
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!open) return;
            if (asksChoices(open) && missingChoice(open, choices)) {
              setTouched(true);
              return;
            }
            change.mutate(open);
          }}
        >
          <Stack gap="md">
            {open && asksChoices(open) ? (
              <AdmissionActionFields action={open} choices={choices} onChange={setChoices} touched={touched} />
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
                {open && !asksChoices(open) ? CONFIRM[open].button : 'Save'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
