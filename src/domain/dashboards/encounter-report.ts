// SPEC §2 /report-dashboard: a market's encounters of the range by status (SPEC §3 Encounter
// status) and by visit type, one row per market and a total row; the screen's table and the CSV
// export are made from these rows.
import { VISIT_TYPE_LABEL } from '../appointment-status';

export interface EncounterCount {
  market: string | null;
  status: string;
  type: string;
  count: number;
}

export interface EncounterReportRow {
  market: string;
  total: number;
  planned: number;
  inProgress: number;
  finished: number;
  cancelled: number;
  soc: number;
  evaluation: number;
  readmit: number;
  followUp: number;
}

const STATUS_COLUMN: Record<string, keyof EncounterReportRow> = {
  planned: 'planned',
  'in-progress': 'inProgress',
  finished: 'finished',
  cancelled: 'cancelled',
};
const TYPE_COLUMN: Record<string, keyof EncounterReportRow> = {
  'soc-patient': 'soc',
  'soc-evaluation': 'evaluation',
  're-admit': 'readmit',
  'follow-up': 'followUp',
};

const emptyRow = (market: string): EncounterReportRow => ({
  market,
  total: 0,
  planned: 0,
  inProgress: 0,
  finished: 0,
  cancelled: 0,
  soc: 0,
  evaluation: 0,
  readmit: 0,
  followUp: 0,
});

export const TOTAL_MARKET = 'All markets';

/** One row per market (by state code; no state: 'Unknown'), then the total row. */
export function encounterReportRows(counts: readonly EncounterCount[]): EncounterReportRow[] {
  const rows = new Map<string, EncounterReportRow>();
  const total = emptyRow(TOTAL_MARKET);
  for (const c of counts) {
    const market = c.market ?? 'Unknown';
    const row = rows.get(market) ?? emptyRow(market);
    rows.set(market, row);
    for (const r of [row, total]) {
      r.total += c.count;
      const s = STATUS_COLUMN[c.status];
      if (s) (r[s] as number) += c.count;
      const t = TYPE_COLUMN[c.type];
      if (t) (r[t] as number) += c.count;
    }
  }
  return [...[...rows.values()].sort((a, b) => a.market.localeCompare(b.market)), total];
}

/** The columns of the table and of the export, in order, with their headings. */
export const ENCOUNTER_REPORT_COLUMNS: readonly { key: keyof EncounterReportRow; header: string }[] = [
  { key: 'market', header: 'Market' },
  { key: 'total', header: 'Encounters' },
  { key: 'planned', header: 'Planned' },
  { key: 'inProgress', header: 'In progress' },
  { key: 'finished', header: 'Finished' },
  { key: 'cancelled', header: 'Canceled' },
  { key: 'soc', header: VISIT_TYPE_LABEL['soc-patient'] },
  { key: 'evaluation', header: VISIT_TYPE_LABEL['soc-evaluation'] },
  { key: 'readmit', header: VISIT_TYPE_LABEL['re-admit'] },
  { key: 'followUp', header: VISIT_TYPE_LABEL['follow-up'] },
];
