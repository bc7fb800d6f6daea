// The dashboards' calls (SPEC §2): one key factory, one queryOptions per query, the CSV exports.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { downloadFile } from '../../api/file-transfer';
import { request } from '../../api/graphql-client';
import type { DashboardFilter } from '../../domain/dashboards/dashboard-filter';
import type { SignState } from '../../domain/dashboards/rates';
import type { VisitOutcome } from '../../domain/dashboards/visit-outcome';
import {
  AdminDashboardDocument,
  CbrDashboardDocument,
  DashboardEncountersDocument,
  DashboardVisitsDocument,
  ReportDashboardDocument,
} from './dashboards-documents';

export const dashboardKeys = {
  all: ['dashboards'] as const,
  admin: (f: DashboardFilter) => [...dashboardKeys.all, 'admin', f] as const,
  report: (f: DashboardFilter) => [...dashboardKeys.all, 'report', f] as const,
  cbr: (f: DashboardFilter) => [...dashboardKeys.all, 'cbr', f] as const,
  visits: (f: DashboardFilter, narrow: VisitsNarrowing) => [...dashboardKeys.all, 'visits', f, narrow] as const,
  documented: (f: DashboardFilter, narrow: DocumentedNarrowing) => [...dashboardKeys.all, 'documented', f, narrow] as const,
};

/** The GraphQL filter (no market or clinician: absent). */
const filterInput = (f: DashboardFilter) => ({
  from: f.from,
  to: f.to,
  ...(f.market ? { market: f.market } : {}),
  ...(f.practitionerId ? { practitionerId: f.practitionerId } : {}),
});

// A new filter keeps the numbers shown until the new ones arrive (no blank page between).
export const adminDashboardQuery = (f: DashboardFilter) =>
  queryOptions({
    queryKey: dashboardKeys.admin(f),
    queryFn: async () => (await request(AdminDashboardDocument, { filter: filterInput(f) })).AdminDashboard,
    placeholderData: keepPreviousData,
  });

export const reportDashboardQuery = (f: DashboardFilter) =>
  queryOptions({
    queryKey: dashboardKeys.report(f),
    queryFn: async () => (await request(ReportDashboardDocument, { filter: filterInput(f) })).ReportDashboard,
    placeholderData: keepPreviousData,
  });

export const cbrDashboardQuery = (f: DashboardFilter) =>
  queryOptions({
    queryKey: dashboardKeys.cbr(f),
    queryFn: async () => (await request(CbrDashboardDocument, { filter: filterInput(f) })).CbrDashboard,
    placeholderData: keepPreviousData,
  });

/** What a click on a number narrows the filter to. */
export interface VisitsNarrowing {
  day?: string;
  outcome?: VisitOutcome;
  market?: string;
  practitionerId?: string;
}

/** The first 100 visits behind a number (and how many there are). */
export const dashboardVisitsQuery = (f: DashboardFilter, narrow: VisitsNarrowing) =>
  queryOptions({
    queryKey: dashboardKeys.visits(f, narrow),
    queryFn: async () =>
      (
        await request(DashboardVisitsDocument, {
          filter: filterInput({ ...f, market: narrow.market ?? f.market, practitionerId: narrow.practitionerId ?? f.practitionerId }),
          day: narrow.day ?? null,
          outcome: narrow.outcome ?? null,
          first: 100,
        })
      ).DashboardVisits,
  });

/** What a click on a 'signed within 24 h' number narrows the filter to (no sign state: every documented visit). */
export interface DocumentedNarrowing {
  day?: string;
  signing?: SignState;
  market?: string;
  practitionerId?: string;
}

/** The first 100 documented visits (finished encounters) behind a 'signed within 24 h' number (and how many there are). */
export const dashboardDocumentedQuery = (f: DashboardFilter, narrow: DocumentedNarrowing) =>
  queryOptions({
    queryKey: dashboardKeys.documented(f, narrow),
    queryFn: async () =>
      (
        await request(DashboardEncountersDocument, {
          filter: filterInput({ ...f, market: narrow.market ?? f.market, practitionerId: narrow.practitionerId ?? f.practitionerId }),
          day: narrow.day ?? null,
          signing: narrow.signing ?? null,
          first: 100,
        })
      ).DashboardEncounters,
  });

const exportQuery = (f: DashboardFilter) => new URLSearchParams({ from: f.from, to: f.to, ...(f.market ? { market: f.market } : {}) });

export const fetchReportExport = (f: DashboardFilter): Promise<Blob> => downloadFile(`/api/dashboards/report.csv?${exportQuery(f)}`);
export const fetchCbrExport = (f: DashboardFilter): Promise<Blob> => downloadFile(`/api/dashboards/cbr.csv?${exportQuery(f)}`);
