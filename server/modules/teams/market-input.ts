// The arguments of the Market Team operations (DESIGN §5): parsed before anything else, refused
// with BAD_USER_INPUT naming the field. A market is parsed by the form's own schema
// (src/domain/administration/market-input.ts), its paths under the argument's name
// ('market.counties'). A null is read as an empty value, as the form would send it.
import * as v from 'valibot';
import { MarketInput, type MarketValues } from '../../../src/domain/administration/market-input.ts';
import { parseId } from '../shared/ids.ts';
import { parseInput, parseVersionId, withoutNulls } from '../shared/input.ts';
import { type CareTeamListArgs, type CareTeamListFilter, parseCareTeamListFilter } from './team-input.ts';

const MarketArg = v.object({ market: MarketInput });

export type MarketListArgs = CareTeamListArgs;
export type MarketListFilter = CareTeamListFilter;
/** The list's term and state read as the teams' are (a state that is not a state code matches nothing). */
export const parseMarketListFilter = parseCareTeamListFilter;

export const parseMarketInput = (market: unknown): MarketValues => parseInput(MarketArg, { market: withoutNulls(market) }).market;

export const parseMarketUpdate = (args: { id: string; versionId: number; market: unknown }) => ({
  id: parseId(args.id, 'id'),
  versionId: parseVersionId(args.versionId),
  values: parseMarketInput(args.market),
});
