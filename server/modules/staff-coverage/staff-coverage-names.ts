// The markets and clinicians coverage rows name, read once for a page, a form or a saved row
// (one query after the other: inside a write they share its transaction's one connection).
import type { Executor } from '../../db/client.ts';
import { type CoverageSubjectRow, staffCoverageRepository as repo } from './staff-coverage-repository.ts';
import { type NamedRecords, toClinicianView, toMarketView } from './staff-coverage-views.ts';

const distinct = (ids: readonly string[]): string[] => [...new Set(ids)];

export async function namedRecords(tx: Executor, rows: readonly CoverageSubjectRow[]): Promise<NamedRecords> {
  const markets = await repo.markets(tx, distinct(rows.flatMap((r) => r.config?.marketIds ?? [])));
  const clinicians = await repo.practitioners(tx, distinct(rows.flatMap((r) => r.config?.clinicianIds ?? [])));
  return {
    markets: new Map(markets.map((m) => [m.id, toMarketView(m)])),
    clinicians: new Map(clinicians.map((c) => [c.id, toClinicianView(c)])),
  };
}
