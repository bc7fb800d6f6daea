import { describe, expect, it } from 'vitest';
import type { Questionnaire } from '../forms/questionnaire';
import { diffVersions } from './version-diff';

const wound: Questionnaire = {
  code: 'wound-assessment',
  title: 'Wound Assessment',
  status: 'active',
  items: [
    {
      linkId: 'size',
      text: 'Size',
      type: 'group',
      items: [
        { linkId: 'length', text: 'Length (cm)', type: 'decimal' },
        { linkId: 'width', text: 'Width (cm)', type: 'decimal' },
      ],
    },
    { linkId: 'note', text: 'Note', type: 'text' },
    { linkId: 'seen', text: 'Seen on', type: 'date' },
    {
      linkId: 'exudate',
      text: 'Exudate',
      type: 'coding',
      answerOptions: [
        { code: 'none', display: 'None' },
        { code: 'light', display: 'Light' },
      ],
    },
  ],
};

describe('diffVersions', () => {
  it('lists changed, added and removed answers in form order, as a reader sees them', () => {
    const changes = diffVersions(
      [
        {
          questionnaire: wound,
          before: { length: [3], note: ['Clean'], exudate: [{ code: 'none', display: 'None' }] },
          after: { length: [3.5], width: [2], exudate: [{ code: 'light', display: 'Light' }], seen: ['2026-11-02'] },
        },
      ],
      'America/New_York',
    );
    expect(changes.map((c) => [c.question, c.before, c.after, c.kind])).toEqual([
      ['Length (cm)', '3', '3.5', 'changed'],
      ['Width (cm)', '', '2', 'added'],
      ['Note', 'Clean', '', 'removed'],
      ['Seen on', '', '11/02/2026', 'added'],
      ['Exudate', 'None', 'Light', 'changed'],
    ]);
    expect(changes[0]).toMatchObject({ formCode: 'wound-assessment', formTitle: 'Wound Assessment', linkId: 'length' });
  });

  it('is empty when nothing changed, and a form filled only in the new version counts as added answers', () => {
    expect(diffVersions([{ questionnaire: wound, before: { note: ['A'] }, after: { note: ['A'] } }], 'UTC')).toEqual([]);
    expect(diffVersions([{ questionnaire: wound, before: undefined, after: { note: ['New'] } }], 'UTC')).toMatchObject([
      { question: 'Note', before: '', after: 'New', kind: 'added' },
    ]);
  });
});
