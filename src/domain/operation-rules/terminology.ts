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
} as const satisfies Record<string, OperationRule>;
