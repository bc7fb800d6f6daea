import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { FORM_LOGIC, FORM_LOGIC_CODES, isFormLogicCode, listedForms, requiredForms } from './form-logic';
import { MAX_DEPTH, type Questionnaire, type QuestionnaireItem, structureProblems, visibilityCycle } from './questionnaire';
import { woundStatusError, woundToggleEnabled } from './wound-status';

const form = (items: QuestionnaireItem[]): Questionnaire => ({ code: 'f', title: 'F', status: 'active', items });

/** A group chain `depth` levels deep ending in a string item. */
function nested(depth: number): QuestionnaireItem {
  let item: QuestionnaireItem = { linkId: `l${depth}`, text: 'Leaf', type: 'string' };
  for (let level = depth - 1; level >= 1; level--) item = { linkId: `g${level}`, text: `Group ${level}`, type: 'group', items: [item] };
  return item;
}

describe('structureProblems', () => {
  it(`accepts nesting to ${MAX_DEPTH} levels and refuses a sixth`, () => {
    expect(structureProblems(form([nested(MAX_DEPTH)]))).toEqual([]);
    expect(structureProblems(form([nested(MAX_DEPTH + 1)]))).toEqual([`l6 is nested 6 levels deep (at most ${MAX_DEPTH})`]);
  });

  it('names each structural mistake', () => {
    const problems = structureProblems(
      form([
        { linkId: 'a', text: 'A', type: 'string' },
        { linkId: 'a', text: 'A again', type: 'string' },
        { linkId: 'g', text: 'Empty group', type: 'group' },
        { linkId: 'c', text: 'Choice', type: 'coding' },
        { linkId: 'm', text: 'Measure', type: 'quantity' },
        { linkId: 'd', text: 'Note', type: 'display', required: true },
        { linkId: 's', text: 'S', type: 'string', items: [{ linkId: 's1', text: 'S1', type: 'string' }] },
        { linkId: 'x', text: 'X', type: 'string', visibleWhen: { conditions: [{ question: 'missing', operator: 'exists' }] } },
        { linkId: 'y', text: 'Y', type: 'string', requiredWhen: { conditions: [{ question: 'd', operator: 'exists' }] } },
        { linkId: 'z', text: 'Z', type: 'string', visibleWhen: { conditions: [{ question: 'a', operator: '=' }] } },
      ]),
    );
    expect(problems).toEqual([
      'linkId a is used twice',
      'group g has no items',
      'c has no answer options',
      'm has no units',
      'd (display) cannot be required',
      's (string) cannot hold items',
      'x depends on unknown item missing',
      'y depends on d, which holds no answer',
      'z: condition on a (=) has no answer to compare',
    ]);
  });

  it('finds visibility that depends on itself', () => {
    const cyclic = form([
      { linkId: 'a', text: 'A', type: 'boolean', visibleWhen: { conditions: [{ question: 'b', operator: 'not-exists' }] } },
      { linkId: 'b', text: 'B', type: 'boolean', visibleWhen: { conditions: [{ question: 'a', operator: 'not-exists' }] } },
    ]);
    expect(visibilityCycle(cyclic)).toEqual(['a', 'b', 'a']);
    expect(structureProblems(cyclic)).toEqual(['visibility depends on itself: a → b → a']);
    // A group shown on its own child's answer is a cycle too (the child is hidden with it).
    const parentOnChild = form([
      {
        linkId: 'g',
        text: 'G',
        type: 'group',
        visibleWhen: { conditions: [{ question: 'c', operator: 'exists' }] },
        items: [{ linkId: 'c', text: 'C', type: 'string' }],
      },
    ]);
    expect(visibilityCycle(parentOnChild)).toEqual(['g', 'c', 'g']);
    expect(visibilityCycle(form([nested(3)]))).toBeNull();
  });
});

describe('form-logic codes (SPEC §3)', () => {
  it('labels each code and says whether the form is listed and required', () => {
    expect(Object.fromEntries(FORM_LOGIC_CODES.map((c) => [c, FORM_LOGIC[c].label]))).toEqual({
      must: 'Yes',
      'one-or-more': 'Always',
      any: 'Periodic',
      could: 'Periodic',
      no: 'No',
      never: 'Never',
    });
    const plan = FORM_LOGIC_CODES.map((logic) => ({ questionnaireCode: `form-${logic}`, logic }));
    expect(listedForms(plan).map((f) => f.logic)).toEqual(['must', 'one-or-more', 'any', 'could', 'no']);
    expect(requiredForms(plan).map((f) => f.logic)).toEqual(['must', 'one-or-more']);
    expect(isFormLogicCode('must')).toBe(true);
    expect(isFormLogicCode('toString')).toBe(false);
  });
});

describe('wound status toggle (SPEC §2/§4)', () => {
  it('resolves only with a date not after today; the toggle locks once a date is saved', () => {
    expect(woundStatusError('Active', null, '2026-03-10')).toBeNull();
    expect(woundStatusError('Resolved', null, '2026-03-10')).toBe(MESSAGES.required);
    expect(woundStatusError('Resolved', '2026-03-10', '2026-03-10')).toBeNull();
    expect(woundStatusError('Resolved', '2026-03-11', '2026-03-10')).toBe(MESSAGES.incorrectValue);
    expect(woundStatusError('Resolved', '03/09/2026', '2026-03-10')).toBe(MESSAGES.incorrectValue);
    expect(woundToggleEnabled(null)).toBe(true);
    expect(woundToggleEnabled('2026-03-01')).toBe(false);
  });
});
