// The order in which a form's live rules are worked out (rules.ts): every item after its parent
// and after the questions its visibleWhen reads. In that order one pass over the items settles
// which are shown: a condition only ever reads answers whose item is already settled. Worked out
// once per questionnaire, since the renderer evaluates the rules on every change.
import type { Questionnaire, QuestionnaireItem } from './questionnaire';
import { walkItems } from './questionnaire';

export interface PlanEntry {
  item: QuestionnaireItem;
  /** linkIds of the groups it sits in, from the top. */
  ancestors: readonly string[];
  /** Index of its parent group in the plan's entries (-1 at the top level). */
  parent: number;
}

export interface RulePlan {
  /** Every item, depth first (walkItems' order). */
  entries: readonly PlanEntry[];
  /** linkId → index in entries. */
  indexOf: ReadonlyMap<string, number>;
  /**
   * Indices of entries in an order where each comes after its parent and after the items its
   * visibleWhen names; null when there is none (visibility depends on itself, or a linkId is used
   * twice): the rules then settle by repeated passes.
   */
  order: readonly number[] | null;
}

const plans = new WeakMap<readonly QuestionnaireItem[], RulePlan>();

/** The plan of `questionnaire` (kept per items list: a questionnaire's items do not change). */
export function rulePlan(questionnaire: Pick<Questionnaire, 'items'>): RulePlan {
  let plan = plans.get(questionnaire.items);
  if (!plan) {
    plan = buildPlan(questionnaire.items);
    plans.set(questionnaire.items, plan);
  }
  return plan;
}

function buildPlan(items: readonly QuestionnaireItem[]): RulePlan {
  const entries: PlanEntry[] = [];
  const indexOf = new Map<string, number>();
  let unique = true;
  for (const { item, ancestors } of walkItems(items)) {
    const parentId = ancestors.at(-1);
    if (indexOf.has(item.linkId)) unique = false;
    else indexOf.set(item.linkId, entries.length);
    entries.push({ item, ancestors, parent: parentId === undefined ? -1 : (indexOf.get(parentId) ?? -1) });
  }
  return { entries, indexOf, order: unique ? evaluationOrder(entries, indexOf) : null };
}

/** Depth-first topological order from the document order; null on a cycle. */
function evaluationOrder(entries: readonly PlanEntry[], indexOf: ReadonlyMap<string, number>): number[] | null {
  const dependsOn = entries.map(({ item, parent }) => {
    const on = parent >= 0 ? [parent] : [];
    for (const condition of item.visibleWhen?.conditions ?? []) {
      const question = indexOf.get(condition.question);
      if (question !== undefined) on.push(question);
    }
    return on;
  });
  const state = new Uint8Array(entries.length); // 0 new, 1 open, 2 done
  const order: number[] = [];
  // Iterative, so that a deep chain of conditions cannot overflow the stack.
  for (let root = 0; root < entries.length; root++) {
    if (state[root] !== 0) continue;
    const stack: { index: number; next: number }[] = [{ index: root, next: 0 }];
    state[root] = 1;
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { index: number; next: number };
      const deps = dependsOn[top.index] ?? [];
      if (top.next < deps.length) {
        const dep = deps[top.next++] as number;
        if (state[dep] === 1) return null;
        if (state[dep] === 0) {
          state[dep] = 1;
          stack.push({ index: dep, next: 0 });
        }
      } else {
        state[top.index] = 2;
        order.push(top.index);
        stack.pop();
      }
    }
  }
  return order;
}
