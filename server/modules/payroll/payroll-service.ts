// Pay periods (SPEC §3, §7) and Payroll Info (SPEC §2): the reads by the one reader (DESIGN §5);
// the ADP export written by csv-stringify, spreadsheet formulas escaped (a cell starting with =,
// +, - or @ is not run by a spreadsheet that opens the file).
import { stringify } from 'csv-stringify/sync';
import type { SessionUser } from '../../../src/domain/access.ts';
import { ADP_COLUMNS, adpFileName, adpRows } from '../../../src/domain/payroll/adp-export.ts';
import { payPeriodById } from '../../../src/domain/payroll/pay-periods.ts';
import type { Database } from '../../db/client.ts';
import { createReader } from '../shared/write-pipeline.ts';
import { payrollQueries } from './payroll-operations.ts';

type User = SessionUser | null;

export function createPayrollService(db: Database, companyCode: string) {
  const reader = createReader(db);
  return {
    history: (user: User, args: unknown) => reader.run(payrollQueries.history, user, args),
    encounters: (user: User, args: unknown) => reader.run(payrollQueries.encounters, user, args),
    info: async (user: User, args: unknown) => ({
      ...(await reader.run(payrollQueries.info, user, args)),
      exportFileName: adpFileName(companyCode),
    }),
    /** GET /api/payroll/{payPeriodId}/adp.csv: ADP's import file of the period. */
    async adpExport(user: User, payPeriodId: string): Promise<{ fileName: string; csv: string }> {
      const rows = await reader.run(payrollQueries.adpExport, user, { payPeriodId });
      const period = payPeriodById(payPeriodId);
      if (!period) throw new Error('unreachable: the period was parsed');
      const csv = stringify(adpRows(companyCode, period, rows), { header: true, columns: [...ADP_COLUMNS], escape_formulas: true });
      return { fileName: adpFileName(companyCode), csv };
    },
  };
}
