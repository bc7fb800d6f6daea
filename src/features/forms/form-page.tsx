// One form of a visit (issue 4): opened from the encounter screen, filled with no connection.
// Every change is saved on the device at once (a reload keeps it); Submit queues the answers
// for the server through the outbox; Discard (after 'Discard' is confirmed) drops the device's
// draft. Interval history opens with the previous visit's answers. A signed visit's forms are
// read-only until the visit is amended. A form someone else submitted first shows the spec's
// conflict message with Refresh, which keeps the clinician's answers as a draft.
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { displayError } from '../../domain/errors';
import { formatDateTime } from '../../domain/format';
import type { Answers } from '../../domain/forms/questionnaire';
import { canDocument } from '../../domain/forms/response';
import { MESSAGES } from '../../domain/messages';
import { deviceDb } from '../../offline/device-db';
import { discardDraft, saveDraft, submitForm } from '../../offline/form-commands';
import { type FormView, observeForm } from '../../offline/forms-store';
import type { Visit } from '../../offline/schedule-store';
import { resolveConflict } from '../../offline/sync-engine';
import { LinkButton } from '../../ui/link-button';
import { PageLoader } from '../../ui/page-loader';
import { StatusPage } from '../../ui/status-page';
import { type LiveSource, useLive } from '../../ui/use-live';
import { FormRenderer } from './form-renderer';

export interface FormPageProps {
  userId: string;
  /** The visit as the device holds it (undefined: not answered yet; null: not on this device), read by the route. */
  visit: Visit | null | undefined;
  appointmentId: string;
  code: string;
  /** A question to go to (e-sign's missing answers link here). */
  field: string | null;
}

/** A live source with no answer yet (the form is read once the visit is). */
const NOT_YET: LiveSource<FormView | null> = { subscribe: () => () => {} };

export function FormPage({ userId, visit, appointmentId, code, field }: FormPageProps) {
  const encounterId = visit?.encounter?.id ?? null;
  // Read once the visit names its encounter: a read before it would only find nothing, after
  // reading (and opening) the whole questionnaire beside the visit's own reads.
  const view = useLive(() => (encounterId ? observeForm(userId, encounterId, code) : NOT_YET), [userId, encounterId, code]);
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  // Set from Submit until the answers are queued: no autosave may recreate the draft meanwhile.
  const submitting = useRef(false);
  const [discardOpened, discardDialog] = useDisclosure(false);
  const backToVisit = () => void navigate({ to: '/my-schedule/view/$id', params: { id: appointmentId } });

  const submit = useMutation({
    mutationFn: (answers: Answers) => submitForm(userId, { encounterId: encounterId ?? '', questionnaireCode: code }, answers),
    onSuccess: backToVisit,
  });
  const discard = useMutation({
    mutationFn: () => discardDraft(userId, { encounterId: encounterId ?? '', questionnaireCode: code }),
    onSuccess: () => {
      discardDialog.close();
      setGeneration((g) => g + 1);
    },
  });
  const refresh = useMutation({
    mutationFn: (entryId: string) => resolveConflict(userId, entryId, 'refresh'),
    onSuccess: () => setGeneration((g) => g + 1),
  });

  const ready = !!view;

  // The live query answers a new copy on every autosave; the renderer gets the same objects until
  // the form or its submitted version really changes (so a keystroke re-renders one field, not all).
  const questionnaireId = view?.questionnaire.id;
  const responseVersion = view?.response?.versionId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the form's identity, not the copy
  const questionnaire = useMemo(() => view?.questionnaire, [questionnaireId, ready]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the submitted version, not the copy
  const savedAnswers = useMemo(() => view?.response?.answers ?? {}, [responseVersion, ready]);
  // The answers the renderer starts from: read once per generation (a refresh or a discard starts again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read only when the page starts over
  const initial = useMemo(() => view?.answers, [ready, generation, view?.response?.versionId]);

  if (visit === undefined || (visit && encounterId && view === undefined)) return <PageLoader label="Loading the form…" />;
  if (!visit || !encounterId || !view || !initial || !questionnaire) {
    return (
      <StatusPage
        title="Form not available"
        action={
          <LinkButton to="/my-schedule/view/$id" params={{ id: appointmentId }} mt="md">
            Back to the visit
          </LinkButton>
        }
      >
        This form is not on this device for this visit. Check in first, or sync when you are online.
      </StatusPage>
    );
  }

  const editable = canDocument(view.encounter);
  const form = { encounterId, questionnaireCode: code };
  return (
    <Stack gap="lg" maw={880} component="section" aria-labelledby="form-title">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2" id="form-title">
            {view.questionnaire.title}
          </Title>
          <Text c="dimmed">{visit.patient.name}</Text>
        </Stack>
        <LinkButton
          to="/my-schedule/view/$id"
          params={{ id: appointmentId }}
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          Back to the visit
        </LinkButton>
      </Group>

      {view.setAside ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" title="Not submitted">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{view.setAside.status === 'conflict' ? MESSAGES.conflict : displayError(view.setAside.error ?? '')}</Text>
            {view.setAside.status === 'conflict' ? (
              <Button size="sm" loading={refresh.isPending} onClick={() => view.setAside && refresh.mutate(view.setAside.id)}>
                Refresh
              </Button>
            ) : null}
            {refresh.error ? <Text size="sm">{displayError(refresh.error.message)}</Text> : null}
          </Stack>
        </Alert>
      ) : null}
      {!editable ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {view.encounter.status === 'cancelled'
            ? 'This visit was canceled.'
            : 'This visit is signed. Amend the visit to change its forms.'}
        </Alert>
      ) : view.source === 'previous visit' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          Started from the previous visit's answers. Check each one with the patient.
        </Alert>
      ) : null}
      {editable && view.draft ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" role="status">
            Draft saved on this device {formatDateTime(view.draft.updatedAt)}
          </Text>
          <Button variant="default" c="red.9" size="sm" onClick={discardDialog.open}>
            Discard changes
          </Button>
        </Group>
      ) : null}
      {submit.error ? (
        <Alert color="red" variant="light" role="alert">
          {displayError(submit.error.message)}
        </Alert>
      ) : null}

      <FormRenderer
        key={`${encounterId}-${code}-${generation}-${view.response?.versionId ?? 0}`}
        questionnaire={questionnaire}
        answers={initial}
        savedAnswers={savedAnswers}
        readOnly={!editable}
        submitLabel="Submit"
        revealField={field}
        onChange={(answers) => {
          if (!submitting.current) void saveDraft(deviceDb(userId), form, answers);
        }}
        onSubmit={(answers) => {
          submitting.current = true;
          return submit.mutateAsync(answers).then(
            () => undefined,
            () => {
              // Shown from submit.error; the clinician's answers stay in the form and the draft.
              submitting.current = false;
            },
          );
        }}
      />

      <Modal
        opened={discardOpened}
        onClose={discardDialog.close}
        title="Discard changes?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>The answers you have not submitted will be removed from this device.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={discardDialog.close}>
              Keep editing
            </Button>
            <Button color="red.9" loading={discard.isPending} onClick={() => discard.mutate()}>
              Discard
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
