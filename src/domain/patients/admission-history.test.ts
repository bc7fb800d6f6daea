import { describe, expect, it } from 'vitest';
import type { EpisodeOfCare } from '../resources';
import { withAdmissionStatus } from './admission-history';

const admission: EpisodeOfCare = {
  status: 'active',
  statusHistory: [
    { status: 'planned', period: { start: '2026-01-01T12:00:00.000Z', end: '2026-01-05T12:00:00.000Z' } },
    { status: 'active', period: { start: '2026-01-05T12:00:00.000Z' } },
  ],
  patient: { reference: 'Patient/p1' },
  period: { start: '2026-01-01T12:00:00.000Z' },
};

describe('admission status history (SPEC §3)', () => {
  it('closes the open period when the next status starts, and opens that one', () => {
    const next = withAdmissionStatus(admission, 'discharge-ordered', '2026-02-01T15:00:00.000Z');
    expect(next.status).toBe('discharge-ordered');
    expect(next.statusHistory).toEqual([
      admission.statusHistory[0],
      { status: 'active', period: { start: '2026-01-05T12:00:00.000Z', end: '2026-02-01T15:00:00.000Z' } },
      { status: 'discharge-ordered', period: { start: '2026-02-01T15:00:00.000Z' } },
    ]);
    // The admission it came from is left as it was.
    expect(admission.statusHistory).toHaveLength(2);
  });
});
