// Who may call each GraphQL field (SPEC §6), as plain data. The server's services check these
// before any work; the schema-walk test proves that every Query, Mutation and Subscription field
// has an entry here and that the server refuses callers who do not meet it.
import type { Permission } from './access';

export type OperationRule =
  /** Anyone, signed in or not (confirmPasswordChange: the password-expired user cannot sign in). The service checks its own proof. */
  | { kind: 'public' }
  /** Any signed-in user; the service limits the data to the caller's own. */
  | { kind: 'self' }
  /** Any one of the permission codes. */
  | { kind: 'permission'; anyOf: readonly Permission[] };

const open = { kind: 'public' } as const satisfies OperationRule;
const self: OperationRule = { kind: 'self' };
const perm = (...anyOf: Permission[]): OperationRule => ({ kind: 'permission', anyOf });

export const OPERATION_RULES = {
  'Query.me': self,
  'Query.GetNotificationsCount': self,
  'Query.GetNotificationList': self,
  'Query.GetJobFunctions': perm('settings', 'security'),
  'Query.PatientList': perm('patient'),
  'Query.Patient': perm('patient'),
  'Query.UserList': perm('security'),
  'Query.User': perm('security'),
  // Encounters (SPEC §2 'permission patient'). The services narrow further: a clinician reads
  // only their own practitioner's encounters, and only the encounter's own practitioner changes it.
  'Query.MySchedule': perm('patient'),
  'Query.GetPlanDefinitionById': perm('patient'),
  'Query.PlanDefinitionForEncounterType': perm('patient'),
  'Query.QuestionnaireListByPlanDefinition': perm('patient'),
  'Query.QuestionnaireListByEncounterType': perm('patient'),
  'Query.QuestionnaireListByEncounter': perm('patient'),
  'Query.QuestionnaireResponseListForClinical': perm('patient'),
  'Query.GetEncounterFormStatus': perm('patient'),
  'Query.MissingAnswers': perm('patient'),
  'Query.EncounterList': perm('patient'),
  'Query.Encounter': perm('patient'),
  'Query.EncounterState': perm('patient'),
  'Query.LatestEncounterForPractitioner': perm('patient'),
  'Query.GetActiveEncounterByAppointmentId': perm('patient'),
  'Query.GetProvenance': perm('patient'),
  'Query.LatestAssessmentResponses': perm('patient'),
  'Query.GetPreviousAndCurrentEncounter': perm('patient'),
  'Query.getLatestUpdatedFormsDate': perm('patient'),
  'Query.checkMedicalHistoryFilled': perm('patient'),
  'Query.GetLatestEncounterWithQuestionnaireResponse': perm('patient'),
  'Query.QuestionnaireResponsesByLatestCompositionStatus': perm('patient'),
  'Query.GetEncounterVersion': perm('patient'),
  // Account security (issue 5): the auth audit trail is for security administrators.
  'Query.AuthEvents': perm('security'),
  'Mutation.markNotificationViewed': self,
  'Mutation.deactivateUser': perm('security'),
  'Mutation.reactivateUser': perm('security'),
  'Mutation.sendPINVerificationCode': self,
  'Mutation.validatePINVerificationCode': self,
  'Mutation.upsertUserPin': self,
  'Mutation.changePassword': self,
  'Mutation.resetUserPin': perm('security'),
  // Proven by an e-mailed password-reset code instead of a session.
  'Mutation.confirmPasswordChange': open,
  'Mutation.createEncounter': perm('patient'),
  'Mutation.updateEncounter': perm('patient'),
  'Mutation.startEncounter': perm('patient'),
  'Mutation.undoCheckIn': perm('patient'),
  'Mutation.cancelEncounter': perm('patient'),
  'Mutation.esignEncounter': perm('patient'),
  'Mutation.syncEncounterCommands': perm('patient'),
  'Mutation.saveQuestionnaireResponse': perm('patient'),
  'Mutation.discardQuestionnaireResponse': perm('patient'),
  'Mutation.generateEncounterNarrativePDF': perm('patient'),
  'Mutation.amendEncounter': perm('patient'),
  'Mutation.createProvenance': perm('patient'),
  'Mutation.PerformTMAutoCheckout': perm('patient'),
  'Mutation.createEncounterForms': perm('patient'),
  'Mutation.updateEncounterQuestionnaireList': perm('patient'),
  'Subscription.onNotificationAdded': self,
  'Subscription.onEncounterCreated': perm('patient'),
  'Subscription.onEncounterUpdated': perm('patient'),
  'Subscription.onResourceNarrativeUpdated': perm('patient'),
  'Subscription.onWoundUpdated': perm('patient'),
} as const satisfies Record<string, OperationRule>;

export type OperationName = keyof typeof OPERATION_RULES;
