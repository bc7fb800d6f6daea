// Documentation as the screens read it (issue 4): live queries over the device database, so a
// form's state changes on screen the moment a draft, a submit or a sync writes it. Everything
// here works with no connection: forms, plans and earlier answers travel in the day's pack.
import { FORM_LOGIC, type FormLogicCode } from '../domain/forms/form-logic';
import { type MissingAnswer, missingAnswers } from '../domain/forms/missing';
import { prefillFor } from '../domain/forms/prefill';
import type { Answers, Questionnaire, QuestionnaireItem } from '../domain/forms/questionnaire';
import { type FormStatus, formStatus } from '../domain/forms/response';
import {
  type DeviceDb,
  type DraftRecord,
  deviceDb,
  type EncounterRecord,
  type OutboxEntry,
  observe,
  type QuestionnaireRecord,
  type ResponseRecord,
  readTransaction,
} from './device-db';
import type { Observable } from './observable';

/** The condition e-sign lists for a form with a draft not submitted. */
export const NOT_SUBMITTED = 'not-submitted';

/** A form as the encounter screen lists it. */
export interface VisitForm {
  code: string;
  title: string;
  required: boolean;
  /** The plan's form-logic label (Yes, Always, Periodic, …). */
  label: string;
  /** not started | draft | complete | signed; a draft on this device counts as a draft. */
  status: FormStatus;
  /** Submitted answers not yet acknowledged by the server. */
  pendingSync: boolean;
}

export interface VisitForms {
  forms: VisitForm[];
  /** What e-sign would refuse for, from the answers submitted on this device. */
  missing: MissingAnswer[];
}

/** One form of one encounter, with everything its screen needs. */
export interface FormView {
  questionnaire: Questionnaire;
  encounter: EncounterRecord;
  response: ResponseRecord | null;
  draft: DraftRecord | null;
  /** The answers to open with: the draft, else the submitted answers, else the previous visit's (interval history). */
  answers: Answers;
  /** Where `answers` came from. */
  source: 'draft' | 'response' | 'previous visit' | 'none';
  /** The form's latest outbox entry that was set aside (a conflict to refresh), if any. */
  setAside: OutboxEntry | null;
}

/** The server sends items as JSON; they are the QuestionnaireItem tree it validated. */
export const asQuestionnaire = (q: QuestionnaireRecord): Questionnaire => ({
  id: q.id,
  code: q.code,
  title: q.title,
  status: q.status as Questionnaire['status'],
  items: q.items as readonly QuestionnaireItem[],
});

const isSigned = (encounter: EncounterRecord) => encounter.stateText === 'eSigned';

async function planOf(db: DeviceDb, encounter: EncounterRecord) {
  return db.plans.where('[encounterType+deliveryType]').equals([encounter.type, encounter.deliveryType]).first();
}

async function readVisitForms(db: DeviceDb, encounter: EncounterRecord): Promise<VisitForms> {
  const [plan, responses, drafts] = await Promise.all([
    planOf(db, encounter),
    db.responses.where('encounterId').equals(encounter.id).toArray(),
    db.drafts.where('encounterId').equals(encounter.id).toArray(),
  ]);
  const listed = (plan?.forms ?? []).filter((f) => f.listed);
  const questionnaires = await db.questionnaires.bulkGet(listed.map((f) => f.questionnaireCode));
  const responseOf = new Map(responses.map((r) => [r.questionnaireCode, r]));
  const drafted = new Set(drafts.map((d) => d.questionnaireCode));
  const forms: VisitForm[] = [];
  const checked: Parameters<typeof missingAnswers>[0][number][] = [];
  listed.forEach((f, i) => {
    const questionnaire = questionnaires[i];
    if (!questionnaire) return;
    const response = responseOf.get(f.questionnaireCode);
    const status = drafted.has(f.questionnaireCode) && !isSigned(encounter) ? 'draft' : formStatus(response, isSigned(encounter));
    forms.push({
      code: f.questionnaireCode,
      title: questionnaire.title,
      required: f.required,
      label: f.label,
      status,
      pendingSync: response?.pendingSync ?? false,
    });
    checked.push({
      code: f.questionnaireCode,
      required: FORM_LOGIC[f.logic as FormLogicCode]?.required ?? f.required,
      questionnaire: asQuestionnaire(questionnaire),
      // What the clinician sees: the draft when there is one (it must be submitted too, below).
      answers: drafts.find((d) => d.questionnaireCode === f.questionnaireCode)?.answers ?? response?.answers,
    });
  });
  const missing = missingAnswers(checked);
  // A draft not submitted would be left out of the signed visit: e-sign asks for it too.
  for (const form of forms) {
    if (!drafted.has(form.code) || isSigned(encounter)) continue;
    const listedMissing = missing.find((m) => m.id === form.code);
    const notSubmitted = { id: NOT_SUBMITTED, name: 'Changes not submitted', linkIds: [] };
    if (listedMissing) listedMissing.conditions.push(notSubmitted);
    else missing.push({ id: form.code, title: form.title, conditions: [notSubmitted] });
  }
  return { forms, missing };
}

/** The encounter's listed forms with their states, and the answers e-sign would miss. */
export function observeVisitForms(userId: string, encounter: EncounterRecord): Observable<VisitForms> {
  const db = deviceDb(userId);
  return observe(() => readTransaction(db, () => readVisitForms(db, encounter)));
}

/** What e-sign would refuse for, read once (the e-sign command checks before queuing). */
export async function missingOnDevice(userId: string, encounterId: string): Promise<MissingAnswer[]> {
  const db = deviceDb(userId);
  return readTransaction(db, async () => {
    const encounter = await db.encounters.get(encounterId);
    return encounter ? (await readVisitForms(db, encounter)).missing : [];
  });
}

async function readForm(db: DeviceDb, encounterId: string, code: string): Promise<FormView | null> {
  const [encounter, questionnaire, response, draft, entries] = await Promise.all([
    db.encounters.get(encounterId),
    db.questionnaires.get(code),
    db.responses.get([encounterId, code]),
    db.drafts.get([encounterId, code]),
    db.outbox.where('entityId').equals(encounterId).toArray(),
  ]);
  if (!encounter || !questionnaire) return null;
  const setAside =
    entries.find(
      (e) =>
        e.operation === 'saveQuestionnaireResponse' &&
        e.variables.questionnaireCode === code &&
        (e.status === 'conflict' || e.status === 'failed'),
    ) ?? null;
  let answers: Answers = {};
  let source: FormView['source'] = 'none';
  if (draft) [answers, source] = [draft.answers, 'draft'];
  else if (response) [answers, source] = [response.answers, 'response'];
  else {
    const earlier = await db.earlierResponses.where('patientId').equals(encounter.patientId).toArray();
    const previous = prefillFor(code, encounter.period.start ?? encounter.lastUpdated, encounter.id, earlier);
    if (previous) [answers, source] = [previous, 'previous visit'];
  }
  return {
    questionnaire: asQuestionnaire(questionnaire),
    encounter,
    response: response ?? null,
    draft: draft ?? null,
    answers,
    source,
    setAside,
  };
}

/** One form of one encounter (null: not on this device). */
export function observeForm(userId: string, encounterId: string, code: string): Observable<FormView | null> {
  const db = deviceDb(userId);
  return observe(() => readTransaction(db, () => readForm(db, encounterId, code)));
}
