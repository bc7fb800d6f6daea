import { describe, expect, it } from 'vitest';
import { CHART_TABS, chartTabOf, chartTabPath } from './chart-tabs';

describe('chart tabs (SPEC §2)', () => {
  it("keeps SPEC's twelve tabs in order", () => {
    expect(CHART_TABS.map((t) => t.path)).toEqual([
      'communication-log',
      'alerts',
      'demographics',
      'coverages',
      'referrals',
      'admissions',
      'encounter',
      'problemslist/problems',
      'documents',
      'orders',
      'appointments',
      'tasks',
    ]);
  });

  it('reads a tab from its path, and nothing from an unknown one', () => {
    expect(chartTabOf('problemslist/problems')).toBe('problems');
    expect(chartTabOf('/admissions/')).toBe('admissions');
    expect(chartTabOf('problems')).toBeNull();
    expect(chartTabOf('nope')).toBeNull();
    expect(chartTabPath('problems')).toBe('problemslist/problems');
  });
});
