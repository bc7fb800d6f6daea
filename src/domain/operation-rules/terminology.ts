// Who may call the code systems' operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts). Clinical config's code systems are the clinical admin's
// ('clinical-admin'), the administrative ones under Master Lists are 'settings': the operation's
// rule lets either in, and the code system's own target narrows it to the one its kind needs
// (server/modules/terminology/code-system-target.ts). Every signed-in user expands a value set:
// the forms and the chart read their choices from them.
import { type OperationRule, perm, self } from './rule-kinds';

export const terminologyRules = {
  'Query.CodeSystemList': perm('clinical-admin', 'settings'),
  'Query.CodeSystem': perm('clinical-admin', 'settings'),
  'Query.expandValueSet': self,
  'Mutation.saveCodeSystemConcept': perm('clinical-admin', 'settings'),
  'Mutation.publishCodeSystem': perm('clinical-admin', 'settings'),
  // Import and export of a code system's codes: its maintainers', as every change of it.
  'Query.exportCodeSystem': perm('clinical-admin', 'settings'),
  'Mutation.importCodeSystem': perm('clinical-admin', 'settings'),
  // SPEC §2 Encounter Duration: the clinical admin's; every user who books reads the defaults.
  'Query.EncounterDurations': self,
  'Mutation.updateEncounterDurations': perm('clinical-admin'),
} as const satisfies Record<string, OperationRule>;
