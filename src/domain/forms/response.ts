// A filled form (SPEC §3 QuestionnaireResponse): the answers of one questionnaire for one
// encounter, by its author, with the form's state on the encounter screen.
import type { Reference } from '../resources';
import type { Answers } from './questionnaire';

export const RESPONSE_STATUSES = ['in-progress', 'completed', 'amended'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export interface QuestionnaireResponse {
  resourceType?: 'QuestionnaireResponse';
  id?: string;
  /** The questionnaire's code and the version the answers were given against. */
  questionnaire: string;
  questionnaireVersion: number;
  encounter: Reference;
  subject: Reference;
  author: Reference;
  /** When the answers were last changed on the device. */
  authored: string;
  status: ResponseStatus;
  answers: Answers;
}

/** A form's state on the encounter screen (issue 4). */
export type FormStatus = 'not started' | 'draft' | 'complete' | 'signed';

/**
 * The state of a form: none yet is 'not started'; saved but not submitted complete is 'draft';
 * submitted complete is 'complete', and 'signed' once the encounter is e-signed.
 */
export function formStatus(response: { status: string } | null | undefined, encounterSigned: boolean): FormStatus {
  if (!response) return 'not started';
  if (response.status === 'in-progress') return 'draft';
  return encounterSigned ? 'signed' : 'complete';
}

/** Whether an encounter's forms can be changed: not once cancelled, nor signed (amend first). */
export const canDocument = (encounter: { status: string; stateText?: string | null | undefined }): boolean =>
  encounter.status !== 'cancelled' && encounter.stateText !== 'eSigned';

/** The status a submitted form gets: completed, or amended while an amendment is in progress. */
export const submittedStatus = (encounter: { stateText?: string | null | undefined }): ResponseStatus =>
  encounter.stateText === 'amendmentInprogress' ? 'amended' : 'completed';
