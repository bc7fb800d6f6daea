// Who may call the encounters area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/encounters) names as its rules.
import { encounters, type OperationRule, review } from './rule-kinds';

export const encountersRules = {
  // Encounters (SPEC §2 'permission patient'). The services narrow further: a clinician reads
  // only their own practitioner's encounters, only the encounter's own practitioner changes it,
  // and every read keeps to the patients the caller may read (src/domain/patient-access.ts).
  'Query.MySchedule': encounters('patient'),
  'Query.EncounterList': review('patient'),
  'Query.Encounter': review('patient'),
  'Query.EncounterState': encounters('patient'),
  'Query.LatestEncounterForPractitioner': encounters('patient'),
  'Query.GetActiveEncounterByAppointmentId': encounters('patient'),
  'Query.GetProvenance': encounters('patient'),
  'Mutation.createEncounter': encounters('patient'),
  'Mutation.updateEncounter': encounters('patient'),
  'Mutation.startEncounter': encounters('patient'),
  'Mutation.undoCheckIn': encounters('patient'),
  'Mutation.cancelEncounter': encounters('patient'),
  'Mutation.esignEncounter': encounters('patient'),
  'Mutation.syncEncounterCommands': encounters('patient'),
  'Mutation.amendEncounter': encounters('patient'),
  'Mutation.createProvenance': encounters('patient'),
  'Mutation.PerformTMAutoCheckout': encounters('patient'),
  'Subscription.onEncounterCreated': encounters('patient'),
  'Subscription.onEncounterUpdated': encounters('patient'),
} as const satisfies Record<string, OperationRule>;
