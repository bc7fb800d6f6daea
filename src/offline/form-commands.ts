// What the form screens call (issue 4), online or not. A draft is saved on the device on every
// change (one put; it survives reload) and stays the device's own until the clinician submits:
// then the answers become the form's local response and an outbox entry (saveQuestionnaireResponse
// with the response's base version, DESIGN §4), in one transaction with the draft's removal
// (enqueueChange, outbox.ts).
import { WORKFLOW_MESSAGES, WorkflowError } from '../domain/encounter-workflow';
import type { Answers } from '../domain/forms/questionnaire';
import { canDocument, submittedStatus } from '../domain/forms/response';
import { type DeviceDb, deviceDb, type EncounterRecord, entriesOf, type OutboxPayload, type ResponseRecord } from './device-db';
import { chainOf, enqueueChange, newEntry } from './outbox';

export interface FormRef {
  encounterId: string;
  questionnaireCode: string;
}

const key = ({ encounterId, questionnaireCode }: FormRef): [string, string] => [encounterId, questionnaireCode];

/** Autosave: the answers as they are now (one IndexedDB put). */
export function saveDraft(db: DeviceDb, form: FormRef, answers: Answers, at = new Date().toISOString()): Promise<unknown> {
  return db.drafts.put({ ...form, answers, updatedAt: at });
}

/** Drops the device's draft (the clinician confirmed 'Discard'); the submitted answers stay. */
export async function discardDraft(userId: string, form: FormRef): Promise<void> {
  await deviceDb(userId).drafts.delete(key(form));
}

interface SubmitState {
  encounter: EncounterRecord | undefined;
  response: ResponseRecord | undefined;
  /** Entries of this form's chain that wait already. */
  sameForm: number;
}

/**
 * Submit: the answers become the form's response on the device and are queued for the server
 * (complete: every required answer is given — the renderer checked). Refused (WorkflowError)
 * when the encounter cannot be documented (cancelled, or signed and not being amended).
 */
export async function submitForm(userId: string, form: FormRef, answers: Answers): Promise<void> {
  const now = new Date().toISOString();
  const entryId = crypto.randomUUID();
  const payload: OutboxPayload = {
    operation: 'saveQuestionnaireResponse',
    variables: { ...form, answers, authored: now, complete: true },
  };
  await enqueueChange<SubmitState, void>(userId, {
    async read(db) {
      const [encounter, response, queued] = await Promise.all([
        db.encounters.get(form.encounterId),
        db.responses.get(key(form)),
        entriesOf(db, form.encounterId),
      ]);
      const chain = chainOf({ ...payload, entityId: form.encounterId });
      return { encounter, response, sameForm: queued.filter((e) => chainOf(e) === chain).length };
    },
    guess(known) {
      const encounter = known.encounter(form.encounterId);
      if (!encounter) return undefined;
      // A submitted response stays pending sync while its saves wait in the outbox.
      const response = known.response(key(form));
      return { encounter, response, sameForm: response?.pendingSync ? 1 : 0 };
    },
    plan({ encounter, response, sameForm }) {
      if (!encounter || !canDocument(encounter)) throw new WorkflowError(WORKFLOW_MESSAGES.notAllowed);
      const local: ResponseRecord = {
        id: response?.id ?? `local-${form.encounterId}-${form.questionnaireCode}`,
        versionId: response?.versionId ?? 0,
        lastUpdated: now,
        questionnaireCode: form.questionnaireCode,
        questionnaireVersion: response?.questionnaireVersion ?? 0,
        encounterId: form.encounterId,
        authorId: userId,
        authored: now,
        status: submittedStatus(encounter),
        answers,
        pendingSync: true,
      };
      return {
        responses: [local],
        droppedDrafts: [key(form)],
        entries: [newEntry(entryId, userId, form.encounterId, payload, response?.versionId ?? 0, now, sameForm)],
        result: undefined,
      };
    },
  });
}
