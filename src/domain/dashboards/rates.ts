// The dashboards' rates and counts (SPEC §2 /admin-dashboard): one definition each, so the
// screens, the CSV exports and the tests compute them alike.
import type { VisitOutcome } from './visit-outcome';

/**
 * SPEC §2 'signed within 24 h': of the visit, counted from its start (check-in). A visit lasts an
 * hour or so, and the start is a column the dashboards' index carries (no read of each record).
 */
export const SIGN_WINDOW_MS = 24 * 3_600_000;

export interface OutcomeCounts {
  made: number;
  missed: number;
  cancelled: number;
  open: number;
}

export interface SignCounts {
  /** Finished encounters (documented visits): the rate's denominator. */
  documented: number;
  signedWithin24h: number;
}

export const NO_OUTCOMES: OutcomeCounts = { made: 0, missed: 0, cancelled: 0, open: 0 };
export const NO_SIGNING: SignCounts = { documented: 0, signedWithin24h: 0 };

/** Every counted visit of the span: the missed and cancelled rates' denominator. */
export const scheduledOf = (c: OutcomeCounts): number => c.made + c.missed + c.cancelled + c.open;

/** part / whole, or null when there is nothing to divide (shown as '–', never as 0 %). */
export const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

export const missedRate = (c: OutcomeCounts): number | null => rate(c.missed, scheduledOf(c));
export const cancelledRate = (c: OutcomeCounts): number | null => rate(c.cancelled, scheduledOf(c));
export const signedRate = (s: SignCounts): number | null => rate(s.signedWithin24h, s.documented);

/** A rate as the screens and exports show it: '12.5 %', or '–' for none. */
export const percentText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '–' : `${(Math.round(value * 1000) / 10).toFixed(1)} %`;

/** Whether an encounter signed at `signedAt` was signed within 24 h of its visit's start. */
export function signedInTime(visit: { start?: string | null; signedAt?: string | null }): boolean {
  if (!visit.start || !visit.signedAt) return false;
  return Date.parse(visit.signedAt) - Date.parse(visit.start) <= SIGN_WINDOW_MS;
}

/** Adds one group's counts to another (totals over days, markets or clinicians). */
export function addOutcome(to: OutcomeCounts, outcome: VisitOutcome, count: number): OutcomeCounts {
  return { ...to, [outcome]: to[outcome] + count };
}

/**
 * What a documented visit's signing came to (SPEC §2 'signed within 24 h'), for the records behind
 * that number: signed within 24 h of its start, signed later, or not signed yet.
 */
export const SIGN_STATES = ['within24h', 'late', 'unsigned'] as const;
export type SignState = (typeof SIGN_STATES)[number];

export const SIGN_STATE_LABEL: Record<SignState, string> = {
  within24h: 'Signed within 24 h',
  late: 'Signed after 24 h',
  unsigned: 'Not signed',
};

export const isSignState = (value: string): value is SignState => (SIGN_STATES as readonly string[]).includes(value);
