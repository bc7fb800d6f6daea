// The Market Team screen (SPEC §2 /master-list/market-team-config: settings): the list is declared
// in market-queries.ts and run by the one reader, the create and the update in
// market-operations.ts and run by the write pipeline (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import type { PageArgs } from '../shared/paging.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import type { MarketListArgs } from './market-input.ts';
import { marketWrites } from './market-operations.ts';
import { marketQueries } from './market-queries.ts';
import type { MarketTeamView } from './market-views.ts';

export function createMarketService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    list: (user: SessionUser | null, args: PageArgs & MarketListArgs) => reader.run(marketQueries.list, user, args),

    create: async (user: SessionUser | null, market: unknown): Promise<MarketTeamView> =>
      (await pipeline.run(marketWrites.createMarket, user, { market })).view,

    update: async (user: SessionUser | null, args: { id: string; versionId: number; market: unknown }): Promise<MarketTeamView> =>
      (await pipeline.run(marketWrites.updateMarket, user, args)).view,
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
