// Property tests of the outbox protocol (DESIGN §4) against the fake server: random offline
// actions on a few visits, mixed with network loss, duplicate deliveries, lost responses, server
// restarts, expired sessions, another device changing the same encounters, and the user's
// answers to set-aside entries. Whatever happens:
// - no double apply: each clientMutationId, and each queued entry (even re-sent under a fresh
//   id after retry/refresh), is applied at most once on the server;
// - no lost change: every queued entry is applied, or discarded by the user, or still on the
//   device as 'failed'/'conflict' with its reason (or waiting behind such an entry);
// - order: the server applies each encounter's entries in the order they were queued;
// - no blind overwrite: an entry is applied on the base version the user saw (or chose with
//   'refresh'), and a chained entry on the version its predecessor produced — so a change made
//   by someone else in between always surfaces as a conflict;
// - convergence: an encounter with nothing queued looks on the device as on the server.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WorkflowAction } from '../domain/encounter-workflow';
import { cancelVisit, checkIn, checkOut, esign, undoCheckIn } from './commands';
import { type BaseVersion, deleteAllDeviceData, deviceDb, type OutboxEntry } from './device-db';
import { drainOutbox } from './drain';
import { isSetAside } from './outbox';
import { pullSchedulePack } from './pack';
import { resolveConflict, retryFailed } from './sync-engine';
import type { Fault } from './testing/fake-server';
import { encounterFixture, seedStorage } from './testing/fixtures';
import { RANGE, signedInDevice } from './testing/harness';

const VISITS = 3;

type Step =
  | { kind: 'command'; command: 'advance' | 'checkIn' | 'checkOut' | 'esign' | 'cancel' | 'undo'; visit: number }
  | { kind: 'online'; online: boolean }
  | { kind: 'fault'; fault: Fault }
  | { kind: 'restart' }
  | { kind: 'drain' }
  | { kind: 'secondDevice'; visit: number; change: 'touch' | 'create' | 'checkIn' | 'checkOut' | 'cancel' }
  | { kind: 'resolve'; choice: 'refresh' | 'discard' | 'retry' };

const visit = fc.integer({ min: 1, max: VISITS });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('command' as const),
      command: fc.constantFrom('advance', 'advance', 'advance', 'checkIn', 'checkOut', 'esign', 'cancel', 'undo'),
      visit,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('online' as const), online: fc.boolean() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('fault' as const),
      fault: fc.constantFrom<Fault>('drop', 'lose-response', 'duplicate', 'unauthenticated', 'server-error', 'reject', 'reject'),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'drain' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('secondDevice' as const),
      visit,
      change: fc.constantFrom('touch', 'create', 'checkIn', 'checkOut', 'cancel'),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('resolve' as const), choice: fc.constantFrom('refresh', 'discard', 'retry') }) },
);

async function runScenario(steps: Step[], withEncounter: number[]): Promise<void> {
  const storage = seedStorage(VISITS, withEncounter);
  const { userId, server } = await signedInDevice(storage);
  const db = deviceDb(userId);
  const drain = () => drainOutbox(userId, { request: server.request, retryDelayMs: 0, pullRange: RANGE });

  const queued = new Map<number, { entityId: string }>(); // seq → entity
  const bases = new Map<number, BaseVersion>(); // seq → base version as last stored
  const seqOfId = new Map<string, number>(); // every clientMutationId ever given to an entry
  const discarded = new Set<number>();
  const record = async () => {
    for (const entry of await db.outbox.toArray()) {
      queued.set(entry.seq, { entityId: entry.entityId });
      seqOfId.set(entry.id, entry.seq);
      bases.set(entry.seq, entry.baseVersion);
    }
  };
  const encounterOfVisit = async (n: number) => (await db.appointments.get(`a-${n}`))?.encounterId ?? null;

  for (const s of steps) {
    switch (s.kind) {
      case 'command': {
        const encounterId = await encounterOfVisit(s.visit);
        const encounter = encounterId ? await db.encounters.get(encounterId) : undefined;
        // 'advance': the visit's next step (check in, check out, e-sign), as a clinician would
        const command =
          s.command !== 'advance'
            ? s.command
            : !encounter || encounter.state.allowCheckIn
              ? 'checkIn'
              : encounter.state.allowCheckout
                ? 'checkOut'
                : 'esign';
        const run = async () => {
          if (command === 'checkIn') return void (await checkIn(userId, { appointmentId: `a-${s.visit}` }));
          if (!encounterId) return;
          if (command === 'checkOut') return checkOut(userId, { encounterId });
          if (command === 'esign') return esign(userId, { encounterId });
          if (command === 'cancel') return cancelVisit(userId, { encounterId, reason: 'Error' });
          return undoCheckIn(userId, { encounterId });
        };
        await run().catch((error: unknown) => {
          if (!(error instanceof Error) || error.name !== 'Error') throw error; // WorkflowError: refused, nothing queued
        });
        break;
      }
      case 'online':
        server.online = s.online;
        break;
      case 'fault':
        server.faults.push(s.fault);
        break;
      case 'restart':
        server.restart();
        break;
      case 'drain':
        await drain();
        break;
      case 'secondDevice': {
        const appointment = storage.appointments.get(`a-${s.visit}`);
        if (!appointment) break;
        if (s.change === 'create') {
          if (!appointment.encounterId) {
            const encounter = encounterFixture(`other-${s.visit}`, appointment);
            storage.encounters.set(encounter.id, encounter);
            storage.appointments.set(appointment.id, { ...appointment, encounterId: encounter.id, versionId: appointment.versionId + 1 });
          }
          break;
        }
        if (!appointment.encounterId) break;
        const now = new Date().toISOString();
        const change: WorkflowAction | 'touch' =
          s.change === 'touch'
            ? 'touch'
            : s.change === 'checkIn'
              ? { type: 'checkIn', at: now }
              : s.change === 'checkOut'
                ? { type: 'checkOut', at: now }
                : { type: 'cancel', reason: 'Error' };
        server.secondDevice(appointment.encounterId, change);
        break;
      }
      case 'resolve': {
        const entry = (await db.outbox.toArray()).find(isSetAside);
        if (!entry) break;
        const before = (await db.outbox.toArray()).filter((e) => e.entityId === entry.entityId).map((e) => e.seq);
        if (s.choice === 'retry') await retryFailed(userId, entry.id);
        else
          await resolveConflict(userId, entry.id, s.choice, { request: server.request, pullRange: RANGE }).catch((error: unknown) => {
            if ((error as { code?: unknown }).code !== 'NETWORK_ERROR') throw error; // offline: nothing changed
          });
        const after = new Set((await db.outbox.toArray()).map((e) => e.seq));
        for (const seq of before) if (!after.has(seq)) discarded.add(seq);
        break;
      }
    }
    await record();
  }

  // Back online for good: drain until nothing more goes through, then refresh the pack.
  server.heal();
  for (let i = 0; i < 5; i++) await drain();
  await pullSchedulePack(userId, RANGE, { request: server.request });

  const applied = storage.applied;
  const outbox = await db.outbox.toArray();
  const inOutbox = new Map<number, OutboxEntry>(outbox.map((e) => [e.seq, e]));

  // No double apply: per clientMutationId, and per queued entry across its ids.
  expect(new Set(applied.map((a) => a.clientMutationId)).size).toBe(applied.length);
  const appliedSeqs = applied.map((a) => seqOfId.get(a.clientMutationId));
  expect(appliedSeqs.every((seq) => seq !== undefined)).toBe(true);
  expect(new Set(appliedSeqs).size).toBe(appliedSeqs.length);

  // Order per encounter: as queued.
  const lastSeq = new Map<string, number>();
  applied.forEach((a, i) => {
    const seq = appliedSeqs[i] ?? -1;
    expect(seq).toBeGreaterThan(lastSeq.get(a.entityId) ?? -1);
    lastSeq.set(a.entityId, seq);
  });

  // No blind overwrite.
  const lastApplied = new Map<string, number>(); // entity → version its last client mutation produced
  applied.forEach((a, i) => {
    const base = bases.get(appliedSeqs[i] ?? -1);
    if (base === 'previous') expect(a.baseVersion).toBe(lastApplied.get(a.entityId));
    else expect(a.baseVersion).toBe(base);
    lastApplied.set(a.entityId, a.versionAfter);
  });

  // No lost change.
  const appliedSet = new Set(appliedSeqs);
  for (const [seq, { entityId }] of queued) {
    const entry = inOutbox.get(seq);
    const fates = [appliedSet.has(seq), discarded.has(seq), entry !== undefined].filter(Boolean).length;
    expect(fates, `entry ${seq} of ${entityId}`).toBe(1);
    if (!entry) continue;
    if (isSetAside(entry)) {
      expect(entry.error).toBeTruthy();
    } else {
      expect(entry.status).toBe('pending');
      const blocker = outbox.find((e) => e.entityId === entityId && e.seq < seq && isSetAside(e));
      expect(blocker, `pending entry ${seq} must wait behind a set-aside one`).toBeDefined();
    }
  }

  // Convergence of what nothing is queued for.
  for (const local of await db.encounters.toArray()) {
    const remote = storage.encounters.get(local.id);
    if (outbox.some((e) => e.entityId === local.id)) {
      expect(local.pendingSync).toBe(true);
      if (remote) expect(local.versionId).toBeLessThanOrEqual(remote.versionId);
      continue;
    }
    expect(remote, `encounter ${local.id} exists on the server`).toBeDefined();
    expect({ status: local.status, stateText: local.stateText, versionId: local.versionId, pendingSync: local.pendingSync }).toEqual({
      status: remote?.status,
      stateText: remote?.stateText,
      versionId: remote?.versionId,
      pendingSync: false,
    });
  }

  await deleteAllDeviceData();
}

// Found by this test once (adopting another device's encounter that was cancelled meanwhile left
// the device's own encounter behind); kept as a fixed example.
const ADOPT_CANCELLED: Step[] = [
  { kind: 'command', command: 'advance', visit: 1 },
  { kind: 'secondDevice', visit: 2, change: 'create' },
  { kind: 'command', command: 'advance', visit: 1 },
  { kind: 'command', command: 'advance', visit: 2 },
  { kind: 'drain' },
  { kind: 'secondDevice', visit: 2, change: 'cancel' },
  { kind: 'resolve', choice: 'refresh' },
];

describe('outbox protocol properties', () => {
  it('no double apply, no lost change, per-encounter order, no blind overwrite, convergence', { timeout: 120_000 }, async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40, size: 'max' }), fc.subarray([1, 2, 3]), runScenario), {
      numRuns: 100,
      examples: [[ADOPT_CANCELLED, []]],
    });
  });
});
