// SPEC §2 Form Config, form logic: for one plan (a visit type and delivery type), each form's
// form-logic code (SPEC §3: Yes, Always, Periodic, No, Never), what it means for the encounter
// (listed; required before e-sign), saved as the plan's next version against the version shown.
import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { displayError } from '../../../domain/errors';
import { FORM_LOGIC_OPTIONS, samePlanForms } from '../../../domain/forms/form-config';
import { FORM_LOGIC, type FormLogicCode, isFormLogicCode } from '../../../domain/forms/form-logic';
import { type PlanItem, useSavePlanForms } from './form-config-api';

const meaning = (logic: FormLogicCode): string =>
  FORM_LOGIC[logic].required ? 'Listed, required before e-sign' : FORM_LOGIC[logic].visible ? 'Listed, optional' : 'Not listed';

export function FormLogicEditor({ plan }: { plan: PlanItem }) {
  const saved = plan.forms.map((f) => ({
    questionnaireCode: f.questionnaireCode,
    logic: (isFormLogicCode(f.logic) ? f.logic : 'no') as FormLogicCode,
  }));
  const [forms, setForms] = useState(saved);
  const save = useSavePlanForms();
  const changed = !samePlanForms(saved, forms);
  const titleOf = (code: string) => plan.forms.find((f) => f.questionnaireCode === code)?.questionnaire?.title ?? code;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label="Form logic" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Form</Table.Th>
              <Table.Th>Form logic</Table.Th>
              <Table.Th>On the encounter</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {forms.map((form, index) => (
              <Table.Tr key={form.questionnaireCode}>
                <Table.Td>{titleOf(form.questionnaireCode)}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`${titleOf(form.questionnaireCode)} form logic`}
                    data={FORM_LOGIC_OPTIONS}
                    value={form.logic}
                    allowDeselect={false}
                    onChange={(next) => {
                      if (!next || !isFormLogicCode(next)) return;
                      setForms(forms.map((f, i) => (i === index ? { ...f, logic: next } : f)));
                    }}
                    w={220}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{meaning(form.logic)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {save.isError ? (
        <Alert color="red" role="alert" title="Error">
          {displayError(save.error.message)}
        </Alert>
      ) : null}
      {save.isSuccess && !changed ? (
        <Alert color="teal" role="status">
          Saved: encounters of this visit type get these forms from now on.
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" disabled={!changed || save.isPending} onClick={() => setForms(saved)}>
          Cancel
        </Button>
        <Button disabled={!changed} loading={save.isPending} onClick={() => save.mutate({ plan, forms })}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
