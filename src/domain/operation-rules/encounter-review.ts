// Who may call the Encounters Review area's operations (SPEC §2 /encounters-review, 'visible by a
// reviewer check'; §6): its part of OPERATION_RULES (../operation-permissions.ts), named by its
// server manifest (server/modules/encounter-review). Its reads are the encounter area's review
// reads (signed encounters only for reviewer-readonly); its one write, a review, is for reviewers.
import { type OperationRule, review, reviewerWrite } from './rule-kinds';

export const encounterReviewRules = {
  'Query.EncounterReviewList': review('patient'),
  'Query.EncounterVersionDiff': review('patient'),
  'Mutation.reviewEncounter': reviewerWrite('patient'),
} as const satisfies Record<string, OperationRule>;
