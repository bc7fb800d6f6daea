// What the app needs to start (SPEC §7: GET /api/status, then GET /api/config) is kept on this
// device by every page load that fetches it, the very first included (whether or not the service
// worker controls it yet), so a device that has signed in once opens offline (DESIGN §4). Both answers are public (served
// before sign-in, no secret in them), so they are kept in localStorage as read, and validated
// again when read back (a newer build may expect more). The signed-in user's session and flags
// are kept by the session store, and so is the mark that someone has signed in here, which a
// sign-out leaves: only a device nobody ever signed in on shows the first-time message (SPEC §8).
import * as v from 'valibot';
import { type ClientConfig, ClientConfigSchema, type Status, StatusSchema } from './config-schema';
import { isApiError, NETWORK_ERROR, REQUEST_TIMEOUT_MS } from './http';
import { sessionStore } from './session-store';

export const BOOT_KEYS = { status: 'emr.boot.status', config: 'emr.boot.config' } as const;

/**
 * How long the start waits for the server when the device could start without it: the service
 * worker's old network timeout (3 s). A device with nothing kept waits as long as any call.
 */
export const BOOT_TIMEOUT_MS = 3_000;

interface BootAnswers {
  status: Status;
  config: ClientConfig;
}
type Part = keyof BootAnswers;

const schemas: { [P in Part]: v.GenericSchema<unknown, BootAnswers[P]> } = { status: StatusSchema, config: ClientConfigSchema };

export function keepBootAnswer<P extends Part>(part: P, answer: BootAnswers[P]): void {
  try {
    localStorage.setItem(BOOT_KEYS[part], JSON.stringify(answer));
  } catch {
    // storage full or unavailable: this load still starts; an offline one will not
  }
}

export function keptBootAnswer<P extends Part>(part: P): BootAnswers[P] | null {
  try {
    const raw = localStorage.getItem(BOOT_KEYS[part]);
    if (!raw) return null;
    const parsed = v.safeParse(schemas[part], JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Where the previous build's service worker kept these answers (sw/sw.ts keeps that cache for now). */
const RETIRED_CACHE = 'app-config';
const RETIRED_PATHS: { [P in Part]: string } = { status: '/api/status', config: '/api/config' };

/**
 * A device upgraded from the build whose service worker cached these answers has nothing kept
 * here yet: its first start of this build, if offline, copies the old worker's answer once.
 */
async function retiredBootAnswer<P extends Part>(part: P): Promise<BootAnswers[P] | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const response = await (await caches.open(RETIRED_CACHE)).match(RETIRED_PATHS[part]);
    if (!response?.ok) return null;
    const schema: v.GenericSchema<unknown, BootAnswers[P]> = schemas[part];
    const parsed = v.safeParse(schema, await response.json());
    if (!parsed.success) return null;
    keepBootAnswer(part, parsed.output);
    return parsed.output;
  } catch {
    return null;
  }
}

/** No answer from the server: no connection, a timeout, or the server (or its proxy) failing. */
const unanswered = (error: unknown): boolean => isApiError(error) && (error.code === NETWORK_ERROR || error.status >= 500);

/**
 * Fetches one start-up answer and keeps it. When the server gives none and someone has signed
 * in on this device, the kept answer starts the app (the shell says 'No internet connection').
 * A device nobody signed in on gets the error: it sees the first-time message (SPEC §8).
 */
export async function bootAnswer<P extends Part>(
  part: P,
  fetchAnswer: (init: RequestInit) => Promise<BootAnswers[P]>,
): Promise<BootAnswers[P]> {
  // Someone signed in here, now or before a sign-out or an expired session (session-store.ts).
  const kept = sessionStore.signedInHere() ? (keptBootAnswer(part) ?? (await retiredBootAnswer(part))) : null;
  // The device knows it has no connection: asking would only delay the start.
  if (kept && typeof navigator !== 'undefined' && !navigator.onLine) return kept;
  try {
    const answer = await fetchAnswer({ signal: AbortSignal.timeout(kept ? BOOT_TIMEOUT_MS : REQUEST_TIMEOUT_MS) });
    keepBootAnswer(part, answer);
    return answer;
  } catch (error) {
    if (kept && unanswered(error)) return kept;
    throw error;
  }
}
