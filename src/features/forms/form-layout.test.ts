import { describe, expect, it } from 'vitest';
import type { Questionnaire, QuestionnaireItem } from '../../domain/forms/questionnaire';
import { rulePlan } from '../../domain/forms/rule-plan';
import { formState } from '../../domain/forms/rules';
import { formLayout, initialOpenSections, OPEN_ALL_UP_TO, openingLayout, sectionOf, summaryText } from './form-layout';

const line = (linkId: string): QuestionnaireItem => ({ linkId, text: linkId, type: 'string' });
const wound = (n: number, questions: number): QuestionnaireItem => ({
  linkId: `w${n}`,
  text: `Wound ${n}`,
  type: 'group',
  items: [
    line(`w${n}-type`),
    { linkId: `w${n}-m`, text: 'Measurements', type: 'group', items: Array.from({ length: questions }, (_, i) => line(`w${n}-q${i}`)) },
  ],
  ...(n === 1 ? {} : { visibleWhen: { conditions: [{ question: 'count', operator: '>=' as const, answer: n }] } }),
});
const form = (questions: number): Questionnaire => ({
  code: 'wounds',
  title: 'Wounds',
  status: 'active',
  items: [{ linkId: 'count', text: 'Count', type: 'integer' }, wound(1, questions), wound(2, questions), wound(3, questions)],
});

describe('formLayout', () => {
  it('makes each top-level group a section and numbers its items in document order', () => {
    const layout = formLayout(rulePlan(form(2)));
    expect(layout.sections).toEqual(['w1', 'w2', 'w3']);
    expect(layout.sizes.get('w1')).toBe(4);
    expect(layout.places.get('w1-type')).toEqual({ section: 'w1', index: 0 });
    expect(layout.places.get('w1-m')).toEqual({ section: 'w1', index: 1 });
    expect(layout.places.get('w2-q1')).toEqual({ section: 'w2', index: 3 });
    expect(layout.places.has('count')).toBe(false);
    expect(sectionOf(layout, 'w3-q0')).toBe('w3');
    expect(sectionOf(layout, 'w2')).toBe('w2');
    expect(sectionOf(layout, 'count')).toBeNull();
  });
});

describe('the sections a form opens with', () => {
  it('unfolds every section of a form that shows few items', () => {
    const q = form(3);
    const layout = formLayout(rulePlan(q));
    expect([...initialOpenSections(layout, formState(q, { count: [3] }))]).toEqual(['w1', 'w2', 'w3']);
  });

  it('unfolds only the first shown section of a large form, and the section of a question the page is sent to', () => {
    const q = form(OPEN_ALL_UP_TO);
    const layout = formLayout(rulePlan(q));
    const state = formState(q, { count: [3] });
    expect(state.visible.size).toBeGreaterThan(OPEN_ALL_UP_TO);
    expect([...initialOpenSections(layout, state)]).toEqual(['w1']);
    expect([...initialOpenSections(layout, state, ['w3-q7'])]).toEqual(['w1', 'w3']);
    const opening = openingLayout(layout, state, 'w3-q7');
    expect([...opening.open]).toEqual(['w1', 'w3']);
    // w3-q7 is the section's 10th item (type, measurements, q0…q7): it is in the page at once.
    expect([...opening.through]).toEqual([
      ['w1', -1],
      ['w3', 9],
    ]);
  });
});

describe('summaryText', () => {
  it('says how much is answered, what is missing and what is to correct', () => {
    expect(summaryText({ questions: 12, answered: 12, missing: 0, errors: 0 })).toBe('12 of 12 answered');
    expect(summaryText({ questions: 12, answered: 9, missing: 1, errors: 0 })).toBe('9 of 12 answered · 1 required answer missing');
    expect(summaryText({ questions: 12, answered: 8, missing: 3, errors: 2 })).toBe(
      '8 of 12 answered · 3 required answers missing · 2 to correct',
    );
  });
});
