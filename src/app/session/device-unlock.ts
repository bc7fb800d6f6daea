// The PIN opens the device (SPEC §4 screen lock, issue 5 device encryption). The device's data key
// is wrapped with a key derived from the PIN, so the PIN is checked on the device itself and an
// unlock works with no signal. The first time on a device (no wrapped key yet, e.g. right after
// sign-in) the server checks the PIN and the key is created. Wrong PINs are counted across reloads;
// after MAX_UNLOCK_ATTEMPTS only sign-out remains. Every outcome goes to the audit trail.

import { unlockWithPin as serverUnlock } from '../../api/auth';
import { reportAuthEvent } from '../../api/auth-audit';
import { isApiError } from '../../api/http';
import { MESSAGES } from '../../domain/messages';
import { unlockAttemptsLeft } from '../../domain/security/idle';
import { changePin, deviceKeyKind, enrollPin, useDeviceKey as openDeviceKey, unlockWithPin } from '../../offline/crypto/device-keys';
import { clearUnlockFailures, recordUnlockFailure, unlockFailures } from './unlock-attempts';

export type UnlockResult = { ok: true } | { ok: false; message: string; attemptsLeft: number };

/** Attempts left for this user (0: only sign-out remains). */
export const attemptsLeft = (userId: string): number => unlockAttemptsLeft(unlockFailures(userId));

function refused(userId: string, message: string = MESSAGES.incorrectPin): UnlockResult {
  const left = recordUnlockFailure(userId);
  reportAuthEvent(userId, 'unlock-failed');
  return { ok: false, message, attemptsLeft: left };
}

/** Checks `pin` and opens this user's device key with it. */
export async function unlockDevice(userId: string, pin: string): Promise<UnlockResult> {
  if (attemptsLeft(userId) === 0) return { ok: false, message: MESSAGES.incorrectPin, attemptsLeft: 0 };
  const kind = await deviceKeyKind(userId);
  if (kind === 'pin') {
    if (!(await unlockWithPin(userId, pin))) return refused(userId);
  } else {
    // No PIN-wrapped key here yet: only the server can say whether the PIN is right.
    if (!navigator.onLine) return { ok: false, message: MESSAGES.offline, attemptsLeft: attemptsLeft(userId) };
    try {
      await serverUnlock(pin);
    } catch (error) {
      if (isApiError(error) && (error.status === 403 || error.status === 429)) return refused(userId, error.message);
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
