import { describe, expect, it } from 'vitest';
import type { Answers, AnswerValue, Coding, Questionnaire, QuestionnaireItem, Rule } from './questionnaire';
import { walkItems } from './questionnaire';
import { rulePlan } from './rule-plan';
import { formState, ruleHolds } from './rules';

const yes: Coding = { code: 'yes', display: 'Yes' };
const no: Coding = { code: 'no', display: 'No' };
const when = (question: string, answer: AnswerValue = yes): Rule => ({ conditions: [{ question, operator: '=', answer }] });
const question = (linkId: string, extra: Partial<QuestionnaireItem> = {}): QuestionnaireItem => ({
  linkId,
  text: linkId,
  type: 'coding',
  answerOptions: [yes, no],
  ...extra,
});
const group = (linkId: string, items: QuestionnaireItem[], extra: Partial<QuestionnaireItem> = {}): QuestionnaireItem => ({
  linkId,
  text: linkId,
  type: 'group',
  items,
  ...extra,
});
const form = (items: QuestionnaireItem[]): Questionnaire => ({ code: 'f', title: 'F', status: 'active', items });

const linkIdsInOrder = (q: Questionnaire) => {
  const plan = rulePlan(q);
  return plan.order?.map((i) => plan.entries[i]?.item.linkId) ?? null;
};

/** The rules as first written: passes over every item until the shown set stops changing. */
function shownByPasses(q: Questionnaire, answers: Answers): Set<string> {
  const all = [...walkItems(q.items)];
  let visible = new Set(all.map(({ item }) => item.linkId));
  for (let pass = 0; pass <= all.length; pass++) {
    const shown = Object.fromEntries(Object.entries(answers).filter(([id]) => visible.has(id)));
    const next = new Set<string>();
    for (const { item, ancestors } of all) {
      if (ancestors.every((a) => next.has(a)) && ruleHolds(item.visibleWhen, shown)) next.add(item.linkId);
    }
    const settled = next.size === visible.size && [...next].every((id) => visible.has(id));
    visible = next;
    if (settled) break;
  }
  return visible;
}

describe('rulePlan', () => {
  it('orders each item after its parent and after the questions its visibleWhen reads, even one further down', () => {
    const q = form([
      question('early', { visibleWhen: when('late') }),
      group('g', [question('inner', { visibleWhen: when('early') })], { visibleWhen: when('late') }),
      question('late'),
    ]);
    const order = linkIdsInOrder(q) ?? [];
    const at = (id: string) => order.indexOf(id);
    expect(order).toHaveLength(4);
    expect(at('late')).toBeLessThan(at('early'));
    expect(at('late')).toBeLessThan(at('g'));
    expect(at('g')).toBeLessThan(at('inner'));
    expect(at('early')).toBeLessThan(at('inner'));
  });

  it('has no order when visibility depends on itself or a linkId is used twice (the rules then settle by passes)', () => {
    expect(linkIdsInOrder(form([question('a', { visibleWhen: when('b') }), question('b', { visibleWhen: when('a') })]))).toBeNull();
    expect(linkIdsInOrder(form([question('a'), group('g', [question('a')])]))).toBeNull();
  });

  it('is worked out once per questionnaire', () => {
    const q = form([question('a')]);
    expect(rulePlan(q)).toBe(rulePlan({ ...q }));
  });
});

describe('formState in one pass', () => {
  // A wound-like form: a count opens wounds, a status opens a wound's sections, answers inside
  // open details, one question reads an item further down, required-when rules read shown ones.
  const wound = (n: number): QuestionnaireItem =>
    group(
      `w${n}`,
      [
        question(`w${n}-status`, { required: true }),
        group(
          `w${n}-measure`,
          [
            question(`w${n}-undermining`),
            group(`w${n}-detail`, [question(`w${n}-depth`, { required: true })], { visibleWhen: when(`w${n}-undermining`) }),
            question(`w${n}-note`, { visibleWhen: when(`w${n}-depth`), requiredWhen: when(`w${n}-undermining`) }),
          ],
          { visibleWhen: when(`w${n}-status`) },
        ),
        question(`w${n}-early`, { visibleWhen: when(`w${n}-late`) }),
        question(`w${n}-late`, { visibleWhen: when(`w${n}-status`, no) }),
      ],
      n === 1 ? {} : { visibleWhen: { conditions: [{ question: 'count', operator: '>=', answer: n }] } },
    );
  const q = form([{ linkId: 'count', text: 'Count', type: 'integer', required: true }, wound(1), wound(2), wound(3)]);
  const questions = [...walkItems(q.items)].filter(({ item }) => item.type === 'coding').map(({ item }) => item.linkId);

  /** A small deterministic generator (mulberry32), so a failure can be replayed. */
  function random(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('shows, requires and keeps exactly what the passes did, for many answer sets', () => {
    const next = random(19);
    expect(rulePlan(q).order).not.toBeNull();
    for (let run = 0; run < 300; run++) {
      const answers: Record<string, AnswerValue[]> = { count: [1 + Math.floor(next() * 3)] };
      for (const id of questions) {
        const pick = next();
        if (pick < 0.45) answers[id] = [yes];
        else if (pick < 0.8) answers[id] = [no];
      }
      if (next() < 0.2) answers.stray = ['not an item'];
      const state = formState(q, answers);
      const byPasses = shownByPasses(q, answers);
      expect([...state.visible]).toEqual([...byPasses]);
      expect(Object.keys(state.answers)).toEqual(Object.keys(answers).filter((id) => byPasses.has(id)));
      for (const id of state.required) expect(state.visible.has(id)).toBe(true);
    }
  });

  it('hides what depends on a hidden answer, however deep the chain', () => {
    const answers = { count: [2], 'w2-status': [yes], 'w2-undermining': [yes], 'w2-depth': [yes], 'w2-note': [yes] };
    const open = formState(q, answers);
    expect([...open.visible]).toEqual(expect.arrayContaining(['w2-detail', 'w2-depth', 'w2-note']));
    expect(open.required.has('w2-note')).toBe(true);
    const closed = formState(q, { ...answers, count: [1] });
    expect(closed.visible.has('w2')).toBe(false);
    expect(closed.visible.has('w2-note')).toBe(false);
    expect(closed.answers).toEqual({ count: [1] });
  });
});
