// The page side of the device-crypto benchmark (device-crypto.ts), bundled with esbuild: the real
// offline core and device keys running on Chromium's IndexedDB and WebCrypto, as
// window.cryptoBench. The key fallback is removed: each benchmark user gets their key explicitly.
import { checkIn, checkOut, esign } from '../../src/offline/commands.ts';
import { enrollPin, lockKeys, unlockWithPin } from '../../src/offline/crypto/device-keys.ts';
import { setKeyFallback, setSealingForBenchmarks } from '../../src/offline/crypto/key-ring.ts';
import { sealedInTransaction } from '../../src/offline/crypto/sealing-middleware.ts';
import { deviceDb } from '../../src/offline/device-db.ts';
import type { GraphqlRequest } from '../../src/offline/graphql-request.ts';
import { pullSchedulePack } from '../../src/offline/pack.ts';
import { readDay } from '../../src/offline/schedule-store.ts';

setKeyFallback(null);

/** The PBKDF2 derivation and AES-GCM unwrap alone, as unlockWithPin does them (no database), in ms. */
async function deriveAndUnwrap(pin: string, iterations: number): Promise<number> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const derive = async () => {
    const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveKey']);
    return crypto.subtle.deriveKey(
      { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      ['wrapKey', 'unwrapKey'],
    );
  };
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  const wrapped = await crypto.subtle.wrapKey('raw', key, await derive(), { name: 'AES-GCM', iv });
  const started = performance.now();
  const kek = await derive();
  await crypto.subtle.unwrapKey('raw', wrapped, kek, { name: 'AES-GCM', iv }, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  return performance.now() - started;
}

const api = {
  checkIn,
  checkOut,
  esign,
  enrollPin,
  lockKeys,
  unlockWithPin,
  readDay,
  pullSchedulePack,
  setSealingForBenchmarks,
  sealedInTransaction,
  deriveAndUnwrap,
  /** A request that answers MySchedule with `pack` (what pullSchedulePack writes). */
  cannedRequest(pack: unknown): GraphqlRequest {
    return (async () => structuredClone(pack)) as unknown as GraphqlRequest;
  },
  /** Closes the user's connection (the next read opens the database again, as after a reload). */
  close(userId: string) {
    deviceDb(userId).close({ disableAutoOpen: false });
  },
  async counts(userId: string) {
    const db = deviceDb(userId);
    return { appointments: await db.appointments.count(), patients: await db.patients.count(), outbox: await db.outbox.count() };
  },
};

export type CryptoBench = typeof api;

declare global {
  interface Window {
    cryptoBench: CryptoBench;
  }
}

window.cryptoBench = api;
