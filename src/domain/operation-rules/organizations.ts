// Who may call the organizations area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/organizations) names as its rules.
import { type OperationRule, perm } from './rule-kinds';

export const organizationsRules = {
  // Markets are not patient data: the patient list's filter, the address lookups and the clinician
  // screen (settings or financial, SPEC §2 /clinicians) read them.
  'Query.MarketList': perm('patient', 'settings', 'financial'),
  'Query.CountyList': perm('patient', 'settings'),
  'Query.CareFacilityLookup': perm('patient', 'settings'),
  // SPEC §7 CareTeamPhysicians: a patient's PCP physician is picked from the PCP practices' (reference data).
  'Query.CareTeamPhysicians': perm('patient', 'settings'),
  // SPEC §2 Master lists (settings): the care facilities and home health agencies, their contacts.
  // Facilities are reference data of no market: the demographics' 'Home Health' picks an agency from the list too.
  'Query.getHealthCareFacilityList': perm('settings', 'patient'),
  'Query.getHealthCareFacilityById': perm('settings', 'patient'),
  'Mutation.createHealthCareFacility': perm('settings'),
  'Mutation.updateHealthCareFacility': perm('settings'),
  // The Care Facility Contact step's 'Add' (SPEC §4) is in the patient's address: patient or settings.
  'Mutation.upsertPractitioners': perm('settings', 'patient'),
  // A patient's facilities: the patient rule, then the patient's own market check (its target).
  'Query.getHealthCareFacilityByPatientId': perm('patient'),
} as const satisfies Record<string, OperationRule>;
