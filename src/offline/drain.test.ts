import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_MESSAGES } from '../domain/encounter-workflow';
import { MESSAGES } from '../domain/messages';
import { checkIn, checkOut, esign } from './commands';
import { deviceDb } from './device-db';
import { drainOutbox } from './drain';
import { resolveConflict, retryFailed } from './sync-engine';
import type { FakeServer } from './testing/fake-server';
import { encounterFixture, seedStorage } from './testing/fixtures';
import { appointmentOf, encounterOf, outboxOf, RANGE, signedInDevice } from './testing/harness';

const drain = (userId: string, server: FakeServer, extra: { isOnline?: () => boolean; batchSize?: number } = {}) =>
  drainOutbox(userId, { request: server.request, retryDelayMs: 0, pullRange: RANGE, ...extra });

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('outbox drain', () => {
  it('sends an offline chain create → start → check-out → e-sign in order, each on the version the previous returned', async () => {
    const { userId, server } = await signedInDevice();
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });
    await checkOut(userId, { encounterId, at: later(1) });
    await esign(userId, { encounterId });

    const result = await drain(userId, server);

    expect(result).toMatchObject({ acknowledged: 4, failed: 0, conflicts: 0, stoppedBy: 'done', pulled: true });
    expect(server.storage.applied.map((a) => a.operation)).toEqual([
      'CreateEncounter',
      'StartEncounter',
      'UpdateEncounter',
      'EsignEncounter',
    ]);
    expect(server.storage.encounters.get(encounterId)).toMatchObject({ versionId: 4, stateText: 'eSigned' });
    expect(await outboxOf(userId)).toEqual([]);
    expect(await encounterOf(userId, encounterId)).toMatchObject({ versionId: 4, stateText: 'eSigned', pendingSync: false });
    expect(await appointmentOf(userId, 'a-1')).toMatchObject({ status: 'signed', pendingSync: false, encounterId });
    const recent = (await deviceDb(userId).meta.get('recentSync'))?.value as unknown[];
    expect(recent).toHaveLength(4);
    // the pack is pulled again after a drain that sent something
    expect(server.received.at(-1)).toBe('MySchedule');
  });

  it('keeps the local optimistic copy while later entries of the entity still wait, with the acknowledged version', async () => {
    const { userId, server } = await signedInDevice();
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });
    await checkOut(userId, { encounterId, at: later(1) });
    // create delivered twice; start applied but its answer lost (the resend gets the receipt);
    // the check-out never gets through (4 tries)
    // (one entry a request, so each fault hits one entry)
    server.faults.push('duplicate', 'lose-response', 'none', 'drop', 'drop', 'drop', 'drop');

    const result = await drain(userId, server, { batchSize: 1 });

    expect(result.stoppedBy).toBe('network');
    expect(await encounterOf(userId, encounterId)).toMatchObject({ versionId: 2, status: 'finished', pendingSync: true });
    const [waiting] = await outboxOf(userId);
    expect(waiting).toMatchObject({ operation: 'updateEncounter', status: 'pending', attempts: 4, error: MESSAGES.offline });
    expect(server.storage.applied.map((a) => a.operation)).toEqual(['CreateEncounter', 'StartEncounter']);
  });

  it('retries a network failure 3 more times, 1 s apart, then leaves the entry pending until the next trigger', async () => {
    const { userId, server } = await signedInDevice();
    await checkIn(userId, { appointmentId: 'a-1' });
    server.online = false;
    const started = Date.now();

    const result = await drainOutbox(userId, { request: server.request, retryDelayMs: 20 });

    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(result.stoppedBy).toBe('network');
    // Both entries of the check-in travel in one request, tried 4 times.
    expect(server.batches).toEqual([2, 2, 2, 2]);
    expect(server.received.filter((o) => o === 'CreateEncounter')).toHaveLength(4);
    expect((await outboxOf(userId)).map((e) => [e.status, e.attempts])).toEqual([
      ['pending', 4],
      ['pending', 4],
    ]);

    server.online = true;
    expect(await drain(userId, server)).toMatchObject({ acknowledged: 2, stoppedBy: 'done' });
  });

  it('does not send while the device says it is offline', async () => {
    const { userId, server } = await signedInDevice();
    await checkIn(userId, { appointmentId: 'a-1' });
    expect(await drain(userId, server, { isOnline: () => false })).toMatchObject({ stoppedBy: 'offline', acknowledged: 0 });
    expect(server.received).toEqual(['MySchedule']);
  });

  it('a lost response is resent with the same id and applied once (the server answers from its receipt)', async () => {
    const { userId, server } = await signedInDevice(seedStorage(1, [1]));
    await checkIn(userId, { appointmentId: 'a-1' });
    server.faults.push('lose-response');
    expect(await drain(userId, server)).toMatchObject({ acknowledged: 1 });
    expect(server.received.filter((o) => o === 'StartEncounter')).toHaveLength(2);
    expect(server.storage.applied).toHaveLength(1);
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ versionId: 2, pendingSync: false });
  });

  it('a validation failure sets the entry aside with the server message; that entity waits, others go on', async () => {
    const storage = seedStorage(2, [1, 2]);
    const { userId, server } = await signedInDevice(storage);
    await checkIn(userId, { appointmentId: 'a-1' });
    await checkOut(userId, { encounterId: 'e-1', at: later(1) });
    // The server thinks the visit cannot be started (someone cancelled it without a version bump).
    const e1 = storage.encounters.get('e-1');
    if (e1) storage.encounters.set('e-1', { ...e1, status: 'cancelled' });
    await checkIn(userId, { appointmentId: 'a-2' });

    const result = await drain(userId, server);

    expect(result).toMatchObject({ acknowledged: 1, failed: 1 });
    expect(server.storage.applied.map((a) => a.entityId)).toEqual(['e-2']);
    const outbox = await outboxOf(userId);
    expect(outbox.map((e) => [e.entityId, e.operation, e.status, e.error])).toEqual([
      ['e-1', 'startEncounter', 'failed', WORKFLOW_MESSAGES.notAllowed],
      ['e-1', 'updateEncounter', 'pending', null],
    ]);

    // The server is put right; the user retries (same id), and the entity's chain goes on in order.
    if (e1) storage.encounters.set('e-1', e1);
    const failedId = outbox[0]?.id ?? '';
    await retryFailed(userId, failedId);
    expect((await outboxOf(userId))[0]).toMatchObject({ id: failedId, status: 'pending', error: null, attempts: 0 });
    expect(await drain(userId, server)).toMatchObject({ acknowledged: 2 });
    expect(server.storage.applied.map((a) => a.operation)).toEqual(['StartEncounter', 'StartEncounter', 'UpdateEncounter']);
  });

  it('a conflict keeps the local change; refresh re-bases it on the server version and it goes through', async () => {
    const { userId, server } = await signedInDevice(seedStorage(1, [1]));
    await checkIn(userId, { appointmentId: 'a-1' });
    await checkOut(userId, { encounterId: 'e-1', at: later(1) });
    server.secondDevice('e-1', 'touch');

    expect(await drain(userId, server)).toMatchObject({ conflicts: 1, acknowledged: 0 });
    const [conflict, waiting] = await outboxOf(userId);
    expect(conflict).toMatchObject({ status: 'conflict', error: MESSAGES.conflict, baseVersion: 1 });
    expect(waiting).toMatchObject({ status: 'pending', baseVersion: 'previous' });
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ status: 'finished', versionId: 1, pendingSync: true });

    await resolveConflict(userId, conflict?.id ?? '', 'refresh', { request: server.request });
    expect((await outboxOf(userId))[0]).toMatchObject({ status: 'pending', baseVersion: 2, error: null });
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ status: 'finished', versionId: 2, pendingSync: true });

    expect(await drain(userId, server)).toMatchObject({ acknowledged: 2 });
    expect(server.storage.encounters.get('e-1')).toMatchObject({ versionId: 4, status: 'finished' });
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ versionId: 4, pendingSync: false });
  });

  it('a deadlock (retryable CONFLICT: nothing written) is sent again in the same drain and goes through, no conflict shown', async () => {
    const { userId, server } = await signedInDevice();
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });
    server.faults.push('deadlock');

    const result = await drain(userId, server);

    // check-in is two entries (create, start): the start waited behind the create and went with it.
    expect(result).toMatchObject({ acknowledged: 2, conflicts: 0, failed: 0, stoppedBy: 'done' });
    expect(server.storage.applied.map((a) => a.operation)).toEqual(['CreateEncounter', 'StartEncounter']);
    expect(await outboxOf(userId)).toEqual([]);
    expect(await encounterOf(userId, encounterId)).toMatchObject({ pendingSync: false });
  });

  it('a deadlock answered on every try is set aside as a conflict after the retries, the local change kept', async () => {
    const { userId, server } = await signedInDevice();
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });
    server.faults.push('deadlock', 'deadlock', 'deadlock', 'deadlock');

    const result = await drain(userId, server);

    expect(result).toMatchObject({ acknowledged: 0, conflicts: 1 });
    expect(server.storage.applied).toEqual([]);
    const [entry, start] = await outboxOf(userId);
    expect(entry).toMatchObject({ operation: 'createEncounter', status: 'conflict', error: MESSAGES.conflict });
    expect(start).toMatchObject({ operation: 'startEncounter', status: 'pending' });
    expect(await encounterOf(userId, encounterId)).toMatchObject({ pendingSync: true });
  });

  it('discard drops the entity’s entries and restores the server copy', async () => {
    const { userId, server } = await signedInDevice(seedStorage(2, [1]));
    await checkIn(userId, { appointmentId: 'a-1' });
    server.secondDevice('e-1', { type: 'cancel', reason: 'Error' });
    await drain(userId, server);
    const [conflict] = await outboxOf(userId);

    await resolveConflict(userId, conflict?.id ?? '', 'discard', { request: server.request, pullRange: RANGE });

    expect(await outboxOf(userId)).toEqual([]);
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ status: 'cancelled', versionId: 2, pendingSync: false });
    expect(await appointmentOf(userId, 'a-1')).toMatchObject({ status: 'cancelled', pendingSync: false });
  });

  it('a visit that already has an encounter on the server: refresh adopts it and moves the queued actions onto it', async () => {
    const storage = seedStorage(1);
    const { userId, server } = await signedInDevice(storage);
    const localId = await checkIn(userId, { appointmentId: 'a-1' });
    await checkOut(userId, { encounterId: localId, at: later(1) });
    // Meanwhile another device created the visit's encounter (and edited it once).
    const a1 = storage.appointments.get('a-1');
    if (!a1) throw new Error('seeded');
    storage.encounters.set('e-other', { ...encounterFixture('e-other', a1), versionId: 2 });
    storage.appointments.set('a-1', { ...a1, encounterId: 'e-other' });

    expect(await drain(userId, server)).toMatchObject({ conflicts: 1, acknowledged: 0 });
    const [conflict] = await outboxOf(userId);
    expect(conflict).toMatchObject({
      operation: 'createEncounter',
      status: 'conflict',
      error: MESSAGES.conflict,
      conflictWith: { encounterId: 'e-other', currentVersion: 2 },
    });

    await resolveConflict(userId, conflict?.id ?? '', 'refresh', { request: server.request });
    const moved = await outboxOf(userId);
    expect(moved.map((e) => [e.operation, e.entityId, e.baseVersion, e.status])).toEqual([
      ['startEncounter', 'e-other', 2, 'pending'],
      ['updateEncounter', 'e-other', 'previous', 'pending'],
    ]);
    expect(moved[1]?.variables).toMatchObject({ id: 'e-other' });
    expect(await encounterOf(userId, localId)).toBeUndefined();
    expect(await encounterOf(userId, 'e-other')).toMatchObject({ status: 'finished', versionId: 2, pendingSync: true });
    expect(await appointmentOf(userId, 'a-1')).toMatchObject({ encounterId: 'e-other', status: 'checked-out' });

    expect(await drain(userId, server)).toMatchObject({ acknowledged: 2 });
    expect(server.storage.encounters.get('e-other')).toMatchObject({ status: 'finished', versionId: 4 });
    expect(server.storage.encounters.has(localId)).toBe(false);
  });

  it('discarding an encounter the server never created takes the visit back to no encounter', async () => {
    const storage = seedStorage(1);
    const { userId, server } = await signedInDevice(storage);
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });
    const a1 = storage.appointments.get('a-1');
    if (a1) storage.appointments.set('a-1', { ...a1, status: 'cancelled', versionId: 2 });
    await drain(userId, server);
    const [failed] = await outboxOf(userId);
    expect(failed).toMatchObject({ operation: 'createEncounter', status: 'failed', error: WORKFLOW_MESSAGES.notAllowed });

    await resolveConflict(userId, failed?.id ?? '', 'discard', { request: server.request, pullRange: RANGE });
    expect(await outboxOf(userId)).toEqual([]);
    expect(await encounterOf(userId, encounterId)).toBeUndefined();
    expect(await appointmentOf(userId, 'a-1')).toMatchObject({ encounterId: null, status: 'cancelled', pendingSync: false });
  });

  it('e-sign answered with missing answers is set aside as failed, with the server version kept for the retry', async () => {
    const storage = seedStorage(1, [1]);
    const { userId, server } = await signedInDevice(storage);
    await checkIn(userId, { appointmentId: 'a-1' });
    await checkOut(userId, { encounterId: 'e-1', at: later(1) });
    await esign(userId, { encounterId: 'e-1' });
    storage.missingAnswers.add('e-1');

    expect(await drain(userId, server)).toMatchObject({ acknowledged: 2, failed: 1 });
    const [entry] = await outboxOf(userId);
    expect(entry).toMatchObject({
      operation: 'esignEncounter',
      status: 'failed',
      error: 'Missing answers: Wound assessment',
      baseVersion: 3,
    });

    storage.missingAnswers.delete('e-1');
    await retryFailed(userId, entry?.id ?? '');
    expect(await drain(userId, server)).toMatchObject({ acknowledged: 1 });
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ stateText: 'eSigned', versionId: 4, pendingSync: false });
  });

  it('UNAUTHENTICATED stops the drain; nothing else is sent and the entry waits', async () => {
    const { userId, server } = await signedInDevice(seedStorage(2, [1, 2]));
    await checkIn(userId, { appointmentId: 'a-1' });
    await checkOut(userId, { encounterId: 'e-1', at: later(1) });
    server.faults.push('unauthenticated');

    expect(await drain(userId, server)).toMatchObject({ stoppedBy: 'unauthenticated', acknowledged: 0, pulled: false });
    // One request (both entries), refused as a whole and not retried.
    expect(server.batches).toEqual([2]);
    expect(server.received.filter((o) => o !== 'MySchedule')).toEqual(['StartEncounter', 'UpdateEncounter']);
    expect((await outboxOf(userId)).map((e) => e.status)).toEqual(['pending', 'pending']);
  });

  it('never sends another user’s entries', async () => {
    const { userId, server } = await signedInDevice(seedStorage(1, [1]));
    await checkIn(userId, { appointmentId: 'a-1' });
    const db = deviceDb(userId);
    await db.outbox.toCollection().modify({ userId: 'someone-else' });
    expect(await drain(userId, server)).toMatchObject({ acknowledged: 0, stoppedBy: 'done' });
    expect(server.storage.applied).toEqual([]);
  });

  it('two drains at once are one at a time (no entry sent twice)', async () => {
    const { userId, server } = await signedInDevice();
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });
    await checkOut(userId, { encounterId, at: later(1) });
    const [first, second] = await Promise.all([drain(userId, server), drain(userId, server)]);
    expect((first?.acknowledged ?? 0) + (second?.acknowledged ?? 0)).toBe(3);
    expect(server.received.filter((o) => o === 'CreateEncounter')).toHaveLength(1);
  });

  describe('batches', () => {
    /** Three visits done offline, one after the other: 12 entries. */
    const threeVisits = async (userId: string) => {
      const ids: string[] = [];
      for (const appointmentId of ['a-1', 'a-2', 'a-3']) {
        const encounterId = await checkIn(userId, { appointmentId });
        await checkOut(userId, { encounterId, at: later(1) });
        await esign(userId, { encounterId });
        ids.push(encounterId);
      }
      return ids;
    };

    it('sends a backlog in one request, chained per encounter, in the order it was made', async () => {
      const { userId, server } = await signedInDevice(seedStorage(3));
      const ids = await threeVisits(userId);
      const made = (await outboxOf(userId)).map((e) => e.id);

      expect(await drain(userId, server)).toMatchObject({ acknowledged: 12, failed: 0, conflicts: 0, stoppedBy: 'done' });

      expect(server.batches).toEqual([12]);
      expect(server.storage.applied.map((a) => a.clientMutationId)).toEqual(made);
      // Only each encounter's first entry carries a base version; the rest are chained.
      expect(server.storage.applied.map((a) => a.versionAfter)).toEqual([1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4]);
      for (const id of ids) expect(await encounterOf(userId, id)).toMatchObject({ versionId: 4, stateText: 'eSigned', pendingSync: false });
      expect(await outboxOf(userId)).toEqual([]);
    });

    it('splits a backlog into batches of batchSize', async () => {
      const { userId, server } = await signedInDevice(seedStorage(3));
      await threeVisits(userId);
      expect(await drain(userId, server, { batchSize: 5 })).toMatchObject({ acknowledged: 12 });
      expect(server.batches).toEqual([5, 5, 2]);
    });

    it('a refused entry skips the rest of its encounter in the batch; other encounters go through', async () => {
      const { userId, server } = await signedInDevice(seedStorage(3));
      const [first, second, third] = await threeVisits(userId);
      server.faults.push('reject'); // the first command of the request: the first visit's createEncounter

      expect(await drain(userId, server)).toMatchObject({ acknowledged: 8, failed: 1, stoppedBy: 'done' });

      expect(server.batches).toEqual([12]);
      const left = await outboxOf(userId);
      expect(left.map((e) => [e.entityId, e.operation, e.status, e.attempts])).toEqual([
        [first, 'createEncounter', 'failed', 1],
        // skipped by the server: untouched, waiting behind the refused one
        [first, 'startEncounter', 'pending', 0],
        [first, 'updateEncounter', 'pending', 0],
        [first, 'esignEncounter', 'pending', 0],
      ]);
      expect(left[0]?.error).toBe('An active authorization has not been attached to this encounter.');
      for (const id of [second, third]) expect(server.storage.encounters.get(id ?? '')).toMatchObject({ versionId: 4 });
      expect(server.storage.encounters.has(first ?? '')).toBe(false);
    });

    it('after a refusal of the whole request, goes on one entry a request', async () => {
      const { userId, server } = await signedInDevice(seedStorage(3));
      await threeVisits(userId);
      server.faults.push('refuse-request');

      expect(await drain(userId, server)).toMatchObject({ acknowledged: 12, failed: 0, stoppedBy: 'done' });

      expect(server.batches).toEqual([12, ...Array(12).fill(1)]);
      expect((await outboxOf(userId)).length).toBe(0);
    });

    it('a batch whose answer is lost is resent whole and applied once', async () => {
      const { userId, server } = await signedInDevice(seedStorage(3));
      await threeVisits(userId);
      server.faults.push('lose-response');

      expect(await drain(userId, server)).toMatchObject({ acknowledged: 12 });

      expect(server.batches).toEqual([12, 12]);
      expect(server.storage.applied).toHaveLength(12);
    });
  });
});
