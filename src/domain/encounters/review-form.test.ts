import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ReviewFormSchema } from './review-form';
import { REVIEW_TEXT_REQUIRED } from './reviews';

describe('ReviewFormSchema', () => {
  it('asks a request for changes to say what, and trims the text', () => {
    const silent = v.safeParse(ReviewFormSchema, { status: 'amendRequested', type: 'clinical', text: '   ' });
    expect(silent.success).toBe(false);
    expect(silent.issues?.[0]).toMatchObject({ message: REVIEW_TEXT_REQUIRED, path: [{ key: 'text' }] });
    expect(v.parse(ReviewFormSchema, { status: 'amendRequested', type: 'coding', text: ' Add the ICD-10 code. ' }).text).toBe(
      'Add the ICD-10 code.',
    );
  });

  it('approves without text, and refuses a decision or a type it does not know', () => {
    expect(v.parse(ReviewFormSchema, { status: 'approved', type: 'compliance', text: '' })).toEqual({
      status: 'approved',
      type: 'compliance',
      text: '',
    });
    expect(v.safeParse(ReviewFormSchema, { status: 'maybe', type: 'clinical', text: '' }).success).toBe(false);
    expect(v.safeParse(ReviewFormSchema, { status: 'approved', type: 'vibes', text: '' }).success).toBe(false);
  });
});
