// Who may call the chart-records area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/chart-records) names as its rules.
import { type OperationRule, perm } from './rule-kinds';

export const chartRecordsRules = {
  // Chart: Communication & Notes, Alerts, Orders, Referrals, Tasks (SPEC §2 tabs 1, 2, 5, 10, 12;
  // the patient task dashboard is the chart's, so 'patient' like the chart). Changes are further
  // refused to external users (src/domain/chart/chart-record-access.ts).
  'Query.CommunicationTopicList': perm('patient', 'settings'),
  'Query.PatientNoteList': perm('patient'),
  'Query.PatientAlertList': perm('patient'),
  'Query.PatientOrderList': perm('patient'),
  'Query.PatientOrder': perm('patient'),
  'Query.PatientOrderDetails': perm('patient'),
  'Query.GetAdditionalActionsStatus': perm('patient'),
  'Query.PatientReferralList': perm('patient'),
  'Query.PatientTaskList': perm('patient'),
  'Query.PatientTaskSummary': perm('patient'),
  'Query.PatientTaskOwnerList': perm('patient'),
  'Mutation.addPatientNote': perm('patient'),
  'Mutation.addPatientAlert': perm('patient'),
  'Mutation.deactivatePatientAlert': perm('patient'),
  'Mutation.addPatientOrder': perm('patient'),
  'Mutation.addPatientOrderSet': perm('patient'),
  'Mutation.changePatientOrderStatus': perm('patient'),
  'Mutation.addPatientReferral': perm('patient'),
  'Mutation.changePatientReferralStatus': perm('patient'),
  'Mutation.addPatientTask': perm('patient'),
  'Mutation.changePatientTaskStatus': perm('patient'),
} as const satisfies Record<string, OperationRule>;
