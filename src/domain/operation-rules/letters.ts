// Who may call the PCP letters' operations (SPEC §2 Bulk Operations › Missed Appts and Made
// Encounters; SPEC §6 'Bulk Missed Appts and Made Encounters only for pons and poff'): its part of
// OPERATION_RULES (../operation-permissions.ts). The letters are about visits and encounters, so
// the encounter area's roles apply (external and reviewer-readonly never); the rows are the
// caller's readable patients' only (server/modules/letters).
import type { OperationRule } from './rule-kinds';

const pcc: OperationRule = { kind: 'permission', anyOf: ['patient'], area: 'encounters', jobFunctions: ['pons', 'poff'] };

export const lettersRules = {
  'Query.PcpLetterList': pcc,
  'Mutation.sendPcpLetters': pcc,
  'Subscription.onPcpLetterChanged': pcc,
} as const satisfies Record<string, OperationRule>;
