import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkIn, checkOut } from './commands';
import { hasOutboxEntries } from './device-db';
import { drainOutbox } from './drain';
import type { Observable } from './observable';
import { observeOutbox, observeSyncStatus, requestPersistentStorage, type SyncStatus, storageEstimate } from './sync-status';
import { seedStorage } from './testing/fixtures';
import { RANGE, signedInDevice } from './testing/harness';

function collect<T>(observable: Observable<T>) {
  const values: T[] = [];
  const subscription = observable.subscribe((value) => values.push(value));
  const until = async (matches: (value: T) => boolean) => {
    const started = Date.now();
    while (!values.some(matches)) {
      if (Date.now() - started > 2000) throw new Error(`no matching value in ${JSON.stringify(values)}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return { values, until, stop: () => subscription.unsubscribe() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sync status', () => {
  it('counts waiting, failed and conflicting changes, with the last sync time and the draining flag', async () => {
    const { userId, server } = await signedInDevice(seedStorage(2, [1, 2]));
    const status = collect<SyncStatus>(observeSyncStatus(userId));
    await status.until((s) => s.lastSyncedAt !== null);
    expect(status.values.at(-1)).toEqual({
      online: true,
      pending: 0,
      failed: 0,
      conflicts: 0,
      lastSyncedAt: '2026-03-10T12:00:00.000Z',
      draining: false,
    });
    expect(await hasOutboxEntries(userId)).toBe(false);

    await checkIn(userId, { appointmentId: 'a-1' });
    await checkOut(userId, { encounterId: 'e-1', at: new Date(Date.now() + 60_000).toISOString() });
    await status.until((s) => s.pending === 2);
    expect(await hasOutboxEntries(userId)).toBe(true);

    server.secondDevice('e-1', 'touch');
    await drainOutbox(userId, { request: server.request, retryDelayMs: 0, pullRange: RANGE });
    await status.until((s) => s.conflicts === 1 && s.pending === 1);
    expect(status.values.some((s) => s.draining)).toBe(true);
    expect(status.values.at(-1)?.draining).toBe(false);
    status.stop();
  });

  it('follows the browser’s online and offline events', async () => {
    const win = new EventTarget();
    const nav = { onLine: true };
    vi.stubGlobal('window', win);
    vi.stubGlobal('navigator', nav);
    const { userId } = await signedInDevice();
    const status = collect<SyncStatus>(observeSyncStatus(userId));
    await status.until((s) => s.online);
    nav.onLine = false;
    win.dispatchEvent(new Event('offline'));
    await status.until((s) => !s.online);
    status.stop();
  });

  it('lists the outbox in queue order', async () => {
    const { userId } = await signedInDevice();
    await checkIn(userId, { appointmentId: 'a-3' });
    const outbox = collect(observeOutbox(userId));
    await outbox.until((entries) => entries.length === 2);
    expect(outbox.values.at(-1)?.map((e) => e.operation)).toEqual(['createEncounter', 'startEncounter']);
    outbox.stop();
  });

  it('asks for persistent storage and reports the estimate when the browser can', async () => {
    expect(await requestPersistentStorage()).toBe(false);
    expect(await storageEstimate()).toBeNull();
    vi.stubGlobal('navigator', {
      storage: { persisted: async () => false, persist: async () => true, estimate: async () => ({ usage: 10, quota: 100 }) },
    });
    expect(await requestPersistentStorage()).toBe(true);
    expect(await storageEstimate()).toEqual({ usage: 10, quota: 100 });
  });
});
