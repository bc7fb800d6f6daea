import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bulkSendPrompt, faxOf, isReadyToSend, LetterRange, letterFlags } from './pcp-letters';

describe('PCP letters', () => {
  it('flags No PCP, No Fax and Failed (SPEC §3)', () => {
    expect(letterFlags({ pcpId: null, fax: null }, 'none')).toEqual(['No PCP']);
    expect(letterFlags({ pcpId: 'p', fax: null }, 'none')).toEqual(['No Fax']);
    expect(letterFlags({ pcpId: 'p', fax: '8135550100' }, 'entered-in-error')).toEqual(['Failed']);
    expect(letterFlags({ pcpId: 'p', fax: '8135550100' }, 'completed')).toEqual([]);
  });
  it('sends only a letter with a PCP and a fax, not already sent or queued; a failed one again', () => {
    const pcp = { pcpId: 'p', fax: '8135550100' };
    expect(isReadyToSend(pcp, 'none')).toBe(true);
    expect(isReadyToSend(pcp, 'entered-in-error')).toBe(true);
    expect(isReadyToSend(pcp, 'completed')).toBe(false);
    expect(isReadyToSend(pcp, 'in-progress')).toBe(false);
    expect(isReadyToSend({ pcpId: 'p', fax: null }, 'none')).toBe(false);
  });
  it('reads the fax: system fax with a value (SPEC §2)', () => {
    expect(
      faxOf([
        { system: 'phone', value: '1' },
        { system: 'fax', value: ' 8135550100 ' },
      ]),
    ).toBe('8135550100');
    expect(
      faxOf([
        { system: 'fax', value: null },
        { system: 'fax', value: '' },
      ]),
    ).toBeNull();
    expect(faxOf(undefined)).toBeNull();
  });
  it('asks before a bulk send in SPEC §8 words', () => {
    expect(bulkSendPrompt(12)).toBe('12 letters are ready to be sent. Do you want to proceed?');
  });
  it('takes a range of at most 31 days, in order', () => {
    expect(v.safeParse(LetterRange, { from: '2026-11-01', to: '2026-11-30' }).success).toBe(true);
    expect(v.safeParse(LetterRange, { from: '2026-11-30', to: '2026-11-01' }).issues?.[0]?.message).toBe(
      'The end date must be on or after the start date.',
    );
    expect(v.safeParse(LetterRange, { from: '2026-10-01', to: '2026-11-30' }).issues?.[0]?.message).toBe('Choose at most 31 days.');
  });
});
