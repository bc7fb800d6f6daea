// Who may call the pay periods' operations (SPEC §2 /account/pay-period-history and
// /account/{payPeriodId}/list/{practitionerId}: account pages, every signed-in user; §7): its part
// of OPERATION_RULES (../operation-permissions.ts). The record rule narrows it to the caller's own
// clinician, or payroll staff (financial) for the clinicians they may read
// (server/modules/payroll/payroll-operations.ts). The counts are of encounters: external and
// reviewer users never.
import { type OperationRule, perm } from './rule-kinds';

const payPeriods: OperationRule = { kind: 'permission', anyOf: ['patient', 'financial'], area: 'encounters' };

export const payrollRules = {
  'Query.GetPayPeriodEncounterHistory': payPeriods,
  'Query.GetPayPeriodEncounters': payPeriods,
  // SPEC §2 Payroll Info (financial; the menu shows it only with EnableADPIntegration 'true'): the
  // counts of the clinicians with ADP sync on, and their export in ADP's import layout.
  'Query.PayrollInfo': perm('financial'),
  'GET /api/payroll/:payPeriodId/adp.csv': perm('financial'),
} as const satisfies Record<string, OperationRule>;
