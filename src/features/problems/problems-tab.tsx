// SPEC §2 tab 8 Problems List: the diagnoses (SPEC §3 'code index, icd10CmCode, title (max 4)')
// and the care plans (treatment pathway, patient acuity level). Readable offline from the cache;
// changes need a connection and are offered only to users the server lets change the chart.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { displayError } from '../../domain/errors';
import { DIAGNOSIS_MESSAGES, hasRoomForDiagnosis, MAX_DIAGNOSES } from '../../domain/problems/diagnosis-rules';
import { Section } from '../../ui/section';
import { AddDiagnosisDialog } from './add-diagnosis-dialog';
import { CarePlansSection } from './care-plans-section';
import { type DiagnosisDialog, DiagnosisDialogs } from './diagnosis-dialogs';
import { DiagnosisList } from './diagnosis-list';
import { type DiagnosisItem, moveDiagnosis, problemListQuery, updateDiagnosis } from './problems-api';
import { OFFLINE_EDIT_MESSAGE, useProblemChange, useProblemEditing } from './use-problem-changes';

const listed = (d: { clinicalStatus: string; icd10CmCode: string; id: string; codeIndex: number | null }) => ({
  id: d.id,
  clinicalStatus: d.clinicalStatus,
  code: d.icd10CmCode,
  rank: d.codeIndex,
});

export function ProblemsTab({ patientId, onChanged }: { patientId: string; onChanged?: () => void }) {
  const { data } = useSuspenseQuery(problemListQuery(patientId));
  const { online, mayChange } = useProblemEditing();
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<{ dialog: DiagnosisDialog; diagnosis: DiagnosisItem } | null>(null);
  const move = useProblemChange(patientId, moveDiagnosis, onChanged);
  const update = useProblemChange(patientId, updateDiagnosis, onChanged);
  const hasRoom = hasRoomForDiagnosis(data.diagnoses.map(listed));
  const busy = move.isPending || update.isPending;
  const activeCount = data.diagnoses.filter((d) => d.clinicalStatus === 'active').length;
  const inlineError = move.error ?? update.error;

  return (
    <Stack gap="md">
      <Section
        title="Diagnoses"
        action={
          mayChange ? (
            <Button
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={!online || !hasRoom}
              onClick={() => setAdding(true)}
            >
              Add diagnosis
            </Button>
          ) : null
        }
      >
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {activeCount} of {MAX_DIAGNOSES} on the diagnosis list · ICD-10-CM
            </Text>
            {mayChange && !online ? (
              <Text size="sm" c="dimmed">
                {OFFLINE_EDIT_MESSAGE}
              </Text>
            ) : null}
          </Group>
          {mayChange && !hasRoom ? (
            <Alert color="orange" variant="light" role="status">
              {DIAGNOSIS_MESSAGES.limit}
            </Alert>
          ) : null}
          {inlineError ? (
            <Alert color="red" variant="light" role="alert">
              {displayError(inlineError.message)}
            </Alert>
          ) : null}
          <DiagnosisList
            diagnoses={data.diagnoses}
            actions={{
              offered: mayChange,
              enabled: online && !busy,
              hasRoom,
              onDialog: (kind, diagnosis) => setDialog({ dialog: kind, diagnosis }),
              onMove: (d, direction) => move.mutate({ id: d.id, versionId: d.versionId, direction }),
              onReactivate: (d) =>
                update.mutate({
                  id: d.id,
                  versionId: d.versionId,
                  clinicalStatus: 'active',
                  onsetDate: d.onsetDate,
                  note: d.note,
                  resolvedDate: null,
                }),
            }}
          />
        </Stack>
      </Section>
      <CarePlansSection patientId={patientId} carePlans={data.carePlans} offered={mayChange} enabled={online} onChanged={onChanged} />
      <AddDiagnosisDialog patientId={patientId} opened={adding} onClose={() => setAdding(false)} {...(onChanged ? { onChanged } : {})} />
      <DiagnosisDialogs patientId={patientId} open={dialog} onClose={() => setDialog(null)} onChanged={onChanged} />
    </Stack>
  );
}
