// A market as the Market Team screen shows it: its state, counties and the care teams it manages.
import type { CareTeam } from '../../../src/domain/administration/care-team.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import type { MarketRow } from './market-repository.ts';

export interface MarketTeamView {
  id: string;
  versionId: number;
  lastUpdated: string;
  name: string;
  state: string;
  active: boolean;
  counties: string[];
  teams: { id: string; name: string; active: boolean; participantCount: number }[];
}

export function toMarketTeamView(row: MarketRow, teams: readonly ResourceRow<CareTeam>[]): MarketTeamView {
  const reference = `Organization/${row.id}`;
  return {
    id: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    name: row.content.name,
    state: row.content.address?.[0]?.state ?? '',
    active: row.content.active,
    counties: row.content.counties ?? [],
    teams: teams
      .filter((t) => t.content.managingOrganization?.reference === reference)
      .map((t) => ({ id: t.id, name: t.content.name, active: t.content.active, participantCount: t.content.participant.length })),
  };
}
