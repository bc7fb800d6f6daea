// createMarket and updateMarket (SPEC §2 Market Team: settings; SPEC §3 Organization of type
// market), declared once for the write pipeline (DESIGN §5). Markets are kept within the caller's
// states as teams are (an administrator: all): another state's market is NOT_FOUND, and a market
// is not placed in a state the caller does not work with. One market of a name in a state
// (CONFLICT on market.name); each county one of the state's (SPEC §3 district); the name and
// state are kept once created (clinicians are placed in a market by its name, addresses by its
// state); an update is of the version read. Every change writes its admin_audit row.
import { DUPLICATE_MARKET_MESSAGE, MARKET_FIXED_MESSAGE, type MarketValues } from '../../../src/domain/administration/market-input.ts';
import {
  applyMarketValues,
  changesFixedFields,
  type MarketOrganization,
  marketAuditRecord,
} from '../../../src/domain/administration/market-record.ts';
import { normalizedOrganizationName } from '../../../src/domain/administration/payer.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { isCountyOf } from '../organizations/county-data.ts';
import { loadStateScope, type StateScope } from '../shared/patient-access.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { parseMarketInput, parseMarketUpdate } from './market-input.ts';
import { type MarketRow, marketRepository } from './market-repository.ts';
import { type MarketTeamView, toMarketTeamView } from './market-views.ts';
import { TEAM_OUT_OF_REACH, teamInScope } from './team-operations.ts';

/** Each county one of the market's state (BAD_USER_INPUT on market.counties otherwise). */
function checkCounties(values: MarketValues): void {
  if (values.counties.some((county) => !isCountyOf(values.state, county))) throw badInput(MESSAGES.incorrectValue, 'market.counties');
}

const view = async (tx: Executor, row: MarketRow): Promise<MarketTeamView> =>
  toMarketTeamView(row, await marketRepository.teamsOf(tx, [row.id]));

const asMarketRow = (row: { id: string; versionId: number; lastUpdated: Date; deleted: boolean; content: unknown }): MarketRow => ({
  ...row,
  content: row.content as MarketOrganization,
});

/** The caller's states, where a new market may be placed. */
const callerStates: WriteTarget<unknown, { scope: StateScope }> = {
  kind: 'organization',
  resolve: async (tx, me) => ({ scope: await loadStateScope(tx, me) }),
};

/** A market of the caller's states, locked for the change; its version is the market's. */
const marketToChange: WriteTarget<{ id: string }, MarketRow> = {
  kind: 'organization',
  async resolve(tx, me, { id }) {
    const scope = await loadStateScope(tx, me);
    const row = await stores.organization.read(tx, id, { forUpdate: true });
    if (row?.content.type !== 'market' || !teamInScope(scope, row.content.address?.[0]?.state)) throw notFound('Market');
    return asMarketRow(row);
  },
  versionOf: (row) => row.versionId,
};

export const marketWrites = {
  createMarket: defineWrite({
    operation: 'Mutation.createMarket',
    input: (raw: unknown) => parseMarketInput((raw as { market: unknown }).market),
    target: callerStates,
    apply: async ({ tx, me, now, input: values, target: { scope } }) => {
      if (!teamInScope(scope, values.state)) throw badInput(TEAM_OUT_OF_REACH, 'market.state');
      checkCounties(values);
      if (await marketRepository.nameTaken(tx, { name: normalizedOrganizationName(values.name), state: values.state })) {
        throw new AppError(ERROR_CODES.CONFLICT, DUPLICATE_MARKET_MESSAGE, { field: 'market.name' });
      }
      const row = asMarketRow(await stores.organization.create(tx, applyMarketValues(null, values), { authorId: me.id, now }));
      return { row, view: await view(tx, row) };
    },
    audit: (_ctx, { row }) => ({
      entityType: 'Organization',
      entityId: row.id,
      action: 'create',
      before: null,
      after: marketAuditRecord(row.content),
    }),
  }),

  updateMarket: defineWrite({
    operation: 'Mutation.updateMarket',
    input: (raw: unknown) => parseMarketUpdate(raw as { id: string; versionId: number; market: unknown }),
    target: marketToChange,
    version: (i) => i.versionId,
    apply: async ({ tx, me, now, input: { id, values }, target: before }) => {
      const fixed = changesFixedFields(before.content, values);
      if (fixed) throw badInput(MARKET_FIXED_MESSAGE, `market.${fixed}`);
      checkCounties(values);
      const content = applyMarketValues(before.content, values);
      const row = asMarketRow(await stores.organization.update(tx, id, content, before.versionId, { authorId: me.id, now }));
      return { row, view: await view(tx, row) };
    },
    audit: ({ input: { id }, target: before }, { row }) => ({
      entityType: 'Organization',
      entityId: id,
      action: 'update',
      before: marketAuditRecord(before.content),
      after: marketAuditRecord(row.content),
    }),
  }),
};
