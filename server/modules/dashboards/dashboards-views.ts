// The dashboards' rows → their GraphQL shapes (dashboards.graphql): counts folded into groups, the
// days of the range filled with zeros, rates from src/domain/dashboards/rates.ts.
import { daysOf } from '../../../src/domain/dashboards/day-buckets.ts';
import { isStale, syncAgeMs } from '../../../src/domain/dashboards/device-sync.ts';
import {
  addOutcome,
  cancelledRate,
  missedRate,
  NO_OUTCOMES,
  NO_SIGNING,
  type OutcomeCounts,
  type SignCounts,
  scheduledOf,
  signedRate,
} from '../../../src/domain/dashboards/rates.ts';
import { displayName, type HumanName } from '../../../src/domain/resources.ts';
import type { DashboardEncounterRow, DashboardVisitRow, DeviceRow, GroupKind, OutcomeRow, SignRow } from './dashboards-repository.ts';

export const visitCountsView = (c: OutcomeCounts) => ({
  ...c,
  scheduled: scheduledOf(c),
  missedRate: missedRate(c),
  cancelledRate: cancelledRate(c),
});

export const signCountsView = (s: SignCounts) => ({ ...s, rate: signedRate(s) });

export interface GroupCounts {
  visits: OutcomeCounts;
  signing: SignCounts;
}

/** The counts of one kind of group, by key. */
export function groupsOf(kind: GroupKind, outcomes: readonly OutcomeRow[], signs: readonly SignRow[]): Map<string, GroupCounts> {
  const groups = new Map<string, GroupCounts>();
  const of = (key: string) => {
    const found = groups.get(key);
    if (found) return found;
    const made = { visits: NO_OUTCOMES, signing: NO_SIGNING };
    groups.set(key, made);
    return made;
  };
  for (const r of outcomes) {
    if (r.kind !== kind) continue;
    const g = of(r.key ?? '');
    g.visits = addOutcome(g.visits, r.outcome, r.count);
  }
  for (const r of signs) {
    if (r.kind !== kind) continue;
    of(r.key ?? '').signing = { documented: r.documented, signedWithin24h: r.signedWithin24h };
  }
  return groups;
}

export const groupView = (key: string, label: string, g: GroupCounts | undefined) => ({
  key,
  label,
  visits: visitCountsView(g?.visits ?? NO_OUTCOMES),
  signing: signCountsView(g?.signing ?? NO_SIGNING),
});

/** Each day of the range, zero days included. */
export const daysView = (from: string, to: string, byDay: ReadonlyMap<string, GroupCounts>) =>
  daysOf(from, to).map((day) => {
    const g = byDay.get(day);
    return { day, visits: visitCountsView(g?.visits ?? NO_OUTCOMES), signing: signCountsView(g?.signing ?? NO_SIGNING) };
  });

/** Markets (no state: 'Unknown'), by state code. */
export const marketsView = (byMarket: ReadonlyMap<string, GroupCounts>) =>
  [...byMarket.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, g]) => groupView(key, key || 'Unknown', g));

/** Clinicians by name; visits without a clinician are 'Unassigned'. */
export const cliniciansView = (byClinician: ReadonlyMap<string, GroupCounts>, names: ReadonlyMap<string, { names: unknown }>) =>
  [...byClinician.entries()]
    .map(([key, g]) =>
      groupView(key, key ? displayName((names.get(key)?.names ?? []) as HumanName[]) || 'Unknown clinician' : 'Unassigned', g),
    )
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }));

export const deviceView = (row: DeviceRow, now: Date) => {
  const facts = { lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null, firstReportedAt: row.firstReportedAt.toISOString() };
  return {
    deviceId: row.deviceId,
    userId: row.userId,
    userName: `${row.userGiven} ${row.userFamily}`.trim(),
    practitionerId: row.practitionerId,
    market: row.market,
    pending: row.pending,
    lastReportedAt: row.lastReportedAt.toISOString(),
    lastSyncedAt: facts.lastSyncedAt,
    syncAgeHours: Math.round(syncAgeMs(facts, now) / 360_000) / 10,
    stale: isStale(facts, now),
  };
};

/** What every row behind a number says of its visit: the patient, the clinician, where and when. */
const visitPart = (r: DashboardVisitRow | DashboardEncounterRow) => ({
  patientId: r.patientId,
  patientName: displayName((r.patientNames ?? []) as HumanName[]),
  practitionerId: r.practitionerId,
  practitionerName: r.practitionerId ? displayName((r.practitionerNames ?? []) as HumanName[]) : 'Unassigned',
  market: r.market,
  start: new Date(r.start).toISOString(),
  day: r.day,
});

export const visitView = (r: DashboardVisitRow) => ({
  appointmentId: r.appointmentId,
  ...visitPart(r),
  status: r.status,
  outcome: r.outcome,
});

export const documentedView = (r: DashboardEncounterRow) => ({
  encounterId: r.encounterId,
  ...visitPart(r),
  signedAt: r.signedAt === null ? null : new Date(r.signedAt).toISOString(),
  signing: r.signState,
});
