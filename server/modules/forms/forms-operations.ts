// The writes of an encounter's forms (SPEC §7), declared once for the write pipeline (DESIGN §5):
// a form's answers (offline-capable: its clientMutationId makes the runner store the receipt,
// DESIGN §4 step 3), discarding a draft, the encounter's form list and its forms, and the
// narrative PDF (sent as a mutation; it changes nothing and reads under the encounter's read
// rule). The target is the encounter, read in the transaction with its rule
// (shared/encounter-target.ts): locked with its appointment for a change, so a save, a change
// of the form list and an e-sign of one encounter go one after the other.
import { fullName } from '../../../src/domain/access.ts';
import { CLIENT_TIME_LABELS } from '../../../src/domain/client-time.ts';
import { WORKFLOW_MESSAGES } from '../../../src/domain/encounter-workflow.ts';
import { listedForms } from '../../../src/domain/forms/form-logic.ts';
import type { QuestionnaireResponse } from '../../../src/domain/forms/response.ts';
import { missingItems } from '../../../src/domain/forms/rules.ts';
import { cleanAnswers } from '../../../src/domain/forms/submit.ts';
import type { Encounter } from '../../../src/domain/resources.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, conflict } from '../../errors.ts';
import { assertDeviceTime } from '../shared/device-time.ts';
import { assertCanChangeRecord, encounterRecord } from '../shared/encounter-access.ts';
import { encounterTarget, readableEncounterTarget } from '../shared/encounter-target.ts';
import { refId } from '../shared/encounter-views.ts';
import { parseId } from '../shared/ids.ts';
import { DateTimeInput, parseArg } from '../shared/input.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { responseSavedEvents } from './forms-history-events.ts';
import { formsToRemove, listedFormsOf, parseFormCodes, planFormsOf, staysListed, toFormStatusView } from './forms-history-list.ts';
import { formsHistoryRepository } from './forms-history-repository.ts';
import { formsRepository } from './forms-repository.ts';
import { narrativeOf } from './narrative-data.ts';
import { isAmending, isSigned, NOT_IN_PLAN, parseCode, SIGNED_IS_FINAL, toResponseView } from './response-views.ts';

type Maybe<T> = T | null | undefined;

export interface SaveResponseArgs {
  clientMutationId: string;
  encounterId: string;
  questionnaireCode: string;
  baseVersion: number;
  answers: unknown;
  authored?: Maybe<string>;
  complete?: Maybe<boolean>;
}

function parseSave(raw: unknown) {
  const args = raw as SaveResponseArgs;
  const clientMutationId = parseId(args.clientMutationId, 'clientMutationId');
  const encounterId = parseId(args.encounterId, 'encounterId');
  const code = parseCode(args.questionnaireCode);
  const baseVersion = args.baseVersion;
  if (!Number.isInteger(baseVersion) || baseVersion < 0) throw badInput('baseVersion must be a whole number, 0 or more', 'baseVersion');
  const authored = args.authored == null ? null : parseArg(DateTimeInput, 'authored', args.authored);
  return { clientMutationId, encounterId, code, baseVersion, authored, answers: args.answers, complete: args.complete === true };
}

function parseEncounterForms(raw: unknown) {
  const args = raw as { encounterId: string; encounterType?: Maybe<string> };
  const encounterId = parseId(args.encounterId, 'encounterId');
  if (args.encounterType != null && !/^[a-z-]{1,40}$/.test(args.encounterType)) {
    throw badInput('encounterType is not a visit type', 'encounterType');
  }
  return { encounterId, encounterType: args.encounterType ?? null };
}

function parseQuestionnaireList(raw: unknown) {
  const args = raw as { encounterId: string; questionnaireCodes: readonly string[] };
  const encounterId = parseId(args.encounterId, 'encounterId');
  return { encounterId, keep: parseFormCodes(args.questionnaireCodes) };
}

interface ResponseTarget {
  response: ResourceRow<QuestionnaireResponse>;
  encounter: ResourceRow<Encounter>;
}

/**
 * A response and its encounter, both locked, under the encounter's change rule. Null (the
 * answer is false, as before) when either is not there.
 */
const responseTarget: WriteTarget<{ id: string }, ResponseTarget | null> = {
  kind: 'encounter',
  // The encounter is locked before its response, as a save locks them (DESIGN §5 'One lock order'):
  // the response is read unlocked to find its encounter (which a response never changes).
  async resolve(tx, me, { id }) {
    const peeked = await stores.questionnaireResponse.read(tx, id);
    const encounterId = peeked ? refId(peeked.content.encounter) : null;
    const encounter = encounterId ? await stores.encounter.read(tx, encounterId, { forUpdate: true }) : null;
    if (!encounter) return null;
    await assertCanChangeRecord(tx, me, encounterRecord(encounter.content));
    const response = await stores.questionnaireResponse.read(tx, id, { forUpdate: true });
    if (!response) return null;
    return { response, encounter };
  },
};

const byEncounterId = (i: { encounterId: string }) => i.encounterId;

export const formsWrites = {
  /**
   * A form's answers: a new response, or a new version of it. The version the device saw is the
   * response's (0: none yet), checked after the form's own rules, so a stale save of a signed
   * encounter's form is told it is final, not to refresh.
   */
  saveQuestionnaireResponse: defineWrite({
    operation: 'Mutation.saveQuestionnaireResponse',
    input: parseSave,
    target: encounterTarget(byEncounterId),
    clientMutationId: (i) => i.clientMutationId,
    apply: async ({ tx, me, now, writes, input, target, emit }) => {
      const { encounter, appointment, patient } = target;
      if (input.authored) {
        const time = { at: input.authored, field: 'authored', label: CLIENT_TIME_LABELS.authored };
        await assertDeviceTime(tx, now, appointment?.content, time, patient);
      }
      if (encounter.content.status === 'cancelled') throw badInput(WORKFLOW_MESSAGES.notAllowed);
      if (isSigned(encounter.content)) throw badInput(SIGNED_IS_FINAL);
      const code = input.code;
      const plan = await formsRepository.planForEncounter(tx, encounter.content);
      if (!plan || !listedForms(plan.content.forms).some((f) => f.questionnaireCode === code)) {
        throw badInput(NOT_IN_PLAN, 'questionnaireCode');
      }
      const questionnaire = (await formsRepository.questionnairesByCode(tx, [code])).get(code);
      if (!questionnaire) throw badInput(NOT_IN_PLAN, 'questionnaireCode');
      const cleaned = cleanAnswers(questionnaire.content, input.answers);
      if (!cleaned.ok) throw badInput(cleaned.message, cleaned.linkId);
      if (input.complete) {
        const missing = missingItems(questionnaire.content, cleaned.answers);
        if (missing.length > 0) throw badInput(`Missing answers: ${missing.map((m) => m.text).join(', ')}`, 'answers');
      }
      const existing = await formsRepository.responseOf(tx, encounter.id, code);
      const current = existing?.versionId ?? 0;
      if (current !== input.baseVersion) throw conflict(current);
      const content: QuestionnaireResponse = {
        questionnaire: code,
        questionnaireVersion: questionnaire.versionId,
        encounter: { reference: `Encounter/${encounter.id}` },
        subject: encounter.content.subject,
        author: { reference: `User/${me.id}`, display: fullName(me) },
        authored: input.authored ?? now.toISOString(),
        status: input.complete ? (isAmending(encounter.content) ? 'amended' : 'completed') : 'in-progress',
        answers: cleaned.answers,
      };
      const options = { authorId: me.id, now };
      const planned = existing
        ? stores.questionnaireResponse.plannedUpdate(tx, existing.id, content, existing.versionId, options)
        : stores.questionnaireResponse.plannedCreate(tx, content, options);
      const saved = toResponseView(writes.add(planned).row);
      emit(...responseSavedEvents(existing?.content ?? null, saved));
      return saved;
    },
  }),

  /** A draft's answers dropped (false when the response or its encounter is not there). */
  discardQuestionnaireResponse: defineWrite({
    operation: 'Mutation.discardQuestionnaireResponse',
    input: (raw: unknown) => ({ id: parseId((raw as { id: string }).id, 'id') }),
    target: responseTarget,
    apply: async ({ tx, me, target }) => {
      if (!target) return false;
      if (isSigned(target.encounter.content)) throw badInput(SIGNED_IS_FINAL);
      await stores.questionnaireResponse.softDelete(tx, target.response.id, target.response.versionId, { authorId: me.id });
      return true;
    },
  }),

  /** The encounter's forms as its plan and its own list make them (nothing is stored: the plan says which). */
  createEncounterForms: defineWrite({
    operation: 'Mutation.createEncounterForms',
    input: parseEncounterForms,
    target: encounterTarget(byEncounterId),
    apply: async ({ tx, input, target: { encounter } }) => {
      if (input.encounterType != null && input.encounterType !== encounter.content.type) {
        throw badInput("encounterType is not the encounter's visit type", 'encounterType');
      }
      if (encounter.content.status === 'cancelled') throw badInput(WORKFLOW_MESSAGES.notAllowed);
      return (await listedFormsOf(tx, encounter)).map((f) => toFormStatusView(f, encounter.content));
    },
  }),

  /** The optional forms the encounter leaves out (forms-history-list.ts); the answer is its list as it now is. */
  updateEncounterQuestionnaireList: defineWrite({
    operation: 'Mutation.updateEncounterQuestionnaireList',
    input: parseQuestionnaireList,
    target: encounterTarget(byEncounterId),
    apply: async ({ tx, me, now, input, target: { encounter } }) => {
      if (encounter.content.status === 'cancelled') throw badInput(WORKFLOW_MESSAGES.notAllowed);
      if (encounter.content.stateText === 'eSigned') throw badInput(SIGNED_IS_FINAL);
      const planForms = await planFormsOf(tx, encounter);
      const removed = formsToRemove(planForms, input.keep);
      await formsHistoryRepository.setRemovedForms(tx, encounter.id, removed, me.id, now);
      const left = new Set(removed);
      return planForms.filter((f) => staysListed(f, left)).map((f) => toFormStatusView(f, encounter.content));
    },
  }),

  /**
   * What the encounter narrative shows (the patient, the visit, each filled form, signatures and
   * amendments), read in one transaction under the encounter's READ rule; the PDF is drawn from
   * it after commit (responses-service.ts), so no transaction waits on the drawing.
   */
  generateEncounterNarrativePDF: defineWrite({
    operation: 'Mutation.generateEncounterNarrativePDF',
    input: (raw: unknown) => ({ encounterId: parseId((raw as { encounterId: string }).encounterId, 'encounterId') }),
    target: readableEncounterTarget(byEncounterId),
    apply: ({ tx, target: encounter }) => narrativeOf(tx, encounter),
  }),
};

export type FormsWrites = typeof formsWrites;
