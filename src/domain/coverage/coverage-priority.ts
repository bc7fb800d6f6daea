// SPEC §9 'Lowest coverage priority number is primary' (SPEC §3 'Priority Primary(1)/
// Secondary(2)'). Only coverages in force rank: an inactive (draft) one is never primary. Among
// the active ones the lowest number is primary and the next secondary, whatever numbers they
// carry (a lone Secondary(2) is the primary one); equal numbers fall back to the earlier
// effective date, then the id, so the answer never depends on the order they were read in.

export interface RankedCoverage {
  id: string;
  status: string;
  order: number;
  /** Effective date 'YYYY-MM-DD', when known. */
  effectiveDate?: string | null;
}

export type CoverageRank = 'primary' | 'secondary' | 'other' | 'inactive';

export const COVERAGE_RANK_LABELS: Readonly<Record<CoverageRank, string>> = {
  primary: 'Primary',
  secondary: 'Secondary',
  other: 'Additional',
  inactive: 'Inactive',
};

const byPriority = (a: RankedCoverage, b: RankedCoverage): number =>
  a.order - b.order || (a.effectiveDate ?? '9999-12-31').localeCompare(b.effectiveDate ?? '9999-12-31') || a.id.localeCompare(b.id);

/** Active coverages first, each group lowest priority number first (the chart's order). */
export function sortByPriority<T extends RankedCoverage>(coverages: readonly T[]): T[] {
  return [...coverages].sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active') || byPriority(a, b));
}

/** Each coverage's rank: the lowest-numbered active one is primary, the next secondary. */
export function rankCoverages(coverages: readonly RankedCoverage[]): Map<string, CoverageRank> {
  const ranks = new Map<string, CoverageRank>();
  const active = coverages.filter((c) => c.status === 'active').sort(byPriority);
  active.forEach((c, i) => {
    ranks.set(c.id, i === 0 ? 'primary' : i === 1 ? 'secondary' : 'other');
  });
  for (const c of coverages) if (!ranks.has(c.id)) ranks.set(c.id, 'inactive');
  return ranks;
}

/** The primary coverage (the lowest priority number in force), or null when none is active. */
export function primaryCoverage<T extends RankedCoverage>(coverages: readonly T[]): T | null {
  return coverages.filter((c) => c.status === 'active').sort(byPriority)[0] ?? null;
}
