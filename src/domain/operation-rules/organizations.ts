// Who may call the organizations area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/organizations) names as its rules.
import { type OperationRule, perm } from './rule-kinds';

export const organizationsRules = {
  // Markets are not patient data: the patient list's filter, the address lookups and the clinician
  // screen (settings or financial, SPEC §2 /clinicians) read them.
  'Query.MarketList': perm('patient', 'settings', 'financial'),
  'Query.CountyList': perm('patient', 'settings'),
  'Query.CareFacilityLookup': perm('patient', 'settings'),
} as const satisfies Record<string, OperationRule>;
