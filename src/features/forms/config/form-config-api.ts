// Form Config's calls (SPEC §2 /clinical-config/forms-config): the plans and the forms, each change
// written against the version shown, and the lists and their change history refreshed after.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/graphql-client';
import { queryKeys } from '../../../api/query-keys';
import type { ItemSetting } from '../../../domain/forms/form-config';
import type { FormLogicCode } from '../../../domain/forms/form-logic';
import type { Questionnaire } from '../../../domain/forms/questionnaire';
import type { PlanDefinitionListQuery, QuestionnaireListQuery } from '../../../gql/graphql';
import {
  PlanDefinitionListDocument,
  PublishQuestionnaireDocument,
  QuestionnaireListDocument,
  UpdatePlanDefinitionFormsDocument,
} from './form-config-documents';

export type PlanItem = PlanDefinitionListQuery['PlanDefinitionList'][number];
export type FormItem = QuestionnaireListQuery['QuestionnaireList'][number];

export const formConfigKeys = {
  plans: ['form-config', 'plans'] as const,
  forms: ['form-config', 'forms'] as const,
};

export const planListQuery = () =>
  queryOptions({
    queryKey: formConfigKeys.plans,
    queryFn: async () => (await request(PlanDefinitionListDocument, {})).PlanDefinitionList,
  });

export const questionnaireListQuery = () =>
  queryOptions({
    queryKey: formConfigKeys.forms,
    queryFn: async () => (await request(QuestionnaireListDocument, {})).QuestionnaireList,
  });

/** A form as the renderer reads it (items arrive as JSON). */
export const asQuestionnaire = (form: FormItem): Questionnaire => ({
  code: form.code,
  title: form.title,
  status: form.status as Questionnaire['status'],
  items: form.items as Questionnaire['items'],
});

export function useSavePlanForms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      plan,
      forms,
    }: {
      plan: Pick<PlanItem, 'id' | 'versionId'>;
      forms: { questionnaireCode: string; logic: FormLogicCode }[];
    }) => (await request(UpdatePlanDefinitionFormsDocument, { id: plan.id, versionId: plan.versionId, forms })).updatePlanDefinitionForms,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: formConfigKeys.plans });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit('PlanDefinition', saved.id) });
    },
  });
}

export function usePublishForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, items }: { form: Pick<FormItem, 'code' | 'versionId'>; items: ItemSetting[] }) =>
      (await request(PublishQuestionnaireDocument, { code: form.code, versionId: form.versionId, items })).publishQuestionnaire,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: formConfigKeys.forms });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit('Questionnaire', saved.code) });
    },
  });
}
