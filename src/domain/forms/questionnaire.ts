// The shape of a form (SPEC §3 Questionnaires): items with a linkId, text and type, nested up
// to MAX_DEPTH levels, each optionally required, shown or required only under conditions on
// other answers (rules.ts). Shared by the server (which stores questionnaires as versioned
// resources and computes missing answers) and the form renderer.

export const MAX_DEPTH = 5;

/** Text answers: SPEC §5's default bounds. */
export const TEXT_MAX_LENGTH = 10_000;
export const TEXT_MIN_LENGTH = 1;

export const ITEM_TYPES = [
  'group',
  'display',
  'string',
  'text',
  'date',
  'dateTime',
  'time',
  'integer',
  'decimal',
  'boolean',
  'coding',
  'quantity',
  'attachment',
  'reference',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Items that hold an answer (groups hold items, display items only text). */
export const isAnswerable = (type: ItemType): boolean => type !== 'group' && type !== 'display';

export interface Coding {
  code: string;
  display: string;
  system?: string;
}

export interface Quantity {
  value: number;
  unit: string;
}

export interface Attachment {
  id: string;
  title: string;
  contentType: string;
}

/**
 * One answer, by the item's type: string/text/date (YYYY-MM-DD)/dateTime (ISO)/time (HH:mm)
 * as strings, integer/decimal as numbers, boolean, coding (the chosen option), quantity,
 * attachment, reference ('Type/id').
 */
export type AnswerValue = string | number | boolean | Coding | Quantity | Attachment;

/** The answers of a response by linkId (an item may repeat, hence a list). */
export type Answers = Readonly<Record<string, readonly AnswerValue[]>>;

export const CONDITION_OPERATORS = ['exists', 'not-exists', '=', '!=', '>', '<', '>=', '<=', 'in'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** A test on another item's answer. Codings compare by code; `in` takes a list. */
export interface Condition {
  question: string;
  operator: ConditionOperator;
  answer?: AnswerValue | readonly AnswerValue[];
}

/** Conditions combined: all must hold (default), or any one. */
export interface Rule {
  conditions: readonly Condition[];
  behavior?: 'all' | 'any';
}

export interface QuestionnaireItem {
  linkId: string;
  text: string;
  type: ItemType;
  /** Required whenever shown. */
  required?: boolean;
  /** Never shown (Form Config's 'visible' off, SPEC §3): never required, keeps no answer. */
  hidden?: boolean;
  /** Shown only while this holds (and its parent is shown). */
  visibleWhen?: Rule;
  /** Required (while shown) only while this holds. */
  requiredWhen?: Rule;
  repeats?: boolean;
  /** coding: the choices. */
  answerOptions?: readonly Coding[];
  /**
   * coding: the value set (its canonical URL, src/domain/terminology/code-systems.ts) whose newest
   * published codes the server serves as the choices (server/modules/terminology/value-set-binding.ts);
   * answerOptions are the choices until it is published.
   */
  answerValueSet?: string;
  /** string/text: at most this many characters (default TEXT_MAX_LENGTH). */
  maxLength?: number;
  /** integer/decimal/quantity: bounds of the value. */
  minValue?: number;
  maxValue?: number;
  /** date/dateTime: bounds, YYYY-MM-DD (default min 1900-01-01); maxDate 'today': not after today. */
  minDate?: string;
  maxDate?: string;
  /**
   * coding: shown as the wound status toggle (SPEC §2/§4: Active or Resolved), naming the item of
   * its resolved date; the toggle is disabled once a resolved date has been saved.
   */
  woundStatusOf?: { resolvedDate: string };
  /** quantity: the allowed units (first is the default). */
  units?: readonly string[];
  /** string: a named pattern of SPEC §5. */
  pattern?: TextPattern;
  /** Read-only value worked out from other answers (e.g. wound area). */
  calculated?: 'wound-area';
  items?: readonly QuestionnaireItem[];
}

export interface Questionnaire {
  id?: string;
  /** Stable code of the form (e.g. 'wound-assessment'). */
  code: string;
  title: string;
  status: 'draft' | 'active' | 'retired';
  items: readonly QuestionnaireItem[];
}

/** SPEC §5 text patterns. */
export const TEXT_PATTERNS = {
  alphanumeric: /^[a-z0-9]+$/i,
  letters: /^[a-z]+(?: [a-z]+)*$/i,
  digits: /^\d+$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  phone: /^\d{10}$/,
  zip: /^\d{5}(?:\d{4})?$/,
  fourDigits: /^\d{4}$/,
  upToSixDigits: /^\d{1,6}$/,
  url: /^https?:\/\/[^\s]+$/i,
} as const;
export type TextPattern = keyof typeof TEXT_PATTERNS;

/** Every item with its depth (1 = top level) and the linkIds of its ancestors, depth first. */
export function* walkItems(
  items: readonly QuestionnaireItem[],
  depth = 1,
  ancestors: readonly string[] = [],
): Generator<{ item: QuestionnaireItem; depth: number; ancestors: readonly string[] }> {
  for (const item of items) {
    yield { item, depth, ancestors };
    if (item.items) yield* walkItems(item.items, depth + 1, [...ancestors, item.linkId]);
  }
}

/** What is wrong with a questionnaire's structure (an empty list when nothing is). */
export function structureProblems(questionnaire: Questionnaire): string[] {
  const problems: string[] = [];
  const seen = new Map<string, ItemType>();
  for (const { item, depth } of walkItems(questionnaire.items)) {
    if (!item.linkId.trim()) problems.push(`an item of "${item.text}" has no linkId`);
    if (seen.has(item.linkId)) problems.push(`linkId ${item.linkId} is used twice`);
    seen.set(item.linkId, item.type);
    if (!(ITEM_TYPES as readonly string[]).includes(item.type)) problems.push(`${item.linkId}: unknown type ${item.type}`);
    if (depth > MAX_DEPTH) problems.push(`${item.linkId} is nested ${depth} levels deep (at most ${MAX_DEPTH})`);
    if (item.type === 'group' && !item.items?.length) problems.push(`group ${item.linkId} has no items`);
    if (item.type !== 'group' && item.items?.length) problems.push(`${item.linkId} (${item.type}) cannot hold items`);
    if (item.type === 'coding' && !item.answerOptions?.length) problems.push(`${item.linkId} has no answer options`);
    if (item.type === 'quantity' && !item.units?.length) problems.push(`${item.linkId} has no units`);
    if ((item.required || item.requiredWhen) && !isAnswerable(item.type)) problems.push(`${item.linkId} (${item.type}) cannot be required`);
  }
  for (const { item } of walkItems(questionnaire.items)) {
    for (const rule of [item.visibleWhen, item.requiredWhen]) {
      for (const condition of rule?.conditions ?? []) {
        const type = seen.get(condition.question);
        if (!type) problems.push(`${item.linkId} depends on unknown item ${condition.question}`);
        else if (!isAnswerable(type)) problems.push(`${item.linkId} depends on ${condition.question}, which holds no answer`);
        if (condition.question === item.linkId) problems.push(`${item.linkId} depends on itself`);
        if (condition.operator !== 'exists' && condition.operator !== 'not-exists' && condition.answer === undefined) {
          problems.push(`${item.linkId}: condition on ${condition.question} (${condition.operator}) has no answer to compare`);
        }
      }
    }
  }
  const cycle = visibilityCycle(questionnaire);
  if (cycle) problems.push(`visibility depends on itself: ${cycle.join(' → ')}`);
  return problems;
}

/**
 * A chain of items whose visibility depends, in the end, on itself (a form could then never
 * settle which of them to show), or null. An item depends on the items its visibleWhen names
 * and on its parent.
 */
export function visibilityCycle(questionnaire: Questionnaire): string[] | null {
  const dependsOn = new Map<string, string[]>();
  for (const { item, ancestors } of walkItems(questionnaire.items)) {
    const parent = ancestors.at(-1);
    dependsOn.set(item.linkId, [...(parent ? [parent] : []), ...(item.visibleWhen?.conditions.map((c) => c.question) ?? [])]);
  }
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'open') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'open');
    path.push(id);
    for (const next of dependsOn.get(id) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of dependsOn.keys()) {
    const found = visit(id);
    if (found) return found;
  }
  return null;
}
