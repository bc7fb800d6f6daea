// Filled forms as the GraphQL shapes (plain JSON: a saved response also travels as a stored
// mutation result and over pub/sub), and the rules of a form's state that the reads and the
// writes (forms-operations.ts) share.
import type { MissingAnswer } from '../../../src/domain/forms/missing.ts';
import type { Answers } from '../../../src/domain/forms/questionnaire.ts';
import type { QuestionnaireResponse } from '../../../src/domain/forms/response.ts';
import type { Encounter } from '../../../src/domain/resources.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { badInput } from '../../errors.ts';
import { refId } from '../shared/encounter-views.ts';

export const SIGNED_IS_FINAL = 'Signed documentation cannot be changed. Amend the encounter first.';
export const NOT_IN_PLAN = 'This form is not part of this encounter.';

export interface ResponseView {
  id: string;
  versionId: number;
  lastUpdated: string;
  questionnaireCode: string;
  questionnaireVersion: number;
  encounterId: string;
  authorId: string | null;
  authored: string;
  status: string;
  answers: Answers;
}

export interface FormStatusView {
  questionnaireCode: string;
  title: string;
  required: boolean;
  status: string;
  responseId: string | null;
  responseVersion: number | null;
}

export interface NarrativePdfView {
  fileName: string;
  contentType: string;
  /** The PDF, base64. */
  data: string;
}

export type MissingAnswerView = MissingAnswer;

export const toResponseView = (row: ResourceRow<QuestionnaireResponse>): ResponseView => ({
  id: row.id,
  versionId: row.versionId,
  lastUpdated: row.lastUpdated.toISOString(),
  questionnaireCode: row.content.questionnaire,
  questionnaireVersion: row.content.questionnaireVersion,
  encounterId: refId(row.content.encounter) ?? '',
  authorId: refId(row.content.author),
  authored: row.content.authored,
  status: row.content.status,
  answers: row.content.answers,
});

export const isSigned = (encounter: Encounter) => encounter.stateText === 'eSigned';
export const isAmending = (encounter: Encounter) => encounter.stateText === 'amendmentInprogress';

export const parseCode = (code: string): string => {
  if (!/^[a-z0-9-]{1,60}$/.test(code)) throw badInput('questionnaireCode is not a form code', 'questionnaireCode');
  return code;
};
