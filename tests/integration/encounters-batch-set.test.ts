// syncEncounterCommands applied as a set (the header of server/modules/encounters/command-batch.ts):
// one transaction, the commands deciding against the earlier commands' results (the overlay), the
// writes sent together at the end. What must hold as it did command by command: a resend after a
// partial drain applies nothing twice; a second check-in in the same batch is refused; an e-sign
// after a refused save is skipped; a failed command leaves no row; and a receipt id taken by a
// concurrent duplicate rolls the set back and the batch runs command by command.
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { CommandSet } from '../../server/modules/shared/command-set.ts';
import { mutationReceiptRepository } from '../../server/modules/shared/mutation-receipt-repository.ts';
import { REUSED_ID } from '../../server/modules/shared/mutation-runner.ts';
import { SetSurprise } from '../../server/modules/shared/set-overlay.ts';
import { SEED_PLANS, SEED_QUESTIONNAIRES } from '../../server/seed/forms/index.ts';
import { WORKFLOW_MESSAGES } from '../../src/domain/encounter-workflow.ts';
import {
  addPractitioner,
  addVisit,
  type Clinic,
  cmid,
  deviceTime,
  historyCount,
  ok,
  provenanceCount,
  receiptOf,
  SYNC,
  type SyncOutcome,
} from './encounters-fixtures.ts';
import { INTERVAL, WOUND } from './forms-fixtures.ts';
import { kinds, startServer, subscribe, type TestServer } from './harness.ts';
import { type NotificationEvent, untilLive } from './notification-probe.ts';

const create = (encounterId: string, appointmentId: string) => ({
  createEncounter: { clientMutationId: cmid(), encounter: { id: encounterId, appointmentId } },
});
const start = (encounterId: string, baseVersion?: number) => ({
  startEncounter: { clientMutationId: cmid(), encounterId, baseVersion, provenance: { recorded: deviceTime(30), device: 'tablet' } },
});
const save = (encounterId: string, questionnaireCode: string, answers: object) => ({
  saveQuestionnaireResponse: {
    clientMutationId: cmid(),
    encounterId,
    questionnaireCode,
    baseVersion: 0,
    answers,
    authored: deviceTime(10),
    complete: true,
  },
});
const checkOut = (encounterId: string, baseVersion?: number) => ({
  updateEncounter: { clientMutationId: cmid(), id: encounterId, baseVersion, encounter: { checkedOutAt: deviceTime(5) } },
});
const esign = (encounterId: string) => ({
  esignEncounter: { clientMutationId: cmid(), encounterId, provenance: { recorded: deviceTime(4) } },
});

/** A follow-up visit as the device drains it: check-in (create + start), its two required forms, check-out, e-sign. */
const fieldVisit = (id: string, appointmentId: string) => [
  create(id, appointmentId),
  start(id),
  save(id, 'interval-history', INTERVAL),
  save(id, 'wound-assessment', WOUND),
  checkOut(id),
  esign(id),
];

describe.each(kinds)('syncEncounterCommands as a set on %s', (kind) => {
  let s: TestServer;
  let mine: Clinic;
  let order = 0;
  let hour = 6;

  const sync = (commands: unknown[]) => ok<SyncOutcome[]>(s, 'clinician', SYNC, { commands });
  /** A booked visit later today, one per call. */
  const visit = () => addVisit(s, mine, `${String(hour++).padStart(2, '0')}:00`, ++order);

  const rowCounts = async () => {
    const [history] = await s.db.select({ n: count() }).from(schema.resourceHistory);
    const [provenance] = await s.db.select({ n: count() }).from(schema.provenances);
    const [receipts] = await s.db.select({ n: count() }).from(schema.mutationReceipts);
    return { history: history?.n ?? 0, provenance: provenance?.n ?? 0, receipts: receipts?.n ?? 0 };
  };
  /** Spies on the set's flush: `applied(n)` checks the last n requests were applied as sets, none falling back. */
  const watchSets = () => {
    const flush = vi.spyOn(CommandSet.prototype, 'flush');
    return async (n: number) => {
      expect(flush).toHaveBeenCalledTimes(n);
      for (const result of flush.mock.results) await expect(result.value).resolves.toBeUndefined();
    };
  };
  const grown = (before: Awaited<ReturnType<typeof rowCounts>>, after: Awaited<ReturnType<typeof rowCounts>>) => ({
    history: after.history - before.history,
    provenance: after.provenance - before.provenance,
    receipts: after.receipts - before.receipts,
  });

  beforeAll(async () => {
    s = await startServer(kind);
    await stores.questionnaire.createMany(s.db, SEED_QUESTIONNAIRES, { authorId: null });
    await stores.planDefinition.createMany(s.db, SEED_PLANS, { authorId: null });
    mine = await addPractitioner(s, 'FL', 'clinician');
    await addPractitioner(s, 'FL', 'clinician2');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a batch resent after a partial drain applies nothing twice: the same rows as one whole drain', async () => {
    // A whole drain of two field visits, for reference.
    const reference = [...fieldVisit(cmid(), await visit()), ...fieldVisit(cmid(), await visit())];
    const beforeReference = await rowCounts();
    const applied = await sync(reference);
    expect(applied.map((o) => o.error)).toEqual(reference.map(() => null));
    const once = grown(beforeReference, await rowCounts());
    expect(once.receipts).toBe(reference.length);

    // The same drain cut after its first half (the answer lost), then the whole batch resent.
    const a = cmid();
    const b = cmid();
    const commands = [...fieldVisit(a, await visit()), ...fieldVisit(b, await visit())];
    const appliedAsSets = watchSets();
    const before = await rowCounts();
    const partial = await sync(commands.slice(0, 6));
    expect(partial.map((o) => o.error)).toEqual(Array(6).fill(null));
    const resent = await sync(commands);
    expect(resent.map((o) => o.error)).toEqual(commands.map(() => null));
    expect(resent.slice(0, 6)).toEqual(partial);
    expect(resent[11]?.esign?.signed).toBe(true);
    expect(grown(before, await rowCounts())).toEqual(once);
    // Both requests were applied as sets (nothing fell back to command by command).
    await appliedAsSets(2);

    // Once more: answered from the receipts, nothing written.
    const afterResend = await rowCounts();
    expect(await sync(commands)).toEqual(resent);
    expect(await rowCounts()).toEqual(afterResend);
    for (const id of [a, b]) {
      expect(await historyCount(s, id)).toBe(4);
      expect(await provenanceCount(s, id)).toBe(4);
    }
  });

  it("an e-sign in a set notifies as it does alone: the notifications go with the set's writes, and reach a subscriber after the commit with their cursors", async () => {
    const colleague = s.user('clinician2');
    const client = s.ws(await s.token('clinician2'));
    try {
      const sub = subscribe<NotificationEvent>(client, 'subscription { onNotificationAdded { _id cursor event { code } } }');
      await untilLive(s, colleague.id, sub);
      const appliedAsSets = watchSets();
      const [a, b] = [cmid(), cmid()];
      const commands = [...fieldVisit(a, await visit()), ...fieldVisit(b, await visit())];
      const outcomes = await sync(commands);
      expect(outcomes.map((o) => o.error)).toEqual(commands.map(() => null));
      await appliedAsSets(1);

      const rows = await s.db
        .select()
        .from(schema.notifications)
        .where(and(eq(schema.notifications.userId, colleague.id), inArray(schema.notifications.resourceId, [a, b])));
      expect(rows.map((r) => [r.resourceId, r.eventCode]).sort()).toEqual(
        [
          [a, 'encounter-signed'],
          [b, 'encounter-signed'],
        ].sort(),
      );
      const signed = (e: NotificationEvent) => e.data?.onNotificationAdded?.event?.code === 'encounter-signed';
      await sub.waitFor((events) => events.filter(signed).length === 2);
      expect(sub.events.filter(signed).map((e) => e.data?.onNotificationAdded)).toEqual(
        rows.sort((x, y) => x.seq - y.seq).map((r) => ({ _id: r.id, cursor: String(r.seq), event: { code: 'encounter-signed' } })),
      );
      expect(sub.errors).toEqual([]);
    } finally {
      await client.dispose();
    }
  });

  it("refuses a clinician's second check-in in the same batch, seeing the first one's in-progress visit", async () => {
    const a = cmid();
    const b = cmid();
    const appliedAsSets = watchSets();
    const outcomes = await sync([create(a, await visit()), start(a), create(b, await visit()), start(b), checkOut(b)]);
    await appliedAsSets(1);
    expect(outcomes.map((o) => o.error?.code ?? null)).toEqual([null, null, null, 'BAD_USER_INPUT', 'SKIPPED']);
    expect(outcomes[3]?.error?.message).toBe(WORKFLOW_MESSAGES.alreadyInProgress);
    expect(outcomes[1]?.encounter?.stateText).toBe('Checked-in');
    // Once the first is checked out, the second checks in (the check-out seen in the same batch).
    const later = await sync([checkOut(a, 2), start(b, 1), checkOut(b)]);
    expect(later.map((o) => o.error)).toEqual([null, null, null]);
  });

  it('skips an e-sign that follows a refused form save in the same batch', async () => {
    const id = cmid();
    const appliedAsSets = watchSets();
    const outcomes = await sync([
      create(id, await visit()),
      start(id),
      save(id, 'interval-history', INTERVAL),
      save(id, 'no-such-form', WOUND),
      checkOut(id),
      esign(id),
    ]);
    expect(outcomes.map((o) => o.error?.code ?? null)).toEqual([null, null, null, 'BAD_USER_INPUT', 'SKIPPED', 'SKIPPED']);
    await appliedAsSets(1);
    expect(outcomes[5]?.esign).toBeNull();
    expect(await historyCount(s, id)).toBe(2);
    expect((await sync([checkOut(id, 2)]))[0]?.error).toBeNull();
  });

  it('a command that fails in the middle of a batch leaves no row; the commands around it apply', async () => {
    const a = cmid();
    const b = cmid();
    const c = cmid();
    const commands = [create(a, await visit()), create(b, await visit()), start(a), start(b), checkOut(a), create(c, await visit())];
    const before = await rowCounts();
    const appliedAsSets = watchSets();
    const outcomes = await sync(commands);
    await appliedAsSets(1);
    expect(outcomes.map((o) => o.error?.code ?? null)).toEqual([null, null, null, 'BAD_USER_INPUT', null, null]);
    // The refused check-in: no encounter version, no provenance, no receipt.
    expect(await historyCount(s, b)).toBe(1);
    expect(await provenanceCount(s, b)).toBe(1);
    expect(await receiptOf(s, (commands[3] as ReturnType<typeof start>).startEncounter.clientMutationId)).toBeNull();
    expect(grown(before, await rowCounts()).receipts).toBe(5);
    expect(await historyCount(s, a)).toBe(3);
    expect(await historyCount(s, c)).toBe(1);
  });

  it('rolls the set back and runs command by command when a receipt id is taken concurrently', async () => {
    const a = cmid();
    const b = cmid();
    const taken = cmid();
    const commands = [
      { createEncounter: { clientMutationId: taken, encounter: { id: a, appointmentId: await visit() } } },
      start(a),
      create(b, await visit()),
    ];
    // Another user's change took the id after the batch looked for its receipts: the batch's
    // first read misses it, the set's one statement meets it.
    await s.db.insert(schema.mutationReceipts).values({
      clientMutationId: taken,
      userId: s.user('clinician2').id,
      operation: 'cancelEncounter',
      payloadHash: 'another payload',
      result: {},
      createdAt: new Date(),
    });
    const find = mutationReceiptRepository.find.bind(mutationReceiptRepository);
    vi.spyOn(mutationReceiptRepository, 'find')
      .mockImplementationOnce(async () => new Map())
      .mockImplementation(find);
    const flush = vi.spyOn(CommandSet.prototype, 'flush');

    const outcomes = await sync(commands);
    expect(flush).toHaveBeenCalledTimes(1);
    await expect(flush.mock.results[0]?.value).rejects.toBeInstanceOf(SetSurprise);
    // As command by command: the taken id is refused, its encounter's next command skipped, the other applied.
    expect(outcomes.map((o) => o.error?.code ?? null)).toEqual(['BAD_USER_INPUT', 'SKIPPED', null]);
    expect(outcomes[0]?.error?.message).toBe(REUSED_ID);
    expect(await historyCount(s, a)).toBe(0);
    expect(await historyCount(s, b)).toBe(1);
    expect(await receiptOf(s, (commands[2] as ReturnType<typeof create>).createEncounter.clientMutationId)).not.toBeNull();
  });
});
