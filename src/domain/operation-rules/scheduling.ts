// Who may call the scheduling area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/scheduling) names as its rules.
import { encounters, type OperationRule, perm } from './rule-kinds';

export const schedulingRules = {
  // A clinician's availability (SPEC §4): the schedule's permission (SPEC §2 /schedule).
  'Query.ClinicianAvailability': perm('patient'),
  'Query.SchedulableClinicians': perm('patient'),
  'Query.ClinicianSchedule': encounters('patient'),
  'Query.ScheduleVisit': encounters('patient'),
  'Mutation.saveClinicianAvailability': perm('patient'),
  // The schedule's visits (SPEC §2 /schedule, permission patient; SPEC §4 scheduling).
  'Mutation.bookAppointment': perm('patient'),
  'Mutation.rescheduleAppointment': perm('patient'),
  'Mutation.cancelAppointment': perm('patient'),
  'Mutation.markAppointmentMissed': perm('patient'),
  'Subscription.onScheduleChanged': encounters('patient'),
} as const satisfies Record<string, OperationRule>;
