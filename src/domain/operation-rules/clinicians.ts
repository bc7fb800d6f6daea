// Who may call the clinicians area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/clinicians) names as its rules.
import { type OperationRule, perm } from './rule-kinds';

export const cliniciansRules = {
  // Clinicians (SPEC §2 /clinicians: settings or financial), within the caller's markets.
  'Query.ClinicianList': perm('settings', 'financial'),
  'Query.Clinician': perm('settings', 'financial'),
  'Mutation.updateClinician': perm('settings', 'financial'),
} as const satisfies Record<string, OperationRule>;
