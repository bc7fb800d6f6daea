import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkIn, checkOut, esign } from './commands';
import { deleteAllDeviceData } from './device-db';
import { type RemoteChange, startSync } from './sync-engine';
import { seedStorage } from './testing/fixtures';
import { encounterOf, outboxOf, RANGE, signedInDevice } from './testing/harness';

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const range = () => RANGE;
const mutations = (received: string[]) => received.filter((o) => o !== 'MySchedule' && o !== 'EncounterById');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sync engine', () => {
  it('drains at start and pulls the pack, then drains after each new entry; stop() ends it', async () => {
    const { userId, server } = await signedInDevice(seedStorage(2, [1, 2]));
    await checkIn(userId, { appointmentId: 'a-1' });
    const pullsBefore = server.received.length;
    const stop = startSync({ userId, request: server.request, retryDelayMs: 0, pullRange: range });

    await until(async () => (await outboxOf(userId)).length === 0);
    await until(() => server.received.slice(pullsBefore).includes('MySchedule'));
    expect(mutations(server.received)).toEqual(['StartEncounter']);

    await checkOut(userId, { encounterId: 'e-1', at: new Date(Date.now() + 60_000).toISOString() });
    await until(async () => (await outboxOf(userId)).length === 0);
    expect(mutations(server.received)).toEqual(['StartEncounter', 'UpdateEncounter']);

    stop();
    await checkIn(userId, { appointmentId: 'a-2' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await outboxOf(userId)).toHaveLength(1);
  });

  it('drains on the online event, on return to the foreground, on the timer and on the Background Sync message', async () => {
    const { userId, server } = await signedInDevice(seedStorage(1, [1]));
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const register = vi.fn(async (_tag: string) => {});
    const serviceWorker = Object.assign(new EventTarget(), { ready: Promise.resolve({ sync: { register } }) });
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', doc);
    vi.stubGlobal('navigator', { onLine: true, serviceWorker });
    server.online = false;
    const stop = startSync({ userId, request: server.request, retryDelayMs: 0, intervalMs: 60_000, pullRange: range });

    await checkIn(userId, { appointmentId: 'a-1' });
    await until(() => server.received.filter((o) => o === 'StartEncounter').length === 4);
    // the drain could not reach the server: the worker is asked to wake the app later
    await until(() => register.mock.calls.length > 0);
    expect(register).toHaveBeenCalledWith('outbox-drain');
    server.online = true;
    win.dispatchEvent(new Event('online'));
    await until(async () => (await outboxOf(userId)).length === 0);

    // Each wake-up: a change queued while the server is unreachable (the enqueue drain gives up
    // after 4 tries), then the server is back and only the wake-up can send it.
    const queueUnsent = async (change: () => Promise<void>, operation: string) => {
      server.online = false;
      const tries = server.received.filter((o) => o === operation).length;
      await change();
      await until(() => server.received.filter((o) => o === operation).length === tries + 4);
      await new Promise((resolve) => setTimeout(resolve, 10));
      server.online = true;
    };

    await queueUnsent(() => checkOut(userId, { encounterId: 'e-1', at: new Date(Date.now() + 60_000).toISOString() }), 'UpdateEncounter');
    expect(await outboxOf(userId)).toHaveLength(1);
    doc.dispatchEvent(new Event('visibilitychange'));
    await until(async () => (await outboxOf(userId)).length === 0);

    // Background Sync: the worker posts BACKGROUND_SYNC with a port and waits for the answer
    await queueUnsent(() => esign(userId, { encounterId: 'e-1' }), 'EsignEncounter');
    expect(await outboxOf(userId)).toHaveLength(1);
    const postMessage = vi.fn();
    serviceWorker.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'BACKGROUND_SYNC' }, ports: [{ postMessage }] }));
    await until(() => postMessage.mock.calls.length > 0);
    expect(postMessage).toHaveBeenCalledWith({ type: 'BACKGROUND_SYNC_DONE', retry: false });
    expect(await outboxOf(userId)).toHaveLength(0);
    stop();
  });

  it('the timer drains what could not be sent before', async () => {
    const { userId, server } = await signedInDevice(seedStorage(1, [1]));
    server.online = false;
    const stop = startSync({ userId, request: server.request, retryDelayMs: 0, intervalMs: 30, pullRange: range });
    await checkIn(userId, { appointmentId: 'a-1' });
    await until(() => server.received.filter((o) => o === 'StartEncounter').length >= 4);
    await new Promise((resolve) => setTimeout(resolve, 10));
    server.online = true;
    await until(async () => (await outboxOf(userId)).length === 0);
    stop();
  });

  it('after UNAUTHENTICATED the timer no longer sends; the outbox waits for sign-in (a new start)', async () => {
    const { userId, server } = await signedInDevice(seedStorage(1, [1]));
    await checkIn(userId, { appointmentId: 'a-1' });
    server.faults.push('unauthenticated');
    const stop = startSync({ userId, request: server.request, retryDelayMs: 0, intervalMs: 20, pullRange: range });
    await until(() => server.received.includes('StartEncounter'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mutations(server.received)).toEqual(['StartEncounter']);
    stop();

    const again = startSync({ userId, request: server.request, retryDelayMs: 0, pullRange: range });
    await until(async () => (await outboxOf(userId)).length === 0);
    again();
  });

  it('stops when sign-out deletes the device data', async () => {
    const { userId, server } = await signedInDevice(seedStorage(1, [1]));
    startSync({ userId, request: server.request, retryDelayMs: 0, intervalMs: 20, pullRange: range });
    await until(() => server.received.length > 1);
    await deleteAllDeviceData();
    const count = server.received.length;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(server.received.length).toBe(count);
  });

  it('pulls the pack when the server says an encounter changed to a version the device lacks, not for its own changes', async () => {
    const { userId, server } = await signedInDevice(seedStorage(1, [1]));
    let emit: (change: RemoteChange) => void = () => {};
    let unsubscribed = false;
    const remoteChanges = (onChange: (change: RemoteChange) => void) => {
      emit = onChange;
      return () => {
        unsubscribed = true;
      };
    };
    const pulls = () => server.received.filter((o) => o === 'MySchedule').length;
    const signInPulls = pulls();
    const stop = startSync({ userId, request: server.request, retryDelayMs: 0, intervalMs: 60_000, pullRange: range, remoteChanges });
    await until(() => pulls() === signInPulls + 1); // the start's pull
    const before = pulls();

    // The device's own change coming back (same version it holds): nothing to pull.
    const held = await encounterOf(userId, 'e-1');
    emit({ id: 'e-1', versionId: held?.versionId ?? 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulls()).toBe(before);

    // A colleague checked the visit in on the server: the pack is pulled and the device has it.
    expect(server.secondDevice('e-1', { type: 'checkIn', at: new Date().toISOString() })).toBe(true);
    const changed = server.storage.encounters.get('e-1');
    emit({ id: 'e-1', versionId: changed?.versionId ?? 0 });
    await until(() => pulls() === before + 1);
    await until(async () => (await encounterOf(userId, 'e-1'))?.versionId === changed?.versionId);
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ stateText: 'Checked-in', pendingSync: false });

    stop();
    expect(unsubscribed).toBe(true);
  });
});
