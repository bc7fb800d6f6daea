// Device keys for tests (issue 5): every device database is sealed, so a test that opens one
// needs its user's key. The vitest set-up calls provideTestKeys() once: any user then gets a
// device key on first use. Tests of the locked state remove the fallback (setKeyFallback(null)).
import { setKeyFallback } from '../crypto/key-ring';

const provide = async (userId: string): Promise<boolean> => (await import('../crypto/device-keys')).provideDeviceKey(userId);

/** Any user without a key in memory gets a device key (made on first use). */
export function provideTestKeys(): void {
  setKeyFallback(provide);
}

/** Gives `userId` a device key now (made when they have none). */
export async function unlockTestKeys(userId: string): Promise<void> {
  if (!(await provide(userId))) throw new Error(`${userId}'s key is under a PIN: unlock with it.`);
}
