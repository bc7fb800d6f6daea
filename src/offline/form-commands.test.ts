import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SyncEncounterCommandsDocument } from '../api/encounter-documents';
import { WORKFLOW_MESSAGES, WorkflowError } from '../domain/encounter-workflow';
import { COMMAND_SKIPPED } from '../domain/errors';
import type { Answers } from '../domain/forms/questionnaire';
import { MESSAGES } from '../domain/messages';
import type { MyScheduleQuery, ResponseFieldsFragment, SyncEncounterCommandsMutation } from '../gql/graphql';
import { amend, cancelVisit, checkIn, esign } from './commands';
import { deviceDb, type ResponseRecord } from './device-db';
import { drainOutbox } from './drain';
import { discardDraft, type FormRef, saveDraft, submitForm } from './form-commands';
import type { GraphqlRequest } from './graphql-request';
import { pullSchedulePack } from './pack';
import { resolveEntry } from './resolution';
import { FakeServer } from './testing/fake-server';
import { DAY, seedStorage } from './testing/fixtures';
import { appointmentOf, encounterOf, outboxOf, RANGE, signedInDevice } from './testing/harness';

type Vars = Record<string, unknown>;
type Outcome = SyncEncounterCommandsMutation['syncEncounterCommands'][number];
type Pack = MyScheduleQuery['MySchedule'];

const WOUND: FormRef = { encounterId: 'e-1', questionnaireCode: 'wound' };
const VITALS: FormRef = { encounterId: 'e-1', questionnaireCode: 'vitals' };
const first: Answers = { size: [3] };
const second: Answers = { size: [4], note: ['healing'] };
const other: Answers = { pulse: [72] };

const keyOf = (form: FormRef): [string, string] => [form.encounterId, form.questionnaireCode];
const responseOf = (userId: string, form: FormRef) => deviceDb(userId).responses.get(keyOf(form));
const draftOf = (userId: string, form: FormRef) => deviceDb(userId).drafts.get(keyOf(form));
/** The fake server's request function, without the typed-document signature (these stubs pass any document on). */
const untyped = (request: GraphqlRequest) => request as unknown as (document: unknown, variables?: unknown) => Promise<unknown>;
const chainKey = (encounterId: unknown, code: unknown) => `${String(encounterId)} ${String(code)}`;

/**
 * A device whose fake server has e-1 checked out (version 3) — or e-signed (version 4) — and
 * e-2 planned, with the pack pulled.
 */
async function deviceWith(state: 'checkedOut' | 'eSigned' = 'checkedOut') {
  const storage = seedStorage(2, [1, 2]);
  const setUp = new FakeServer(storage);
  setUp.secondDevice('e-1', { type: 'checkIn', at: `${DAY}T09:00:00.000Z` });
  setUp.secondDevice('e-1', { type: 'checkOut', at: `${DAY}T09:30:00.000Z` });
  if (state === 'eSigned') setUp.secondDevice('e-1', { type: 'esign', at: `${DAY}T09:40:00.000Z` });
  return signedInDevice(storage);
}

/**
 * The server side of documentation the fake server lacks: SyncEncounterCommands answered per
 * command as server/modules/encounters/command-batch.ts does (versions chained per chain — the
 * encounter, or a form of it —, later commands of an encounter SKIPPED after a failure), with
 * saveQuestionnaireResponse checked against the stored response's version (CONFLICT) and the
 * encounter commands handed to the fake server one at a time; EncounterResponses from the
 * stored responses; anything else to the fake server.
 */
function formServer(server: FakeServer) {
  const responses = new Map<string, ResponseFieldsFragment>();
  /** The commands of each SyncEncounterCommands request, as sent. */
  const sent: Vars[][] = [];
  /** The commands applied, in order: [field, the base version they were applied on]. */
  const applied: [string, number][] = [];

  const storeResponse = (encounterId: string, questionnaireCode: string, answers: Answers, authorId: string) => {
    const key = chainKey(encounterId, questionnaireCode);
    const versionId = (responses.get(key)?.versionId ?? 0) + 1;
    const response: ResponseFieldsFragment = {
      id: `r-${encounterId}-${questionnaireCode}`,
      versionId,
      lastUpdated: `${DAY}T10:00:0${versionId}.000Z`,
      questionnaireCode,
      questionnaireVersion: 1,
      encounterId,
      authorId,
      authored: `${DAY}T10:00:00.000Z`,
      status: 'completed',
      answers,
    };
    responses.set(key, response);
    return response;
  };

  const sync = async (commands: Vars[]): Promise<Outcome[]> => {
    sent.push(structuredClone(commands));
    const versions = new Map<string, number>();
    const failed = new Set<string>();
    const outcomes: Outcome[] = [];
    for (const command of commands) {
      const [field = '', raw] = Object.entries(command)[0] ?? [];
      const args = raw as Vars;
      const encounterId = String(args.encounterId);
      const chain = field === 'saveQuestionnaireResponse' ? chainKey(encounterId, args.questionnaireCode) : encounterId;
      const outcome: Outcome = {
        clientMutationId: String(args.clientMutationId),
        encounter: null,
        esign: null,
        response: null,
        error: null,
      };
      outcomes.push(outcome);
      if (failed.has(encounterId)) {
        outcome.error = {
          code: COMMAND_SKIPPED,
          message: 'Not applied',
          field: null,
          currentVersion: null,
          encounterId: null,
          retryable: null,
        };
        continue;
      }
      const baseVersion = (args.baseVersion as number | null) ?? versions.get(chain);
      if (baseVersion === undefined) throw new Error(`${field}: no baseVersion and nothing before it in the batch`);
      if (field === 'saveQuestionnaireResponse') {
        const currentVersion = responses.get(chain)?.versionId ?? 0;
        if (baseVersion !== currentVersion) {
          outcome.error = { code: 'CONFLICT', message: 'Conflict', field: null, currentVersion, encounterId: null, retryable: null };
          failed.add(encounterId);
          continue;
        }
        const response = storeResponse(encounterId, String(args.questionnaireCode), args.answers as Answers, 'device-user');
        outcome.response = response;
        versions.set(chain, response.versionId);
      } else {
        const [answer] = (await server.request(SyncEncounterCommandsDocument, { commands: [{ [field]: { ...args, baseVersion } }] }))
          .syncEncounterCommands;
        if (!answer) throw new Error('no answer');
        Object.assign(outcome, { ...answer, response: null });
        if (answer.error || !answer.encounter) {
          failed.add(encounterId);
          continue;
        }
        versions.set(chain, answer.encounter.versionId);
      }
      applied.push([field, baseVersion]);
    }
    return outcomes;
  };

  const request = (async (document: unknown, variables?: unknown) => {
    const vars = (variables ?? {}) as Vars;
    const operation = /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1];
    if (operation === 'SyncEncounterCommands') return { syncEncounterCommands: await sync(vars.commands as Vars[]) };
    if (operation === 'EncounterResponses') {
      return {
        QuestionnaireResponseListForClinical: structuredClone([...responses.values()].filter((r) => r.encounterId === vars.encounterId)),
      };
    }
    return untyped(server.request)(document, vars);
  }) as unknown as GraphqlRequest;

  return { request, sent, applied, responses, storeResponse };
}

/** The field and base version of each command of a request. */
const shapeOf = (commands: Vars[] | undefined) =>
  (commands ?? []).map((command) => {
    const [field, args] = Object.entries(command)[0] ?? [];
    const { questionnaireCode, baseVersion } = args as Vars;
    return [field, questionnaireCode ?? null, baseVersion];
  });

describe('form commands', () => {
  it('saveDraft keeps the answers on the device; discardDraft removes them', async () => {
    const { userId } = await deviceWith();
    const db = deviceDb(userId);

    await saveDraft(db, WOUND, first, '2026-03-10T10:00:00.000Z');
    expect(await draftOf(userId, WOUND)).toEqual({ ...WOUND, answers: first, updatedAt: '2026-03-10T10:00:00.000Z' });
    await saveDraft(db, WOUND, second);
    expect(await draftOf(userId, WOUND)).toMatchObject({ answers: second });
    expect(await db.drafts.count()).toBe(1);

    await discardDraft(userId, WOUND);
    expect(await draftOf(userId, WOUND)).toBeUndefined();
    expect(await outboxOf(userId)).toEqual([]);
  });

  it('submit drops the draft, writes the local response and queues one save on the response’s version', async () => {
    const { userId } = await deviceWith();
    await saveDraft(deviceDb(userId), WOUND, first);

    await submitForm(userId, WOUND, first);

    expect(await draftOf(userId, WOUND)).toBeUndefined();
    expect(await responseOf(userId, WOUND)).toMatchObject({
      id: 'local-e-1-wound',
      versionId: 0,
      encounterId: 'e-1',
      questionnaireCode: 'wound',
      authorId: userId,
      status: 'completed',
      answers: first,
      pendingSync: true,
    });
    const outbox = await outboxOf(userId);
    expect(outbox.map((e) => [e.operation, e.entityId, e.baseVersion, e.status, e.userId])).toEqual([
      ['saveQuestionnaireResponse', 'e-1', 0, 'pending', userId],
    ]);
    expect(outbox[0]?.variables).toMatchObject({ ...WOUND, answers: first, complete: true });
  });

  it('a form already on the device is based on its version; later submits of the same form chain, other forms do not', async () => {
    const { userId } = await deviceWith();
    const db = deviceDb(userId);
    const wound: FormRef = { encounterId: 'e-2', questionnaireCode: 'wound' };
    const vitals: FormRef = { encounterId: 'e-2', questionnaireCode: 'vitals' };
    const server: ResponseRecord = {
      id: 'r-server',
      versionId: 5,
      lastUpdated: `${DAY}T08:00:00.000Z`,
      questionnaireCode: 'wound',
      questionnaireVersion: 2,
      encounterId: 'e-2',
      authorId: 'someone',
      authored: `${DAY}T08:00:00.000Z`,
      status: 'completed',
      answers: { size: [1] },
      pendingSync: false,
    };
    await db.responses.put(server);
    // an encounter command queued first: forms have chains of their own
    await checkIn(userId, { appointmentId: 'a-2' });

    await submitForm(userId, wound, first);
    await submitForm(userId, wound, second);
    await submitForm(userId, vitals, other);

    expect((await outboxOf(userId)).map((e) => [e.operation, e.variables, e.baseVersion])).toEqual([
      ['startEncounter', expect.anything(), 1],
      ['saveQuestionnaireResponse', expect.objectContaining({ questionnaireCode: 'wound', answers: first }), 5],
      ['saveQuestionnaireResponse', expect.objectContaining({ questionnaireCode: 'wound', answers: second }), 'previous'],
      ['saveQuestionnaireResponse', expect.objectContaining({ questionnaireCode: 'vitals', answers: other }), 0],
    ]);
    // the server's id, version and form version stay; the answers are the device's latest
    expect(await responseOf(userId, wound)).toMatchObject({
      id: 'r-server',
      versionId: 5,
      questionnaireVersion: 2,
      answers: second,
      pendingSync: true,
    });
  });

  it('refuses a submit on a signed or cancelled encounter and changes nothing', async () => {
    const { userId } = await deviceWith('eSigned');
    const db = deviceDb(userId);
    await saveDraft(db, WOUND, first);

    await expect(submitForm(userId, WOUND, first)).rejects.toThrow(new WorkflowError(WORKFLOW_MESSAGES.notAllowed));
    await expect(submitForm(userId, WOUND, first)).rejects.toBeInstanceOf(WorkflowError);

    await cancelVisit(userId, { encounterId: 'e-2' });
    const cancelled: FormRef = { encounterId: 'e-2', questionnaireCode: 'wound' };
    await saveDraft(db, cancelled, first);
    const before = await outboxOf(userId);
    await expect(submitForm(userId, cancelled, first)).rejects.toBeInstanceOf(WorkflowError);
    await expect(submitForm(userId, { encounterId: 'nope', questionnaireCode: 'wound' }, first)).rejects.toBeInstanceOf(WorkflowError);

    expect(await outboxOf(userId)).toEqual(before);
    expect(await db.responses.count()).toBe(0);
    expect(await draftOf(userId, WOUND)).toMatchObject({ answers: first });
    expect(await draftOf(userId, cancelled)).toMatchObject({ answers: first });
  });

  it('amend queues amendEncounter and reopens the forms: a submit is then "amended"', async () => {
    const { userId } = await deviceWith('eSigned');

    await amend(userId, { encounterId: 'e-1', reason: 'Wrong wound size' });

    expect(await encounterOf(userId, 'e-1')).toMatchObject({
      stateText: 'amendmentInprogress',
      amendReason: 'Wrong wound size',
      versionId: 4,
      pendingSync: true,
    });
    const outbox = await outboxOf(userId);
    expect(outbox.map((e) => [e.operation, e.entityId, e.baseVersion, e.status])).toEqual([['amendEncounter', 'e-1', 4, 'pending']]);
    expect(outbox[0]?.variables).toMatchObject({
      encounterId: 'e-1',
      reason: 'Wrong wound size',
      provenance: { reason: 'Wrong wound size' },
    });

    await submitForm(userId, WOUND, second);
    expect(await responseOf(userId, WOUND)).toMatchObject({ status: 'amended', pendingSync: true, answers: second });
    expect((await outboxOf(userId)).map((e) => [e.operation, e.baseVersion])).toEqual([
      ['amendEncounter', 4],
      ['saveQuestionnaireResponse', 0],
    ]);
  });

  it('amend is refused on an encounter that is not signed', async () => {
    const { userId } = await deviceWith();
    await expect(amend(userId, { encounterId: 'e-1', reason: 'x' })).rejects.toThrow(WORKFLOW_MESSAGES.notAllowed);
    expect(await outboxOf(userId)).toEqual([]);
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ stateText: 'checkedOut', pendingSync: false });
  });
});

describe('draining form saves', () => {
  it('chains each form on its own versions in one batch; acknowledgements write the server responses', async () => {
    const { userId, server } = await deviceWith();
    const forms = formServer(server);
    await submitForm(userId, WOUND, first);
    await submitForm(userId, WOUND, second);
    await submitForm(userId, VITALS, other);
    await esign(userId, { encounterId: 'e-1' });

    const result = await drainOutbox(userId, { request: forms.request, retryDelayMs: 0 });

    expect(result).toMatchObject({ acknowledged: 4, failed: 0, conflicts: 0, stoppedBy: 'done' });
    expect(forms.sent).toHaveLength(1);
    expect(shapeOf(forms.sent[0])).toEqual([
      ['saveQuestionnaireResponse', 'wound', 0],
      ['saveQuestionnaireResponse', 'wound', null],
      ['saveQuestionnaireResponse', 'vitals', 0],
      ['esignEncounter', null, 3],
    ]);
    expect(forms.applied).toEqual([
      ['saveQuestionnaireResponse', 0],
      ['saveQuestionnaireResponse', 1],
      ['saveQuestionnaireResponse', 0],
      ['esignEncounter', 3],
    ]);
    expect(await outboxOf(userId)).toEqual([]);
    expect(await responseOf(userId, WOUND)).toMatchObject({ id: 'r-e-1-wound', versionId: 2, answers: second, pendingSync: false });
    expect(await responseOf(userId, VITALS)).toMatchObject({ id: 'r-e-1-vitals', versionId: 1, answers: other, pendingSync: false });
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ versionId: 4, stateText: 'eSigned', pendingSync: false });
  });

  it('while more answers of the form wait, the acknowledged version is kept with the device’s latest answers', async () => {
    const { userId, server } = await deviceWith();
    const forms = formServer(server);
    await submitForm(userId, WOUND, first);
    await submitForm(userId, WOUND, second);

    // one entry a request, stopped after the first
    await drainOutbox(userId, { request: forms.request, retryDelayMs: 0, batchSize: 1, cancelled: () => forms.sent.length >= 1 });

    expect(await responseOf(userId, WOUND)).toMatchObject({ id: 'r-e-1-wound', versionId: 1, answers: second, pendingSync: true });
    expect((await outboxOf(userId)).map((e) => [e.operation, e.baseVersion, e.status])).toEqual([
      ['saveQuestionnaireResponse', 'previous', 'pending'],
    ]);

    // the next drain resolves 'previous' from the acknowledged version
    expect(await drainOutbox(userId, { request: forms.request, retryDelayMs: 0 })).toMatchObject({ acknowledged: 1 });
    expect(shapeOf(forms.sent[1])).toEqual([['saveQuestionnaireResponse', 'wound', 1]]);
    expect(await responseOf(userId, WOUND)).toMatchObject({ versionId: 2, answers: second, pendingSync: false });
    expect(await outboxOf(userId)).toEqual([]);
  });

  it('once a form save that followed an encounter command is acknowledged, nothing of the encounter is pending', async () => {
    const { userId, server } = await deviceWith();
    const forms = formServer(server);
    const wound: FormRef = { encounterId: 'e-2', questionnaireCode: 'wound' };
    await checkIn(userId, { appointmentId: 'a-2' });
    await submitForm(userId, wound, first);

    // no pull afterwards: what the drain itself leaves on the device
    expect(await drainOutbox(userId, { request: forms.request, retryDelayMs: 0, pull: 'never' })).toMatchObject({ acknowledged: 2 });

    expect(shapeOf(forms.sent[0])).toEqual([
      ['startEncounter', null, 1],
      ['saveQuestionnaireResponse', 'wound', 0],
    ]);
    expect(await outboxOf(userId)).toEqual([]);
    expect(await responseOf(userId, wound)).toMatchObject({ versionId: 1, answers: first, pendingSync: false });
    expect(await encounterOf(userId, 'e-2')).toMatchObject({ versionId: 2, status: 'in-progress', pendingSync: false });
    expect(await appointmentOf(userId, 'a-2')).toMatchObject({ status: 'checked-in', pendingSync: false });
  });

  it('a pack pull keeps the local response while its answers wait, and writes the forms part', async () => {
    const { userId, server } = await deviceWith();
    const serverResponse = (encounterId: string, code: string, versionId: number, answers: Answers): ResponseFieldsFragment => ({
      id: `r-${encounterId}-${code}`,
      versionId,
      lastUpdated: `${DAY}T11:00:00.000Z`,
      questionnaireCode: code,
      questionnaireVersion: 1,
      encounterId,
      authorId: 'someone',
      authored: `${DAY}T11:00:00.000Z`,
      status: 'completed',
      answers,
    });
    const forms: Pick<Pack, 'questionnaires' | 'plans' | 'responses' | 'earlierResponses'> = {
      questionnaires: [{ id: 'q-1', versionId: 1, code: 'wound', title: 'Wound assessment', status: 'active', items: [] }],
      plans: [
        {
          id: 'plan-1',
          versionId: 1,
          title: 'Follow-up',
          encounterType: 'follow-up',
          deliveryType: 'in-person',
          forms: [{ questionnaireCode: 'wound', logic: 'always', label: 'Wound', listed: true, required: true }],
        },
      ],
      responses: [serverResponse('e-1', 'wound', 7, { size: [9] }), serverResponse('e-2', 'wound', 1, { size: [2] })],
      earlierResponses: [
        { questionnaireCode: 'wound', encounterId: 'e-0', patientId: 'p-1', visitStart: `${DAY}T08:00:00.000Z`, answers: first },
      ],
    };
    const request = (async (document: unknown, variables?: unknown) => {
      const answer = (await untyped(server.request)(document, variables)) as { MySchedule?: Pack };
      return answer.MySchedule ? { MySchedule: { ...answer.MySchedule, ...structuredClone(forms) } } : answer;
    }) as unknown as GraphqlRequest;
    await submitForm(userId, WOUND, second);

    await pullSchedulePack(userId, RANGE, { request });

    const db = deviceDb(userId);
    expect((await db.questionnaires.toArray()).map((q) => q.code)).toEqual(['wound']);
    expect(await db.plans.get('plan-1')).toMatchObject({ encounterType: 'follow-up' });
    expect(await db.earlierResponses.get(['e-0', 'wound'])).toMatchObject({ patientId: 'p-1', answers: first });
    // answers queued: the device's copy (and the version it is based on) stays
    expect(await responseOf(userId, WOUND)).toMatchObject({ versionId: 0, answers: second, pendingSync: true });
    // nothing queued: the server's copy
    expect(await responseOf(userId, { encounterId: 'e-2', questionnaireCode: 'wound' })).toMatchObject({
      versionId: 1,
      answers: { size: [2] },
      pendingSync: false,
    });

    // Once nothing waits, the next pull brings the server's copy; forms no longer sent are gone.
    await db.outbox.clear();
    forms.questionnaires = [];
    forms.earlierResponses = [];
    forms.responses = [serverResponse('e-1', 'wound', 7, { size: [9] })];
    await pullSchedulePack(userId, RANGE, { request });
    expect(await db.questionnaires.count()).toBe(0);
    expect(await db.earlierResponses.count()).toBe(0);
    expect(await db.plans.count()).toBe(1);
    expect(await responseOf(userId, WOUND)).toMatchObject({ versionId: 7, answers: { size: [9] }, pendingSync: false });
    expect(await responseOf(userId, { encounterId: 'e-2', questionnaireCode: 'wound' })).toBeUndefined();
  });
});

describe('a form saved by someone else first', () => {
  /** e-1 checked out; the device submits the wound form twice, then e-signs; another user saved the form meanwhile. */
  async function conflicted() {
    const { userId, server } = await deviceWith();
    const forms = formServer(server);
    forms.storeResponse('e-1', 'wound', { size: [7] }, 'other-user');
    await submitForm(userId, WOUND, first);
    await submitForm(userId, WOUND, second);
    await esign(userId, { encounterId: 'e-1' });

    const result = await drainOutbox(userId, { request: forms.request, retryDelayMs: 0 });
    return { userId, server, forms, result };
  }

  it('sets the save aside with the spec’s message; the e-sign queued behind it is not sent', async () => {
    const { userId, server, forms, result } = await conflicted();

    expect(result).toMatchObject({ acknowledged: 0, conflicts: 1, failed: 0, stoppedBy: 'done' });
    // One request: the server refused the save and skipped the rest of the encounter; none after it.
    expect(forms.sent.map(shapeOf)).toEqual([
      [
        ['saveQuestionnaireResponse', 'wound', 0],
        ['saveQuestionnaireResponse', 'wound', null],
        ['esignEncounter', null, 3],
      ],
    ]);
    expect(MESSAGES.conflict).toBe(
      'Another user has submitted an updated version of the form that you were trying to submit. Please refresh and submit your changes again.',
    );
    const outbox = await outboxOf(userId);
    expect(outbox.map((e) => [e.operation, e.status, e.error])).toEqual([
      ['saveQuestionnaireResponse', 'conflict', MESSAGES.conflict],
      ['saveQuestionnaireResponse', 'pending', null],
      ['esignEncounter', 'pending', null],
    ]);
    expect(forms.applied).toEqual([]);
    expect(server.storage.encounters.get('e-1')).toMatchObject({ versionId: 3, stateText: 'checkedOut' });
    // the device's answers stay until the clinician chooses
    expect(await responseOf(userId, WOUND)).toMatchObject({ versionId: 0, answers: second, pendingSync: true });

    // later drains send nothing of the encounter
    const requests = forms.sent.length;
    expect(await drainOutbox(userId, { request: forms.request, retryDelayMs: 0 })).toMatchObject({ acknowledged: 0 });
    expect(forms.sent).toHaveLength(requests);
    expect(forms.applied).toEqual([]);
  });

  it('refresh takes the server’s response, puts the device’s latest answers back as a draft and drops the e-sign', async () => {
    const { userId, forms } = await conflicted();
    const [conflict] = await outboxOf(userId);

    await resolveEntry(userId, conflict?.id ?? '', 'refresh', forms.request, RANGE);

    expect(await outboxOf(userId)).toEqual([]);
    expect(await responseOf(userId, WOUND)).toMatchObject({
      id: 'r-e-1-wound',
      versionId: 1,
      authorId: 'other-user',
      answers: { size: [7] },
      pendingSync: false,
    });
    expect(await draftOf(userId, WOUND)).toMatchObject({ ...WOUND, answers: second });
    // the local e-sign is undone: the server's encounter
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ versionId: 3, stateText: 'checkedOut', pendingSync: false });

    // submitting again is based on the other user's version and goes through
    await submitForm(userId, WOUND, second);
    expect((await outboxOf(userId)).map((e) => e.baseVersion)).toEqual([1]);
    expect(await drainOutbox(userId, { request: forms.request, retryDelayMs: 0 })).toMatchObject({ acknowledged: 1, conflicts: 0 });
    expect(await responseOf(userId, WOUND)).toMatchObject({ versionId: 2, answers: second, pendingSync: false });
  });

  it('discard keeps the server’s response and drops the device’s answers and draft', async () => {
    const { userId, forms } = await conflicted();
    await saveDraft(deviceDb(userId), WOUND, { size: [5] });
    const [conflict] = await outboxOf(userId);

    await resolveEntry(userId, conflict?.id ?? '', 'discard', forms.request, RANGE);

    // only the form's answers go; the e-sign (of the server's answers now) still waits and is sent next
    expect((await outboxOf(userId)).map((e) => [e.operation, e.status])).toEqual([['esignEncounter', 'pending']]);
    expect(await responseOf(userId, WOUND)).toMatchObject({
      versionId: 1,
      authorId: 'other-user',
      answers: { size: [7] },
      pendingSync: false,
    });
    expect(await draftOf(userId, WOUND)).toBeUndefined();

    expect(await drainOutbox(userId, { request: forms.request, retryDelayMs: 0 })).toMatchObject({ acknowledged: 1 });
    expect(forms.applied).toEqual([['esignEncounter', 3]]);
    expect(await responseOf(userId, WOUND)).toMatchObject({ versionId: 1, answers: { size: [7] } });
  });
});
