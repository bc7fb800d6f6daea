// Who may call the patients area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/patients) names as its rules.
import { encounters, type OperationRule, perm, review } from './rule-kinds';

export const patientsRules = {
  'Query.PatientList': perm('patient'),
  'Query.Patient': perm('patient'),
  'Query.PatientChart': perm('patient'),
  'Query.AdmissionList': perm('patient'),
  // The patient's availability (SPEC §2 'Appointment Available Time') and the printable Face
  // Sheet (SPEC §2 'Face Sheet', a REST route: the PDF itself).
  'Query.PatientAvailability': perm('patient'),
  'GET /api/patients/:patientId/face-sheet': perm('patient'),
  // The patient's record as FHIR R4 (beyond SPEC): it holds encounters and their forms, so it is of
  // the encounter area: external and reviewer-readonly users never.
  'GET /fhir/R4/Patient/:id/$everything': encounters('patient'),
  // Demographics edits (SPEC §2): further refused to external users (patient-mutations.ts).
  'Query.PatientDemographicsRecord': perm('patient'),
  // Chart: Encounters and Appointments tabs (SPEC §2 tabs 7 and 11): encounter reads, so
  // external users read none and reviewer-readonly only signed encounters (no appointments).
  'Query.PatientEncounterList': review('patient'),
  'Query.PatientAppointmentList': encounters('patient'),
  // Discharge requests of an admission (SPEC §2, §3); changes are further refused to external
  // users (src/domain/chart/chart-record-access.ts).
  'Query.DischargeRequestList': perm('patient'),
  'Query.DischargeRequest': perm('patient'),
  'Query.DischargeRequestHistory': perm('patient'),
  'Mutation.changeAdmissionStatus': perm('patient'),
  'Mutation.updatePatientDemographics': perm('patient'),
  'Mutation.updatePatientAvailability': perm('patient'),
  'Mutation.createDischargeRequest': perm('patient'),
  'Mutation.updateDischargeRequest': perm('patient'),
} as const satisfies Record<string, OperationRule>;
