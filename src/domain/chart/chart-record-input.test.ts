import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { INVALID_DATE } from '../validation/date';
import { AlertForm, INVALID_DATE_RANGE, NOTE_MAX, NoteForm, OrderForm, ReferralForm, TaskForm, tooLong } from './chart-record-input';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => [v.getDotPath(i), i.message]);
};

describe('a note', () => {
  it('needs a topic and its text, and keeps its line breaks', () => {
    expect(issues(NoteForm, { topic: '', text: '' })).toEqual([
      ['topic', MESSAGES.required],
      ['text', MESSAGES.required],
    ]);
    expect(v.parse(NoteForm, { topic: 'other', text: '  Line one\r\n\r\nLine two  ' })).toEqual({
      topic: 'other',
      text: 'Line one\n\nLine two',
    });
  });

  it(`holds at most ${NOTE_MAX} characters (trimmed) and says so`, () => {
    expect(issues(NoteForm, { topic: 'other', text: ` ${'x'.repeat(NOTE_MAX)} ` })).toEqual([]);
    expect(issues(NoteForm, { topic: 'other', text: 'x'.repeat(NOTE_MAX + 1) })).toEqual([['text', tooLong(NOTE_MAX)]]);
    expect(tooLong(2000)).toBe('Maximum 2000 characters allowed');
  });
});

describe('an alert', () => {
  const alert = { category: 'fall-risk', text: 'Uses a walker', start: '2026-05-01', end: '' };

  it('needs a known category, a text and a start date; the text is collapsed like any text input (SPEC §5)', () => {
    expect(v.parse(AlertForm, { ...alert, text: '  Uses   a walker ' })).toMatchObject({ text: 'Uses a walker', end: '' });
    expect(issues(AlertForm, { ...alert, category: null })).toEqual([['category', MESSAGES.required]]);
    expect(issues(AlertForm, { ...alert, category: 'ghosts' })).toEqual([['category', MESSAGES.incorrectValue]]);
    expect(issues(AlertForm, { ...alert, start: '' })).toEqual([['start', MESSAGES.required]]);
  });

  it("takes MM/dd/yyyy dates and refuses an end before the start with SPEC §5's 'Invalid date range'", () => {
    expect(v.parse(AlertForm, { ...alert, start: '05/01/2026', end: '05/01/2026' })).toMatchObject({
      start: '2026-05-01',
      end: '2026-05-01',
    });
    expect(issues(AlertForm, { ...alert, end: '2026-04-30' })).toEqual([['end', INVALID_DATE_RANGE]]);
  });
});

describe('an order and a task', () => {
  it('an order starts as a draft or active, and may name an admission by id', () => {
    expect(v.parse(OrderForm, { text: 'Offloading boot', status: 'draft' })).toEqual({
      code: '',
      text: 'Offloading boot',
      status: 'draft',
      admissionId: '',
    });
    // Picked from the 'orders' catalog: its code goes with its words (the server checks it is offered).
    expect(v.parse(OrderForm, { code: ' offloading-boot ', text: 'Offloading boot', status: 'active' })).toMatchObject({
      code: 'offloading-boot',
      text: 'Offloading boot',
    });
    expect(issues(OrderForm, { text: 'x', status: 'completed' })).toEqual([['status', MESSAGES.incorrectValue]]);
    expect(issues(OrderForm, { text: 'x', status: 'active', admissionId: 'not-an-id' })).toEqual([
      ['admissionId', MESSAGES.incorrectValue],
    ]);
  });

  it("DESIGN §5: text the database cannot store is refused, blanks are empty, dates stay in a clinic's range", () => {
    expect(issues(OrderForm, { text: 'Boot\ud800', status: 'draft' })).toEqual([['text', MESSAGES.incorrectValue]]);
    expect(issues(OrderForm, { text: '\u200b\u200b', status: 'draft' })).toEqual([['text', MESSAGES.required]]);
    expect(issues(ReferralForm, { referralDate: '2026-01-05', source: '\udc00', reason: 'Ulcer', status: 'active' })).toEqual([
      ['source', MESSAGES.incorrectValue],
    ]);
    expect(issues(ReferralForm, { referralDate: '9999-01-05', source: 'PCP', reason: 'Ulcer', status: 'active' })).toEqual([
      ['referralDate', INVALID_DATE],
    ]);
    expect(issues(NoteForm, { topic: 'other', text: 'a\u0000b' })).toEqual([['text', MESSAGES.incorrectValue]]);
  });

  it('a task needs a title and a known priority; owner and due date are optional', () => {
    expect(v.parse(TaskForm, { title: 'Call the PCP', priority: 'urgent' })).toEqual({
      title: 'Call the PCP',
      ownerId: '',
      dueDate: '',
      priority: 'urgent',
    });
    expect(issues(TaskForm, { title: '', priority: 'someday' })).toEqual([
      ['title', MESSAGES.required],
      ['priority', MESSAGES.incorrectValue],
    ]);
  });
});
