// Who may call Clinical Rounds' operations (SPEC §2 /manage-session: permission patient; only case
// manager or lead clinician; §6): its part of OPERATION_RULES (../operation-permissions.ts). The
// session reads encounters, so it is of the encounter area: external and reviewer users never.
import type { OperationRule } from './rule-kinds';

const rounds: OperationRule = { kind: 'permission', anyOf: ['patient'], area: 'encounters', jobFunctions: ['cmon', 'leadclin'] };

export const clinicalRoundsRules = {
  'Query.RoundsSession': rounds,
  'Query.RoundsSessionDates': rounds,
  'Mutation.saveRoundsSession': rounds,
} as const satisfies Record<string, OperationRule>;
