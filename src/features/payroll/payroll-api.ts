// Payroll Info's calls (SPEC §2 /payroll-info): a pay period's counts, and ADP's import file.
import { queryOptions } from '@tanstack/react-query';
import { downloadFile } from '../../api/file-transfer';
import { request } from '../../api/graphql-client';
import { PayrollInfoDocument } from './payroll-documents';

export const payrollInfoQuery = (payPeriodId: string) =>
  queryOptions({
    queryKey: ['payroll-info', payPeriodId] as const,
    queryFn: async () => (await request(PayrollInfoDocument, { payPeriodId })).PayrollInfo,
  });

export const fetchAdpExport = (payPeriodId: string): Promise<Blob> => downloadFile(`/api/payroll/${payPeriodId}/adp.csv`);
