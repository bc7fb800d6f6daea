// Who may call the teams area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/teams) names as its rules.
import { type OperationRule, perm } from './rule-kinds';

export const teamsRules = {
  // Care teams (SPEC §2 /teams: settings).
  'Query.CareTeamList': perm('settings'),
  'Query.CareTeam': perm('settings'),
  'Mutation.createCareTeam': perm('settings'),
  'Mutation.updateCareTeam': perm('settings'),
  // Market Team (SPEC §2 /master-list/market-team-config, the 'Market Team' settings child: settings).
  'Query.MarketTeamList': perm('settings'),
  'Mutation.createMarket': perm('settings'),
  'Mutation.updateMarket': perm('settings'),
} as const satisfies Record<string, OperationRule>;
