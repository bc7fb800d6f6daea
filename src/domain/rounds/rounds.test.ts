import { describe, expect, it } from 'vitest';
import { woundProgress } from './rounds';

describe('woundProgress', () => {
  it("lists each wound's measurements per assessment, oldest first, working out a missing area", () => {
    const points = woundProgress([
      {
        at: '2026-11-20T15:00:00Z',
        encounterId: 'e2',
        answers: { 'wound-count': [2], 'w1-length': [{ value: 3, unit: 'cm' }], 'w1-width': [{ value: 2, unit: 'cm' }], 'w2-area': [1.5] },
      },
      {
        at: '2026-11-10T15:00:00Z',
        encounterId: 'e1',
        answers: { 'wound-count': [1], 'w1-length': [{ value: 4, unit: 'cm' }], 'w1-width': [{ value: 2.5, unit: 'cm' }], 'w1-area': [10] },
      },
    ]);
    expect(points).toEqual([
      { at: '2026-11-10T15:00:00Z', encounterId: 'e1', wound: 1, lengthCm: 4, widthCm: 2.5, areaCm2: 10 },
      { at: '2026-11-20T15:00:00Z', encounterId: 'e2', wound: 1, lengthCm: 3, widthCm: 2, areaCm2: 6 },
      { at: '2026-11-20T15:00:00Z', encounterId: 'e2', wound: 2, lengthCm: null, widthCm: null, areaCm2: 1.5 },
    ]);
  });

  it('leaves out healed wounds with no measurement, and assessments with no wounds', () => {
    expect(
      woundProgress([
        {
          at: '2026-11-10T15:00:00Z',
          encounterId: 'e1',
          answers: { 'wound-count': [1], 'w1-status': [{ code: 'resolved', display: 'Resolved' }] },
        },
        { at: '2026-11-11T15:00:00Z', encounterId: 'e2', answers: {} },
      ]),
    ).toEqual([]);
  });
});
