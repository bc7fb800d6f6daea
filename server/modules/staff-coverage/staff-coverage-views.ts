// Coverage rows → the GraphQL shapes of staff-coverage.graphql (plain JSON). Markets and
// clinicians are named from the rows read alongside; an id whose record is gone is left out.
import type { CoverageKind } from '../../../src/domain/administration/coverage.ts';
import { displayName } from '../../../src/domain/resources.ts';
import type { CoverageRow, CoverageSubjectRow, MarketRow, PractitionerRow } from './staff-coverage-repository.ts';

export interface CoverageMarketView {
  id: string;
  name: string;
  state: string | null;
}

export interface CoverageClinicianView {
  id: string;
  name: string;
  state: string | null;
  active: boolean;
}

export interface CoverageConfigView {
  kind: CoverageKind;
  userId: string;
  name: string;
  email: string;
  status: string;
  states: string[];
  markets: CoverageMarketView[];
  clinicians: CoverageClinicianView[];
  updatedAt: string | null;
  /** updateCoverageConfig's versionId: 0 before the first save. */
  versionId: number;
}

export const toMarketView = (row: MarketRow): CoverageMarketView => ({ id: row.id, name: row.content.name, state: row.state });

export const toClinicianView = (row: PractitionerRow): CoverageClinicianView => ({
  id: row.id,
  name: displayName(row.content.name),
  state: row.state ?? row.content.address[0]?.state ?? null,
  active: row.content.active,
});

/** The markets and clinicians a page of rows names, read once for the page. */
export interface NamedRecords {
  markets: ReadonlyMap<string, CoverageMarketView>;
  clinicians: ReadonlyMap<string, CoverageClinicianView>;
}

const pick = <T>(ids: readonly string[], byId: ReadonlyMap<string, T>): T[] =>
  ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [found] : [];
  });

export function toCoverageView(kind: CoverageKind, subject: CoverageSubjectRow, named: NamedRecords): CoverageConfigView {
  const { user, config } = subject;
  return {
    kind,
    userId: user.id,
    name: `${user.givenName} ${user.familyName}`.trim(),
    email: user.email,
    status: user.status,
    states: [...(config?.states ?? [])],
    markets: pick(config?.marketIds ?? [], named.markets),
    clinicians: pick(config?.clinicianIds ?? [], named.clinicians),
    updatedAt: config?.updatedAt.toISOString() ?? null,
    versionId: config?.version ?? 0,
  };
}

/** The audit's record of a row: what the administrator set (ids, as stored). */
export const auditRecord = (config: Pick<CoverageRow, 'states' | 'marketIds' | 'clinicianIds'> | null) =>
  config ? { states: [...config.states], marketIds: [...config.marketIds], clinicianIds: [...config.clinicianIds] } : null;
