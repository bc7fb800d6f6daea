// SPEC §2 /clinical-config/forms-config and SPEC §3 Questionnaires (form logic; visible and
// required attributes), one set of rules for the screen and the server:
// - a plan's forms each take a form-logic code (form-logic.ts), per visit type and delivery type;
// - a form's items each take 'visible' (a hidden item is never shown, so never required, and keeps
//   no answer) and, for an item that holds an answer, 'required'.
// Publishing a form's attributes makes a new version of the questionnaire; a response keeps the
// version it was documented with (src/domain/forms/response.ts questionnaireVersion).
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { FORM_LOGIC_CODES, type FormLogicCode, type PlannedForm } from './form-logic';
import { isAnswerable, type Questionnaire, type QuestionnaireItem, walkItems } from './questionnaire';

/** One item's attributes as Form Config sets them. */
export interface ItemSetting {
  linkId: string;
  visible: boolean;
  required: boolean;
}

/** The most items one form may carry settings for (the largest form has a few hundred). */
export const ITEM_SETTINGS_MAX = 2000;

const Code = v.pipe(v.string(MESSAGES.incorrectValue), v.nonEmpty(MESSAGES.required), v.maxLength(64, MESSAGES.incorrectValue));
const VersionId = v.pipe(v.number(MESSAGES.incorrectValue), v.integer(MESSAGES.incorrectValue), v.minValue(1, MESSAGES.incorrectValue));

export const PlanFormsInput = v.object({
  id: v.string(MESSAGES.incorrectValue),
  versionId: VersionId,
  forms: v.pipe(
    v.array(
      v.object({
        questionnaireCode: Code,
        logic: v.picklist(FORM_LOGIC_CODES, MESSAGES.incorrectValue),
      }),
      MESSAGES.incorrectValue,
    ),
    v.minLength(1, MESSAGES.required),
    v.check((forms) => new Set(forms.map((f) => f.questionnaireCode)).size === forms.length, MESSAGES.incorrectValue),
  ),
});
export type PlanFormsValues = v.InferOutput<typeof PlanFormsInput>;

export const QuestionnairePublishInput = v.object({
  code: Code,
  versionId: VersionId,
  items: v.pipe(
    v.array(
      v.object({ linkId: Code, visible: v.boolean(MESSAGES.incorrectValue), required: v.boolean(MESSAGES.incorrectValue) }),
      MESSAGES.incorrectValue,
    ),
    v.maxLength(ITEM_SETTINGS_MAX, MESSAGES.incorrectValue),
    v.check((items) => new Set(items.map((i) => i.linkId)).size === items.length, MESSAGES.incorrectValue),
  ),
});
export type QuestionnairePublishValues = v.InferOutput<typeof QuestionnairePublishInput>;

/** Whether an item can be made required: it holds an answer. */
export const canRequire = (item: Pick<QuestionnaireItem, 'type'>): boolean => isAnswerable(item.type);

/** Every item's attributes as the questionnaire has them, depth first. */
export function itemSettings(questionnaire: Pick<Questionnaire, 'items'>): ItemSetting[] {
  return [...walkItems(questionnaire.items)].map(({ item }) => ({
    linkId: item.linkId,
    visible: item.hidden !== true,
    required: item.required === true,
  }));
}

/**
 * The questionnaire with `settings` applied (items not named keep theirs), or the first setting
 * it refuses: a linkId the form does not have, or 'required' on an item that holds no answer.
 */
export function applyItemSettings(
  questionnaire: Questionnaire,
  settings: readonly ItemSetting[],
): { ok: true; questionnaire: Questionnaire } | { ok: false; index: number } {
  const byLinkId = new Map(settings.map((s) => [s.linkId, s]));
  const known = new Map([...walkItems(questionnaire.items)].map(({ item }) => [item.linkId, item]));
  const bad = settings.findIndex((s) => {
    const item = known.get(s.linkId);
    return !item || (s.required && !canRequire(item));
  });
  if (bad >= 0) return { ok: false, index: bad };
  const apply = (items: readonly QuestionnaireItem[]): QuestionnaireItem[] =>
    items.map((item) => {
      const setting = byLinkId.get(item.linkId);
      const { hidden: _hidden, required: _required, ...rest } = item;
      const hidden = setting ? !setting.visible : item.hidden === true;
      const required = setting ? setting.required : item.required === true;
      return {
        ...rest,
        ...(hidden ? { hidden: true } : {}),
        ...(required ? { required: true } : {}),
        ...(item.items ? { items: apply(item.items) } : {}),
      };
    });
  return { ok: true, questionnaire: { ...questionnaire, items: apply(questionnaire.items) } };
}

/** The settings that differ from the questionnaire's own (what publishing would change). */
export function changedSettings(questionnaire: Pick<Questionnaire, 'items'>, settings: readonly ItemSetting[]): ItemSetting[] {
  const current = new Map(itemSettings(questionnaire).map((s) => [s.linkId, s]));
  return settings.filter((s) => {
    const was = current.get(s.linkId);
    return !was || was.visible !== s.visible || was.required !== s.required;
  });
}

/** Whether two plans' forms say the same (same forms, same order, same logic). */
export const samePlanForms = (a: readonly PlannedForm[], b: readonly Pick<PlannedForm, 'questionnaireCode' | 'logic'>[]): boolean =>
  a.length === b.length && a.every((f, i) => f.questionnaireCode === b[i]?.questionnaireCode && f.logic === b[i]?.logic);

/** The form-logic choices as Form Config offers them (SPEC §3 labels; any and could are both Periodic). */
export const FORM_LOGIC_OPTIONS: readonly { value: FormLogicCode; label: string }[] = [
  { value: 'must', label: 'Yes (must)' },
  { value: 'one-or-more', label: 'Always (one or more)' },
  { value: 'any', label: 'Periodic (any)' },
  { value: 'could', label: 'Periodic (could)' },
  { value: 'no', label: 'No' },
  { value: 'never', label: 'Never' },
];

export type { FormLogicCode };
