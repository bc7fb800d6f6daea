// The live rules of a form (SPEC §3 Questionnaires): which items are shown and which are required, given the
// answers so far. An item is shown when it is not hidden (Form Config), its parent is shown and its visibleWhen rule holds; a
// hidden item's answer counts as no answer (for other items' conditions too) and never blocks
// submit or e-sign. A shown item is required when `required` is set or its requiredWhen holds.
import {
  type Answers,
  type AnswerValue,
  type Condition,
  isAnswerable,
  type Questionnaire,
  type QuestionnaireItem,
  type Rule,
  walkItems,
} from './questionnaire';
import { type PlanEntry, type RulePlan, rulePlan } from './rule-plan';

/** A value as conditions compare it: codings by code, quantities by value. */
function comparable(value: AnswerValue): string | number | boolean {
  if (typeof value === 'object') {
    if ('code' in value) return value.code;
    if ('value' in value) return value.value;
    return value.id;
  }
  return value;
}

/** Whether an item has an answer (blank text is none). */
export const isAnswered = (values: readonly AnswerValue[] | undefined): values is readonly AnswerValue[] =>
  !!values && values.some((v) => !(typeof v === 'string' && v.trim() === ''));

function compare(actual: string | number | boolean, operator: Condition['operator'], expected: string | number | boolean): boolean {
  switch (operator) {
    case '=':
      return actual === expected;
    case '!=':
      return actual !== expected;
    case '>':
      return typeof actual === typeof expected && actual > expected;
    case '<':
      return typeof actual === typeof expected && actual < expected;
    case '>=':
      return typeof actual === typeof expected && actual >= expected;
    case '<=':
      return typeof actual === typeof expected && actual <= expected;
    default:
      return false;
  }
}

/** Whether one condition holds for the answers of the shown items. */
export function conditionHolds(condition: Condition, answers: Answers): boolean {
  const values = answers[condition.question];
  switch (condition.operator) {
    case 'exists':
      return isAnswered(values);
    case 'not-exists':
      return !isAnswered(values);
    case 'in': {
      const allowed = (Array.isArray(condition.answer) ? condition.answer : [condition.answer]).filter((a) => a !== undefined);
      const set = new Set(allowed.map((a) => comparable(a as AnswerValue)));
      return isAnswered(values) && values.some((v) => set.has(comparable(v)));
    }
    case '!=': {
      // Unanswered is "not equal": a question left empty is not the excluded answer.
      if (!isAnswered(values) || condition.answer === undefined || Array.isArray(condition.answer)) return true;
      const expected = comparable(condition.answer as AnswerValue);
      return values.every((v) => comparable(v) !== expected);
    }
    default: {
      if (!isAnswered(values) || condition.answer === undefined || Array.isArray(condition.answer)) return false;
      const expected = comparable(condition.answer as AnswerValue);
      return values.some((v) => compare(comparable(v), condition.operator, expected));
    }
  }
}

/** Whether a rule holds (no rule: it holds). */
export function ruleHolds(rule: Rule | undefined, answers: Answers): boolean {
  if (!rule || rule.conditions.length === 0) return true;
  return rule.behavior === 'any'
    ? rule.conditions.some((c) => conditionHolds(c, answers))
    : rule.conditions.every((c) => conditionHolds(c, answers));
}

export interface FormState {
  /** linkIds of the items shown now. */
  visible: ReadonlySet<string>;
  /** linkIds of the shown items that must be answered now. */
  required: ReadonlySet<string>;
  /** The answers of shown items only (what a submit keeps). */
  answers: Answers;
}

/**
 * The form as the answers make it. Conditions see only the answers of shown items, so hiding
 * an item also switches off what depends on it. One pass over the items in the plan's order
 * (rule-plan.ts: each after its parent and the questions its visibleWhen reads) settles it;
 * a form whose visibility depends on itself (refused by structureProblems) settles by passes.
 */
export function formState(questionnaire: Questionnaire, answers: Answers): FormState {
  const plan = rulePlan(questionnaire);
  const visible = plan.order ? visibleInOnePass(plan, plan.order, answers) : visibleByPasses(plan, answers);
  const shownAnswers = onlyShown(answers, visible);
  const required = new Set<string>();
  for (const { item } of plan.entries) {
    if (!visible.has(item.linkId) || !isAnswerable(item.type)) continue;
    if (item.required || (item.requiredWhen && ruleHolds(item.requiredWhen, shownAnswers))) required.add(item.linkId);
  }
  return { visible, required, answers: shownAnswers };
}

/** The shown items' linkIds (in document order), each item settled once in `order`. */
function visibleInOnePass(plan: RulePlan, order: readonly number[], answers: Answers): Set<string> {
  const shownAt = new Array<boolean>(plan.entries.length).fill(false);
  // The answers of the items settled as shown so far: all a condition may read.
  const shownAnswers: Record<string, readonly AnswerValue[]> = {};
  for (const index of order) {
    const { item, parent } = plan.entries[index] as PlanEntry;
    const shown = item.hidden !== true && (parent < 0 || shownAt[parent] === true) && ruleHolds(item.visibleWhen, shownAnswers);
    shownAt[index] = shown;
    if (shown && Object.hasOwn(answers, item.linkId)) shownAnswers[item.linkId] = answers[item.linkId] as readonly AnswerValue[];
  }
  const visible = new Set<string>();
  plan.entries.forEach(({ item }, index) => {
    if (shownAt[index]) visible.add(item.linkId);
  });
  return visible;
}

/** Repeated passes until nothing changes (bounded by the number of items). */
function visibleByPasses(plan: RulePlan, answers: Answers): Set<string> {
  const all = plan.entries;
  let visible = new Set(all.map(({ item }) => item.linkId));
  for (let pass = 0; pass <= all.length; pass++) {
    const shownAnswers = onlyShown(answers, visible);
    const next = new Set<string>();
    for (const { item, ancestors } of all) {
      if (item.hidden !== true && ancestors.every((a) => next.has(a)) && ruleHolds(item.visibleWhen, shownAnswers)) next.add(item.linkId);
    }
    const settled = next.size === visible.size && [...next].every((id) => visible.has(id));
    visible = next;
    if (settled) break;
  }
  return visible;
}

function onlyShown(answers: Answers, visible: ReadonlySet<string>): Answers {
  const kept: Record<string, readonly AnswerValue[]> = {};
  for (const [linkId, values] of Object.entries(answers)) if (visible.has(linkId)) kept[linkId] = values;
  return kept;
}

/** A required, shown item without an answer, with the texts of the groups it sits in. */
export interface MissingItem {
  linkId: string;
  text: string;
  /** Group texts from the top, e.g. ['Wound 1', 'Measurements']. */
  path: readonly string[];
}

/** The required answers still missing (hidden items never count). */
export function missingItems(questionnaire: Questionnaire, answers: Answers): MissingItem[] {
  const state = formState(questionnaire, answers);
  const texts = new Map<string, string>();
  const missing: MissingItem[] = [];
  for (const { item, ancestors } of walkItems(questionnaire.items)) {
    texts.set(item.linkId, item.text);
    if (state.required.has(item.linkId) && !isAnswered(state.answers[item.linkId])) {
      missing.push({ linkId: item.linkId, text: item.text, path: ancestors.map((a) => texts.get(a) ?? a) });
    }
  }
  return missing;
}

/** The item of `linkId` (undefined when the form has none). */
export function findItem(questionnaire: Questionnaire, linkId: string): QuestionnaireItem | undefined {
  for (const { item } of walkItems(questionnaire.items)) if (item.linkId === linkId) return item;
  return undefined;
}
