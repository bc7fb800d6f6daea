// The user's answers to a set-aside outbox entry (DESIGN §4 step 4: "can refresh; their local
// answers are kept until they choose"). Retry and refresh keep the entry's clientMutationId: if
// an earlier try did reach the server after all (its answer lost), the resend gets that receipt
// instead of applying twice; a refused mutation left no receipt (DESIGN §4 step 3), so the server
// simply evaluates it again.
import { EncounterByIdDocument } from '../api/encounter-documents';
import { EncounterResponsesDocument } from '../api/forms-documents';
import type { Answers } from '../domain/forms/questionnaire';
import { MESSAGES } from '../domain/messages';
import type { EncounterFieldsFragment } from '../gql/graphql';
import { type DeviceDb, deviceDb, entriesOf, type OutboxEntry, writeTransaction } from './device-db';
import { putEncounter, rebase } from './encounter-record';
import type { GraphqlRequest } from './graphql-request';
import { chainOf, isSetAside } from './outbox';
import { type PackRange, pullSchedulePack } from './pack';
import { signalOutboxChanged } from './sync-signals';

/** Queues a 'failed' entry again. */
export async function retryEntry(userId: string, entryId: string): Promise<void> {
  const db = deviceDb(userId);
  await writeTransaction(db, async () => {
    const entry = await db.outbox.where('id').equals(entryId).first();
    if (entry?.status !== 'failed') return;
    await db.outbox.put(requeued(entry, entry.baseVersion));
  });
  signalOutboxChanged(userId);
}

function requeued(entry: OutboxEntry, baseVersion: OutboxEntry['baseVersion']): OutboxEntry {
  const { conflictWith: _, ...rest } = entry;
  return { ...rest, baseVersion, status: 'pending', error: null, attempts: 0 };
}

/** The entry moved onto another encounter (the one the server already has for the visit). */
function retarget(entry: OutboxEntry, encounterId: string): OutboxEntry {
  switch (entry.operation) {
    case 'createEncounter':
      return { ...entry, entityId: encounterId, variables: { encounter: { ...entry.variables.encounter, id: encounterId } } };
    case 'updateEncounter':
      return { ...entry, entityId: encounterId, variables: { ...entry.variables, id: encounterId } };
    case 'startEncounter':
    case 'esignEncounter':
    case 'undoCheckIn':
      return { ...entry, entityId: encounterId, variables: { ...entry.variables, encounterId } };
    case 'amendEncounter':
      return { ...entry, entityId: encounterId, variables: { ...entry.variables, encounterId } };
    case 'saveQuestionnaireResponse':
      return { ...entry, entityId: encounterId, variables: { ...entry.variables, encounterId } };
    case 'cancelEncounter':
      return { ...entry, entityId: encounterId, variables: { ...entry.variables, encounterId } };
  }
}

/** Writes the encounter and the appointment status that follows it. */
async function writeEncounter(db: DeviceDb, server: EncounterFieldsFragment, queued: OutboxEntry[], localId: string) {
  const record = rebase(server, queued, await db.encounters.get(localId));
  if (localId !== record.id) await db.encounters.delete(localId);
  await putEncounter(db, record);
}

/**
 * The visit already had an encounter on the server (made on another device): the device's own
 * createEncounter is dropped and the actions queued after it move onto that encounter, the first
 * based on its current version.
 */
async function adopt(db: DeviceDb, entry: OutboxEntry, server: EncounterFieldsFragment): Promise<void> {
  const queued = await entriesOf(db, entry.entityId);
  const alreadyQueued = await entriesOf(db, server.id);
  const moved = queued
    .slice(1)
    .map((e, i) => retarget(i === 0 && alreadyQueued.length === 0 ? { ...e, baseVersion: server.versionId } : e, server.id));
  await db.outbox.delete(entry.seq);
  await db.outbox.bulkPut(moved);
  await writeEncounter(db, server, [...alreadyQueued, ...moved], entry.entityId);
}

/** See resolveConflict in sync-engine.ts. */
export async function resolveEntry(
  userId: string,
  entryId: string,
  choice: 'refresh' | 'discard',
  request: GraphqlRequest,
  pullRange: PackRange,
): Promise<void> {
  const db = deviceDb(userId);
  const entry = await db.outbox.where('id').equals(entryId).first();
  if (!entry || !isSetAside(entry)) return;
  if (entry.operation === 'saveQuestionnaireResponse') return resolveForm(userId, entry, choice, request);
  const adopting = choice === 'refresh' && entry.operation === 'createEncounter' ? entry.conflictWith : undefined;
  const server = (await request(EncounterByIdDocument, { id: adopting?.encounterId ?? entry.entityId })).Encounter;

  await writeTransaction(db, async () => {
    const queued = await entriesOf(db, entry.entityId);
    const head = queued[0];
    // Changed meanwhile (another tab answered, or is sending): nothing to do; the user can choose again.
    if (head?.seq !== entry.seq || !isSetAside(head) || queued.some((e) => e.status === 'sending')) return;
    if (choice === 'discard') {
      await db.outbox.bulkDelete(queued.map((e) => e.seq));
      // The visit's change is dropped, not the forms submitted behind it: back to drafts.
      await keepAnswersAsDrafts(db, queued);
      if (server) await writeEncounter(db, server, [], entry.entityId);
      else await forget(db, entry.entityId);
      return;
    }
    if (adopting && server) return adopt(db, head, server);
    if (!server) {
      // Not on the server: a refused creation is simply sent again; anything else cannot be.
      if (head.operation === 'createEncounter') await db.outbox.put(requeued(head, null));
      else await db.outbox.put({ ...head, status: 'failed', error: MESSAGES.notFound });
      return;
    }
    const rebased = requeued(head, server.versionId);
    await db.outbox.put(rebased);
    await writeEncounter(db, server, [rebased, ...queued.slice(1)], entry.entityId);
  });
  if (choice === 'refresh') signalOutboxChanged(userId);
  else await pullSchedulePack(userId, pullRange, { request }).catch(() => {});
}

/** An encounter that never reached the server: the visit goes back to having none. */
async function forget(db: DeviceDb, encounterId: string): Promise<void> {
  await db.encounters.delete(encounterId);
  for (const appointment of await db.appointments.where('encounterId').equals(encounterId).toArray()) {
    const status = appointment.status === 'checked-in' || appointment.status === 'checked-out' ? 'booked' : appointment.status;
    await db.appointments.put({ ...appointment, encounterId: null, status, pendingSync: false });
  }
}

/**
 * A form's answers set aside (someone else submitted the form first, SPEC §8): 'refresh' takes
 * the server's response and puts the device's answers back as a draft on top of it, so the
 * clinician sees them, changes what they must and submits again — nothing is lost; an e-sign
 * queued behind is dropped (it would sign answers the clinician has not seen). 'discard' keeps
 * the server's response and drops the device's answers.
 */
async function resolveForm(
  userId: string,
  entry: Extract<OutboxEntry, { operation: 'saveQuestionnaireResponse' }>,
  choice: 'refresh' | 'discard',
  request: GraphqlRequest,
): Promise<void> {
  const db = deviceDb(userId);
  const { encounterId, questionnaireCode } = entry.variables;
  const [responses, server] = await Promise.all([
    request(EncounterResponsesDocument, { encounterId }).then((r) => r.QuestionnaireResponseListForClinical),
    request(EncounterByIdDocument, { id: encounterId }).then((r) => r.Encounter),
  ]);
  const current = responses.find((r) => r.questionnaireCode === questionnaireCode);
  await writeTransaction(db, async () => {
    const queued = await entriesOf(db, encounterId);
    if (queued[0]?.seq !== entry.seq || !isSetAside(queued[0]) || queued.some((e) => e.status === 'sending')) return;
    const sameForm = queued.filter((e) => chainOf(e) === chainOf(entry));
    const latest = sameForm.at(-1);
    const dropped = [...sameForm, ...(choice === 'refresh' ? queued.filter((e) => e.operation === 'esignEncounter') : [])];
    await db.outbox.bulkDelete(dropped.map((e) => e.seq));
    if (current) await db.responses.put({ ...current, answers: current.answers as Answers, pendingSync: false });
    else await db.responses.delete([encounterId, questionnaireCode]);
    if (choice === 'refresh' && latest?.operation === 'saveQuestionnaireResponse') {
      await db.drafts.put({ encounterId, questionnaireCode, answers: latest.variables.answers, updatedAt: new Date().toISOString() });
    } else await db.drafts.delete([encounterId, questionnaireCode]);
    const left = queued.filter((e) => !dropped.includes(e));
    if (server) await writeEncounter(db, server, left, encounterId);
  });
  signalOutboxChanged(userId);
}

/** The answers of dropped form submits, kept on the device as drafts (the latest per form). */
async function keepAnswersAsDrafts(db: DeviceDb, entries: readonly OutboxEntry[]): Promise<void> {
  const at = new Date().toISOString();
  for (const e of entries) {
    if (e.operation !== 'saveQuestionnaireResponse') continue;
    const { encounterId, questionnaireCode, answers } = e.variables;
    await db.drafts.put({ encounterId, questionnaireCode, answers, updatedAt: at });
  }
}
