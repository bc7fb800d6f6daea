import { describe, expect, it } from 'vitest';
import { primaryCoverage, rankCoverages, sortByPriority } from './coverage-priority';

const c = (id: string, order: number, status = 'active', effectiveDate: string | null = null) => ({ id, order, status, effectiveDate });

describe('coverage priority (SPEC §9: lowest coverage priority number is primary)', () => {
  it('ranks the lowest number primary and the next secondary', () => {
    const ranks = rankCoverages([c('b', 2), c('a', 1)]);
    expect(ranks.get('a')).toBe('primary');
    expect(ranks.get('b')).toBe('secondary');
    expect(primaryCoverage([c('b', 2), c('a', 1)])?.id).toBe('a');
  });

  it('a lone Secondary(2) in force is the primary one; an inactive Primary(1) is not', () => {
    const list = [c('old', 1, 'draft'), c('only', 2)];
    expect(primaryCoverage(list)?.id).toBe('only');
    expect(rankCoverages(list).get('old')).toBe('inactive');
    expect(rankCoverages(list).get('only')).toBe('primary');
  });

  it('no active coverage: no primary', () => {
    expect(primaryCoverage([c('x', 1, 'draft')])).toBeNull();
    expect(primaryCoverage([])).toBeNull();
  });

  it('equal numbers: the earlier effective date, then the id, whatever the order read', () => {
    const list = [c('z', 1, 'active', '2025-03-01'), c('y', 1, 'active', '2024-01-01'), c('x', 1, 'active', '2024-01-01')];
    expect(primaryCoverage(list)?.id).toBe('x');
    expect(primaryCoverage([...list].reverse())?.id).toBe('x');
    expect(rankCoverages(list).get('y')).toBe('secondary');
    expect(rankCoverages(list).get('z')).toBe('other');
  });

  it('sorts active coverages first, each by priority', () => {
    const sorted = sortByPriority([c('d', 1, 'draft'), c('s', 2), c('p', 1), c('e', 2, 'draft')]);
    expect(sorted.map((x) => x.id)).toEqual(['p', 's', 'd', 'e']);
  });
});
