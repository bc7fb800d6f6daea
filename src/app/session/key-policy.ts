// Which key opens a user's device data when none is in memory (issue 5). With EnableUserPin 'true'
// and a PIN, only the PIN does: nothing is provided, so reads wait for the lock screen (the app
// asks 'Please verify your PIN'). Otherwise the user's device key is used, made on first use
// (EnableUserPin 'false' protects the files on disk, not the signed-in browser; see README).
import { sessionStore } from '../../api/session-store';
import { setKeyFallback } from '../../offline/crypto/key-ring';

let pinEnabled = false;
let installed = false;

/** Called once the configuration is known (and again if it changes). */
export function configureDeviceKeys(enableUserPin: boolean): void {
  pinEnabled = enableUserPin;
  if (installed) return;
  installed = true;
  setKeyFallback(async (userId) => {
    const user = sessionStore.getState().status === 'signed-in' ? sessionStore.user() : null;
    if (pinEnabled && user?.id === userId && user.hasPin) return false;
    const { provideDeviceKey } = await import('../../offline/crypto/device-keys');
    return provideDeviceKey(userId);
  });
}
