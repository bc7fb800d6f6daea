// Whether the signed-in user's device data key is in memory (unlocked), following unlocks, locks
// and sign-outs. The device-key module loads with the offline core, so this hook reads it lazily.
import { useEffect, useState } from 'react';

type DeviceKeys = typeof import('../../offline/crypto/device-keys');
let loaded: DeviceKeys | null = null;
const load = async (): Promise<DeviceKeys> => {
  loaded ??= await import('../../offline/crypto/device-keys');
  return loaded;
};

/** undefined while the module loads, then whether `userId`'s key is in memory. */
export function useDeviceKeyReady(userId: string): boolean | undefined {
  const [ready, setReady] = useState<boolean | undefined>(() => loaded?.isUnlocked(userId));
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    void load().then((keys) => {
      if (!live) return;
      setReady(keys.isUnlocked(userId));
      unsubscribe = keys.onDeviceKeysChanged(() => setReady(keys.isUnlocked(userId)));
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [userId]);
  return ready;
}

/** 'Lock EMR' and idle lock: every data key leaves memory. */
export async function dropDeviceKeys(): Promise<void> {
  (await load()).lockKeys();
}

/** After a PIN is created or changed: the device's data key follows it. */
export async function devicePinSaved(userId: string, pin: string): Promise<void> {
  const { onPinSaved } = await import('./device-unlock');
  await onPinSaved(userId, pin);
}
