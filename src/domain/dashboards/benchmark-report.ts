// SPEC §2 Reports > CBR, the clinical benchmark: per clinician, what their scheduled visits came to
// and how soon they signed (rates.ts), and the same for the whole selection; the screen's table
// and the CSV export share these columns.
import { percentText } from './rates';

export interface BenchmarkGroup {
  label: string;
  visits: { scheduled: number; made: number; missed: number; cancelled: number; missedRate: number | null; cancelledRate: number | null };
  signing: { documented: number; signedWithin24h: number; rate: number | null };
}

export const BENCHMARK_COLUMNS: readonly { header: string; value: (g: BenchmarkGroup) => string | number }[] = [
  { header: 'Clinician', value: (g) => g.label },
  { header: 'Scheduled', value: (g) => g.visits.scheduled },
  { header: 'Made', value: (g) => g.visits.made },
  { header: 'Missed', value: (g) => g.visits.missed },
  { header: 'Missed rate', value: (g) => percentText(g.visits.missedRate) },
  { header: 'Canceled', value: (g) => g.visits.cancelled },
  { header: 'Canceled rate', value: (g) => percentText(g.visits.cancelledRate) },
  { header: 'Documented', value: (g) => g.signing.documented },
  { header: 'Signed within 24 h', value: (g) => g.signing.signedWithin24h },
  { header: 'Signed within 24 h rate', value: (g) => percentText(g.signing.rate) },
];

/** The export's file names (SPEC §2 Reports and CBR), with the range. */
export const reportFileName = (report: 'report' | 'cbr', from: string, to: string): string =>
  `${report === 'cbr' ? 'cbr-benchmark' : 'encounter-report'}-${from}-to-${to}.csv`;
