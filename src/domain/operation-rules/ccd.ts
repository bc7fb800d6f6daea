// Who may call the CCD's operations (SPEC §3 'CCD request', §6, §7 canGenenerateCCD and
// GetCCDRequestList): its part of OPERATION_RULES (../operation-permissions.ts). A CCD carries the
// patient's encounters, so it is of the encounter area: external and reviewer users never, as the
// FHIR export. Requests are further refused to the roles that read a chart but never write in it
// (src/domain/chart/chart-record-access.ts).
import { encounters, type OperationRule } from './rule-kinds';

export const ccdRules = {
  'Query.canGenenerateCCD': encounters('patient'),
  'Query.GetCCDRequestList': encounters('patient'),
  'Query.CCDDocument': encounters('patient'),
  'Mutation.requestCCD': encounters('patient'),
} as const satisfies Record<string, OperationRule>;
