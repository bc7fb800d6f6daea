import { describe, expect, it } from 'vitest';
import type { Encounter } from '../../src/domain/resources.ts';
import type { WithId } from './address.ts';
import { buildWoundAssessments } from './wound-assessments.ts';

const TODAY = new Date('2026-11-30T12:00:00Z');
const visit = (id: string, patient: string, day: string, stateText: Encounter['stateText'] = 'eSigned'): WithId<Encounter> => ({
  id,
  status: 'finished',
  ...(stateText ? { stateText } : {}),
  class: 'home',
  deliveryType: 'in-person',
  type: 'follow-up',
  period: { start: `${day}T14:00:00Z` },
  checkedInAt: `${day}T14:00:00Z`,
  checkedOutAt: `${day}T14:45:00Z`,
  subject: { reference: `Patient/${patient}` },
  practitioner: { reference: 'Practitioner/p1' },
});

describe('the demo wound assessments', () => {
  it("measure each patient's wound at their recent signed visits, a little smaller each time", () => {
    const out = buildWoundAssessments(
      [
        visit('e3', 'a', '2026-11-25'),
        visit('e1', 'a', '2026-11-10'),
        visit('e2', 'a', '2026-11-18'),
        visit('old', 'a', '2026-09-01'),
        visit('open', 'b', '2026-11-26', 'checkedOut'),
      ],
      TODAY,
    );
    expect(out.map((r) => r.encounter.reference)).toEqual(['Encounter/e1', 'Encounter/e2', 'Encounter/e3']);
    const lengths = out.map((r) => (r.answers['w1-length']?.[0] as { value: number } | undefined)?.value ?? 0);
    expect(lengths[0]).toBeGreaterThan(lengths[1] ?? 0);
    expect(lengths[1]).toBeGreaterThan(lengths[2] ?? 0);
    expect(out.every((r) => r.status === 'completed' && r.questionnaire === 'wound-assessment')).toBe(true);
  });
});
