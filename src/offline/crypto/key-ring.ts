// The data keys in memory (issue 5: patient data encrypted at rest). While a user's keys are here
// their rows can be sealed and opened; lockKeys() drops them all, and then nothing of theirs can
// be read or written (DeviceLockedError) until the PIN, or the device key, provides them again.
// Kept free of IndexedDB so the middleware and the tests' set-up can share it cheaply.

/** Reading or writing a user's device data without their key in memory (the app is locked). */
export class DeviceLockedError extends Error {
  override readonly name = 'DeviceLockedError';
  constructor(readonly userId: string) {
    super('The device is locked: unlock with your PIN to open the data stored on it.');
  }
}

/** A user's keys: the one that seals new rows, and every one that may open rows (by key id). */
export interface UserKeys {
  readonly writeKeyId: string;
  readonly keys: ReadonlyMap<string, CryptoKey>;
}

/** What changed: a user's keys came (`unlocked`) or went; userId null: every user's went. */
export interface KeysChange {
  userId: string | null;
  unlocked: boolean;
}

const ring = new Map<string, UserKeys>();
const listeners = new Set<(change: KeysChange) => void>();

function emit(change: KeysChange): void {
  for (const listener of [...listeners]) listener(change);
}

/** The user's keys, or undefined while locked. */
export const keysOf = (userId: string): UserKeys | undefined => ring.get(userId);

/** Puts a user's keys in memory (after an unlock, or a key change). */
export function setKeys(userId: string, keys: UserKeys): void {
  const was = ring.has(userId);
  ring.set(userId, keys);
  if (!was) emit({ userId, unlocked: true });
}

/** Drops one user's keys, or every user's (sign-out, the screen lock). */
export function dropKeys(userId?: string): void {
  if (userId === undefined) {
    const had = ring.size > 0;
    ring.clear();
    fallbackInFlight.clear();
    if (had) emit({ userId: null, unlocked: false });
    return;
  }
  fallbackInFlight.delete(userId);
  if (ring.delete(userId)) emit({ userId, unlocked: false });
}

/** Calls `listener` whenever keys come or go; returns unsubscribe. */
export function onKeysChanged(listener: (change: KeysChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ---------- fallback ----------

/** Provides a user's keys when none are in memory; resolves false when it cannot (a PIN is needed). */
export type KeyFallback = (userId: string) => Promise<boolean>;

let fallback: KeyFallback | null = null;
const fallbackInFlight = new Map<string, Promise<boolean>>();

/**
 * Installs (or with null removes) what the middleware asks when a user's keys are not in memory.
 * It must not open a transaction on the user's device database (the middleware may be waiting
 * inside one). The app's temporary device-key fallback and the tests' set-up use it.
 */
export function setKeyFallback(next: KeyFallback | null): void {
  fallback = next;
  fallbackInFlight.clear();
}

/** The user's keys: from memory, else from the fallback, else DeviceLockedError. */
export async function requireKeys(userId: string): Promise<UserKeys> {
  const inMemory = ring.get(userId);
  if (inMemory) return inMemory;
  if (fallback) {
    let asked = fallbackInFlight.get(userId);
    if (!asked) {
      asked = fallback(userId).finally(() => fallbackInFlight.delete(userId));
      fallbackInFlight.set(userId, asked);
    }
    await asked;
    const provided = ring.get(userId);
    if (provided) return provided;
  }
  throw new DeviceLockedError(userId);
}

// ---------- benchmarks ----------

let sealing = true;

/**
 * Benchmarks only (the unencrypted baseline of the ratio figure): when false, rows are stored
 * and read as they are, with no key. Nothing in the app calls it; a reload turns sealing back on.
 */
export function setSealingForBenchmarks(on: boolean): void {
  sealing = on;
}

export const sealingEnabled = (): boolean => sealing;
