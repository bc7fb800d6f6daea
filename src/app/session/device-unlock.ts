// The PIN opens the device (SPEC §4 screen lock, issue 5 device encryption). The device's data key
// is wrapped with a key derived from the PIN, so the PIN is checked on the device itself and an
// unlock works with no signal. The first time on a device (no wrapped key yet, e.g. right after
// sign-in) the server checks the PIN and the key is created. Wrong PINs are counted across reloads;
// after MAX_UNLOCK_ATTEMPTS only sign-out remains. Every outcome goes to the audit trail.
// A locked screen ('Unlock EMR') is locked on the server too (the device reported the lock): its
// unlock gives the PIN to the server when there is a connection, and otherwise holds it in
// memory for the first refresh back online (src/api/auth-unlock.ts), so offline unlock works.

import { unlockWithPin as serverUnlock } from '../../api/auth';
import { reportAuthEvent } from '../../api/auth-audit';
import { holdPinForServer } from '../../api/auth-unlock';
import { isApiError } from '../../api/http';
import { MESSAGES } from '../../domain/messages';
import { unlockAttemptsLeft } from '../../domain/security/idle';
import {
  changePin,
  deviceKeyKind,
  enrollPin,
  lockKeys,
  useDeviceKey as openDeviceKey,
  unlockWithPin,
} from '../../offline/crypto/device-keys';
import { isLocked } from './lock-store';
import { clearUnlockFailures, recordUnlockFailure, unlockFailures } from './unlock-attempts';

export type UnlockResult = { ok: true } | { ok: false; message: string; attemptsLeft: number };

/** Attempts left for this user (0: only sign-out remains). */
export const attemptsLeft = (userId: string): number => unlockAttemptsLeft(unlockFailures(userId));

function refused(userId: string, message: string = MESSAGES.incorrectPin): UnlockResult {
  const left = recordUnlockFailure(userId);
  reportAuthEvent(userId, 'unlock-failed');
  return { ok: false, message, attemptsLeft: left };
}

/** A 403 or 429 from the server's unlock: the PIN is wrong there (or tried too often). */
const serverRefused = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 429);

/**
 * After the device opened its key for a locked screen: the server hears the PIN now, or later
 * (held in memory) when there is no connection. A refusal closes the key again.
 */
async function unlockServerSession(userId: string, pin: string): Promise<UnlockResult | null> {
  if (!navigator.onLine) {
    holdPinForServer(userId, pin);
    return null;
  }
  try {
    await serverUnlock(pin);
    return null;
  } catch (error) {
    if (serverRefused(error)) {
      lockKeys();
      return refused(userId, (error as Error).message);
    }
    // No answer: as offline.
    holdPinForServer(userId, pin);
    return null;
  }
}

/** Checks `pin` and opens this user's device key with it. */
export async function unlockDevice(userId: string, pin: string): Promise<UnlockResult> {
  if (attemptsLeft(userId) === 0) return { ok: false, message: MESSAGES.incorrectPin, attemptsLeft: 0 };
  // 'Unlock EMR' (the screen was locked), not the PIN asked when the app opens.
  const screenLocked = isLocked();
  const kind = await deviceKeyKind(userId);
  if (kind === 'pin') {
    if (!(await unlockWithPin(userId, pin))) return refused(userId);
    const server = screenLocked ? await unlockServerSession(userId, pin) : null;
    if (server) return server;
  } else {
    // No PIN-wrapped key here yet: only the server can say whether the PIN is right.
    if (!navigator.onLine) return { ok: false, message: MESSAGES.offline, attemptsLeft: attemptsLeft(userId) };
    try {
      await serverUnlock(pin);
    } catch (error) {
      if (serverRefused(error)) return refused(userId, (error as Error).message);
      return { ok: false, message: error instanceof Error ? error.message : MESSAGES.verifyPin, attemptsLeft: attemptsLeft(userId) };
    }
    if (kind === 'device') {
      // Data written before the PIN existed (key kept on the device): re-sealed under the PIN.
      await openDeviceKey(userId);
      await changePin(userId, pin);
    } else {
      await enrollPin(userId, pin);
    }
  }
  clearUnlockFailures();
  reportAuthEvent(userId, 'unlock');
  return { ok: true };
}

/** A new or changed PIN (mandatory 'Create Security PIN', /account/pin): the device key follows it. */
export async function onPinSaved(userId: string, pin: string): Promise<void> {
  const kind = await deviceKeyKind(userId);
  if (kind === null) await enrollPin(userId, pin);
  else await changePin(userId, pin);
  clearUnlockFailures();
}
