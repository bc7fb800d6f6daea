// The charts of the pack's patients as the chart screens read them offline (DESIGN §4): the
// frame (PatientChart) and the admissions the server answered at the last pull, sealed on the
// device like the rest. A read made while the device is locked (a reload offline, before the PIN)
// waits for the unlock instead of failing.

import { DeviceLockedError, keysOf, onKeysChanged } from './crypto/key-ring';
import { type ChartRecord, deviceDb } from './device-db';

const isLocked = (error: unknown): boolean =>
  error instanceof DeviceLockedError || (error instanceof Error && (error as { inner?: unknown }).inner instanceof DeviceLockedError);

/** Resolves when `userId`'s keys come back (the PIN was given). */
const unlocked = (userId: string): Promise<void> =>
  new Promise((resolve) => {
    const stop = onKeysChanged((change) => {
      if (!change.unlocked || change.userId !== userId) return;
      stop();
      resolve();
    });
    // They may have come back between the refused read and this subscription.
    if (keysOf(userId)) {
      stop();
      resolve();
    }
  });

/** The device's copy of one patient's chart, or null when the device does not hold it. */
export async function readChart(userId: string, patientId: string): Promise<ChartRecord | null> {
  for (;;) {
    const hadKeys = keysOf(userId) !== undefined;
    try {
      return (await deviceDb(userId).charts.get(patientId)) ?? null;
    } catch (error) {
      // Locked although the keys were in memory: no unlock will change that.
      if (!isLocked(error) || hadKeys) throw error;
      await unlocked(userId);
    }
  }
}
