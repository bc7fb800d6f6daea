import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { JobFunctionEventsInput } from './job-function-events-input';

describe('JobFunctionEventsInput', () => {
  it('takes known event codes, none included', () => {
    expect(v.parse(JobFunctionEventsInput, { events: ['order-created', 'encounter-signed'] })).toEqual({
      events: ['order-created', 'encounter-signed'],
    });
    expect(v.parse(JobFunctionEventsInput, { events: [] })).toEqual({ events: [] });
  });

  it('refuses an unknown code', () => {
    const result = v.safeParse(JobFunctionEventsInput, { events: ['order-created', 'lunch-ready'] });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(MESSAGES.incorrectValue);
  });
});
