// Form Config (SPEC §2 /clinical-config/forms-config; clinical-admin), declared for the one reader
// and the write pipeline (DESIGN §5):
// - every plan (visit type × delivery type) with its forms, and every form as stored;
// - updatePlanDefinitionForms: a plan's form-logic codes (SPEC §3: must, never, no, any/could,
//   one-or-more), a new version of the plan, which encounters read from then on;
// - publishQuestionnaire: a form's visible and required attributes per item, a new version of the
//   questionnaire. Responses keep the version they were documented with (encounter-forms.ts).
// Each is written against the version the admin saw (CONFLICT otherwise) and audited.
import type * as v from 'valibot';
import {
  applyItemSettings,
  changedSettings,
  PlanFormsInput,
  QuestionnairePublishInput,
  samePlanForms,
} from '../../../src/domain/forms/form-config.ts';
import type { PlanDefinition } from '../../../src/domain/forms/form-logic.ts';
import type { Questionnaire } from '../../../src/domain/forms/questionnaire.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, notFound } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { parseInput } from '../shared/input.ts';
import { defineQuery, defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { formsRepository } from './forms-repository.ts';
import { toPlanView, toQuestionnaireView } from './forms-views.ts';

type PlanInput = v.InferOutput<typeof PlanFormsInput>;
type PublishInput = v.InferOutput<typeof QuestionnairePublishInput>;

const parsePlanForms = (raw: unknown): PlanInput => {
  const input = parseInput(PlanFormsInput, raw);
  return { ...input, id: parseId(input.id, 'id') };
};

/** The plan, locked (NOT_FOUND when there is none). */
const planTarget: WriteTarget<PlanInput, ResourceRow<PlanDefinition>> = {
  kind: 'none',
  resolve: async (tx, _me, input) => {
    const row = await stores.planDefinition.read(tx, input.id, { forUpdate: true });
    if (!row) throw notFound('Plan definition');
    return row;
  },
  versionOf: (row) => row.versionId,
};

/** The questionnaire of the code, as stored, locked (NOT_FOUND when there is none). */
const questionnaireTarget: WriteTarget<PublishInput, ResourceRow<Questionnaire>> = {
  kind: 'none',
  resolve: async (tx, _me, input) => {
    const row = await formsRepository.questionnaireForUpdate(tx, input.code);
    if (!row) throw notFound('Questionnaire');
    return row;
  },
  versionOf: (row) => row.versionId,
};

export const formConfigQueries = {
  plans: defineQuery({
    operation: 'Query.PlanDefinitionList',
    input: () => ({}),
    target: noTarget,
    read: async ({ db }) => {
      const plans = await formsRepository.allPlans(db);
      const byCode = await formsRepository.questionnairesByCode(db, [
        ...new Set(plans.flatMap((p) => p.content.forms.map((f) => f.questionnaireCode))),
      ]);
      return plans.map((plan) => toPlanView(plan, byCode));
    },
  }),

  questionnaires: defineQuery({
    operation: 'Query.QuestionnaireList',
    input: () => ({}),
    target: noTarget,
    read: async ({ db }) => (await formsRepository.allQuestionnaires(db)).map(toQuestionnaireView),
  }),
};

export const formConfigWrites = {
  updatePlanDefinitionForms: defineWrite({
    operation: 'Mutation.updatePlanDefinitionForms',
    input: parsePlanForms,
    target: planTarget,
    version: (i) => i.versionId,
    apply: async ({ tx, me, now, input, target }) => {
      // Only forms that exist (the plan may list any of them, in any order).
      const known = await formsRepository.questionnairesByCode(
        tx,
        input.forms.map((f) => f.questionnaireCode),
      );
      const missing = input.forms.findIndex((f) => !known.has(f.questionnaireCode));
      if (missing >= 0) throw badInput(MESSAGES.incorrectValue, `forms.${missing}.questionnaireCode`);
      if (samePlanForms(target.content.forms, input.forms)) return target;
      return stores.planDefinition.update(tx, target.id, { ...target.content, forms: input.forms }, target.versionId, {
        authorId: me.id,
        now,
      });
    },
    audit: ({ target }, saved) =>
      saved.versionId === target.versionId
        ? null
        : {
            entityType: 'PlanDefinition',
            entityId: target.id,
            action: 'update',
            before: { forms: target.content.forms },
            after: { forms: saved.content.forms },
          },
  }),

  publishQuestionnaire: defineWrite({
    operation: 'Mutation.publishQuestionnaire',
    input: (raw: unknown) => parseInput(QuestionnairePublishInput, raw),
    target: questionnaireTarget,
    version: (i) => i.versionId,
    apply: async ({ tx, me, now, input, target }) => {
      const changed = changedSettings(target.content, input.items);
      if (changed.length === 0) throw badInput('Nothing to publish: no item was changed.', 'items');
      const applied = applyItemSettings(target.content, changed);
      if (!applied.ok) {
        const index = input.items.indexOf(changed[applied.index] as (typeof input.items)[number]);
        throw badInput(MESSAGES.incorrectValue, `items.${index}`);
      }
      const saved = await stores.questionnaire.update(tx, target.id, applied.questionnaire, target.versionId, { authorId: me.id, now });
      return { saved, changed };
    },
    audit: ({ target }, { saved, changed }) => ({
      entityType: 'Questionnaire',
      entityId: target.content.code,
      action: 'publish',
      before: { version: target.versionId },
      after: { version: saved.versionId, items: changed },
    }),
  }),
};
