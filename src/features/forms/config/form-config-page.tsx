// SPEC §2 /clinical-config/forms-config (clinical-admin): which forms each visit type gets, by
// form-logic code (form-logic-editor.tsx), and each form's items' visible and required attributes,
// previewed and published as the form's next version (form-items-editor.tsx); each with its change
// history.
import { Alert, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { displayError } from '../../../domain/errors';
import { visitTypeLabel } from '../../../domain/scheduling/encounter-duration';
import { ChangeHistory } from '../../../ui/audit/change-history';
import { PageLoader } from '../../../ui/page-loader';
import { type PlanItem, planListQuery, questionnaireListQuery } from './form-config-api';
import { FormItemsEditor } from './form-items-editor';
import { FormLogicEditor } from './form-logic-editor';

const planLabel = (plan: Pick<PlanItem, 'encounterType' | 'deliveryType'>) =>
  `${visitTypeLabel(plan.encounterType)} · ${plan.deliveryType === 'telehealth' ? 'Telehealth' : 'In person'}`;

export function FormConfigPage() {
  const plans = useQuery(planListQuery());
  const forms = useQuery(questionnaireListQuery());
  const [planId, setPlanId] = useState<string | null>(null);
  const [formCode, setFormCode] = useState<string | null>(null);
  if (plans.isPending || forms.isPending) return <PageLoader />;
  if (plans.isError || forms.isError)
    return (
      <Alert color="red" role="alert" title="Error">
        {displayError((plans.error ?? forms.error)?.message ?? '')}
      </Alert>
    );
  const plan = plans.data.find((p) => p.id === planId) ?? plans.data[0];
  const form = forms.data.find((f) => f.code === formCode) ?? forms.data[0];
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>Form Config</Title>
        <Text c="dimmed" size="sm">
          Which forms each visit type's encounter gets, and how each form asks its questions.
        </Text>
      </Stack>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="form-logic-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="form-logic-title">
            Form logic
          </Title>
          <Select
            label="Visit type"
            data={plans.data.map((p) => ({ value: p.id, label: planLabel(p) }))}
            value={plan?.id ?? null}
            onChange={setPlanId}
            allowDeselect={false}
            maw={360}
          />
          {plan ? <FormLogicEditor key={plan.id} plan={plan} /> : <Text>No plan yet.</Text>}
        </Stack>
      </Paper>
      {plan ? <ChangeHistory entityType="PlanDefinition" entityId={plan.id} title="Form logic change history" /> : null}

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="form-items-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="form-items-title">
            Form items
          </Title>
          <Select
            label="Form"
            data={forms.data.map((f) => ({ value: f.code, label: f.title }))}
            value={form?.code ?? null}
            onChange={setFormCode}
            allowDeselect={false}
            searchable
            maw={360}
          />
          {form ? <FormItemsEditor key={form.code} form={form} /> : <Text>No form yet.</Text>}
        </Stack>
      </Paper>
      {form ? <ChangeHistory entityType="Questionnaire" entityId={form.code} title="Form change history" /> : null}
    </Stack>
  );
}
