// Payroll Info's export (SPEC §2 /payroll-info, EnableADPIntegration): a pay period's visit counts
// in ADP's payroll import layout, the 'PRcccEPI.csv' file (ccc: the company code), whose columns
// start with Co Code, Batch ID and File #. Each clinician with ADP sync on is one row, the counts
// as hours-code pairs (SOC, FU, SGN: what the company's ADP set-up pays by). The CSV itself is
// written by csv-stringify on the server, with spreadsheet formulas escaped.
import type { EncounterStats, PayPeriodDays } from './pay-periods';

export const ADP_COLUMNS = [
  'Co Code',
  'Batch ID',
  'File #',
  'Hours 3 Code',
  'Hours 3 Amount',
  'Hours 4 Code',
  'Hours 4 Amount',
  'Hours 5 Code',
  'Hours 5 Amount',
] as const;

/** ADP hours codes of the counts: Start of Care visits, follow-ups, signed encounters. */
export const ADP_HOURS_CODES = { soc: 'SOC', followUp: 'FU', signed: 'SGN' } as const;

/** A company code ADP accepts: three letters or digits. */
export const ADP_COMPANY_CODE = /^[A-Z0-9]{3}$/;

export const adpFileName = (companyCode: string): string => `PR${companyCode}EPI.csv`;

/** The batch of a pay period: 'PP' and its first day as YYMMDD ('PP261123'). */
export const adpBatchId = (period: PayPeriodDays): string => `PP${period.start.slice(2).replaceAll('-', '')}`;

/** The employee file number: the digits of the clinician's employee id (ADP's File # is six digits). */
export const adpFileNumber = (employeeId: string | null | undefined): string | null => {
  const digits = (employeeId ?? '').replace(/\D/g, '');
  return digits.length > 0 && digits.length <= 6 ? digits.padStart(6, '0') : null;
};

export interface AdpClinician {
  fileNumber: string;
  stats: EncounterStats;
}

/** The file's rows under ADP_COLUMNS, by file number. */
export function adpRows(companyCode: string, period: PayPeriodDays, clinicians: readonly AdpClinician[]): string[][] {
  const batch = adpBatchId(period);
  return [...clinicians]
    .sort((a, b) => a.fileNumber.localeCompare(b.fileNumber))
    .map((c) => [
      companyCode,
      batch,
      c.fileNumber,
      ADP_HOURS_CODES.soc,
      String(c.stats.soc),
      ADP_HOURS_CODES.followUp,
      String(c.stats.followUp),
      ADP_HOURS_CODES.signed,
      String(c.stats.signed),
    ]);
}
