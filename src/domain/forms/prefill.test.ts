import { describe, expect, it } from 'vitest';
import { prefillFor } from './prefill';

const earlier = (encounterId: string, visitStart: string, pain: string) => ({
  questionnaireCode: 'interval-history',
  encounterId,
  visitStart,
  answers: { 'pain-status': [{ code: pain, display: pain }] },
});

describe('prefillFor', () => {
  const visit = '2026-11-20T15:00:00.000Z';

  it('takes the latest earlier visit within two weeks', () => {
    const list = [earlier('a', '2026-11-10T15:00:00.000Z', 'worse'), earlier('b', '2026-11-17T15:00:00.000Z', 'better')];
    expect(prefillFor('interval-history', visit, 'now', list)).toEqual({ 'pain-status': [{ code: 'better', display: 'better' }] });
  });

  it('offers nothing older than two weeks, from the same or a later visit, or for other forms', () => {
    expect(prefillFor('interval-history', visit, 'now', [earlier('old', '2026-11-05T14:59:00.000Z', 'worse')])).toBeNull();
    expect(prefillFor('interval-history', visit, 'now', [earlier('now', '2026-11-19T15:00:00.000Z', 'worse')])).toBeNull();
    expect(prefillFor('interval-history', visit, 'now', [earlier('later', '2026-11-21T15:00:00.000Z', 'worse')])).toBeNull();
    expect(prefillFor('nutrition', visit, 'now', [earlier('b', '2026-11-17T15:00:00.000Z', 'better')])).toBeNull();
  });
});
