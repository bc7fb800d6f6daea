// The dashboards (SPEC §2): reads by the one reader, the device report by the one pipeline
// (DESIGN §5); the exports of Reports and CBR written by csv-stringify with spreadsheet formulas
// escaped (a cell starting with =, +, - or @ is not run by a spreadsheet that opens the file).
import { stringify } from 'csv-stringify/sync';
import type { SessionUser } from '../../../src/domain/access.ts';
import { BENCHMARK_COLUMNS, reportFileName } from '../../../src/domain/dashboards/benchmark-report.ts';
import { ENCOUNTER_REPORT_COLUMNS } from '../../../src/domain/dashboards/encounter-report.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { dashboardsOperations } from './dashboards-operations.ts';
import { dashboardsQueries } from './dashboards-queries.ts';

type User = SessionUser | null;

export interface CsvFile {
  fileName: string;
  csv: string;
}

const csvOf = (rows: (string | number)[][]): string => stringify(rows, { escape_formulas: true });

export function createDashboardsService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    admin: (user: User, args: unknown) => reader.run(dashboardsQueries.admin, user, args),
    report: (user: User, args: unknown) => reader.run(dashboardsQueries.report, user, args),
    cbr: (user: User, args: unknown) => reader.run(dashboardsQueries.cbr, user, args),
    visits: (user: User, args: unknown) => reader.run(dashboardsQueries.visits, user, args),
    documented: (user: User, args: unknown) => reader.run(dashboardsQueries.documented, user, args),
    reportDeviceSync: (user: User, args: unknown) => pipeline.run(dashboardsOperations.reportDeviceSync, user, args),

    /** GET /api/dashboards/report.csv?from&to&market: the encounters by market, status and type. */
    async reportExport(user: User, query: unknown): Promise<CsvFile> {
      const r = await reader.run(dashboardsQueries.reportExport, user, query);
      const rows = r.encounters.map((row) => ENCOUNTER_REPORT_COLUMNS.map((c) => row[c.key]));
      return { fileName: reportFileName('report', r.from, r.to), csv: csvOf([ENCOUNTER_REPORT_COLUMNS.map((c) => c.header), ...rows]) };
    },

    /** GET /api/dashboards/cbr.csv?from&to&market: one row per clinician, then the total. */
    async cbrExport(user: User, query: unknown): Promise<CsvFile> {
      const r = await reader.run(dashboardsQueries.cbrExport, user, query);
      const rows = [...r.clinicians, { ...r.totals, label: 'All clinicians' }].map((g) => BENCHMARK_COLUMNS.map((c) => c.value(g)));
      return { fileName: reportFileName('cbr', r.from, r.to), csv: csvOf([BENCHMARK_COLUMNS.map((c) => c.header), ...rows]) };
    },
  };
}
