import { describe, expect, it } from 'vitest';
import type { Questionnaire } from '../../domain/forms/questionnaire';
import { formState } from '../../domain/forms/rules';
import { createFormEngine } from './form-engine';
import { type FormValues, toAnswers, toFormValues } from './form-values';

const yes = { code: 'yes', display: 'Yes' };
const no = { code: 'no', display: 'No' };

const FORM: Questionnaire = {
  code: 'wound',
  title: 'Wound',
  status: 'active',
  items: [
    { linkId: 'note', text: 'Note', type: 'string' },
    {
      linkId: 'w1',
      text: 'Wound 1',
      type: 'group',
      items: [
        { linkId: 'w1-status', text: 'Status', type: 'coding', answerOptions: [yes, no], required: true },
        {
          linkId: 'w1-length',
          text: 'Length',
          type: 'quantity',
          units: ['cm'],
          visibleWhen: { conditions: [{ question: 'w1-status', operator: '=', answer: yes }] },
        },
        {
          linkId: 'w1-width',
          text: 'Width',
          type: 'quantity',
          units: ['cm'],
          required: true,
          visibleWhen: { conditions: [{ question: 'w1-status', operator: '=', answer: yes }] },
        },
        { linkId: 'w1-area', text: 'Area', type: 'decimal', calculated: 'wound-area' },
        { linkId: 'w1-photos', text: 'Photos', type: 'attachment' },
      ],
    },
  ],
};

/** An engine, with a record of which items were told of a change. */
function engineOf(values: FormValues) {
  const engine = createFormEngine(FORM, values);
  const told: string[] = [];
  for (const id of ['note', 'w1', 'w1-status', 'w1-length', 'w1-width', 'w1-area', 'w1-photos']) engine.subscribe(id, () => told.push(id));
  return { engine, told };
}

describe('createFormEngine', () => {
  it('works the rules out for the whole form as formState does', () => {
    const values = toFormValues(FORM, { 'w1-status': [yes], 'w1-length': [{ value: 2, unit: 'cm' }] });
    const { engine } = engineOf(values);
    expect(engine.state).toEqual(formState(FORM, toAnswers(FORM, values).answers));
    expect(engine.view('w1-length')).toMatchObject({ shown: true, required: false });
    expect(engine.view('w1-width')).toMatchObject({ shown: true, required: true });
    expect(engine.view('w1').summary).toEqual({ questions: 4, answered: 2, missing: 1, errors: 0 });
    expect(engine.view('w1-photos').text).toBe('None');
  });

  it('tells only the items whose view a change touched', () => {
    const values = toFormValues(FORM, {});
    const { engine, told } = engineOf(values);
    const before = engine.view('w1-status');

    // Typing a note changes nothing any other item shows.
    engine.setValues({ ...values, note: 'heel' });
    expect(told).toEqual([]);
    expect(engine.view('w1-status')).toBe(before);
    expect(engine.state.answers).toEqual({ note: ['heel'] });

    // Answering the status shows the measurements, and the section's summary changes.
    engine.setValues({ ...values, note: 'heel', 'w1-status': 'yes' });
    expect(told.sort()).toEqual(['w1', 'w1-length', 'w1-width']);

    // The worked-out area follows length × width.
    told.length = 0;
    engine.setValues({
      ...values,
      note: 'heel',
      'w1-status': 'yes',
      'w1-length': { value: '2', unit: 'cm' },
      'w1-width': { value: '3', unit: 'cm' },
    });
    expect(told.sort()).toEqual(['w1', 'w1-area']);
    expect(engine.view('w1-area').text).toBe('6');
  });

  it("puts each shown item's message on its view, and counts them in its section", () => {
    const { engine, told } = engineOf(toFormValues(FORM, {}));
    engine.setMessages((linkId) => (linkId === 'w1-status' || linkId === 'w1-width' ? 'This field is required' : undefined));
    expect(engine.view('w1-status').error).toBe('This field is required');
    // Width is hidden: a hidden item shows no message.
    expect(engine.view('w1-width').error).toBeUndefined();
    expect(engine.view('w1').summary?.errors).toBe(1);
    expect(told.sort()).toEqual(['w1', 'w1-status']);
  });
});
