// The dashboards' reads (SPEC §2 /admin-dashboard, /report-dashboard, /cbr-dashboard), declared for
// the one reader (DESIGN §5): the operation's rule (settings or create; never external or
// reviewer-readonly users, SPEC §6), the filter, then the counts of the patients the caller may
// read (DESIGN §8 'Access': a user of one market sees that market's numbers only). CBR also
// needs SPEC §2's CBR rule (src/domain/dashboards/cbr-access.ts) with EnableCBRReport.
import type { SessionUser } from '../../../src/domain/access.ts';
import { mayOpenCbr } from '../../../src/domain/dashboards/cbr-access.ts';
import type { DashboardFilter } from '../../../src/domain/dashboards/dashboard-filter.ts';
import { encounterReportRows } from '../../../src/domain/dashboards/encounter-report.ts';
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import { settingsRepository } from '../settings/settings-repository.ts';
import { pagedList } from '../shared/paging.ts';
import { loadPatientScope } from '../shared/patient-access.ts';
import { defineQuery, type WriteTarget } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { parseDocumented, parseExportFilter, parseFilter, parseVisits } from './dashboards-input.ts';
import { dashboardsRepository } from './dashboards-repository.ts';
import { cliniciansView, daysView, deviceView, documentedView, groupsOf, groupView, marketsView, visitView } from './dashboards-views.ts';

/** The REST exports' operations (dashboard-routes.ts). */
export const REPORT_EXPORT = 'GET /api/dashboards/report.csv' as const;
export const CBR_EXPORT = 'GET /api/dashboards/cbr.csv' as const;

/** SPEC §2 CBR: refused (FORBIDDEN) unless the caller passes the CBR rule with today's EnableCBRReport. */
const cbrTarget: WriteTarget<unknown, null> = {
  kind: 'none',
  async resolve(db: Executor, me: SessionUser) {
    const on = (await settingsRepository.byKey(db, 'EnableCBRReport'))?.value === 'true';
    if (!mayOpenCbr(me, on)) throw forbidden();
    return null;
  },
};

/** Visit outcomes and signing by day, market, clinician and in total, with the clinicians' names. */
async function grouped(db: Executor, scope: PatientScope, filter: DashboardFilter) {
  const [outcomes, signs] = await Promise.all([
    dashboardsRepository.outcomeCounts(db, scope, filter),
    dashboardsRepository.signCounts(db, scope, filter),
  ]);
  const clinicians = groupsOf('clinician', outcomes, signs);
  const names = await dashboardsRepository.practitionerNames(
    db,
    [...clinicians.keys()].filter((k) => k !== ''),
  );
  return {
    total: groupView('total', 'All', groupsOf('total', outcomes, signs).get('')),
    days: groupsOf('day', outcomes, signs),
    markets: marketsView(groupsOf('market', outcomes, signs)),
    clinicians: cliniciansView(clinicians, names),
  };
}

async function benchmark(db: Executor, me: SessionUser, filter: DashboardFilter) {
  const g = await grouped(db, await loadPatientScope(db, me), filter);
  return { from: filter.from, to: filter.to, clinicians: g.clinicians, totals: g.total };
}

async function encounterReport(db: Executor, me: SessionUser, filter: DashboardFilter) {
  const scope = await loadPatientScope(db, me);
  const [counts, g] = await Promise.all([dashboardsRepository.encounterCounts(db, scope, filter), grouped(db, scope, filter)]);
  return {
    from: filter.from,
    to: filter.to,
    encounters: encounterReportRows(counts),
    visits: [...g.markets, { ...g.total, label: 'All markets' }],
  };
}

export const dashboardsQueries = {
  admin: defineQuery({
    operation: 'Query.AdminDashboard',
    input: parseFilter,
    target: noTarget,
    read: async ({ db, me, input }) => {
      const scope = await loadPatientScope(db, me);
      const now = new Date();
      const [g, devices] = await Promise.all([
        grouped(db, scope, input),
        dashboardsRepository.devices(db, scope.kind === 'all' ? null : scope.states, input),
      ]);
      const deviceRows = devices.map((d) => deviceView(d, now));
      return {
        from: input.from,
        to: input.to,
        totals: g.total,
        days: daysView(input.from, input.to, g.days),
        markets: g.markets,
        clinicians: g.clinicians,
        devices: deviceRows,
        staleDevices: deviceRows.filter((d) => d.stale).length,
      };
    },
  }),

  report: defineQuery({
    operation: 'Query.ReportDashboard',
    input: parseFilter,
    target: noTarget,
    read: ({ db, me, input }) => encounterReport(db, me, input),
  }),

  reportExport: defineQuery({
    operation: REPORT_EXPORT,
    input: parseExportFilter,
    target: noTarget,
    read: ({ db, me, input }) => encounterReport(db, me, input),
  }),

  cbr: defineQuery({
    operation: 'Query.CbrDashboard',
    input: parseFilter,
    target: cbrTarget,
    read: ({ db, me, input }) => benchmark(db, me, input),
  }),

  cbrExport: defineQuery({
    operation: CBR_EXPORT,
    input: parseExportFilter,
    target: cbrTarget,
    read: ({ db, me, input }) => benchmark(db, me, input),
  }),

  visits: defineQuery({
    operation: 'Query.DashboardVisits',
    input: parseVisits,
    target: noTarget,
    read: async ({ db, me, input }) => {
      const scope = await loadPatientScope(db, me);
      return pagedList(
        input.page,
        (page) => dashboardsRepository.visits(db, scope, input.filter, { day: input.day, outcome: input.outcome }, page),
        visitView,
      );
    },
  }),

  // The records behind 'signed within 24 h' (SPEC §2 'A click on a chart opens the records behind
  // the number'): the encounters the number counts, by the same filter and the same access.
  documented: defineQuery({
    operation: 'Query.DashboardEncounters',
    input: parseDocumented,
    target: noTarget,
    read: async ({ db, me, input }) => {
      const scope = await loadPatientScope(db, me);
      return pagedList(
        input.page,
        (page) => dashboardsRepository.documented(db, scope, input.filter, { day: input.day, signing: input.signing }, page),
        documentedView,
      );
    },
  }),
};
