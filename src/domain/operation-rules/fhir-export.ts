// Who may pull a patient's record as FHIR (GET /fhir/R4/Patient/{id}/$everything, beyond SPEC): its
// part of OPERATION_RULES (../operation-permissions.ts). It holds encounters and their forms, so it
// is of the encounter area: external and reviewer-readonly users never.
import { encounters, type OperationRule } from './rule-kinds';

export const fhirExportRules = {
  'GET /fhir/R4/Patient/:id/$everything': encounters('patient'),
} as const satisfies Record<string, OperationRule>;
