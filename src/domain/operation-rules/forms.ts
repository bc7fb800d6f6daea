// Who may call the forms area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/forms) names as its rules.
import { encounters, type OperationRule, perm, review } from './rule-kinds';

export const formsRules = {
  'Query.GetPlanDefinitionById': perm('patient'),
  'Query.PlanDefinitionForEncounterType': perm('patient'),
  'Query.QuestionnaireListByPlanDefinition': perm('patient'),
  'Query.QuestionnaireListByEncounterType': perm('patient'),
  'Query.QuestionnaireListByEncounter': review('patient'),
  'Query.QuestionnaireResponseListForClinical': review('patient'),
  'Query.GetEncounterFormStatus': review('patient'),
  'Query.MissingAnswers': encounters('patient'),
  'Query.LatestAssessmentResponses': encounters('patient'),
  'Query.GetPreviousAndCurrentEncounter': encounters('patient'),
  'Query.getLatestUpdatedFormsDate': encounters('patient'),
  'Query.checkMedicalHistoryFilled': encounters('patient'),
  'Query.GetLatestEncounterWithQuestionnaireResponse': encounters('patient'),
  'Query.QuestionnaireResponsesByLatestCompositionStatus': encounters('patient'),
  // Encounters Review reads the versions and opens the narrative (SPEC §2 /encounters-review).
  'Query.GetEncounterVersion': review('patient'),
  'Query.EncounterNarrativePDF': review('patient'),
  'Mutation.saveQuestionnaireResponse': encounters('patient'),
  'Mutation.discardQuestionnaireResponse': encounters('patient'),
  'Mutation.generateEncounterNarrativePDF': encounters('patient'),
  'Mutation.createEncounterForms': encounters('patient'),
  'Mutation.updateEncounterQuestionnaireList': encounters('patient'),
  'Subscription.onResourceNarrativeUpdated': encounters('patient'),
  'Subscription.onWoundUpdated': encounters('patient'),
  // SPEC §2 Form Config (/clinical-config/forms-config): the clinical admin's.
  'Query.PlanDefinitionList': perm('clinical-admin'),
  'Query.QuestionnaireList': perm('clinical-admin'),
  'Mutation.updatePlanDefinitionForms': perm('clinical-admin'),
  'Mutation.publishQuestionnaire': perm('clinical-admin'),
} as const satisfies Record<string, OperationRule>;
