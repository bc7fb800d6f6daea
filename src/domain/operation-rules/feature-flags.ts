// Who may call the feature-flags area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/feature-flags) names as its rules.
import { type OperationRule, perm } from './rule-kinds';

export const featureFlagsRules = {
  // Feature flags and settings switches (SPEC §6), seen and changed by administrators.
  'Query.FeatureFlagList': perm('settings'),
  'Mutation.setFeatureFlagDefault': perm('settings'),
  'Mutation.setFeatureFlagOverride': perm('settings'),
  'Mutation.removeFeatureFlagOverride': perm('settings'),
  'Query.SettingList': perm('settings'),
  'Mutation.updateSetting': perm('settings'),
} as const satisfies Record<string, OperationRule>;
